import Display
import Foundation
import Geometry
import Kiosk
import Motion
import Scene
import Testing
import TestSupport

/// Blanking through `FrameOutput`: the screen's power switched, nothing
/// presented while off, the whole screen shown on waking.
@Suite("Screen blanking")
struct ScreenBlankingTests {
    /// A display that records what it was shown and its power switches.
    final class RecordingScreen: ScreenSink, ScreenPower {
        let width = 64
        let height = 48
        var presented: [[PixelRect]] = []
        var switches: [Bool] = []
        var failNext = false

        func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws { presented.append(damage) }
        func close() throws {}
        func setScreen(on: Bool) throws {
            switches.append(on)
            if failNext {
                failNext = false
                throw DisplayError(device: "test", "refused")
            }
        }
        var powerMethod: String { "test switch" }
    }

    static func square(_ x: Double) -> [PresentedLayer] {
        let scene = SceneAnimator()
        scene.update([Layer(id: LayerID("square"), frame: Rect(x: x, y: 10, width: 10, height: 10),
                            content: .shape(.ellipse, fill: .color(.black), stroke: nil))], at: 0)
        return scene.presented(at: 0)
    }

    @Test("blanked: frames are rendered but not presented; woken: the whole screen is presented once")
    func blankAndWake() throws {
        let screen = RecordingScreen()
        let output = try FrameOutput(sink: screen)
        #expect(output.power.count == 1)
        try output.draw(Self.square(0), time: 0)
        #expect(screen.presented.count == 1)
        try output.setBlanked(true, time: 1)
        try output.draw(Self.square(20), time: 2)
        #expect(screen.presented.count == 1, "presented while blanked")
        try output.setBlanked(false, time: 3)
        #expect(screen.switches == [false, true])
        #expect(screen.presented.last == [PixelRect(x: 0, y: 0, width: 64, height: 48)], "\(screen.presented)")
        // Blanking twice switches once.
        try output.setBlanked(true, time: 4)
        try output.setBlanked(true, time: 5)
        #expect(screen.switches == [false, true, false])
    }

    @Test("a turned display (display.rotation) blanks its panel as an unturned one does")
    func turnedDisplayBlanks() throws {
        let screen = RecordingScreen()
        let output = try FrameOutput(sink: RotatedDisplay(panel: screen, rotation: .quarter))
        #expect(output.power.count == 1)
        try output.setBlanked(true, time: 1)
        try output.setBlanked(false, time: 2)
        #expect(screen.switches == [false, true])
    }

    @Test("a switch that fails is reported, and the output still counts as blanked")
    func failure() throws {
        let screen = RecordingScreen()
        let output = try FrameOutput(sink: screen)
        screen.failNext = true
        #expect(throws: DisplayError.self) { try output.setBlanked(true, time: 0) }
        #expect(output.isBlanked)
    }

    @Test("PNG output has no screen to switch: blanking changes nothing")
    func pngHasNoPower() throws {
        let directory = NSTemporaryDirectory() + "blank-png-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = try FrameOutput(sink: PNGSink(directory: directory, width: 32, height: 32))
        #expect(output.power.isEmpty)
        try output.setBlanked(true, time: 0)
        #expect(!output.isBlanked)
    }
}
