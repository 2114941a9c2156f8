extension Gesture {
    /// Transforms the gesture's values with `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body: body)
    }
}

/// A gesture whose values are transformed, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public var content: Content
    public var body: (Content.Value) -> Value

    @inlinable
    public func makeRecognizer() -> Recognizer { Recognizer(content: content.makeRecognizer(), body: body) }

    public var requiredTapCount: Int { content.requiredTapCount }

    /// The content's name: a modifier is not a gesture of its own.
    public static var diagnosticName: String { Content.diagnosticName }

    /// The recognizer behind `map`.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline var content: Content.Recognizer
        @usableFromInline let body: (Content.Value) -> Value

        @inlinable
        init(content: Content.Recognizer, body: @escaping (Content.Value) -> Value) {
            self.content = content
            self.body = body
        }

        @inlinable
        public mutating func begin(_ context: GestureContext) { content.begin(context) }

        @inlinable
        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            content.update(event, inherited: inherited).map(body)
        }

        @inlinable
        public mutating func reset(_ reason: GestureEndReason) { content.reset(reason) }

        @inlinable
        public var deadline: Double? { content.deadline }

        /// The content's: a modifier changes no rule.
        @inlinable
        public var failureEvidence: GestureFailureEvidence? { content.failureEvidence }
    }
}
