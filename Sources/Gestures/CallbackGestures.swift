extension Gesture {
    /// Calls `action` with the final value when the gesture ends successfully.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Calls `action` when the gesture fails by itself (moved too far, timed
    /// out, released too early, …), at that moment, or when the touch
    /// sequence is decided for another gesture before this one was ever
    /// active (`excluded`). Beyond SwiftUI.
    public func onFailed(_ action: @escaping (GestureEndReason) -> Void) -> _FailedGesture<Self> {
        _FailedGesture(content: self, reports: .failed, action: action)
    }

    /// Calls `action` when the gesture is cut short from outside: a cancelled
    /// touch, a removed device or region, `cancelAll`, or another gesture
    /// winning after this one was active. Beyond SwiftUI.
    public func onCancel(_ action: @escaping (GestureEndReason) -> Void) -> _CancelledGesture<Self> {
        _CancelledGesture(content: self, reports: .cancelled, action: action)
    }
}

extension Gesture where Value: Equatable {
    /// Calls `action` whenever the gesture is active with a value different
    /// from the last one it reported.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// How a recognizer came to an end, seen by a callback modifier.
@usableFromInline
enum Termination {
    case ended
    case failed(GestureEndReason)
    case cancelled(GestureEndReason)

    /// A phase's end, if terminal.
    @inlinable
    init?<V>(_ phase: GesturePhase<V>) {
        switch phase {
        case .ended: self = .ended
        case .failed(let reason): self = .failed(reason)
        case .possible, .active: return nil
        }
    }

    /// The end a `reset(reason)` means for a gesture that was or was not active
    /// and had not ended by itself.
    @inlinable
    init(cancel reason: GestureEndReason, wasActive: Bool) {
        self = (reason == .excluded && !wasActive) ? .failed(reason) : .cancelled(reason)
    }
}

/// The gesture `onEnded` returns.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var content: Content
    public var action: (Value) -> Void

    @inlinable
    public func makeRecognizer() -> Recognizer { Recognizer(content: content.makeRecognizer(), action: action) }

    public var requiredTapCount: Int { content.requiredTapCount }

    /// The content's name: a modifier is not a gesture of its own.
    public static var diagnosticName: String { Content.diagnosticName }

    /// The recognizer behind `onEnded`.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline var content: Content.Recognizer
        @usableFromInline let action: (Value) -> Void
        @usableFromInline var finished = true

        @inlinable
        init(content: Content.Recognizer, action: @escaping (Value) -> Void) {
            self.content = content
            self.action = action
        }

        @inlinable
        public mutating func begin(_ context: GestureContext) {
            content.begin(context)
            finished = false
        }

        @inlinable
        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            let phase = content.update(event, inherited: inherited)
            if !finished, case .ended(let value) = phase {
                finished = true
                action(value)
            }
            return phase
        }

        @inlinable
        public mutating func reset(_ reason: GestureEndReason) {
            content.reset(reason)
            finished = true
        }

        @inlinable
        public var deadline: Double? { content.deadline }

        /// The content's: a modifier changes no rule.
        @inlinable
        public var failureEvidence: GestureFailureEvidence? { content.failureEvidence }
    }
}

/// The gesture `onChanged` returns.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public var content: Content
    public var action: (Value) -> Void

    @inlinable
    public func makeRecognizer() -> Recognizer { Recognizer(content: content.makeRecognizer(), action: action) }

    public var requiredTapCount: Int { content.requiredTapCount }

    /// The content's name: a modifier is not a gesture of its own.
    public static var diagnosticName: String { Content.diagnosticName }

    /// The recognizer behind `onChanged`.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline var content: Content.Recognizer
        @usableFromInline let action: (Value) -> Void
        @usableFromInline var last: Value?

        @inlinable
        init(content: Content.Recognizer, action: @escaping (Value) -> Void) {
            self.content = content
            self.action = action
        }

        @inlinable
        public mutating func begin(_ context: GestureContext) {
            content.begin(context)
            last = nil
        }

        @inlinable
        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            let phase = content.update(event, inherited: inherited)
            if case .active(let value) = phase, last != value {
                last = value
                action(value)
            }
            return phase
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

/// The gesture `onFailed` returns.
public typealias _FailedGesture<Content: Gesture> = _EndReasonGesture<Content>
/// The gesture `onCancel` returns.
public typealias _CancelledGesture<Content: Gesture> = _EndReasonGesture<Content>

/// Calls its action with the reason when the gesture ends the way it watches
/// for: failed by itself, or cancelled from outside (`Termination` tells which).
public struct _EndReasonGesture<Content: Gesture>: Gesture {
    /// Which ends the action hears about.
    public enum Kind: Sendable { case failed, cancelled }

    public typealias Value = Content.Value
    public var content: Content
    public var reports: Kind
    public var action: (GestureEndReason) -> Void

    @inlinable
    public func makeRecognizer() -> Recognizer { Recognizer(content: content.makeRecognizer(), reports: reports, action: action) }

    public var requiredTapCount: Int { content.requiredTapCount }

    /// The content's name: a modifier is not a gesture of its own.
    public static var diagnosticName: String { Content.diagnosticName }

    /// The recognizer behind `onFailed` and `onCancel`.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline var content: Content.Recognizer
        @usableFromInline let reports: Kind
        @usableFromInline let action: (GestureEndReason) -> Void
        @usableFromInline var finished = true
        @usableFromInline var wasActive = false

        @inlinable
        init(content: Content.Recognizer, reports: Kind, action: @escaping (GestureEndReason) -> Void) {
            self.content = content
            self.reports = reports
            self.action = action
        }

        @inlinable
        public mutating func begin(_ context: GestureContext) {
            content.begin(context)
            finished = false
            wasActive = false
        }

        @inlinable
        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            let phase = content.update(event, inherited: inherited)
            guard !finished else { return phase }
            if phase.isActive { wasActive = true }
            // `failed(.excluded)` is only a view while another gesture is
            // active; it is reported when the run is over, if still true then.
            if let end = Termination(phase), phase.failureReason != .excluded {
                finished = true
                report(end)
            }
            return phase
        }

        @inlinable
        public mutating func reset(_ reason: GestureEndReason) {
            content.reset(reason)
            guard !finished else { return }
            finished = true
            report(Termination(cancel: reason, wasActive: wasActive))
        }

        @inlinable
        func report(_ end: Termination) {
            switch (reports, end) {
            case (.failed, .failed(let reason)), (.cancelled, .cancelled(let reason)): action(reason)
            default: break
            }
        }

        @inlinable
        public var deadline: Double? { content.deadline }

        /// The content's: a modifier changes no rule.
        @inlinable
        public var failureEvidence: GestureFailureEvidence? { content.failureEvidence }
    }
}
