/// A piece of user interface, as SwiftUI's `View`: a value whose `body`
/// describes it in terms of other views, down to the primitives Touchdeck
/// draws itself (`Text`, `Color`, shapes, stacks, …).
///
/// Views are cheap values, made anew whenever their parent's body is
/// evaluated; what persists is their *identity* (their place in the tree,
/// or an explicit `.id` / `ForEach` id), to which `@State` and
/// `@GestureState` storage and the drawn layers are tied.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
    public var body: Never { self }
}

/// A view Touchdeck lays out and draws itself; its `body` is never asked for.
public protocol PrimitiveView: View where Body == Never {}

nonisolated extension PrimitiveView {
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view: Touchdeck resolves it, nobody asks for its body")
    }
}

/// What a primitive view turns into: nodes of the resolved tree.
protocol ResolvableView {
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode]
}

/// A view that shows nothing and takes no space.
public nonisolated struct EmptyView: PrimitiveView, ResolvableView {
    public init() {}
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { [] }
}

/// Type-erased view, as SwiftUI's `AnyView`. Changing the wrapped type
/// changes the identity of what it shows.
public nonisolated struct AnyView: PrimitiveView, ResolvableView {
    private let make: (ViewGraph, ViewID) -> [ViewNode]
    private let typeName: String

    public init<V: View>(_ view: V) {
        make = { graph, id in graph.resolve(view, at: id) }
        typeName = String(describing: V.self)
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        make(graph, id.child(typeName))
    }
}
