extension Gesture {
    /// Calls `action(true)` when the gesture becomes active and
    /// `action(false)` when it stops being active (it ended, failed, was held
    /// back by another gesture, or the run was cut short), after any
    /// `onEnded` inside has run. The pressing state of SwiftUI's
    /// `onLongPressGesture(…, onPressingChanged:)`.
    public func onPressingChanged(_ action: @escaping (Bool) -> Void) -> _PressingGesture<Self> {
        _PressingGesture(content: self, action: action)
    }
}

/// What SwiftUI's `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`
/// attaches: a long press whose `onEnded` performs the action, reporting
/// pressing from touch-down (the press is active while held) to when it
/// succeeds, fails or loses.
public func longPressAction(
    minimumDuration: Double? = nil, maximumDistance: Double? = nil,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
) -> _PressingGesture<_EndedGesture<LongPressGesture>> {
    LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        .onEnded { _ in action() }
        .onPressingChanged { onPressingChanged?($0) }
}

/// The gesture `onPressingChanged` returns.
public struct _PressingGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var content: Content
    public var action: (Bool) -> Void

    public func makeRecognizer() -> Recognizer { Recognizer(content: content.makeRecognizer(), action: action) }

    public var requiredTapCount: Int { content.requiredTapCount }

    /// The content's name: a modifier is not a gesture of its own.
    public static var diagnosticName: String { Content.diagnosticName }

    /// The recognizer behind `onPressingChanged`.
    public struct Recognizer: GestureRecognizer {
        var content: Content.Recognizer
        let action: (Bool) -> Void
        var pressing = false

        public mutating func begin(_ context: GestureContext) {
            content.begin(context)
            pressing = false
        }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            let phase = content.update(event, inherited: inherited)
            set(phase.isActive)
            return phase
        }

        public mutating func reset(_ reason: GestureEndReason) {
            content.reset(reason)
            set(false)
        }

        private mutating func set(_ value: Bool) {
            guard value != pressing else { return }
            pressing = value
            action(value)
        }

        public var deadline: Double? { content.deadline }

        /// The content's: a modifier changes no rule.
        public var failureEvidence: GestureFailureEvidence? { content.failureEvidence }
    }
}
