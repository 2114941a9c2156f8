extension Gesture {
    /// Combines this gesture with `other` so that only one of them succeeds,
    /// this one having precedence.
    ///
    /// The second gesture runs alongside the first but, for tap, long-press
    /// and drag, is *paused until the first fails* (see `GestureDependency`):
    /// in `TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05))`
    /// a short tap fires the tap and never the long press, and the long press
    /// shows only once the tap has failed (held past 0.75 s or moved 45 pt).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures of which only one may succeed, as SwiftUI's `ExclusiveGesture`.
///
/// - The first becoming active or ending wins: the second is dropped
///   (`onFailed(.excluded)` inside it).
/// - The second wins only by becoming active or ending while the first is
///   still possible (its dependency allowing) or after the first failed; the
///   first is then dropped with `.excluded`.
/// - The combination fails when both have failed, with the second's reason.
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

    public func makeRecognizer() -> Recognizer {
        Recognizer(first: first.makeRecognizer(), second: second.makeRecognizer())
    }

    /// The recognizer behind `ExclusiveGesture`.
    public struct Recognizer: GestureRecognizer {
        enum Running { case both, firstOnly, secondOnly, done }

        var first: First.Recognizer
        var second: Second.Recognizer
        var running = Running.both

        public mutating func begin(_ context: GestureContext) {
            first.begin(context)
            second.begin(context)
            running = .both
        }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            switch running {
            case .done:
                return .failed(.abandoned)
            case .firstOnly:
                return settle(first.update(event, inherited: inherited).map(Value.first))
            case .secondOnly:
                return settle(second.update(event, inherited: inherited).map(Value.second))
            case .both:
                break
            }
            let phase1 = first.update(event, inherited: inherited)
            switch phase1 {
            case .active, .ended:
                running = .firstOnly
                second.cancel(.excluded)
                return settle(phase1.map(Value.first))
            case .failed:
                running = .secondOnly
                return settle(second.update(event, inherited: inherited).map(Value.second))
            case .possible(let value1):
                // The first is still undecided: the second sees neither failure nor activity.
                var inherited2 = inherited
                inherited2.remove(.failed)
                let phase2 = second.update(event, inherited: inherited2)
                switch phase2 {
                case .active, .ended:
                    running = .secondOnly
                    first.cancel(.excluded)
                    return settle(phase2.map(Value.second))
                case .failed:
                    running = .firstOnly
                    return .possible(value1.map(Value.first))
                case .possible(let value2):
                    if let value1 { return .possible(.first(value1)) }
                    return .possible(value2.map(Value.second))
                }
            }
        }

        private mutating func settle(_ phase: GesturePhase<Value>) -> GesturePhase<Value> {
            if phase.isTerminal { running = .done }
            return phase
        }

        public mutating func cancel(_ reason: GestureEndReason) {
            switch running {
            case .both:
                first.cancel(reason)
                second.cancel(reason)
            case .firstOnly: first.cancel(reason)
            case .secondOnly: second.cancel(reason)
            case .done: break
            }
            running = .done
        }

        public var deadline: Double? {
            switch running {
            case .both: earliest(first.deadline, second.deadline)
            case .firstOnly: first.deadline
            case .secondOnly: second.deadline
            case .done: nil
            }
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension ExclusiveGesture: Sendable where First: Sendable, Second: Sendable {}
extension ExclusiveGesture.Recognizer: Sendable where First.Recognizer: Sendable, Second.Recognizer: Sendable {}
