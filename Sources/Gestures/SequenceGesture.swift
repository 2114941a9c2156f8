extension Gesture {
    /// Sequences this gesture before `other`: `other` receives events only
    /// once this one has ended successfully.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// Two gestures one after the other, as SwiftUI's `SequenceGesture`.
///
/// While the first runs the value is `.first(v)`; once it has ended the
/// sequence is active with `.second(v, nil)` until the second reports a value,
/// then `.second(v, w)` — every SwiftUI version since iOS 13 reports it so,
/// and the `updating` body of Apple's long-press-then-drag example depends on
/// seeing `.second(true, nil)`. A finger that touched down during the first carries
/// over to the second (a drag after a long press starts where the finger is
/// when the press completes). Either one failing fails the sequence.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture has ended; the second has a value or not yet.
        case second(First.Value, Second.Value?)
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

    /// `SequenceGesture<First, Second>` with both parts named.
    public static var diagnosticName: String { "SequenceGesture<\(First.diagnosticName), \(Second.diagnosticName)>" }

    /// The recognizer behind `SequenceGesture`.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline var first: First.Recognizer
        @usableFromInline var second: Second.Recognizer
        @usableFromInline var firstValue: First.Value?
        @usableFromInline var firstFailure: GestureEndReason?

        @inlinable
        init(first: First.Recognizer, second: Second.Recognizer) {
            self.first = first
            self.second = second
        }

        @inlinable
        public mutating func begin(_ context: GestureContext) {
            first.begin(context)
            second.begin(context)
            firstValue = nil
            firstFailure = nil
        }

        @inlinable
        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            if let firstFailure { return .failed(firstFailure) }
            if firstValue == nil {
                switch first.update(event, inherited: inherited) {
                case .possible(let value): return .possible(value.map(Value.first))
                case .active(let value): return .active(.first(value))
                case .failed(let reason):
                    // A failure only the dependency shows may still clear.
                    if reason != .excluded { firstFailure = reason }
                    return .failed(reason)
                case .ended(let value):
                    // Hand the same event over so the second sees the carried finger now.
                    firstValue = value
                }
            }
            guard let firstValue else { return .failed(.abandoned) }
            switch second.update(event, inherited: inherited) {
            // Active with `.second(v, nil)` as soon as the first has ended:
            // Apple's "Composing SwiftUI gestures" example relies on it.
            case .possible(let value): return .active(.second(firstValue, value))
            case .active(let value): return .active(.second(firstValue, value))
            case .ended(let value): return .ended(.second(firstValue, value))
            case .failed(let reason): return .failed(reason)
            }
        }

        @inlinable
        public mutating func reset(_ reason: GestureEndReason) {
            first.reset(reason)
            second.reset(reason)
        }

        @inlinable
        public var deadline: Double? {
            guard firstFailure == nil else { return nil }
            return firstValue == nil ? first.deadline : second.deadline
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SequenceGesture: Sendable where First: Sendable, Second: Sendable {}
extension SequenceGesture.Recognizer: Sendable where First.Recognizer: Sendable, Second.Recognizer: Sendable, First.Value: Sendable {}
