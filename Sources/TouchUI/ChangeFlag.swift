import Synchronization

/// Whether the view tree needs evaluating again, under which transaction,
/// and which views' own state changed: set by `@State`, `@GestureState` and
/// observed models when they change. Of several changes, an animated one
/// wins (as SwiftUI merges a run-loop turn's transactions).
///
/// Sendable because Observation calls its change handler as `@Sendable`.
final class ChangeFlag: Sendable {
    /// The changes marked since they were last taken.
    private struct Pending {
        /// The transaction to evaluate under; nil while nothing changed.
        var transaction: Transaction?
        /// The identities of the dirty views: those whose own state changed.
        var views: Set<String> = []
    }

    private let pending = Mutex(Pending())

    /// Marks a change; `view` is the identity whose body must run again
    /// (nil: the tree's structure, e.g. the first layout).
    func mark(_ transaction: Transaction, view: String? = nil) {
        pending.withLock { pending in
            if pending.transaction?.animation == nil || transaction.animation != nil { pending.transaction = transaction }
            if let view { pending.views.insert(view) }
        }
    }

    /// Whether anything changed since the transaction was last taken.
    var isDirty: Bool { pending.withLock { $0.transaction != nil } }

    /// The transaction of the changes since the last call, clearing it.
    func take() -> Transaction? {
        pending.withLock { pending in
            defer { pending.transaction = nil }
            return pending.transaction
        }
    }

    /// The views whose bodies must run again, clearing the set.
    func takeDirtyViews() -> Set<String> {
        pending.withLock { pending in
            defer { pending.views = [] }
            return pending.views
        }
    }
}
