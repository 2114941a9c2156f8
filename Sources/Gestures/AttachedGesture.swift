import Geometry
/// A gesture attached to a region: its recognizer, made once and reused for
/// every touch sequence.
///
/// The recognizer sits behind closures made in a generic factory rather than
/// behind a generic subclass: a generic class's overrides run unspecialized
/// (looking up type metadata on every call), closures made inside a
/// specialized function are specialized with it.
@usableFromInline
final class Attachment {
    @usableFromInline let region: Int
    @usableFromInline let priority: GesturePriority
    @usableFromInline let mask: GestureMask
    /// The gesture's `requiredTapCount`, for ranking against nested regions.
    @usableFromInline let requiredTapCount: Int
    /// The group running it, or -1.
    var group = -1
    /// Whether the current run is over (or never started).
    var finished = true
    var phase = ArenaPhase.possible(hasValue: false)
    /// The region's current frame: its local space, kept up to date by the
    /// engine while the gesture runs.
    var regionFrame = Rect.zero
    /// The gesture's type, named only when an observer asks (`diagnosticName`).
    @usableFromInline let gestureType: any Gesture.Type
    /// The phase last reported to the engine's observer in this run (nil: none yet).
    var observedPhase: ObservedGesturePhase?

    @usableFromInline let beginRecognizer: (GestureContext) -> Void
    @usableFromInline let updateRecognizer: (GestureEvent, InheritedPhase) -> ArenaPhase
    @usableFromInline let resetRecognizer: (GestureEndReason) -> Void
    @usableFromInline let recognizerDeadline: () -> Double?

    @inlinable
    init<G: Gesture>(_ gesture: G, region: Int, priority: GesturePriority, mask: GestureMask) {
        self.region = region
        self.priority = priority
        self.mask = mask
        requiredTapCount = gesture.requiredTapCount
        gestureType = G.self
        let storage = RecognizerStorage(gesture.makeRecognizer())
        beginRecognizer = { storage.recognizer.begin($0) }
        updateRecognizer = { ArenaPhase(storage.recognizer.update($0, inherited: $1)) }
        resetRecognizer = { storage.recognizer.reset($0) }
        recognizerDeadline = { storage.recognizer.deadline }
    }

    func begin(_ context: GestureContext) {
        finished = false
        phase = .possible(hasValue: false)
        observedPhase = nil
        beginRecognizer(context)
    }

    /// Feeds an event unless the run is over; returns the phase.
    func feed(_ event: GestureEvent, inherited: InheritedPhase) -> ArenaPhase {
        guard !finished else { return phase }
        var event = event
        event.regionFrame = regionFrame
        phase = updateRecognizer(event, inherited)
        return phase
    }

    /// Ends the run (once): see `GestureRecognizer.reset(_:)`.
    func end(_ reason: GestureEndReason) {
        guard !finished else { return }
        finished = true
        resetRecognizer(reason)
    }

    var deadline: Double? { finished ? nil : recognizerDeadline() }

    /// The gesture's name for observers (`Gesture.diagnosticName`), made on first use.
    lazy var diagnosticName: String = gestureType.diagnosticName
}

/// A recognizer kept in one place so closures can mutate it.
@usableFromInline
final class RecognizerStorage<R: GestureRecognizer> {
    @usableFromInline var recognizer: R

    @inlinable
    init(_ recognizer: R) {
        self.recognizer = recognizer
    }
}
