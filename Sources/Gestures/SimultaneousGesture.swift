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
/// reason of the later failure).
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

    public func makeRecognizer() -> Recognizer {
        Recognizer(first: first.makeRecognizer(), second: second.makeRecognizer())
    }

    /// The recognizer behind `SimultaneousGesture`.
    public struct Recognizer: GestureRecognizer {
        var first: First.Recognizer
        var second: Second.Recognizer
        var phase1: GesturePhase<First.Value> = .possible(nil)
        var phase2: GesturePhase<Second.Value> = .possible(nil)

        public mutating func begin(_ context: GestureContext) {
            first.begin(context)
            second.begin(context)
            phase1 = .possible(nil)
            phase2 = .possible(nil)
        }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            if !phase1.isTerminal { phase1 = first.update(event, inherited: inherited) }
            if !phase2.isTerminal { phase2 = second.update(event, inherited: inherited) }
            switch (phase1, phase2) {
            case (.active, _), (_, .active):
                return .active(Value(first: phase1.value, second: phase2.value))
            case (.possible, _), (_, .possible):
                return .possible(nil)
            case (.ended(let value1), .ended(let value2)):
                return .ended(Value(first: value1, second: value2))
            case (.ended(let value1), .failed):
                return .ended(Value(first: value1, second: nil))
            case (.failed, .ended(let value2)):
                return .ended(Value(first: nil, second: value2))
            case (.failed, .failed(let reason)):
                return .failed(reason)
            }
        }

        public mutating func cancel(_ reason: GestureEndReason) {
            if !phase1.isTerminal {
                first.cancel(reason)
                phase1 = .failed(reason)
            }
            if !phase2.isTerminal {
                second.cancel(reason)
                phase2 = .failed(reason)
            }
        }

        public var deadline: Double? {
            earliest(phase1.isTerminal ? nil : first.deadline, phase2.isTerminal ? nil : second.deadline)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SimultaneousGesture: Sendable where First: Sendable, Second: Sendable {}
extension SimultaneousGesture.Recognizer: Sendable where First.Recognizer: Sendable, Second.Recognizer: Sendable, First.Value: Sendable, Second.Value: Sendable {}
