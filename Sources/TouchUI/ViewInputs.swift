/// Compares two values of a view the way SwiftUI decides whether a view's
/// inputs changed: field by field, by their stored bytes (so references and
/// closures compare by identity, an unchanged array by its buffer), skipping
/// `@State` and the other properties the graph keeps itself. A false
/// "changed" only costs a body evaluation; equal bytes are equal values.
enum ViewInputs {
    /// `hasDynamicProperties`: whether the type stores `@State` and the like
    /// (known from linking); without them the whole value's bytes are compared
    /// at once, with no reflection.
    static func equal<V>(_ a: V, _ b: V, hasDynamicProperties: Bool) -> Bool {
        guard hasDynamicProperties else { return bytesEqual(a, b) }
        let fields = Mirror(reflecting: a).children
        if fields.isEmpty { return bytesEqual(a, b) }
        for (left, right) in zip(fields, Mirror(reflecting: b).children) {
            if left.value is any DynamicViewProperty { continue }
            if !bytesEqual(left.value, right.value) { return false }
        }
        return true
    }

    private static func bytesEqual(_ a: Any, _ b: Any) -> Bool {
        func compare<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
        }
        return _openExistential(a, do: compare)
    }
}
