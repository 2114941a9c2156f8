import Gestures
import Geometry
import TouchdeckSupport
import TouchModel
import TouchTrace

/// Replays a trace through one gesture covering the whole screen and reports
/// every top-level callback as a line of JSON (what `touchdeck recognize` prints):
///
/// ```
/// {"time": 0.108000, "event": "ended", "value": null}
/// {"time": 0.750000, "event": "failed", "reason": "timedOut"}
/// ```
///
/// `time` is seconds since the trace's first event. The first device with a
/// touch position is replayed (others are ignored). Positions are device
/// units taken 1:1 as points, or, with `screen`, the device's full axis range
/// mapped onto the screen (as libinput does: unit `u` of `min…max` goes to
/// `(u - min) * size / (max - min + 1)`). When the trace ends, fingers still down are
/// cancelled at the last event's time (`touchCancelled`), then pending timers
/// run to completion (a lone tap of a double tap times out).
public struct RecognizeRunner {
    /// The gesture to attach to the whole screen.
    public var gesture: GestureExpression
    /// The screen the device's range maps onto; nil for device units as points.
    public var screen: Size?
    /// Thresholds for arguments the expression leaves out.
    public var settings: GestureSettings

    /// A runner for `gesture`.
    public init(gesture: GestureExpression, screen: Size? = nil, settings: GestureSettings = GestureSettings()) {
        self.gesture = gesture
        self.screen = screen
        self.settings = settings
    }

    /// Replays the trace file at `path`, calling `emit` with each JSON line.
    /// - Throws: the trace reader's errors (naming file and line), or
    ///   `RecognizeError` when the trace has no touch device.
    public func run(tracePath path: String, descPath: String? = nil, emit: (String) -> Void) throws {
        try run(records: TraceReader.open(path: path, descPath: descPath), tracePath: path, emit: emit)
    }

    /// Replays `records` (named `tracePath` in errors).
    public func run(records: some TraceRecordSource, tracePath: String, emit: (String) -> Void) throws {
        try withoutActuallyEscaping(emit) { emit in
            let replay = TraceReplay(screen: screen, settings: settings, attach: { engine, region in
                gesture.build(CallbackAttacher(engine: engine, region: region, emit: emit))
            })
            try replay.run(records: records, tracePath: tracePath)
        }
    }
}

/// Why a trace cannot be replayed.
public enum RecognizeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No device in the trace reports touch positions.
    case noTouchDevice(tracePath: String)
    /// `--screen` needs the device's axis ranges, and it has none.
    case noPositionAxes(tracePath: String, device: String)

    public var description: String {
        switch self {
        case .noTouchDevice(let path):
            "\(path): no touch device in the trace (no device reports ABS_MT_POSITION_X/Y or ABS_X/Y)"
        case .noPositionAxes(let path, let device):
            "\(path): device '\(device)' has no position axes to map onto --screen"
        }
    }
}

/// Attaches the built gesture with one callback per kind, each printing a line.
private struct CallbackAttacher: GestureVisitor {
    let engine: GestureEngine
    let region: RegionID
    let emit: (String) -> Void

    func visit<G: Gesture>(_ gesture: G) where G.Value: RecognizedValueJSON & Equatable {
        let emit = emit
        let clock = { [unowned engine] in engine.time }
        let observed = gesture
            .onChanged { emit(Self.line(time: clock(), event: "changed", ("value", $0.recognizedJSON))) }
            .onEnded { emit(Self.line(time: clock(), event: "ended", ("value", $0.recognizedJSON))) }
            .onFailed { emit(Self.line(time: clock(), event: "failed", ("reason", .string($0.rawValue)))) }
            .onCancel { emit(Self.line(time: clock(), event: "cancelled", ("reason", .string($0.rawValue)))) }
        engine.gesture(observed, on: region)
    }

    /// `{"time": 0.500000, "event": "ended", "value": …}`, time with exactly 6 decimals.
    static func line(time: Double, event: String, _ payload: (String, JSONValue)) -> String {
        JSONValue.object([("time", .fixed(time, places: 6)), ("event", .string(event)), payload]).text
    }
}
