import Display
import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import KioskRuntime
import Logging
import Seat
import Testing
import TestSupport
import TouchDevices

/// The live loop's side of a seat, on the host: a scripted seat manager
/// (`SeatControl` over a pipe) and a display that records what it is asked.
@Suite("Live kiosk with a seat", .builtInApps)
struct LiveKioskSeatTests {
    @Test func whileTheSeatIsAwayNothingIsDrawnAndItsReturnRedrawsTheWholeScreen() throws {
        let seat = try FakeSeat()
        let events = SeatEvents(seat: seat)
        let sink = RecordingSink(width: 320, height: 240)
        let output = try FrameOutput(sink: sink)
        let definition = try #require(KioskAppDefinition.named("wallet"))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Saturday, 21 November"))
        // The wallet's cards slide in at the start: it asks for frames while the seat goes away.
        let runner = AppRunner(app: instance.app, screen: output.screen)
        let input = LiveInput(sources: [events])
        let kiosk = LiveKiosk(runner: runner, output: output, input: input, logger: Logger(label: "test.seat"), seat: events)
        var turn = 0
        var framesAtPause = 0
        var pausedTurns = 0
        kiosk.isFinished = { [unowned kiosk] in
            turn += 1
            switch turn {
            case 1:
                seat.send(.disabled)
            case 2...4:
                if kiosk.isPaused { pausedTurns += 1 }
                if turn == 2 { framesAtPause = sink.presents.count }
                input.wakeUp?.wakeUp()  // a turn of the loop while away
            case 5:
                #expect(sink.presents.count == framesAtPause, "frames were presented while the seat was away")
                seat.send(.enabled)
            default:
                return true
            }
            return false
        }
        try kiosk.run()
        #expect(pausedTurns == 3)
        #expect(seat.acknowledged == 1, "the disable was not acknowledged")
        #expect(sink.resumes == 1, "the display was not asked to take the screen back")
        #expect(kiosk.pauses == 1 && !kiosk.isPaused)
        #expect(sink.presents.count == framesAtPause + 1)
        #expect(sink.presents.last == [PixelRect(x: 0, y: 0, width: 320, height: 240)], "the frame after the pause was not drawn whole")
    }

    @Test func aFrameThatFailsWithoutTheSeatGoingAwayIsAnError() throws {
        let seat = try FakeSeat()
        let events = SeatEvents(seat: seat)
        let sink = RecordingSink(width: 320, height: 240)
        let output = try FrameOutput(sink: sink)
        let definition = try #require(KioskAppDefinition.named("wallet"))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Saturday, 21 November"))
        let kiosk = LiveKiosk(runner: AppRunner(app: instance.app, screen: output.screen), output: output,
                              input: LiveInput(sources: [events]), logger: Logger(label: "test.seat"), seat: events)
        // A frame fails and no disable follows within the second it is given: the error stands.
        kiosk.isFinished = {
            sink.failing = true
            return false
        }
        #expect(throws: DisplayError.self) { try kiosk.run() }
        #expect(!kiosk.isPaused)

        // The same failure when the seat manager has just taken the screen: a pause, not an error.
        let seat2 = try FakeSeat()
        let events2 = SeatEvents(seat: seat2)
        let sink2 = RecordingSink(width: 320, height: 240)
        let output2 = try FrameOutput(sink: sink2)
        let input2 = LiveInput(sources: [events2])
        let kiosk2 = LiveKiosk(runner: AppRunner(app: instance.app, screen: output2.screen), output: output2,
                               input: input2, logger: Logger(label: "test.seat"), seat: events2)
        var turns = 0
        kiosk2.isFinished = {
            turns += 1
            if turns == 1 {
                sink2.failing = true
                seat2.send(.disabled, deliver: false)  // on its way, not yet readable when the frame fails
            }
            return turns > 1
        }
        sink2.onFailure = {
            seat2.deliver()
            input2.wakeUp?.wakeUp()  // one turn of the paused loop, to finish
        }
        try kiosk2.run()
        #expect(kiosk2.isPaused && seat2.acknowledged == 1)
    }
}

/// A seat manager scripted by the test: `send` queues a change and makes the descriptor readable.
final class FakeSeat: SeatControl {
    let seatName = "seat0"
    let fd: Int32
    private let writeEnd: Int32
    private var queued: [SeatChange] = []
    private var pending: [SeatChange] = []
    private(set) var acknowledged = 0

    init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        fd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(fd)
        close(writeEnd)
    }

    /// Queues `change`; with `deliver` false it waits for `deliver()`.
    func send(_ change: SeatChange, deliver now: Bool = true) {
        pending.append(change)
        if now { deliver() }
    }

    func deliver() {
        queued += pending
        pending = []
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    func dispatch() throws -> [SeatChange] {
        var byte: UInt8 = 0
        while read(fd, &byte, 1) > 0 {}
        defer { queued = [] }
        return queued
    }

    func acknowledgeDisable() throws { acknowledged += 1 }
}

/// A display that keeps the damage of each frame it is given.
final class RecordingSink: ScreenSink {
    let width: Int
    let height: Int
    private(set) var presents: [[PixelRect]] = []
    private(set) var resumes = 0
    /// Presents fail (as a page flip without DRM master does) while set.
    var failing = false
    var onFailure: (() -> Void)?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        if failing {
            onFailure?()
            throw DisplayError(device: "recording", "no DRM master")
        }
        presents.append(damage)
    }

    func resume() throws {
        failing = false
        resumes += 1
    }

    func close() throws {}
}
