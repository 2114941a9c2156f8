/// The context of a state change, as SwiftUI's `Transaction`: above all, the
/// animation with which the layers it changes should move.
///
/// The transaction in effect is task-local (`Transaction.current`), set by
/// `withAnimation` and `withTransaction` for the duration of their body, so
/// no global mutable state is involved and concurrent tasks never see each
/// other's animations.
public struct Transaction: Sendable {
    /// The animation for the change, or `nil` to change without animating.
    public var animation: Animation?
    /// When `true`, animations attached to layers (`.animation(_:value:)`)
    /// do not override this transaction's animation.
    public var disablesAnimations: Bool

    /// A transaction without animation.
    public init() {
        animation = nil
        disablesAnimations = false
    }

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
        disablesAnimations = false
    }

    /// The transaction in effect for the current task: the one set by the
    /// innermost enclosing `withAnimation` or `withTransaction`, or an empty
    /// one outside any.
    @TaskLocal public static var current = Transaction()

    /// This transaction as seen by a layer carrying the implicit animation
    /// `implicit` (SwiftUI's `.animation(_:value:)`) whose value changed: the
    /// implicit animation (even `nil`) replaces the explicit one unless the
    /// transaction disables animations.
    public func applyingImplicitAnimation(_ implicit: Animation?) -> Transaction {
        guard !disablesAnimations else { return self }
        var copy = self
        copy.animation = implicit
        return copy
    }
}

/// Runs `body` with `transaction` as `Transaction.current` and returns its
/// result, as SwiftUI's `withTransaction(_:_:)`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` with a new transaction whose animation is `animation`, so that
/// the state changes it makes animate with it, and returns its result, as
/// SwiftUI's `withAnimation(_:_:)`. Pass `nil` to change without animating.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
