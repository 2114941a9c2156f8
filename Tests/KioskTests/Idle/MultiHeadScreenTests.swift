@testable import Display
import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import KioskRuntime
import Logging
import Motion
import Scene
import Seat
import Testing
import TestSupport
import TouchDevices

/// Several heads (`displays:`) as the kiosk's loop drives them, over heads
/// that record what they are asked: blanking switches every head, a turned
/// one too; a VT switch and back takes every head's CRTC back and redraws
/// each whole; a monitor of another size makes the picture follow it (one
/// screen) or re-centres the picture on it (a mirror). The heads behave as
/// `DRMDisplay` does on a real kernel (proven in `DisplayHotplugVMTests`,
/// `MultiHeadVMTests`): power through the connector's DPMS property, resume
/// by setting the CRTC, and a changed monitor seen as a new mode list when
/// `drmModeGetConnector` probes it again (the kernel's KMS documentation,
/// "Hotplug" and "Standard Connector Properties").
@Suite("Several heads: blanking, VT resume, monitors of another size", .builtInApps)
struct MultiHeadScreenTests {
    /// A head: records frames (damage and the frame's size), power switches and
    /// resumes; `replaced` is the size of a monitor plugged in instead, taken on the next `connectorsChanged`.
    final class Head: ScreenSink, ScreenPower {
        private(set) var width: Int
        private(set) var height: Int
        let name: String
        var presented: [(size: Int, damage: [PixelRect])] = []
        var switches: [Bool] = []
        var resumes = 0
        var failPower = false
        var failResume = false
        var replaced: (width: Int, height: Int)?

        init(_ name: String, width: Int, height: Int) {
            self.name = name
            self.width = width
            self.height = height
        }

