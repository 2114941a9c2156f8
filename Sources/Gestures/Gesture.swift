/// A description of a gesture, as SwiftUI's `Gesture`: a value built from
/// primitives (`TapGesture`, `DragGesture`, …), combinators
/// (`.sequenced(before:)`, `.exclusively(before:)`, `.simultaneously(with:)`)
/// and modifiers (`.updating`, `.onChanged`, `.onEnded`, `.map`, …).
///
/// A gesture does nothing by itself: attach it to a region of a
/// `GestureEngine`, which makes a `Recognizer` from it once and runs that
/// recognizer for every touch sequence on the region.
///
/// Callbacks run synchronously inside `GestureEngine.handle(_:)` or
/// `advance(to:)`, innermost modifier first, in the order the phase travels up
/// the tree: for `g.updating($s){…}.onChanged{…}.onEnded{…}` an event that
/// ends the gesture resets `s`, then calls `onEnded`. `GestureEngine.time` is
/// the time of the event being handled.
public protocol Gesture<Value> {
    /// The value the gesture reports (`Void` for a tap, `Bool` for a long press, …).
    associatedtype Value
    /// The state machine that recognizes the gesture.
    associatedtype Recognizer: GestureRecognizer<Value>

    /// Makes a fresh recognizer. The engine calls it once per attachment and
    /// reuses the recognizer, calling `begin` for each new touch sequence.
    func makeRecognizer() -> Recognizer

    /// The most taps the gesture needs (`TapGesture(count: 2)`: 2; a drag: 0),
    /// as SwiftUI's `RequiredTapCount` preference: between nested views, a
    /// gesture needing fewer taps waits for one needing more.
    var requiredTapCount: Int { get }

    /// How diagnostics (`GestureObserver`, `touchdeck run --overlay`) name
    /// the gesture: by default its type's name (`TapGesture`); modifiers
    /// (`onEnded`, `updating`, `map`, …) give their content's, combinators
    /// name their parts (`ExclusiveGesture<TapGesture, DragGesture>`).
    static var diagnosticName: String { get }
}

extension Gesture {
    /// No taps: the default for every gesture but the taps and their wrappers.
    public var requiredTapCount: Int { 0 }

    /// The type's name.
    public static var diagnosticName: String { String(describing: Self.self) }
}

/// The state machine behind a `Gesture`. Value types all the way down, so the
/// engine can run a whole tree without allocating.
///
/// The protocol between a parent and its child, one *run* per touch sequence:
/// 1. `begin(_:)` once before the first event;
/// 2. `update(_:inherited:)` for every event until the whole tree the
///    recognizer belongs to is decided, even after this recognizer has shown
///    a terminal phase: as in SwiftUI's gesture graph, a phase is recomputed
///    from the children on every update, so a gesture shown as
///    `failed(.excluded)` behind an active one can still end once that one
///    fails. A primitive's own outcome is sticky (once it ended or failed by
///    itself it stays so); only the view its `GestureDependency` gives of it
///    changes.
/// 3. `reset(_:)` exactly once, when the run is over: the tree's root ended
///    or failed (reason `.excluded` for whatever had not ended by then) or it
///    was cancelled from outside (that reason). SwiftUI resets the gesture
///    tree at this point; callback modifiers report the ends they still owe.
public protocol GestureRecognizer<Value> {
    associatedtype Value

    /// Resets all state and resolves defaults from `context.settings`.
    mutating func begin(_ context: GestureContext)

    /// Feeds one event and returns the phase as seen from outside, given what
    /// the gestures ahead of it do (`inherited`).
    mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value>

    /// Ends the run. Modifiers whose gesture had not ended by itself report
    /// `reason` (`onFailed(.excluded)` for a gesture that lost before it was
    /// active, `onCancel` otherwise) and reset a `GestureState` still set.
    mutating func reset(_ reason: GestureEndReason)

    /// The earliest time at which this recognizer wants an event even if no
    /// finger moves (a long press completing, a tap timing out), or `nil`.
    var deadline: Double? { get }

    /// What the recognizer's own rules measured when it failed by itself in
    /// this run (`nil` before that, after a failure with nothing to measure,
    /// and for recognizers that measure nothing): the diagnostics' evidence,
    /// read after an `update` that returned a failed phase. Computed from the
    /// same numbers the rules compared, so an explanation cannot drift from
    /// the rule it explains.
    var failureEvidence: GestureFailureEvidence? { get }
}

/// What a recognizer gets when it starts.
public struct GestureContext: Sendable {
    /// Thresholds for parameters the gesture did not set explicitly.
    public var settings: GestureSettings
    /// Seconds on the frame clock.
    public var time: Double

    public init(settings: GestureSettings = GestureSettings(), time: Double = 0) {
        self.settings = settings
        self.time = time
    }
}

/// The earlier of two optional deadlines.
@inlinable
func earliest(_ a: Double?, _ b: Double?) -> Double? {
    switch (a, b) {
    case let (a?, b?): min(a, b)
    case let (a?, nil): a
    case let (nil, b): b
    }
}
