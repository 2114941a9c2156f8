extension Gesture {
    /// Combines this gesture with `other` so that only one of them succeeds,
    /// this one having precedence.
    ///
    /// Both gestures follow the touch from the start. The second is held back
    /// by its `GestureDependency` while the first is undecided or active, and
    /// takes over the moment the first fails: in
    /// `LongPressGesture().exclusively(before: DragGesture())` a finger that
    /// moves 30 pt fails the press and the drag is active at once, with its
    /// translation counted from the touch-down.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures of which only one may succeed, as SwiftUI's `ExclusiveGesture`.
///
/// Its phase is recomputed from both children's phases on every update
/// (`ExclusiveRule`): the first active or ended shows as `.first`; otherwise
/// the second shows as `.second` once it is active, ended or has a value; it
/// fails when the first has failed and the second has nothing to show. The
/// gesture that did not win is told `onFailed(.excluded)` (or `onCancel`, if
/// it had been active) when the touch sequence is decided.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture produced the value.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
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

    /// `ExclusiveGesture<First, Second>` with both parts named.
    public static var diagnosticName: String { "ExclusiveGesture<\(First.diagnosticName), \(Second.diagnosticName)>" }

    /// The recognizer behind `ExclusiveGesture`.
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
            let shape1 = ArenaPhase(phase1)
            let phase2 = second.update(event, inherited: ExclusiveRule.inheritedBySecond(inherited, first: shape1))
            switch ExclusiveRule.choose(shape1, ArenaPhase(phase2)) {
            case .first: return phase1.map(Value.first)
            case .second: return phase2.map(Value.second)
            case .undecided: return .possible(nil)
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

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension ExclusiveGesture: Sendable where First: Sendable, Second: Sendable {}
extension ExclusiveGesture.Recognizer: Sendable where First.Recognizer: Sendable, Second.Recognizer: Sendable {}
