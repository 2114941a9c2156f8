extension Gesture {
    /// Combines this gesture with `other` so both recognize at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Two gestures recognized side by side, as SwiftUI's `SimultaneousGesture`.
///
/// Active while either is active (with both values, `nil` for one without a
/// value); otherwise possible while either is still undecided; ended once both
/// are done and at least one ended; failed only when both failed (with the
/// second's reason). Recomputed from both phases on every update
/// (`SimultaneousRule`, as OpenSwiftUI's `SimultaneousPhase`).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?

        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    public func makeRecognizer() -> Recognizer {
        Recognizer(first: first.makeRecognizer(), second: second.makeRecognizer())
    }

    public var requiredTapCount: Int { max(first.requiredTapCount, second.requiredTapCount) }

    /// `SimultaneousGesture<First, Second>` with both parts named.
    public static var diagnosticName: String { "SimultaneousGesture<\(First.diagnosticName), \(Second.diagnosticName)>" }

    /// The recognizer behind `SimultaneousGesture`.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline var first: First.Recognizer
        @usableFromInline var second: Second.Recognizer

        @inlinable
        init(first: First.Recognizer, second: Second.Recognizer) {
            self.first = first
            self.second = second
        }

        @inlinable
        public mutating func begin(_ context: GestureContext) {
            first.begin(context)
            second.begin(context)
        }

        @inlinable
        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            let phase1 = first.update(event, inherited: inherited)
            let phase2 = second.update(event, inherited: inherited)
            switch SimultaneousRule.combine(ArenaPhase(phase1), ArenaPhase(phase2)) {
            case .active: return .active(Value(first: phase1.value, second: phase2.value))
            case .possible: return .possible(nil)
            case .ended: return .ended(Value(first: phase1.value, second: phase2.value))
            case .failed(let reason): return .failed(reason)
            }
        }

        @inlinable
        public mutating func reset(_ reason: GestureEndReason) {
            first.reset(reason)
            second.reset(reason)
        }

        @inlinable
        public var deadline: Double? { earliest(first.deadline, second.deadline) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SimultaneousGesture: Sendable where First: Sendable, Second: Sendable {}
extension SimultaneousGesture.Recognizer: Sendable where First.Recognizer: Sendable, Second.Recognizer: Sendable {}
