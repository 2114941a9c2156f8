import Motion
/// A property wrapper for state that a gesture updates while it runs and
/// that snaps back to its initial value when the gesture ends, fails or is
/// cancelled, as SwiftUI's `@GestureState`.
///
/// Pass `$state` to `Gesture.updating(_:body:)`; only that closure writes it,
/// and only while the gesture is active. The reset happens before the
/// gesture's `onEnded`/`onFailed`/`onCancel` callbacks further out run.
///
/// Unlike SwiftUI there is no view graph to keep the value in, so the storage
/// is a reference: copies of a `GestureState` (and of a struct holding one)
/// share the value, the way `@State` copies share theirs.
@propertyWrapper
public struct GestureState<Value> {
    @usableFromInline
    final class Storage {
        @usableFromInline var value: Value
        @usableFromInline let initial: Value
        @usableFromInline let reset: (Value, inout Transaction) -> Void
        @usableFromInline var transaction = Transaction()
        /// Where the state really lives once a view graph has linked this
        /// copy to the storage kept for the view's identity.
        @usableFromInline var target: Storage?
        /// Told after every change (the view graph marks its view dirty).
        @usableFromInline var didChange: (() -> Void)?

        init(initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            value = initial
            self.initial = initial
            self.reset = reset
        }

        /// The storage that holds the value: this one, or the one it is linked to.
        @inlinable
        var resolved: Storage {
            var storage = self
            while let next = storage.target { storage = next }
            return storage
        }
    }

    @usableFromInline let handle: Storage
    @inlinable
    var storage: Storage { handle.resolved }

    /// State reset without animation.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// State reset with `resetTransaction` (e.g. one carrying a Motion animation).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// State whose reset calls `reset` with the value being discarded and the
    /// transaction of the reset, which the closure may change.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        handle = Storage(initial: wrappedValue, reset: reset)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value; read-only outside `updating`.
    public var wrappedValue: Value { storage.value }

    /// The state itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// The value the state resets to.
    public var initialValue: Value { storage.initial }

    /// The transaction of the latest change: what the `updating` closure set,
    /// or the reset transaction after a reset. The Scene animator applies it.
    public var transaction: Transaction { storage.transaction }

    @inlinable
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        let storage = self.storage
        // Work on a copy: the body may read the state through the wrapper.
        var value = storage.value
        var transaction = Transaction()
        body(&value, &transaction)
        storage.value = value
        storage.transaction = transaction
        storage.didChange?()
    }

    @inlinable
    func reset() {
        let storage = self.storage
        var transaction = Transaction()
        storage.reset(storage.value, &transaction)
        storage.value = storage.initial
        storage.transaction = transaction
        storage.didChange?()
    }

    // MARK: View graphs

    /// For a view graph: makes this copy read and write `other`'s storage
    /// (the one kept for the view's identity across body evaluations).
    public func _link(to other: GestureState<Value>) {
        let mine = handle.resolved, theirs = other.handle.resolved
        if mine !== theirs { mine.target = theirs }
    }

    /// For a view graph: `action` runs after every change of the state.
    public func _onChange(_ action: @escaping () -> Void) {
        storage.didChange = action
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state starting (and resetting) to `nil`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
