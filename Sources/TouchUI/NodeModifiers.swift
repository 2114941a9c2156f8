import Scene

/// A view whose nodes are its content's, changed by `apply`: how the
/// layout, effect and gesture modifiers are built.
public nonisolated struct _NodeModifiedView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let apply: ([ViewNode]) -> [ViewNode]

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        apply(graph.resolve(content, at: id))
    }
}

/// A view resolved with a changed environment (`.font`, `.foregroundStyle`, …).
public nonisolated struct _EnvironmentModifiedView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let change: (inout ViewEnvironment) -> Void

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        graph.resolve(content, at: id, environment: change)
    }
}

nonisolated extension View {
    func modifyingNodes(_ apply: @escaping ([ViewNode]) -> [ViewNode]) -> _NodeModifiedView<Self> {
        _NodeModifiedView(content: self, apply: apply)
    }

    /// Wraps each node in a new node of `kind` (a layout modifier).
    func wrappingNodes(_ tag: String, _ kind: NodeKind) -> _NodeModifiedView<Self> {
        modifyingNodes { nodes in nodes.map { ViewNode(id: $0.id.child(tag), kind: kind, children: [$0]) } }
    }

    /// Changes each node's layer effects; `conflicts` says when the effect is
    /// already set, and a wrapper takes it instead (effects then nest in
    /// modifier order, as in SwiftUI).
    func withEffect(conflicts: @escaping (LayerEffects) -> Bool = { _ in false },
                    _ change: @escaping (inout LayerEffects) -> Void) -> _NodeModifiedView<Self> {
        modifyingNodes { nodes in
            nodes.map { node in
                let target = conflicts(node.effects) ? ViewNode(id: node.id.child("e"), kind: .wrapper, children: [node]) : node.writable()
                change(&target.effects)
                return target
            }
        }
    }

    func withEnvironment(_ change: @escaping (inout ViewEnvironment) -> Void) -> _EnvironmentModifiedView<Self> {
        _EnvironmentModifiedView(content: self, change: change)
    }
}
