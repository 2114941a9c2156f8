import Gestures
import KioskRuntime
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
    public var screen: ScreenSize?
    /// Thresholds for arguments the expression leaves out.
    public var settings: GestureSettings

    /// A runner for `gesture`.
    public init(gesture: GestureExpression, screen: ScreenSize? = nil, settings: GestureSettings = GestureSettings()) {
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
            var replay: Replay?
            var origin: Int64?
            var lastTime: Int64 = 0
            while let record = try records.next() {
                switch record {
                case .device(let index, let device):
                    guard replay == nil, device.description.touchProtocol != .none else { continue }
                    replay = try Replay(
                        deviceIndex: index, device: device.description, tracePath: tracePath,
                        runner: self, emit: emit)
                case .event(let index, let event):
                    let start = origin ?? event.time
                    origin = start
                    lastTime = event.time - start
                    guard let replay, index == replay.deviceIndex else { continue }
                    replay.feed(event, origin: start)
                }
            }
            guard let replay else { throw RecognizeError.noTouchDevice(tracePath: tracePath) }
            replay.finish(at: lastTime)
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

/// One replay in progress: the device's frame assembler, the engine and the
/// coordinate mapping.
private final class Replay {
    let deviceIndex: Int
    private let assembler: FrameAssembler
    private let engine: GestureEngine
    private let mapping: (Point) -> Point
    /// Guards against a recognizer that keeps asking for timers forever.
    private static let maximumTimerRounds = 100_000

    init(deviceIndex: Int, device: DeviceDescription, tracePath: String, runner: RecognizeRunner,
         emit: @escaping (String) -> Void) throws {
        self.deviceIndex = deviceIndex
        self.assembler = FrameAssembler(device: device)
        self.engine = GestureEngine(settings: runner.settings)
        let axes = device.positionAxes
        let frame: Rect
        if let screen = runner.screen {
            guard let axes else { throw RecognizeError.noPositionAxes(tracePath: tracePath, device: device.name) }
            let (xMin, yMin) = (Double(axes.x.minimum), Double(axes.y.minimum))
            // As libinput's transformed coordinates: units minimum…maximum
            // cover [0, size), each unit the same width.
            let xScale = screen.width / Double(Int64(axes.x.maximum) - Int64(axes.x.minimum) + 1)
            let yScale = screen.height / Double(Int64(axes.y.maximum) - Int64(axes.y.minimum) + 1)
            mapping = { Point(x: ($0.x - xMin) * xScale, y: ($0.y - yMin) * yScale) }
            frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        } else {
            mapping = { $0 }
            let width = axes.map { Double(max(1, $0.x.maximum)) } ?? 1
            let height = axes.map { Double(max(1, $0.y.maximum)) } ?? 1
            frame = Rect(x: 0, y: 0, width: width, height: height)
        }
        let region = engine.addRegion(frame: frame)
        // The gesture covers the whole screen: every touch hits it, even
        // outside the nominal frame.
        engine.hitTest = { _ in region }
        runner.gesture.build(CallbackAttacher(engine: engine, region: region, emit: emit))
    }

    func feed(_ event: InputEvent, origin: Int64) {
        guard let frame = assembler.feed(event) else { return }
        engine.handle(rebased(frame, origin: origin))
    }

    func finish(at lastTime: Int64) {
        if let frame = assembler.cancelAll(time: lastTime), !frame.contacts.isEmpty {
            engine.handle(TouchFrame(time: frame.time, contacts: frame.contacts.map(mapped)))
        }
        var rounds = 0
        while let deadline = engine.nextDeadline, rounds < Self.maximumTimerRounds {
            engine.advance(to: deadline)
            rounds += 1
        }
    }

    /// The frame with time relative to the trace's first event and positions mapped.
    private func rebased(_ frame: TouchFrame, origin: Int64) -> TouchFrame {
        TouchFrame(time: frame.time - origin, contacts: frame.contacts.map(mapped))
    }

    private func mapped(_ contact: TouchContact) -> TouchContact {
        var contact = contact
        contact.position = mapping(contact.position)
        return contact
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
        let time = JSONValue.format(time, decimals: 6, trimmed: false)
        return "{\"time\": \(time), \"event\": \(JSONValue.string(event).text), \"\(payload.0)\": \(payload.1.text)}"
    }
}
