/// Compares two values of a view the way SwiftUI decides whether a view's
/// inputs changed: field by field, with `==` where the field is `Equatable`
/// and by its stored bytes otherwise (so references and closures compare by
/// identity, an unchanged array by its buffer), skipping `@State` and the
/// other properties the graph keeps itself. A false "changed" only costs a
/// body evaluation; equal bytes are equal values. Bytes are compared as a
/// copy writes them (`CopiedBytes`): the padding after a `Bool` or an
/// optional is garbage in a copy.
enum ViewInputs {
    /// `hasDynamicProperties`: whether the type stores `@State` and the like
    /// (known from linking); without them the whole value's bytes are compared
    /// at once, with no reflection.
    /// `comparer`: the type's `==`, found once (`InputComparer`); without
    /// it the conformance is looked up here.
    static func equal<V>(_ a: V, _ b: V, hasDynamicProperties: Bool, comparer: InputComparer<V>? = nil) -> Bool {
        // Identical bytes are an unchanged view whatever its fields (SwiftUI
        // compares plain values by their bytes too): the common case of a
        // view rebuilt from the same values costs no reflection, and no
        // conformance lookup, which under emulation is most of a pass's work.
        // Only the bytes a copy writes count: a copy leaves the padding behind.
        if CopiedBytes.equal(a, b) { return true }
        if let equal = comparer?.equal { return equal(a, b) }
        if comparer?.isEquatable == false { return fieldsEqual(a, b, hasDynamicProperties: hasDynamicProperties) }
        if let a = a as? any Equatable { return equatableEqual(a, b) }
        return fieldsEqual(a, b, hasDynamicProperties: hasDynamicProperties)
    }

    /// Field by field: `==` where a field is `Equatable`, its bytes otherwise.
    private static func fieldsEqual<V>(_ a: V, _ b: V, hasDynamicProperties: Bool) -> Bool {
        let fields = Mirror(reflecting: a).children
        // No fields to look at one by one: the bytes, already found different, decide.
        if fields.isEmpty { return false }
        for (left, right) in zip(fields, Mirror(reflecting: b).children) {
            if hasDynamicProperties, left.value is any DynamicViewProperty { continue }
            if let value = left.value as? any Equatable {
                if !equatableEqual(value, right.value) { return false }
            } else if !bytesEqual(left.value, right.value) {
                return false
            }
        }
        return true
    }

    private static func equatableEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }

    private static func bytesEqual(_ a: Any, _ b: Any) -> Bool {
        func compare<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return CopiedBytes.equal(a, b)
        }
        return _openExistential(a, do: compare)
    }
}

/// What resolving a view type needs to know of it, worked out once per type
/// by the view graph: a conformance check is a search of the runtime's
/// tables, several thousand instructions, and a drag frame asked one for
/// every view it resolved and every changed view it compared.
nonisolated final class ViewTypeTraits<V: View> {
    /// A primitive's own `resolve` (`ResolvableView`), called without the
    /// dynamic cast to the protocol that each view of each pass otherwise
    /// made (a conformance lookup, ~700 instructions, a seventh of the casts
    /// a drag frame made); meaningful only where `isPrimitive`. Not an
    /// optional: reading an optional of a function type over `V` looked up
    /// that optional's metadata for every view resolved.
    let resolver: (V, ViewGraph, ViewID) -> [ViewNode]
    /// Whether `V` resolves itself (`resolver`) rather than through a body.
    let isPrimitive: Bool

    init() {
        if let type = V.self as? any ResolvableView.Type, let resolver = Self.resolver(for: type) {
            self.resolver = resolver
            isPrimitive = true
        } else {
            resolver = { _, _, _ in [] }
            isPrimitive = false
        }
    }
    /// `Animatable`: its animatable data is interpolated between passes.
    let isAnimatable = V.self is any Animatable.Type
    /// How its values compare.
    let inputs = InputComparer<V>()
    /// How the graph keeps its values (`KeptValue` boxes).
    let keptView = KeptValues<V>()
    /// How the graph keeps the bodies of its values.
    let keptBody = KeptValues<V.Body>()

    private static func resolver<R: ResolvableView>(for type: R.Type) -> ((V, ViewGraph, ViewID) -> [ViewNode])? {
        // The opened type is `V` itself (checked): the cast reinterprets a value as its own type.
        guard R.self == V.self else { return nil }
        return { view, graph, id in unsafeBitCast(view, to: R.self).resolve(in: graph, at: id) }
    }
}

/// How values of one view type compare: its own `==` when it is
/// `Equatable`, called without asking the runtime for the conformance again.
final class InputComparer<V> {
    /// Whether `V` is `Equatable`; nil for a class, whose instances may be
    /// of subclasses that conform when it does not (asked of each value).
    let isEquatable: Bool?
    /// `V`'s own `==`, called without a lookup; nil when `V` is not
    /// `Equatable` or is a class.
    let equal: ((V, V) -> Bool)?

    init() {
        if V.self is AnyClass {
            isEquatable = nil
            equal = nil
        } else if let type = V.self as? any Equatable.Type {
            isEquatable = true
            equal = Self.comparer(for: type)
        } else {
            isEquatable = false
            equal = nil
        }
    }

    private static func comparer<T: Equatable>(for type: T.Type) -> ((V, V) -> Bool)? {
        // The opened type is `V` itself (checked): the casts reinterpret a value as its own type.
        guard T.self == V.self else { return nil }
        return { a, b in unsafeBitCast(a, to: T.self) == unsafeBitCast(b, to: T.self) }
    }
}

/// A value the view graph keeps for an identity (a view, its body), boxed
/// in a class of its own type: whether a kept value is a `T` is then a
/// comparison of the box's class with one found once. `as? T` on an `Any`
/// was a runtime cast plus a lookup of `Optional<T>`'s metadata, twice for
/// every body and subtree a pass compared (a twentieth of a drag frame's
/// layout).
final class KeptValue<T> {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Keeps and reads back values of one type `T` (`KeptValue<T>`): its class
/// is looked up once, here, not on every read.
final class KeptValues<T> {
    private let box: KeptValue<T>.Type = KeptValue<T>.self
    private let boxClass = ObjectIdentifier(KeptValue<T>.self)

    func keep(_ value: T) -> AnyObject { box.init(value) }

    /// Whether `object` keeps a `T`.
    func holds(_ object: AnyObject) -> Bool { ObjectIdentifier(type(of: object)) == boxClass }

    /// The `T` that `object` keeps; `holds(object)` must be true.
    func value(in object: AnyObject) -> T { unsafeDowncast(object, to: box).value }
}
