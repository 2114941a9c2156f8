/// State a view owns, as SwiftUI's `@State`: kept for the view's identity
/// across body evaluations; setting it evaluates the views again, under the
/// transaction in effect (`withAnimation { … }` animates what it changes).
@propertyWrapper
public struct State<Value>: DynamicViewProperty {
    /// The box that holds the value, kept by the graph under the view's
    /// state key so that the value outlives the view values that hold it.
    final class Storage {
        var value: Value
        /// The storage the graph keeps for this property, once linked: a
        /// fresh view value's own box forwards to it.
        var target: Storage?
        /// The graph's change flag, marked when the value is set.
        var flag: ChangeFlag?
        /// The identity of the view that owns it: its body runs again on a change.
        var owner: String?

        init(_ value: Value) { self.value = value }

        /// The storage at the end of the `target` chain: the one that holds the value.
        var resolved: Storage {
            var storage = self
            while let next = storage.target { storage = next }
            return storage
        }
    }

    private let handle: Storage

    public init(wrappedValue: Value) {
        handle = Storage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var wrappedValue: Value {
        get { handle.resolved.value }
        nonmutating set {
            let storage = handle.resolved
            storage.value = newValue
            storage.flag?.mark(Transaction.current, view: storage.owner)
        }
    }

    /// A binding to the state.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { newValue in wrappedValue = newValue })
    }

    func link(in graph: ViewGraph, key: String, owner: String) {
        let mine = handle.resolved
        let kept = graph.storage(for: key) { mine }
        if kept !== mine { mine.target = kept }
        kept.flag = graph.changes
        kept.owner = owner
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to state owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// Makes a binding from its projection: what lets a closure take a
    /// binding as `$item` (`ForEach($items) { $item in … }`, SE-0293).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(get: { read()[keyPath: keyPath] }, set: { member in
            var value = read()
            value[keyPath: keyPath] = member
            write(value)
        })
    }

    /// A binding whose changes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: read, set: { value in withAnimation(animation) { write(value) } })
    }
}

/// A stored property of a view that the graph ties to the view's identity.
protocol DynamicViewProperty {
    /// Links to the storage kept under `key` for the view at identity `owner`.
    func link(in graph: ViewGraph, key: String, owner: String)
}

/// Keeps a `GestureState` for a view identity.
final class GestureStateBox<Value> {
    let state: GestureState<Value>
    init(_ state: GestureState<Value>) { self.state = state }
}

extension GestureState: DynamicViewProperty {
    func link(in graph: ViewGraph, key: String, owner: String) {
        let kept = graph.storage(for: key) { GestureStateBox(self) }
        _link(to: kept.state)
        let flag = graph.changes
        let state = kept.state
        state._onChange { flag.mark(state.transaction, view: owner) }
    }
}
