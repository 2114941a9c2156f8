import Foundation

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
    minimumDuration: Double? = nil, maximumDistance: CGFloat? = nil,
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

    @inlinable
    public func makeRecognizer() -> Recognizer { Recognizer(content: content.makeRecognizer(), action: action) }

    public var requiredTapCount: Int { content.requiredTapCount }

    /// The content's name: a modifier is not a gesture of its own.
    public static var diagnosticName: String { Content.diagnosticName }

    /// The recognizer behind `onPressingChanged`.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline var content: Content.Recognizer
        @usableFromInline let action: (Bool) -> Void
        @usableFromInline var pressing = false

        @inlinable
        init(content: Content.Recognizer, action: @escaping (Bool) -> Void) {
            self.content = content
            self.action = action
        }

        @inlinable
        public mutating func begin(_ context: GestureContext) {
            content.begin(context)
            pressing = false
        }

        @inlinable
        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            let phase = content.update(event, inherited: inherited)
            set(phase.isActive)
            return phase
        }

        @inlinable
        public mutating func reset(_ reason: GestureEndReason) {
            content.reset(reason)
            set(false)
        }

        @inlinable
        mutating func set(_ value: Bool) {
            guard value != pressing else { return }
            pressing = value
            action(value)
        }

        @inlinable
        public var deadline: Double? { content.deadline }

        /// The content's: a modifier changes no rule.
        @inlinable
        public var failureEvidence: GestureFailureEvidence? { content.failureEvidence }
    }
}
