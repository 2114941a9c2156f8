import Geometry
/// A phase without its value: all the arena needs to decide between gestures.
enum ArenaPhase: Equatable {
    case possible(hasValue: Bool)
    case active
    case ended
    case failed(GestureEndReason)

    init<V>(_ phase: GesturePhase<V>) {
        switch phase {
        case .possible(let value): self = .possible(hasValue: value != nil)
        case .active: self = .active
        case .ended: self = .ended
        case .failed(let reason): self = .failed(reason)
        }
    }

    var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }
}

/// A gesture attached to a region: its recognizer, made once and reused for
/// every touch sequence.
///
/// The recognizer sits behind closures made in a generic factory rather than
/// behind a generic subclass: a generic class's overrides run unspecialized
/// (looking up type metadata on every call), closures made inside a
/// specialized function are specialized with it.
final class Attachment {
    let region: Int
    let priority: GesturePriority
    let mask: GestureMask
    /// The group running it, or -1.
    var group = -1
    /// Whether the current run reached its end (or never started).
    var finished = true
    var phase = ArenaPhase.possible(hasValue: false)
    /// The region's frame when the current run started: its local space.
    var regionFrame = Rect.zero

    private let beginRecognizer: (GestureContext) -> Void
    private let updateRecognizer: (GestureEvent, InheritedPhase) -> ArenaPhase
    private let cancelRecognizer: (GestureEndReason) -> Void
    private let recognizerDeadline: () -> Double?

    init<R: GestureRecognizer>(_ recognizer: R, region: Int, priority: GesturePriority, mask: GestureMask) {
        self.region = region
        self.priority = priority
        self.mask = mask
        let storage = RecognizerStorage(recognizer)
        beginRecognizer = { storage.recognizer.begin($0) }
        updateRecognizer = { ArenaPhase(storage.recognizer.update($0, inherited: $1)) }
        cancelRecognizer = { storage.recognizer.cancel($0) }
        recognizerDeadline = { storage.recognizer.deadline }
    }

    func begin(_ context: GestureContext) { beginRecognizer(context) }

    /// Feeds an event unless the run is over; returns the phase.
    func feed(_ event: GestureEvent, inherited: InheritedPhase) -> ArenaPhase {
        guard !finished else { return phase }
        var event = event
        event.regionFrame = regionFrame
        phase = updateRecognizer(event, inherited)
        if phase.isTerminal { finished = true }
        return phase
    }

    func cancel(_ reason: GestureEndReason) {
        guard !finished else { return }
        finished = true
        phase = .failed(reason)
        cancelRecognizer(reason)
    }

    var deadline: Double? { finished ? nil : recognizerDeadline() }
}

/// A recognizer kept in one place so closures can mutate it.
final class RecognizerStorage<R: GestureRecognizer> {
    var recognizer: R

    init(_ recognizer: R) {
        self.recognizer = recognizer
    }
}
