/// A type-erased list of the values pushed on a `NavigationStack`, as
/// SwiftUI's `NavigationPath`: values of any `Hashable` types, each shown
/// by the stack's `navigationDestination(for:)` for its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, the first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }

    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// How a `NavigationStack` reads and writes the path it was given.
struct PathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}
