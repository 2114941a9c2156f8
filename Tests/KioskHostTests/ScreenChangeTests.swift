@testable import Display
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
import TouchModel

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

    @Test("a head of a displays: list whose monitor changed size: the touches of the devices on it are placed on its new placement")
    func headPlacementFollows() throws {
        let first = Panel(width: 64, height: 48), second = Panel(width: 64, height: 48)
        let picture = (width: 64, height: 48)
        let a = MultiHeadDisplay.place(first, connector: "HDMI-A-1", rotation: .none, picture: picture)
        let b = MultiHeadDisplay.place(second, connector: "HDMI-A-2", rotation: .none, picture: picture)
        let heads = MultiHeadDisplay(heads: [a.sink, b.sink], placements: [a.placement, b.placement])
        let output = try FrameOutput(sink: heads)
        let definition = try #require(KioskAppDefinition.named("wallet"))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Saturday, 21 November"))
        let runner = AppRunner(app: instance.app, screen: output.screen)
        var configuration = InputConfiguration(screen: output.screen)
        TouchPlacement.apply(heads: heads.placements, to: &configuration)
        #expect(configuration.displayTouchMatrices["HDMI-A-2"] == .identity)
        let input = LiveInput(sources: [], configuration: configuration)
        let changed = KioskHost.screensChanged(runner: runner, output: output, heads: heads, input: input, logger: Logger(label: "test"))
        // The second head's monitor is replaced by a 128×96 one: the picture sits in its middle.
        second.replaced = (128, 96)
        _ = try output.connectorsChanged(time: 1)
        try changed { _ in }
        #expect(runner.screen == Size(width: 64, height: 48), "a mirror's change resized the app")
        let matrix = try #require(input.configuration.displayTouchMatrices["HDMI-A-2"])
        #expect(matrix == TouchPlacement.touchMatrix(heads.placements[1]))
        // The panel's centre is the picture's centre; its left quarter the picture's left edge.
        #expect(matrix.values == [2, 0, -0.5, 0, 2, -0.5], "\(matrix)")
        #expect(input.configuration.displayTouchMatrices["HDMI-A-1"] == .identity)
    }
}
