import Foundation
import Geometry
import Render
import Testing
import TestSupport
import TouchTrace
import TouchUI

@testable import KioskRuntime

/// What a timed view saw: its ticks, and the ticks counted when each tap came.
private final class TickLog: @unchecked Sendable {
    var ticks = 0
    var taps: [Int] = []
}

/// A view a `Timer.publish` timer ticks every 5 s, counting taps too.
private nonisolated struct TimedTaps: View {
    let log: TickLog
    private let timer = Timer.publish(every: 5, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        Text("ticks \(ticks)")
            .frame(width: 200, height: 80)
            .contentShape(Rectangle())
            .onTapGesture { log.taps.append(ticks) }
            .onReceive(timer) { _ in
                ticks += 1
                log.ticks += 1
            }
    }
}

/// A view redrawn every frame by `TimelineView(.animation)` (a clock, a
/// spinner), counting its frames and the taps.
private nonisolated struct AnimatedClock: View {
    let log: TickLog

    var body: some View {
        TimelineView(.animation) { context in
            Text("t \(Int(context.date.timeIntervalSince1970 * 60))")
                .frame(width: 200, height: 80)
                .contentShape(Rectangle())
                .onTapGesture { log.taps.append(0) }
                .onChange(of: context.date) { log.ticks += 1 }
        }
    }
}

@Suite("Replays on the replay's clock (timers, the start, the end)")
struct ReplayClockTests {
    private let screen = Size(width: 800, height: 480)

    private func replay(_ trace: TraceBuilder, startDelay: Double? = nil) throws -> (TickLog, AppReplay, [Double]) {
        let log = TickLog()
        let replay = AppReplay(runner: AppRunner(app: ViewHost(TimedTaps(log: log), measurer: PangoTextMeasurer()), screen: screen),
                               options: AppReplay.Options(startDelay: startDelay))
        var delivered: [Double] = []
        replay.willDeliver = { [unowned runner = replay.runner] _ in delivered.append(runner.time) }
        try replay.run(reader: BuiltTraceSource(trace))
        return (log, replay, delivered)
    }

    private func tap(thenHold seconds: Double) -> TraceBuilder {
        var trace = TraceBuilder(device: .syntheticTouchscreen(width: 800, height: 480))
        trace.down(at: Point(x: 400, y: 240))
        trace.hold(for: 0.05)
        trace.up()
        trace.hold(for: seconds)
        trace.end()
        return trace
    }

    @Test("a repeating timer does not hold up the start: the first touch comes once the app is at rest, before any tick")
    func timerDoesNotDelayTheStart() throws {
        let (log, replay, delivered) = try replay(tap(thenHold: 0))
        #expect(log.taps == [0])
        #expect((replay.traceStart ?? 99) < 1, "the trace starts when the start-up settles, not after the settle limit of ticks")
        #expect(delivered.first == replay.traceStart)
        #expect(log.ticks == 0, "nor does it run on for the settle limit after the last touch")
    }

    @Test("a hold after the last touch runs the timers until the recording's end, and no further")
    func closingHoldRunsTimers() throws {
        let (log, replay, _) = try replay(tap(thenHold: 10.5))
        // The app started at 0: ticks at 5 and 10 fall inside the recording (which ends after 10.55 s).
        #expect(log.ticks == 2)
        #expect(replay.runner.time < 15)
    }

    @Test("--start-delay 0: the first event is placed at the app's start; the start-up settles first, without waiting out the timer")
    func startDelayZero() throws {
        let (log, replay, delivered) = try replay(tap(thenHold: 0), startDelay: 0)
        #expect(replay.traceStart == 0)
        #expect((delivered.first ?? 99) < 1)
        #expect(log.taps == [0])
    }

    @Test("a running TimelineView(.animation) does not hold up the start or the end: it is a timer on the replay's clock, not an animation")
    func animationTimelineSettles() throws {
        let log = TickLog()
        let replay = AppReplay(runner: AppRunner(app: ViewHost(AnimatedClock(log: log), measurer: PangoTextMeasurer()), screen: screen))
        try replay.run(reader: BuiltTraceSource(tap(thenHold: 1)))
        #expect(log.taps == [0])
        #expect((replay.traceStart ?? 99) < 1, "the trace starts when the start-up settles, not after the settle limit")
        // The recording lasts ~1.05 s after its start: the replay ends there, not 30 s (the settle limit) later.
        #expect(replay.runner.time < (replay.traceStart ?? 0) + 3, "ended at \(replay.runner.time)")
        // Within the recording the timeline ran, frame by frame, on the replay's clock.
        #expect(log.ticks > 30, "\(log.ticks) frames")
    }
}
