/// Where text entry's focus is, as SwiftUI's `@FocusState`
/// (developer.apple.com/documentation/swiftui/focusstate): a `Bool`, or an
/// optional value naming the focused field. The host sets it when focus
/// moves (a field tapped: true, or the field's value; editing ended: false or
/// nil); setting it moves focus (false or nil ends editing and the keyboard
/// slides away).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicViewProperty {
    /// The box that holds the value, kept by the graph under the view's state key.
    final class Storage {
        var value: Value
        /// The value while no field bound to it is focused (false or nil).
        let unfocused: Value
        var target: Storage?
        var flag: ChangeFlag?
        var owner: String?

        init(_ value: Value) {
            self.value = value
            unfocused = value
        }

        var resolved: Storage {
            var storage = self
            while let next = storage.target { storage = next }
            return storage
        }

        func set(_ newValue: Value) {
            guard newValue != value else { return }
            value = newValue
            flag?.mark(Transaction.current, view: owner)
        }
    }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`: what
    /// `$focus` gives `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let storage: Storage

        public var wrappedValue: Value {
            get { storage.resolved.value }
            nonmutating set { storage.resolved.set(newValue) }
        }

        public var projectedValue: Binding { self }
    }

    private let storage: Storage

    /// A focus state that is false while its field is not focused.
    public init() where Value == Bool {
        storage = Storage(false)
    }

    /// A focus state that is nil while none of its fields is focused.
    public init<T: Hashable>() where Value == T? {
        storage = Storage(nil)
    }

    public var wrappedValue: Value {
        get { storage.resolved.value }
        nonmutating set { storage.resolved.set(newValue) }
    }

    public var projectedValue: Binding { Binding(storage: storage) }

    func link(in graph: ViewGraph, key: String, owner: String) {
        let mine = storage.resolved
        let kept = graph.storage(for: key) { mine }
        if kept !== mine { mine.target = kept }
        kept.flag = graph.changes
        kept.owner = owner
    }
}

/// A field's tie to a focus state: whether the state names it, and how to
/// say it gained or lost focus. Equal when it is the same state and value.
struct FocusBinding: Equatable {
    let state: AnyObject
    let value: AnyHashable
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void

    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        let storage = binding.storage
        state = storage.resolved
        self.value = AnyHashable(value)
        isFocused = { storage.resolved.value == value }
        setFocused = { focused in
            let kept = storage.resolved
            if focused {
                kept.set(value)
            } else if kept.value == value {
                kept.set(kept.unfocused)
            }
        }
    }

    static func == (a: FocusBinding, b: FocusBinding) -> Bool { a.state === b.state && a.value == b.value }
}

nonisolated extension View {
    /// Ties the text field inside to `binding`: focused while it equals
    /// `value`, as SwiftUI's `focused(_:equals:)`. Focusing the field sets
    /// it to `value`, ending editing sets it to nil; setting it to `value`
    /// focuses the field, setting it to anything else ends its editing.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let focus = FocusBinding(binding, equals: value)
        return withTextInputTraits { $0.focus = focus }
    }

    /// Ties the text field inside to `condition`: true while it is focused,
    /// as SwiftUI's `focused(_:)`; setting it focuses the field or ends its editing.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }
}
