import Gestures
import Geometry
import TouchModel
import TouchTrace

/// Replays a trace's first touch device through a `GestureEngine` with one
/// region covering the whole screen: what `RecognizeRunner` and
/// `ExplainRunner` share.
///
/// `attach` puts the gesture on the region; `observe` (when given) sees every
/// frame after the engine has handled it, with time relative to the trace's
/// first event and positions mapped as the engine saw them (onto `screen`
/// as the kiosk maps them, else in device units).
struct TraceReplay {
    var screen: Size?
    var settings: GestureSettings
    var attach: (GestureEngine, RegionID) -> Void
    var observe: ((TouchFrame) -> Void)?

    /// Replays `records` (named `tracePath` in errors); returns the time of
    /// the trace's last event, in microseconds since its first.
    @discardableResult
    func run(records: some TraceRecordSource, tracePath: String) throws -> Int64 {
        var stream = TouchFrameStream(records, choice: .firstTouchDevice, mapping: screen.map { .screen($0) } ?? .deviceUnits,
                                      path: tracePath)
        var replay: Replay?
        do {
            while let next = try stream.next() {
                if replay == nil, let device = stream.decoder.touchDevice { replay = Replay(device: device.device.description, replay: self) }
                replay?.handle(next.frame, time: next.sinceTraceStart)
            }
        } catch let error as TouchFrameDecoder.NoPositionAxes {
            throw RecognizeError.noPositionAxes(tracePath: tracePath, device: error.device)
        }
        guard let device = stream.decoder.touchDevice else { throw RecognizeError.noTouchDevice(tracePath: tracePath) }
        let engine = replay ?? Replay(device: device.device.description, replay: self)
        let last = stream.decoder.lastEventTime ?? 0
        if let cancelled = stream.decoder.cancelRemaining(device: device.index, at: last), !cancelled.frame.contacts.isEmpty {
            engine.handle(cancelled.frame, time: cancelled.sinceTraceStart)
        }
        engine.runTimers()
        return last - (stream.decoder.traceOrigin ?? last)
    }
}

extension TraceReplay {
    /// Replays frames a replay already mapped (times in µs since the trace's
    /// first event) through a fresh engine, then runs its timers: how the
    /// explainer re-runs one touch sequence under changed thresholds.
    func run(frames: [TouchFrame]) {
        let replay = Replay(region: Rect(x: 0, y: 0, width: screen?.width ?? 1, height: screen?.height ?? 1), replay: self)
        for frame in frames { replay.handle(frame, time: frame.time) }
        replay.runTimers()
    }
}

/// One replay in progress: the engine with its one region.
private final class Replay {
    private let engine: GestureEngine
    private let observe: ((TouchFrame) -> Void)?
    /// Guards against a recognizer that keeps asking for timers forever.
    private static let maximumTimerRounds = 100_000

    convenience init(device: DeviceDescription, replay: TraceReplay) {
        let frame: Rect
        if let screen = replay.screen {
            frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        } else {
            let axes = device.positionAxes
            let width = axes.map { Double(max(1, $0.x.maximum)) } ?? 1
            let height = axes.map { Double(max(1, $0.y.maximum)) } ?? 1
            frame = Rect(x: 0, y: 0, width: width, height: height)
        }
        self.init(region: frame, replay: replay)
    }

    init(region frame: Rect, replay: TraceReplay) {
        self.engine = GestureEngine(settings: replay.settings)
        self.observe = replay.observe
        let region = engine.addRegion(frame: frame)
        // The gesture covers the whole screen: every touch hits it, even
        // outside the nominal frame.
        engine.hitTest = { _ in region }
        replay.attach(engine, region)
    }

    /// Hands the engine `frame` at `time` µs since the trace's first event.
    func handle(_ frame: TouchFrame, time: Int64) {
        var frame = frame
        frame.time = time
        engine.handle(frame)
        observe?(frame)
    }

    /// Runs the timers still pending once the trace ended.
    func runTimers() {
        var rounds = 0
        while let deadline = engine.nextDeadline, rounds < Self.maximumTimerRounds {
            engine.advance(to: deadline)
            rounds += 1
        }
    }
}
