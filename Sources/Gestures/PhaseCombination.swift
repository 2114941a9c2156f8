/// A phase without its value: all that deciding between gestures needs.
@usableFromInline
enum ArenaPhase: Equatable {
    case possible(hasValue: Bool)
    case active
    case ended
    case failed(GestureEndReason)

    @inlinable
    init<V>(_ phase: GesturePhase<V>) {
        switch phase {
        case .possible(let value): self = .possible(hasValue: value != nil)
        case .active: self = .active
        case .ended: self = .ended
        case .failed(let reason): self = .failed(reason)
        }
    }

    @inlinable
    var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    @inlinable
    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}

/// SwiftUI's rules for an exclusive combination, shared by `ExclusiveGesture`
/// and the engine's ranking of nested regions (OpenSwiftUI's
/// `ExclusiveGesture.swift`: `ExclusivePhase` and `ExclusiveState`, audited
/// for SwiftUI 6.5.4). Both are pure functions of the children's current
/// phases, evaluated on every update: nothing is decided for good until the
/// whole tree is.
@usableFromInline
enum ExclusiveRule {
    /// Which phase the combination shows.
    @usableFromInline
    enum Choice: Equatable {
        /// The first gesture's phase, as `.first`.
        case first
        /// The second gesture's phase, as `.second`.
        case second
        /// `possible(nil)`.
        case undecided
        /// `failed`, with this reason.
        case failed(GestureEndReason)
    }

    /// The phase of `first.exclusively(before: second)` from both phases.
    @inlinable
    static func choose(_ first: ArenaPhase, _ second: ArenaPhase) -> Choice {
        switch (first, second) {
        case (.active, _): .first
        case (.possible, .active): .second
        case (.possible(hasValue: true), _): .first
        case (.possible, .possible(hasValue: true)): .second
        case (.possible, _): .undecided
        case (.ended, _): .first
        case (.failed, .active), (.failed, .possible(hasValue: true)), (.failed, .ended): .second
        // The second's reason: `.excluded` there means it may still come back.
        case (.failed, .failed(let reason)): .failed(reason)
        // SwiftUI gives up here although the second has not decided.
        case (.failed(let reason), .possible(hasValue: false)): .failed(reason)
        }
    }

    /// What the second gesture inherits: gestures ahead of it have failed
    /// only if the first has, and one is active while the first is.
    @inlinable
    static func inheritedBySecond(_ inherited: InheritedPhase, first: ArenaPhase) -> InheritedPhase {
        var result = inherited
        if !first.isFailed { result.remove(.failed) }
        if first == .active { result.insert(.active) }
        return result
    }
}

/// SwiftUI's rule for a simultaneous combination (OpenSwiftUI's
/// `SimultaneousPhase`): active while either is, possible while either may
/// still be, ended when both are done and one ended, failed when both failed.
@usableFromInline
enum SimultaneousRule {
    @inlinable
    static func combine(_ first: ArenaPhase, _ second: ArenaPhase) -> ArenaPhase {
        switch (first, second) {
        case (.active, _), (_, .active): .active
        case (.possible, _), (_, .possible): .possible(hasValue: false)
        case (.ended, _), (_, .ended): .ended
        case (.failed, .failed(let reason)): .failed(reason)
        }
    }
}
