import Synchronization

/// Whether the view tree needs evaluating again, and under which transaction:
/// set by `@State`, `@GestureState` and observed models when they change.
/// Of several changes, an animated one wins (as SwiftUI merges a run-loop
/// turn's transactions).
///
/// Sendable because Observation calls its change handler as `@Sendable`.
final class ChangeFlag: Sendable {
    private let pending = Mutex<Transaction?>(nil)

    func mark(_ transaction: Transaction) {
        pending.withLock { pending in
            if pending?.animation == nil || transaction.animation != nil { pending = transaction }
        }
    }

    var isDirty: Bool { pending.withLock { $0 != nil } }

    /// The transaction of the changes since the last call, clearing it.
    func take() -> Transaction? {
        pending.withLock { pending in
            defer { pending = nil }
            return pending
        }
    }
}
