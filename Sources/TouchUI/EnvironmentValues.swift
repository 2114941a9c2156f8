import Scene

/// A key for a value of one's own in the environment, as SwiftUI's
/// `EnvironmentKey`: extend `EnvironmentValues` with a property that reads
/// and writes `self[MyKey.self]`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no ancestor has set one.
    static var defaultValue: Value { get }
}

/// The values flowing down the view tree, as SwiftUI's `EnvironmentValues`:
/// read with `@Environment(\.keyPath)`, set for a subtree with
/// `.environment(\.keyPath, value)`.
public struct EnvironmentValues {
    var base: ViewEnvironment

    /// The defaults: what a view sees with nothing set above it.
    public init() { base = ViewEnvironment() }

    init(_ base: ViewEnvironment) { self.base = base }

    /// The value for a custom key, its default where none is set. A value
    /// set here is passed on to what the view presents (`.sheet`, …).
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { base.custom.value(for: ObjectIdentifier(key)) ?? Key.defaultValue }
        set { base.custom.set(newValue, for: ObjectIdentifier(key), presented: true) }
    }

    /// A key of the library's own context (a presentation's dismiss, the
    /// search field's state, text entry's focus): read as any key, but a
    /// value set here stays in the presenter's tree; a presentation starts
    /// with its default.
    subscript<Key: EnvironmentKey>(context key: Key.Type) -> Key.Value {
        get { base.custom.value(for: ObjectIdentifier(key)) ?? Key.defaultValue }
        set { base.custom.set(newValue, for: ObjectIdentifier(key)) }
    }

    /// The font of text without one of its own.
    public var font: Font? {
        get { base.font }
        set { base.font = newValue ?? .body }
    }

    /// Whether controls here take touches (`.disabled(_:)` clears it).
    public var isEnabled: Bool {
        get { base.isEnabled }
        set { base.isEnabled = newValue }
    }

    /// How lines of wrapped text align.
    public var multilineTextAlignment: TextAlignment {
        get { base.multilineTextAlignment }
        set { base.multilineTextAlignment = newValue }
    }
}

/// A value of the environment in a view's stored property, as SwiftUI's
/// `@Environment`: read when the view's body is asked for, so a body sees
/// the values its place in the tree has.
@propertyWrapper
public struct Environment<Value>: DynamicViewProperty {
    /// Holds the value read at the last link; shared by the copies of a view value.
    final class Box {
        var value: Value?
    }

    private let read: (EnvironmentValues) -> Value
    private let box = Box()

    /// The environment's value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The value where the view is, read when its body is asked for.
    public var wrappedValue: Value { box.value ?? read(EnvironmentValues()) }

    func link(in graph: ViewGraph, key: String, owner: String) {
        box.value = read(EnvironmentValues(graph.environment))
    }
}

extension Environment {
    /// The `@Observable` model of type `Value` that an ancestor put in the
    /// environment with `.environment(_:)`, as SwiftUI's
    /// `@Environment(Model.self)`. As in SwiftUI, reading it where no
    /// ancestor put one is a programming error and stops the app with a
    /// message naming the type.
    public init(_ type: Value.Type) where Value: AnyObject {
        read = { values in
            guard let model: Value = values.base.custom.value(for: ObjectIdentifier(type)) else {
                preconditionFailure("No object of type \(Value.self) in the environment: add .environment(\(Value.self)(…)) to an ancestor view")
            }
            return model
        }
    }

    /// The model of type `T`, or nil where no ancestor put one: SwiftUI's
    /// `@Environment(Model.self) var model: Model?`.
    public init<T: AnyObject>(_ type: T.Type) where Value == T? {
        read = { $0.base.custom.value(for: ObjectIdentifier(type)) }
    }
}

nonisolated extension View {
    /// Sets the environment value at `keyPath` for this view and those inside.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        withEnvironment { base in
            var values = EnvironmentValues(base)
            values[keyPath: keyPath] = value
            base = values.base
        }
    }

    /// Puts `object` (an `@Observable` model) in the environment for this view
    /// and those inside, where `@Environment(Model.self)` reads it.
    public func environment<T: AnyObject>(_ object: T?) -> some View {
        withEnvironment { base in
            if let object { base.custom.set(object, for: ObjectIdentifier(T.self), presented: true) }
        }
    }

    /// Changes the environment for this view and those inside.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        withEnvironment { base in
            var values = EnvironmentValues(base)
            transform(&values[keyPath: keyPath])
            base = values.base
        }
    }

    /// Disables the controls and gestures inside when `disabled` is true, as
    /// SwiftUI's `disabled(_:)`: they are drawn dimmed and take no touches.
    /// An enclosing `.disabled(true)` wins over an inner `.disabled(false)`.
    public func disabled(_ disabled: Bool) -> some View {
        withEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// The colour controls inside are drawn in, as SwiftUI's `tint(_:)`.
    public func tint(_ tint: Color?) -> some View {
        withEnvironment { $0.tint = tint?.rgba }
    }

    /// The accent colour of the controls inside, as SwiftUI's (deprecated) `accentColor(_:)`.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}

/// The named view whose parts a control names (`.accessibilityIdentifier` on it).
struct IdentifierScope: Equatable {
    /// The identifier.
    var name: String
    /// The identity the named view is resolved at.
    var path: String
}

/// Values of custom keys, styles and models, by their key's type: a short
/// list (a screen sets a handful), compared entry by entry, each value with
/// `==` where it is `Equatable`, by identity where it is an object and by
/// its bytes otherwise (`ViewInputs`), so that a subtree under unchanged
/// values is reused.
///
/// It holds both what apps set (their `EnvironmentKey`s, models, styles)
/// and the library's own layout context (the navigation stack a view is in,
/// its toolbar slot, its list): an entry says which it is, because only the
/// first kind is passed on to a presentation (`presented`).
struct EnvironmentStorage: Equatable {
    private struct Entry {
        let key: ObjectIdentifier
        let value: Any
        /// Set through the public API: passed on to what a view presents.
        let presented: Bool
        /// Whether the value equals another entry's value.
        let equals: (Any) -> Bool
    }

    private var entries: [Entry] = []

    func value<T>(for key: ObjectIdentifier) -> T? {
        for entry in entries where entry.key == key { return entry.value as? T }
        return nil
    }

    /// Sets the value for `key`; `presented`: an app's value (through the
    /// public API), which a presentation's content sees too, rather than the
    /// library's layout context, which stays in the presenter's tree.
    mutating func set<T>(_ value: T, for key: ObjectIdentifier, presented: Bool = false) {
        let entry = Entry(key: key, value: value, presented: presented, equals: { other in
            guard let other = other as? T else { return false }
            if T.self is AnyClass { return (value as AnyObject) === (other as AnyObject) }
            return ViewInputs.equal(value, other, hasDynamicProperties: false)
        })
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// The entries a presentation's content inherits: the app's, not the layout context.
    /// `leaving`: keys not to pass on either.
    func presentedEntries(leaving left: [ObjectIdentifier] = []) -> EnvironmentStorage {
        var kept = EnvironmentStorage()
        kept.entries = entries.filter { $0.presented && !left.contains($0.key) }
        return kept
    }

    static func == (a: EnvironmentStorage, b: EnvironmentStorage) -> Bool {
        guard a.entries.count == b.entries.count else { return false }
        for (x, y) in zip(a.entries, b.entries) where x.key != y.key || !x.equals(y.value) { return false }
        return true
    }
}
