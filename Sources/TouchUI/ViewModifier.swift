/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)`
/// wraps the view it is applied to. Its `@State` lives with the modified
/// view's identity. A modifier that is also `Animatable` (SwiftUI's
/// `AnimatableModifier`) runs its body on every frame of an animation with
/// the interpolated `animatableData`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to, inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// A modifier whose `animatableData` animates: its body runs on every frame
/// with the interpolated value, as SwiftUI's `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Stands for the modified view inside a `ViewModifier`'s body.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView, ResolvableView {
    let resolveContent: (ViewGraph) -> [ViewNode]

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveContent(graph) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public nonisolated struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView, ResolvableView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        graph.link(modifier, at: id.child("mod"))
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier> { graph in graph.resolve(content, at: id) }
        var modifier = self.modifier
        // An animatable modifier's body runs with its interpolated data.
        if let animatable = modifier as? any Animatable, let animated = graph.animating(animatable, key: id.path + "/mod") as? Modifier {
            modifier = animated
        }
        return graph.resolve(graph.tracking(graph.observed(at: id), owner: nil) { runAsMainActor((modifier, placeholder)) { $0.body(content: $1) } }, at: id.child("m"))
    }
}

nonisolated extension View {
    /// Applies `modifier`.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
