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
/// first event and positions mapped as the engine saw them.
struct TraceReplay {
    var screen: Size?
    var settings: GestureSettings
    var attach: (GestureEngine, RegionID) -> Void
    var observe: ((TouchFrame) -> Void)?

    /// Replays `records` (named `tracePath` in errors); returns the time of
    /// the trace's last event, in microseconds since its first.
    @discardableResult
    func run(records: some TraceRecordSource, tracePath: String) throws -> Int64 {
        var replay: Replay?
        var origin: Int64?
        var lastTime: Int64 = 0
        while let record = try records.next() {
            switch record {
            case .device(let index, let device):
                guard replay == nil, device.description.touchProtocol != .none else { continue }
                replay = try Replay(deviceIndex: index, device: device.description, tracePath: tracePath, replay: self)
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
        return lastTime
    }
}

/// One replay in progress: the device's frame assembler, the engine and the
/// coordinate mapping.
private final class Replay {
    let deviceIndex: Int
    private let assembler: FrameAssembler
    private let engine: GestureEngine
    private let mapping: (Point) -> Point
    private let observe: ((TouchFrame) -> Void)?
    /// Guards against a recognizer that keeps asking for timers forever.
    private static let maximumTimerRounds = 100_000

    init(deviceIndex: Int, device: DeviceDescription, tracePath: String, replay: TraceReplay) throws {
        self.deviceIndex = deviceIndex
        self.assembler = FrameAssembler(device: device)
        self.engine = GestureEngine(settings: replay.settings)
        self.observe = replay.observe
        let axes = device.positionAxes
        let frame: Rect
        if let screen = replay.screen {
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
        replay.attach(engine, region)
    }

    func feed(_ event: InputEvent, origin: Int64) {
        guard let frame = assembler.feed(event) else { return }
        handle(TouchFrame(time: frame.time - origin, contacts: frame.contacts.map(mapped)))
    }

    func finish(at lastTime: Int64) {
        if let frame = assembler.cancelAll(time: lastTime), !frame.contacts.isEmpty {
            handle(TouchFrame(time: frame.time, contacts: frame.contacts.map(mapped)))
        }
        var rounds = 0
        while let deadline = engine.nextDeadline, rounds < Self.maximumTimerRounds {
            engine.advance(to: deadline)
            rounds += 1
        }
    }

    private func handle(_ frame: TouchFrame) {
        engine.handle(frame)
        observe?(frame)
    }

    private func mapped(_ contact: TouchContact) -> TouchContact {
        var contact = contact
        contact.position = mapping(contact.position)
        return contact
    }
}