        func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
            presented.append((image.width * 10_000 + image.height, damage))
        }
        func close() throws {}
        func resume() throws {
            resumes += 1
            if failResume { throw DisplayError(device: name, "not the DRM master") }
        }
        func connectorsChanged() throws -> [String] {
            guard let replaced else { return [] }
            self.replaced = nil
            (width, height) = replaced
            return ["\(name): resized to \(width)x\(height)"]
        }
        func setScreen(on: Bool) throws {
            switches.append(on)
            if failPower { throw DisplayError(device: name, "DPMS refused") }
        }
        var powerMethod: String { "DPMS of \(name)" }
    }

    static func square(_ x: Double) -> [PresentedLayer] {
        let scene = SceneAnimator()
        scene.update([Layer(id: LayerID("square"), frame: Rect(x: x, y: 10, width: 10, height: 10),
                            content: .shape(.ellipse, fill: .color(.black), stroke: nil))], at: 0)
        return scene.presented(at: 0)
    }

    /// A 64×48 head and a 48×64 one turned a quarter (its turned panel is the picture's size).
    static func twoHeads() -> (MultiHeadDisplay, Head, Head) {
        let first = Head("HDMI-A-1", width: 64, height: 48), second = Head("HDMI-A-2", width: 48, height: 64)
        let picture = (width: 64, height: 48)
        let a = MultiHeadDisplay.place(first, connector: first.name, rotation: .none, picture: picture)
        let b = MultiHeadDisplay.place(second, connector: second.name, rotation: .quarter, picture: picture)
        #expect(b.sink is RotatedDisplay)
        return (MultiHeadDisplay(heads: [a.sink, b.sink], placements: [a.placement, b.placement]), first, second)
    }

    @Test("blanking switches every head off, the turned one too; nothing is shown meanwhile; woken, each head shows the whole picture")
    func blankingEveryHead() throws {
        let (display, first, second) = Self.twoHeads()
        let output = try FrameOutput(sink: display)
        #expect(output.power.count == 1)
        try output.draw(Self.square(0), time: 0)
        try output.setBlanked(true, time: 1)
        #expect(first.switches == [false] && second.switches == [false])
        try output.draw(Self.square(20), time: 2)
        #expect(first.presented.count == 1 && second.presented.count == 1, "shown while blanked")
        try output.setBlanked(false, time: 3)
        #expect(first.switches == [false, true] && second.switches == [false, true])
        #expect(first.presented.last?.damage == [PixelRect(x: 0, y: 0, width: 64, height: 48)])
        // The turned head gets the whole of its (portrait) panel.
        #expect(second.presented.last?.damage == [PixelRect(x: 0, y: 0, width: 48, height: 64)])
        #expect(display.powerMethod == "DPMS of HDMI-A-1, DPMS of HDMI-A-2")
    }

    @Test("a head that refuses to switch off does not keep the others on; the error comes after all were tried")
    func oneHeadRefuses() throws {
        let (display, first, second) = Self.twoHeads()
        let output = try FrameOutput(sink: display)
        first.failPower = true
        #expect(throws: DisplayError.self) { try output.setBlanked(true, time: 1) }
        #expect(second.switches == [false], "the second head was not switched off")
        #expect(output.isBlanked)
    }

    @Test("a monitor plugged in while blanked is switched off again, and shown whole on waking")
    func hotplugWhileBlanked() throws {
        let (display, first, second) = Self.twoHeads()
        let output = try FrameOutput(sink: display)
        try output.draw(Self.square(0), time: 0)
        try output.setBlanked(true, time: 1)
        // The mirror's monitor is replaced by a larger one: it gets the picture centred, switched off.
        second.replaced = (60, 80)
        #expect(try output.connectorsChanged(time: 2) == ["HDMI-A-2: resized to 60x80"])
        #expect(first.switches == [false, false] && second.switches == [false, false])
        #expect(second.presented.count == 1, "shown while blanked")
        try output.setBlanked(false, time: 3)
        // The picture's part of the new (black) panel: turned a quarter, centred.
        #expect(second.presented.last?.size == 60 * 10_000 + 80)
        #expect(second.presented.last?.damage == [PixelRect(x: 6, y: 8, width: 48, height: 64)], "\(second.presented.map(\.damage))")
        #expect(first.presented.last?.damage == [PixelRect(x: 0, y: 0, width: 64, height: 48)])
    }

    @Test("the seat away and back (a VT switch): every head takes its CRTC back, the turned one too, and each is redrawn whole; one failing does not stop the others")
    func vtResumeOnEveryHead() throws {
        let seat = try FakeSeat()
        let events = SeatEvents(seat: seat)
        let (display, first, second) = Self.twoHeads()
        let output = try FrameOutput(sink: display)
        let definition = try #require(KioskAppDefinition.named("wallet"))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Saturday, 21 November"))
        let runner = AppRunner(app: instance.app, screen: output.screen)
        let input = LiveInput(sources: [events])
        let kiosk = LiveKiosk(runner: runner, output: output, input: input, logger: Logger(label: "test.heads"), seat: events)
        var turn = 0
        var shownAtPause = (0, 0)
        kiosk.isFinished = { [unowned kiosk] in
            turn += 1
            switch turn {
            case 1:
                seat.send(.disabled)
            case 2...3:
                if turn == 2 { shownAtPause = (first.presented.count, second.presented.count) }
                #expect(kiosk.isPaused)
                input.wakeUp?.wakeUp()
            case 4:
                #expect(first.presented.count == shownAtPause.0 && second.presented.count == shownAtPause.1, "drawn while the seat was away")
                seat.send(.enabled)
            default:
                return true
            }
            return false
        }
        try kiosk.run()
        #expect(first.resumes == 1 && second.resumes == 1, "a head was not taken back: \(first.resumes), \(second.resumes)")
        #expect(first.presented.last?.damage == [PixelRect(x: 0, y: 0, width: 64, height: 48)])
        #expect(second.presented.last?.damage == [PixelRect(x: 0, y: 0, width: 48, height: 64)])

        // One head cannot be taken back: the other is all the same, and the error names the first.
        first.failResume = true
        #expect(throws: DisplayError.self) { try display.resume() }
        #expect(second.resumes == 2)
    }

    @Test("one screen whose monitor is replaced by one of another size: the display, turned or not, takes the new size and the renderer follows")
    func oneScreenResized() throws {
        let head = Head("HDMI-A-1", width: 64, height: 48)
        let output = try FrameOutput(sink: head)
        try output.draw(Self.square(0), time: 0)
        head.replaced = (80, 60)
        #expect(try output.connectorsChanged(time: 1) == ["HDMI-A-1: resized to 80x60"])
        #expect(output.screen == Size(width: 80, height: 60))
        #expect(output.renderer.pixelWidth == 80 && output.renderer.pixelHeight == 60)
        try output.draw(Self.square(0), time: 2)
        #expect(head.presented.last?.size == 80 * 10_000 + 60)
        #expect(head.presented.last?.damage == [PixelRect(x: 0, y: 0, width: 80, height: 60)], "the first frame at the new size is not whole")

        // Turned a quarter: a 48×64 panel replaced by a 60×80 one is an 80×60 picture.
        let panel = Head("DSI-1", width: 48, height: 64)
        let turned = RotatedDisplay(panel: panel, rotation: .quarter)
        let output2 = try FrameOutput(sink: turned)
        try output2.draw(Self.square(0), time: 0)
        panel.replaced = (60, 80)
        _ = try output2.connectorsChanged(time: 1)
        #expect(output2.screen == Size(width: 80, height: 60))
        try output2.draw(Self.square(0), time: 2)
        #expect(panel.presented.last?.size == 60 * 10_000 + 80)
        #expect(panel.presented.last?.damage == [PixelRect(x: 0, y: 0, width: 60, height: 80)])
    }

    @Test("a mirror head whose monitor is replaced by a larger one keeps the picture's size, centred on it; its placement follows")
    func mirrorResized() throws {
        let (display, first, second) = Self.twoHeads()
        let output = try FrameOutput(sink: display)
        try output.draw(Self.square(0), time: 0)
        first.replaced = (100, 60)
        _ = try output.connectorsChanged(time: 1)
        #expect(output.screen == Size(width: 64, height: 48), "the picture's size changed")
        #expect(display.placements[0].turned == (100, 60) && display.placements[0].offset == (18, 6), "\(display.placements[0])")
        #expect(display.placements[1] == MultiHeadDisplay.place(Head("x", width: 48, height: 64), connector: "HDMI-A-2", rotation: .quarter,
                                                                 picture: (64, 48)).placement)
        #expect(display.heads[0] is RotatedDisplay, "the resized head does not centre the picture")
        // The whole picture is shown on the new monitor (the hotplug presents it again).
        #expect(first.presented.last?.size == 100 * 10_000 + 60)
        #expect(first.presented.last?.damage == [PixelRect(x: 18, y: 6, width: 64, height: 48)], "\(first.presented.map(\.damage))")
        #expect(second.presented.count == 2)
    }
}
