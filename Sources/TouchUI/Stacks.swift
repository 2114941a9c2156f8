import Foundation

/// Views side by side, as SwiftUI's `HStack`.
public nonisolated struct HStack<Content: View>: PrimitiveView, ResolvableView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let layout = StackLayout(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                                 spacing: spacing ?? Spacing.standard)
        return [stackNode(id, layout, graph.resolveInStack(content, at: id))]
    }
}

/// Views one above the other, as SwiftUI's `VStack`.
public nonisolated struct VStack<Content: View>: PrimitiveView, ResolvableView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let layout = StackLayout(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                                 spacing: spacing ?? Spacing.standard)
        return [stackNode(id, layout, graph.resolveInStack(content, at: id))]
    }
}

extension ViewGraph {
    /// A stack's content: a button in it is no longer a list row's only
    /// view, so it does not fill the row.
    fileprivate func resolveInStack<V: View>(_ content: V, at id: ViewID) -> [ViewNode] {
        guard environment.buttonFillsListRow else { return resolve(content, at: id) }
        return resolve(content, at: id) { $0.buttonFillsListRow = false }
    }
}

/// A stack node whose spacers flex along its axis only. Its own id is a
/// child of the content's, which a single child view resolves at.
private func stackNode(_ id: ViewID, _ layout: StackLayout, _ children: [ViewNode]) -> ViewNode {
    let flexed = children.map { child in
        if child.isDivider, layout.axis == .horizontal {
            let line = child.writable()
            line.kind = .frame(Divider.layout(vertical: true))
            return line
        }
        guard case .spacer(let minLength, nil) = child.kind else { return child }
        let spacer = child.writable()
        spacer.kind = .spacer(minLength: minLength, axis: layout.axis)
        return spacer
    }
    return ViewNode(id: id.child("stack"), kind: .stack(layout), children: flexed)
}

/// Views on top of each other, later ones in front, as SwiftUI's `ZStack`.
public nonisolated struct ZStack<Content: View>: PrimitiveView, ResolvableView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [ViewNode(id: id.child("stack"), kind: .zstack(alignment), children: graph.resolve(content, at: id))]
    }
}

/// Flexible space in a stack, as SwiftUI's `Spacer`.
public nonisolated struct Spacer: PrimitiveView, ResolvableView {
    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [ViewNode(id: id, kind: .spacer(minLength: minLength ?? Spacing.standard, axis: nil))]
    }
}

/// A view whose content is made from the size it is given, as SwiftUI's `GeometryReader`.
public nonisolated struct GeometryReader<Content: View>: PrimitiveView, ResolvableView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let environment = graph.environment
        let owner = graph.currentOwner
        graph.deferredContents += 1
        let make = content
        return [ViewNode(id: id, kind: .geometry { [unowned graph] proxy in
            let saved = graph.environment
            graph.environment = environment
            defer { graph.environment = saved }
            return graph.resolve(graph.content(at: id, owner: owner) { make(proxy) }, at: id.child("g"))
        })]
    }
}

/// SwiftUI's default spacing between stacked views.
enum Spacing {
    static let standard = 8.0
}
