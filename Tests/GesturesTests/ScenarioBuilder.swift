import Gestures
import Testing
import TouchModel

/// Builds touch frames the way a touchscreen reports them: one frame per
/// moment something changed, holding every finger still down plus those that
/// lift or are cancelled in it. Times in seconds.
struct Script {
    private(set) var frames: [TouchFrame] = []
    private var down: [Int: Point] = [:]
    /// The latest time mentioned (a `hold` counts).
    private(set) var end: Double = 0

    mutating func down(_ id: Int, _ x: Double, _ y: Double, at t: Double) {
        down[id] = Point(x: x, y: y)
        emit(at: t, changes: [id: .began])
    }

    mutating func move(_ id: Int, _ x: Double, _ y: Double, at t: Double) {
        guard down[id] != nil else { return }
        down[id] = Point(x: x, y: y)
        emit(at: t, changes: [id: .moved])
    }

    /// Several moves of one finger in equal steps, ending at `t`.
    mutating func drag(_ id: Int, to x: Double, _ y: Double, from t0: Double, to t: Double, steps: Int) {
        guard let start = down[id] else { return }
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            move(id, start.x + (x - start.x) * f, start.y + (y - start.y) * f, at: t0 + (t - t0) * f)
        }
    }

    mutating func up(_ id: Int, at t: Double) {
        emit(at: t, changes: [id: .ended])
        down[id] = nil
    }

    mutating func cancel(_ id: Int, at t: Double) {
        emit(at: t, changes: [id: .cancelled])
        down[id] = nil
    }

    /// A finger that touches down and lifts within one scan.
    mutating func blip(_ id: Int, _ x: Double, _ y: Double, at t: Double) {
        down[id] = Point(x: x, y: y)
        emit(at: t, changes: [id: [.began, .ended]])
        down[id] = nil
    }

    /// Nothing happens until `t` (timers may fire).
    mutating func hold(until t: Double) {
        end = max(end, t)
    }

    private mutating func emit(at t: Double, changes: [Int: ContactChange]) {
        end = max(end, t)
        let micros = Int64((t * 1_000_000).rounded())
        var contacts: [TouchContact] = down.keys.sorted().compactMap { id in
            guard let point = down[id] else { return nil }
            return TouchContact(id: id, position: point, change: changes[id] ?? [])
        }
        if let last = frames.last, last.time == micros {
            // Same moment: merge into that frame.
            var merged = last.contacts
            for contact in contacts {
                if let i = merged.firstIndex(where: { $0.id == contact.id }) {
                    merged[i].position = contact.position
                    merged[i].change.formUnion(contact.change)
                } else {
                    merged.append(contact)
                }
            }
            contacts = merged.sorted { $0.id < $1.id }
            frames[frames.count - 1] = TouchFrame(time: micros, contacts: contacts)
        } else {
            frames.append(TouchFrame(time: micros, contacts: contacts))
        }
    }
}

/// What the gestures did, with the engine's time of each callback.
final class Log {
    weak var engine: GestureEngine?
    private(set) var entries: [(name: String, time: Double)] = []

    init(_ engine: GestureEngine? = nil) {
        self.engine = engine
    }

    func add(_ name: String) {
        entries.append((name, engine?.time ?? -1))
    }

    var names: [String] { entries.map(\.name) }

    func time(of name: String) -> Double? {
        entries.first { $0.name == name }?.time
    }

    /// The entries match `expected` in order, each within 1 ms.
    func check(_ expected: [(String, Double)], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(names == expected.map(\.0), sourceLocation: sourceLocation)
        for (entry, want) in zip(entries, expected) where abs(entry.time - want.1) > 0.001 {
            Issue.record("\(entry.name) at \(entry.time), expected \(want.1)", sourceLocation: sourceLocation)
        }
    }
}

extension Gesture {
    /// Logs `name ended`, `name failed(reason)` and `name cancelled(reason)`.
    func logged(_ name: String, _ log: Log) -> _CancelledGesture<_FailedGesture<_EndedGesture<Self>>> {
        self.onEnded { _ in log.add("\(name) ended") }
            .onFailed { log.add("\(name) failed(\($0))") }
            .onCancel { log.add("\(name) cancelled(\($0))") }
    }
}

/// An engine with one full-screen region carrying the gesture `make` builds
/// around a fresh log.
func scenario<G: Gesture>(settings: GestureSettings = GestureSettings(), _ make: (Log) -> G) -> (GestureEngine, Log) {
    let log = Log()
    let engine = GestureEngine(settings: settings)
    log.engine = engine
    let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    engine.gesture(make(log), on: region)
    return (engine, log)
}

/// Feeds every frame (but the first `skip`, already fed), then lets all timers run out.
func run(_ script: Script, on engine: GestureEngine, skip: Int = 0) {
    for frame in script.frames.dropFirst(skip) { engine.handle(frame) }
    engine.advance(to: script.end + 2)
}
