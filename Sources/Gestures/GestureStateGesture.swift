import Motion
extension Gesture {
    /// Updates `state` while the gesture is active: `body` receives the
    /// gesture's value, the state (in-out) and a transaction to fill in. When
    /// a gesture that was active ends, fails or is cancelled, `state` resets
    /// to its initial value.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that writes a `GestureState` while active, as SwiftUI's
/// `GestureStateGesture`. `body` runs on every event that finds the gesture
/// active, not only when the value changed.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value

    public var base: Base
    public var state: GestureState<State>
    public var body: (Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @inlinable
    public func makeRecognizer() -> Recognizer {
        Recognizer(base: base.makeRecognizer(), state: state, body: body)
    }

    public var requiredTapCount: Int { base.requiredTapCount }

    /// The base gesture's name: a modifier is not a gesture of its own.
    public static var diagnosticName: String { Base.diagnosticName }

    /// The recognizer behind `updating`.
    ///
    /// As SwiftUI's `GestureStatePhase` (OpenSwiftUI `GestureState.swift`):
    /// the body runs on every `active` phase and arms a reset; the reset runs
    /// when the gesture then ends or fails, or when the run is over, and only
    /// if armed. A gesture never active (a tap) never resets its state, so no
    /// reset transaction is applied for it.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline var base: Base.Recognizer
        @usableFromInline let state: GestureState<State>
        @usableFromInline let body: (Value, inout State, inout Transaction) -> Void
        @usableFromInline var armed = false

        @inlinable
        init(base: Base.Recognizer, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
            self.base = base
            self.state = state
            self.body = body
        }

        @inlinable
        public mutating func begin(_ context: GestureContext) {
            base.begin(context)
            armed = false
        }

        @inlinable
        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            let phase = base.update(event, inherited: inherited)
            switch phase {
            case .active(let value):
                state.update { state, transaction in body(value, &state, &transaction) }
                armed = true
            case .ended, .failed:
                disarm()
            case .possible:
                break
            }
            return phase
        }

        @inlinable
        public mutating func reset(_ reason: GestureEndReason) {
            base.reset(reason)
            disarm()
        }

        @inlinable
        mutating func disarm() {
            guard armed else { return }
            armed = false
            state.reset()
        }

        @inlinable
        public var deadline: Double? { base.deadline }

        /// The content's: a modifier changes no rule.
        @inlinable
        public var failureEvidence: GestureFailureEvidence? { base.failureEvidence }
    }
}
