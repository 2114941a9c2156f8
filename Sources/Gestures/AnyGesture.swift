/// A type-erased gesture, as SwiftUI's `AnyGesture`: for gestures built at
/// run time (the `recognize` command's expressions). Costs one allocation per
/// recognizer and a dynamic call per event; the concrete types cost neither.
public struct AnyGesture<Value>: Gesture {
    private let make: () -> Recognizer
    public let requiredTapCount: Int

    public init<G: Gesture>(_ gesture: G) where G.Value == Value {
        make = { Recognizer(gesture.makeRecognizer()) }
        requiredTapCount = gesture.requiredTapCount
    }

    public func makeRecognizer() -> Recognizer { make() }

    /// The recognizer behind `AnyGesture`.
    public struct Recognizer: GestureRecognizer {
        let beginBox: (GestureContext) -> Void
        let updateBox: (GestureEvent, InheritedPhase) -> GesturePhase<Value>
        let resetBox: (GestureEndReason) -> Void
        let deadlineBox: () -> Double?
        let evidenceBox: () -> GestureFailureEvidence?

        init<R: GestureRecognizer>(_ recognizer: R) where R.Value == Value {
            let storage = RecognizerStorage(recognizer)
            beginBox = { storage.recognizer.begin($0) }
            updateBox = { storage.recognizer.update($0, inherited: $1) }
            resetBox = { storage.recognizer.reset($0) }
            deadlineBox = { storage.recognizer.deadline }
            evidenceBox = { storage.recognizer.failureEvidence }
        }

        public mutating func begin(_ context: GestureContext) { beginBox(context) }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            updateBox(event, inherited)
        }

        public mutating func reset(_ reason: GestureEndReason) { resetBox(reason) }

        public var deadline: Double? { deadlineBox() }

        /// The erased recognizer's.
        public var failureEvidence: GestureFailureEvidence? { evidenceBox() }
    }
}
