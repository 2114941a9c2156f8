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
}

/// The state machine behind a `Gesture`. Value types all the way down, so the
/// engine can run a whole tree without allocating.
///
/// The protocol between a parent and its child:
/// 1. `begin(_:)` once before the first event of a touch sequence;
/// 2. `update(_:inherited:)` for each event until it returns a terminal phase
///    (`ended` or `failed`), never after that;
/// 3. or `cancel(_:)` instead, at most once, when the parent gives up on it.
public protocol GestureRecognizer<Value> {
    associatedtype Value

    /// Resets all state and resolves defaults from `context.settings`.
    mutating func begin(_ context: GestureContext)

    /// Feeds one event and returns the phase as seen from outside, given what
    /// the gestures ahead of it do (`inherited`).
    mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value>

    /// Ends a gesture that has not reached a terminal phase; modifiers inside
    /// call `onCancel` / `onFailed` and reset their `GestureState`.
    mutating func cancel(_ reason: GestureEndReason)

    /// The earliest time at which this recognizer wants an event even if no
    /// finger moves (a long press completing, a tap timing out), or `nil`.
    var deadline: Double? { get }
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
