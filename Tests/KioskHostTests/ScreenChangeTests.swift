import Display
import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
@testable import KioskHost
import KioskRuntime
import Logging
import Testing
import TestSupport
import TouchDevices

/// What the live kiosk does when udev says the monitors changed
/// (`KioskHost.screensChanged`, run by `DisplayHotplugEvents`): a monitor of
/// another size lays the app out again at it and maps touches onto the new
/// size; unchanged screens change nothing.
@Suite("Screen changes in the live kiosk", .builtInApps)
struct ScreenChangeTests {
    /// A screen whose monitor is replaced by one of `replaced`'s size on the next probe.
    final class Panel: ScreenSink {
        private(set) var width: Int
        private(set) var height: Int
        var replaced: (width: Int, height: Int)?
        var frames: [(width: Int, height: Int)] = []

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws { frames.append((image.width, image.height)) }
        func close() throws {}
        func connectorsChanged() throws -> [String] {
            guard let replaced else { return [] }
            self.replaced = nil
            (width, height) = replaced
            return ["resized"]
        }
    }

    /// How far right and down the app's layers reach.
    static func extent(_ runner: AppRunner) -> (x: Double, y: Double) {
        let layers = runner.scene.presented(at: runner.time)
        return (layers.map { $0.transform.tx + $0.size.width }.max() ?? 0, layers.map { $0.transform.ty + $0.size.height }.max() ?? 0)
    }

    @Test("a monitor of another size: the app is laid out again at it, the renderer and the touch mapping follow")
    func resizedMonitor() throws {
        let panel = Panel(width: 480, height: 320)
        let output = try FrameOutput(sink: panel)
        let definition = try #require(KioskAppDefinition.named("wallet"))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Saturday, 21 November"))
        let runner = AppRunner(app: instance.app, screen: output.screen)
        runner.start(at: 0)
        runner.advance(to: 5)
        let before = Self.extent(runner)
        // The wallet's list runs on below the screen; across, it fits it.
        #expect(before.x <= 480)
        let input = LiveInput(sources: [], configuration: InputConfiguration(screen: output.screen))
        let changed = KioskHost.screensChanged(runner: runner, output: output, heads: nil, input: input, logger: Logger(label: "test"))

        // Nothing changed: nothing done.
        try changed { _ in }
        #expect(runner.screen == Size(width: 480, height: 320))

        panel.replaced = (800, 600)
        #expect(try output.connectorsChanged(time: 6) == ["resized"])
        try changed { _ in }
        #expect(runner.screen == Size(width: 800, height: 600))
        #expect(input.configuration.screen == Size(width: 800, height: 600), "touches are still mapped onto the old size")
        runner.advance(to: 10)
        let after = Self.extent(runner)
        #expect(after.x > 480 && after.x <= 800, "the app was not laid out at 800 wide: it reaches \(after)")
        try output.draw(runner.scene.presented(at: runner.time), time: 10)
        #expect(panel.frames.last.map { $0 == (800, 600) } == true, "the frame after the change: \(String(describing: panel.frames.last))")
    }
}
