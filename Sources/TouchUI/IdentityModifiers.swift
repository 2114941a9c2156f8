import Scene

nonisolated extension View {
    /// An explicit identity: a new `id` value makes a new view (its state
    /// starts afresh, the old one leaves with its transition).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: String(describing: id))
    }

    /// Shares the drawn layer with the view of the same `id` in `namespace`
    /// elsewhere in the tree: when one disappears as the other appears, the
    /// layer flies from the old frame to the new one, as SwiftUI's
    /// `matchedGeometryEffect(id:in:)`.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        let layerID = LayerID("matched/\(namespace.key)/\(id)")
        return modifyingNodes { nodes in
            nodes.map { node in
                let target = node.writable()
                target.layerID = layerID
                return target
            }
        }
    }

    /// Names the view for tests, tools and `--layout`, as SwiftUI's
    /// `accessibilityIdentifier(_:)` names it for UI tests: the view draws in
    /// a layer with this id (so the name must be unique on the screen) and
    /// `--layout` reports its frame under it. A control named so names its
    /// parts after it (a `Stepper`'s `qty.increment` and `qty.decrement`).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        NamedView(content: self, identifier: identifier)
    }

    /// Names the view's frame as a coordinate space gestures inside can
    /// report in (`DragGesture(coordinateSpace: .named(name))`).
    public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
        let key = String(describing: name)
        return modifyingNodes { nodes in
            nodes.changingFirst { $0.coordinateSpaceName = key }
        }
    }

    /// Runs `action` when the view appears (for the first views, once the
    /// kiosk starts).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifyingNodes { nodes in
            guard let action else { return nodes }
            return nodes.changingFirst { $0.onAppear.append(action) }
        }
    }

    /// Runs `action` once no finger has touched the screen for `seconds`
    /// while the view is shown (a kiosk going back to its start screen).
    /// Not SwiftUI's. The time is counted as the kiosk's own idle stages
    /// count it (`IdleCount`): on the runner's clock, from the last touch
    /// frame, standing still while a finger is down, never by reading the
    /// wall clock. The config's `idle:` section (home, attract loop, blank)
    /// is the kiosk-wide form of the same count.
    public func onIdle(after seconds: Double, perform action: @escaping () -> Void) -> some View {
        modifyingNodes { nodes in
            guard seconds > 0 else { return nodes }
            return nodes.changingFirst { $0.onIdle.append((seconds, action)) }
        }
    }

    /// Runs `action` when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifyingNodes { nodes in
            guard let action else { return nodes }
            return nodes.changingFirst { $0.onDisappear.append(action) }
        }
    }
}

/// A view with an explicit identity (`.id(_:)`): its content's identity
/// gains the path component `#` and the id's description, so a new id is a new view.
nonisolated struct IdentifiedView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let id: String

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        graph.resolve(content, at: id.child("#" + self.id))
    }
}

/// A namespace for `matchedGeometryEffect`, as SwiftUI's `@Namespace`:
/// stable for the identity of the view that declares it.
@propertyWrapper
public struct Namespace: DynamicViewProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let key: String
    }

    /// The namespace's key, kept by the graph for the declaring view's identity.
    final class Box {
        var key: String
        init(_ key: String) { self.key = key }
    }

    private let box = Box("unlinked")

    public init() {}

    public var wrappedValue: ID { ID(key: box.key) }

    func link(in graph: ViewGraph, key: String, owner: String) {
        box.key = graph.storage(for: key) { Box(key) }.key
    }
}

/// A view named by `accessibilityIdentifier` (nil: unnamed): its top nodes
/// draw in layers of that name, and a control resolved in its place sees the
/// name (`ViewEnvironment.identifierScope`) to name its parts.
nonisolated struct NamedView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let identifier: String?

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        guard let identifier else { return graph.resolve(content, at: id) }
        let nodes = graph.resolve(content, at: id) { $0.identifierScope = IdentifierScope(name: identifier, path: id.path) }
        // A reused subtree's nodes are shared, so they are named in copies: the
        // copies of the last pass go out again while those nodes are the same,
        // so that what holds them (a list row's chrome) sees them unchanged.
        let copies = nodes.contains(where: \.isShared) ? graph.storage(for: id.path + ".named") { NamedCopies() } : nil
        if let copies, copies.identifier == identifier, copies.sources.count == nodes.count,
           zip(copies.sources, nodes).allSatisfy({ $0 === $1 }) {
            return copies.named
        }
        let named = nodes.enumerated().map { index, node in
            let named = LayerID(nodes.count == 1 ? identifier : "\(identifier)#\(index)")
            // Named already (a reused view names itself the same each time): nothing to change.
            guard node.layerID != named || !node.isNamed else { return node }
            let target = node.writable()
            target.layerID = named
            target.isNamed = true
            // Handed out again: changed only in copies from now on.
            if copies != nil { target.isShared = true }
            return target
        }
        copies?.identifier = identifier
        copies?.sources = nodes
        copies?.named = named
        return named
    }
}

/// A `NamedView`'s named copies of the shared nodes it was given last pass.
private final class NamedCopies {
    var identifier = ""
    var sources: [ViewNode] = []
    var named: [ViewNode] = []
}

/// The `accessibilityIdentifier` a control was given, read when its body is
/// asked for: its parts are named after it (`<id>.increment`). Nil when the
/// control is not named.
@propertyWrapper
struct ControlIdentifier: DynamicViewProperty {
    final class Box {
        var name: String?
    }

    private let box = Box()

    init() {}

    var wrappedValue: String? { box.name }

    /// The name of the control's part `part` (nil when the control has none).
    func part(_ part: String) -> String? { box.name.map { "\($0).\(part)" } }

    func link(in graph: ViewGraph, key: String, owner: String) {
        let scope = graph.environment.identifierScope
        box.name = scope?.path == owner ? scope?.name : nil
    }
}

nonisolated extension View {
    /// Names the view when `identifier` is not nil.
    func accessibilityIdentifier(ifAny identifier: String?) -> some View {
        NamedView(content: self, identifier: identifier)
    }
}
