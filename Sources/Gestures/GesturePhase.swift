/// Where a gesture stands after an event, as in SwiftUI's gesture graph.
///
/// `possible` means "still watching" (with a value once there is one, e.g. a
/// long press that is paused behind another gesture), `active` means the
/// gesture is recognized and reporting values, `ended` and `failed` are
/// terminal. A primitive never leaves a terminal phase it reached by itself;
/// `failed(.excluded)` is the one view of a gesture that can still change
/// (a tap behind an active long press ends when the press fails).
public enum GesturePhase<Value> {
    case possible(Value?)
    case active(Value)
    case ended(Value)
    case failed(GestureEndReason)

    /// The value carried by the phase, if any.
    @inlinable
    public var value: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value), .ended(let value): value
        case .failed: nil
        }
    }

    @inlinable
    public var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    @inlinable
    public var isActive: Bool {
        if case .active = self { return true }
        return false
    }

    @inlinable
    public var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }

    /// The reason, when failed.
    @inlinable
    public var failureReason: GestureEndReason? {
        if case .failed(let reason) = self { return reason }
        return nil
    }

    /// The same phase with its value transformed.
    @inlinable
    public func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible(let value): .possible(value.map(transform))
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed(let reason): .failed(reason)
        }
    }
}

extension GesturePhase: Sendable where Value: Sendable {}
extension GesturePhase: Equatable where Value: Equatable {}

/// Why a gesture ended without success. `onFailed` receives the reasons a
/// gesture gives up by itself, at once, and `excluded` when the touch sequence
/// was decided without it before it was ever active; `onCancel` receives the
/// outside ones (a cancelled touch, a removed device, and `excluded` when it
/// had been active).
public enum GestureEndReason: String, Hashable, Sendable, CaseIterable {
    /// The finger moved beyond the gesture's allowed distance.
    case movedTooFar
    /// A tap was held too long, or the next tap of a multi-tap came too late.
    case timedOut
    /// The finger lifted before the gesture was recognized (a long press
    /// shorter than its minimum duration, a drag that never moved far enough).
    case releasedTooEarly
    /// A two-finger gesture lost its fingers before it was recognized.
    case notEnoughTouches
    /// A second finger touched a one-finger gesture (tap, long press, drag).
    case tooManyTouches
    /// Another gesture won: the other side of an exclusive combination, or a
    /// gesture of higher priority in the arena. Shown while a gesture ahead
    /// is active (`GestureDependency.failIfActive`) and reported once the
    /// touch sequence is decided without this gesture.
    case excluded
    /// The touch was cancelled (a palm, a resync: `ContactChange.cancelled`).
    case touchCancelled
    /// The input device went away (`GestureEngine.cancelAll(reason:)`).
    case deviceRemoved
    /// The region the gesture was attached to was removed or replaced.
    case regionRemoved
    /// The app asked for it (`GestureEngine.cancelAll(reason:)`).
    case requested
    /// Every finger lifted while the gesture still waited for something it
    /// can no longer get; a safety net that built-in gestures never need.
    case abandoned

    /// `true` for reasons that come from outside the gesture and therefore
    /// end it as *cancelled* rather than *failed*.
    public var isExternal: Bool {
        switch self {
        case .touchCancelled, .deviceRemoved, .regionRemoved, .requested, .abandoned: true
        case .movedTooFar, .timedOut, .releasedTooEarly, .notEnoughTouches, .tooManyTouches, .excluded: false
        }
    }
}

/// What the gestures ahead of a gesture are doing, handed down the tree so a
/// primitive can apply its `GestureDependency` (SwiftUI's inherited phase).
///
/// At the top of a tree both flags are as if a gesture ahead had failed and
/// none is active: nothing blocks it. `ExclusiveGesture` clears `failed` for
/// its second gesture until the first has failed, and sets `active` while the
/// first is active.
public struct InheritedPhase: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Every gesture with precedence over this one has failed (or there is none).
    public static let failed = InheritedPhase(rawValue: 1 << 0)
    /// A gesture with precedence over this one is active.
    public static let active = InheritedPhase(rawValue: 1 << 1)

    /// The phase at the root of a gesture tree.
    public static let root: InheritedPhase = [.failed]
}

/// How a primitive behaves when it stands behind another gesture (the second
/// of an `ExclusiveGesture`, or a parent region's gesture behind a child's).
///
/// As in SwiftUI (OpenSwiftUI's `GestureDependency.swift` and
/// `TapGesture.swift`, audited for 6.5.4): a tap is `failIfActive`, long
/// press and drag are `pausedUntilFailed`. All of them keep tracking the
/// touch while held back (a long press's timer runs, a drag's start point is
/// kept); the dependency is a view applied on every update, never a verdict,
/// so when the gesture ahead fails the real phase shows, which may by then be
/// `active` or `ended`.
public enum GestureDependency: Hashable, Sendable {
    /// Runs regardless of the gestures ahead.
    case none
    /// Reports `possible` while a gesture ahead is active.
    case pausedWhileActive
    /// Reports `possible` until every gesture ahead has failed.
    case pausedUntilFailed
    /// Fails once a gesture ahead is active; paused until they have failed.
    case failIfActive
}

extension GesturePhase {
    /// The phase as seen from outside, given the primitive's dependency and
    /// what the gestures ahead are doing.
    @inlinable
    public func applying(_ dependency: GestureDependency, inherited: InheritedPhase) -> GesturePhase {
        switch dependency {
        case .none:
            return self
        case .pausedWhileActive:
            return inherited.contains(.active) ? paused() : self
        case .pausedUntilFailed:
            return inherited.contains(.failed) ? self : paused()
        case .failIfActive:
            if inherited.contains(.active) { return isFailed ? self : .failed(.excluded) }
            return inherited.contains(.failed) ? self : paused()
        }
    }

    /// `active` and `ended` shown as `possible` with the same value.
    @inlinable
    public func paused() -> GesturePhase {
        switch self {
        case .possible, .failed: self
        case .active(let value), .ended(let value): .possible(value)
        }
    }
}
