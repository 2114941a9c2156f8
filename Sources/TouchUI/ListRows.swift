import Foundation
import Scene

/// A list row's look around already resolved content: at least 44 pt tall,
/// its content leading with the style's side padding, a hairline separator
/// under it inset to the text (full width in a plain list) unless it is the
/// section's last row.
///
/// A row with swipe actions (`.swipeActions`, a `ForEach`'s `onDelete`)
/// follows a sideways drag and shows its actions in the room it leaves, as
/// UITableView's trailing swipe: let go past half the actions' width (or
/// flicked open) it stays open, let go short of it it closes; a full swipe
/// (past half the row, with `allowsFullSwipe`) performs the first action at
/// once. While a row of the list is open, a touch on any row closes it, as
/// does a scroll.
nonisolated struct ListRowChrome: PrimitiveView, ResolvableView {
    let nodes: [ViewNode]
    let metrics: ListMetrics
    let separator: Bool
    /// The row's swipe, if it has actions.
    let swipe: RowSwipeParts?
    /// A row of the list is open: a touch here closes it.
    let catching: ListSwipeCoordinator?
    /// What the row's modifiers ask (ListRowTraits.swift).
    let traits: ListRowTraits

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let metrics = self.metrics
        let separator = self.separator
        let catching = self.catching
        let traits = self.traits
        let cardOfItsOwn = graph.environment.listOptions.rowSpacing != nil
        let insets = traits.insets ?? EdgeInsets(top: 0, leading: metrics.rowInset, bottom: 0, trailing: metrics.rowInset)
        let row = HStack(spacing: 8) {
                ResolvedNodes(nodes: nodes).frame(maxWidth: .infinity, alignment: .leading)
                // A badge: UIKit's secondary text at the trailing end.
                if let badge = traits.badge {
                    badge.foregroundColor(ListMetrics.headerColor)
                        .accessibilityIdentifier(ifAny: nodes.first.flatMap { $0.isNamed ? $0.layerID.rawValue + ".badge" : nil })
                }
            }
            .frame(maxWidth: .infinity, minHeight: ListMetrics.rowHeight, alignment: .leading)
            .padding(insets)
            .background {
                if let background = traits.background { background }
            }
            .background {
                // `listRowSpacing`: the row is a card of its own.
                if cardOfItsOwn { RoundedRectangle(cornerRadius: metrics.cardRadius).fill(Color.white) }
            }
            .overlay(alignment: .bottom) {
                if separator {
                    Rectangle().fill(traits.separatorTint ?? ListMetrics.separatorColor)
                        .frame(height: ListMetrics.separatorThickness)
                        .padding(.leading, metrics.style == .plain ? 0 : insets.leading)
                }
            }
            .overlay {
                if let catching {
                    Color.clear.contentShape(Rectangle())
                        .gesture(ButtonGesture(inScrollView: true, onPressedChanged: { _ in }).onEnded { catching.closeAll() })
                }
            }
        guard let swipe else { return RowBackgroundMarker.mark(graph.resolve(row, at: id), if: traits.background != nil) }
        let model = swipe.model
        let trailing = swipe.actions(.trailing, in: graph, at: id)
        let leading = swipe.actions(.leading, in: graph, at: id)
        model.trailing = trailing.side
        model.leading = leading.side
        let width = model.rowWidth
        let full = model.isFullSwipe(width: width)
        let swiped = row
            .offset(x: model.offset)
            .background(alignment: .trailing) {
                if model.offset < 0 { RowSwipeActionsView(actions: trailing.nodes.reversed(), revealed: model.revealed, fullFirst: full ? trailing.nodes.count - 1 : nil) }
            }
            .background(alignment: .leading) {
                if model.offset > 0 { RowSwipeActionsView(actions: leading.nodes, revealed: model.revealed, fullFirst: full ? 0 : nil) }
            }
            .clipped()
            // The whole row takes a swipe, its padding too (as a UITableView cell does).
            .contentShape(Rectangle())
            .gesture(RowSwipeGesture()
                .onChanged { model.dragged($0.translation.width) }
                .onEnded { model.released(velocity: $0.velocity.width, width: model.rowWidth) }
                .onCancel { _ in model.released(velocity: 0, width: model.rowWidth) })
        let chrome = RowBackgroundMarker.mark(graph.resolve(swiped, at: id), if: traits.background != nil)
        model.node = chrome.first
        return chrome
    }
}

/// What a row's swipe is made of this pass: its model, its `.swipeActions`
/// and the `onDelete` it shows as a Delete button when it has none.
struct RowSwipeParts {
    let model: RowSwipeModel
    let sets: [SwipeActionsSet]
    let delete: Bool
    /// The row's name (`accessibilityIdentifier`): the Delete button is `<name>.delete`.
    let rowName: String?

    /// The buttons of the side at `edge`, resolved, and what the model needs of them.
    func actions(_ edge: HorizontalEdge, in graph: ViewGraph, at id: ViewID) -> (nodes: [ViewNode], side: RowSwipeSide?) {
        let model = self.model
        let ofEdge = sets.filter { $0.edge == edge }
        let resolveActions: (ViewGraph) -> [ViewNode] = { graph in
            if edge == .trailing, delete {
                let deleteButton = Button(role: .destructive, action: { withAnimation(.easeInOut(duration: 0.3)) { model.delete?() } }) {
                    Text("Delete")
                }
                .accessibilityIdentifier(ifAny: rowName.map { "\($0).delete" })
                return graph.resolve(deleteButton, at: id.child("delete"))
            }
            return ofEdge.enumerated().flatMap { index, set in graph.resolve(set.content, at: id.child("\(edge)\(index)")) }
        }
        let nodes = graph.resolve(RowSwipeActionsContent(make: resolveActions, close: { model.close() }), at: id.child("\(edge)"))
        guard !nodes.isEmpty else { return ([], nil) }
        let isDelete = edge == .trailing && delete
        let first: (() -> Void)? = isDelete ? { model.delete?() } : nodes.first?.firstButtonAction
        let side = RowSwipeSide(count: nodes.count, allowsFullSwipe: isDelete || ofEdge.contains { $0.allowsFullSwipe },
                                first: first, firstIsDestructive: isDelete)
        return (nodes, side)
    }
}

/// A row's swipe actions resolved as buttons in the swipe actions' look; a
/// tap on one performs it and closes the row.
private nonisolated struct RowSwipeActionsContent: PrimitiveView, ResolvableView {
    let make: (ViewGraph) -> [ViewNode]
    let close: () -> Void

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let saved = graph.environment
        defer { graph.environment = saved }
        var values = EnvironmentValues(graph.environment)
        values.buttonStyle = AnyButtonStyle(SwipeActionButtonStyle())
        values.actionDismiss = DismissAction(key: id.path, action: close)
        graph.environment = values.base
        graph.environment.listContext = nil
        graph.environment.buttonFillsListRow = false
        graph.environment.isScrollContent = true
        return make(graph)
    }
}

/// The revealed actions of one side: side by side across the room the row
/// left, sharing it; in a full swipe the first takes all of it.
private nonisolated struct RowSwipeActionsView: View {
    let actions: [ViewNode]
    let revealed: Double
    /// The index (in `actions`) of the action a full swipe performs, while one is under way.
    let fullFirst: Int?

    var body: some View {
        let share = actions.isEmpty ? 0 : revealed / Double(actions.count)
        HStack(spacing: 0) {
            ForEach(Array(actions.enumerated()), id: \.offset) { index, action in
                ResolvedNodes(nodes: [action])
                    .frame(width: fullFirst.map { $0 == index ? revealed : 0 } ?? share)
                    .frame(maxHeight: .infinity)
            }
        }
        .frame(width: revealed)
        .clipped()
    }
}

extension ViewNode {
    /// A `Button`'s action, looked for down a chain of single-child wrappers.
    var firstButtonAction: (() -> Void)? {
        var node: ViewNode? = self
        var depth = 0
        while let current = node, depth < 32 {
            if let action = current.buttonAction { return action }
            node = current.children.count == 1 ? current.children[0] : nil
            depth += 1
        }
        return nil
    }
}

/// A `ForEach`'s rows in a list, each in its row chrome, made one at a time
/// as a `LazyVStack` asks: a list of 10,000 rows resolves those in sight.
nonisolated struct ListRowElements: PrimitiveView, ResolvableView, LazyElements {
    let elements: any LazyElements
    let metrics: ListMetrics

    var lazyCount: Int { elements.lazyCount }

    var deleteAction: ((IndexSet) -> Void)? { elements.deleteAction }

    func offset(ofID key: String) -> Int? { elements.offset(ofID: key) }

    func makeElements(_ range: Range<Int>, in graph: ViewGraph, at id: ViewID, owner: String?, ownerRan: Bool) -> [LazyItem] {
        let count = lazyCount, metrics = self.metrics, deleteAction = elements.deleteAction
        return elements.makeElements(range, in: graph, at: id, owner: owner, ownerRan: ownerRan).enumerated().map { offset, item in
            let index = range.lowerBound + offset
            let separator = index < count - 1
            let delete = deleteAction.map { action in { action(IndexSet(integer: index)) } }
            return LazyItem(id: item.id) { [unowned graph] in
                graph.rowChrome(item.resolve(), metrics: metrics, separator: separator, delete: delete, at: item.id.child("row"))
            }
        }
    }

    /// Outside a lazy stack (not used by the list): all rows at once.
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        makeElements(0..<lazyCount, in: graph, at: id, owner: graph.currentOwner, ownerRan: graph.currentOwnerRan).flatMap { $0.resolve() }
    }
}

/// Content that makes list sections of its own (a `ForEach` of `Section`s):
/// the list resolves it whole instead of as lazy rows.
protocol ListSectionsSource {
    var makesSections: Bool { get }
}

extension ForEach: ListSectionsSource {
    var makesSections: Bool { Content.self is any ListSectionView.Type }
}

/// A `Section`, known by type.
protocol ListSectionView {}

extension ViewGraph {
    /// The rows of `content` in a list of `metrics`' style, at `id`: a
    /// `ForEach` as a lazy stack of rows, anything else resolved whole,
    /// each view a row. Resolved as list rows (`listContext`) and as
    /// scroll content (the list scrolls).
    func listRows<C: View>(_ content: C, metrics: ListMetrics, at id: ViewID) -> [ViewNode] {
        let saved = environment
        environment.listContext = metrics.style
        environment.buttonFillsListRow = true
        environment.isScrollContent = true
        defer { environment = saved }
        if let elements = content as? any LazyElements, (content as? any ListSectionsSource)?.makesSections != true {
            // `listRowSpacing`: the gap between the rows, each a card of its own (its chrome draws it).
            let spacing = environment.listOptions.rowSpacing ?? 0
            return resolve(LazyVStack(alignment: .leading, spacing: spacing) { ListRowElements(elements: elements, metrics: metrics) }, at: id)
        }
        return rowChromes(resolve(content, at: id), metrics: metrics)
    }

    /// Each of `nodes` in its row chrome, the last without a separator.
    func rowChromes(_ nodes: [ViewNode], metrics: ListMetrics) -> [ViewNode] {
        nodes.enumerated().flatMap { index, node in
            rowChrome([node], metrics: metrics, separator: index < nodes.count - 1, at: node.id.child("row"))
        }
    }

    /// `nodes` in their row chrome at `id`: the very chrome nodes of the
    /// last pass while the content's nodes are the same (a reused row) and
    /// its swipe stands as it did, so a scroll keeps the rows' layout and
    /// layers as a reused subtree does. `delete`: the row's `onDelete`.
    func rowChrome(_ nodes: [ViewNode], metrics: ListMetrics, separator: Bool, delete: (() -> Void)? = nil, at id: ViewID) -> [ViewNode] {
        let cache = storage(for: id.path + ".chrome") { RowChromeCache() }
        let swipe = rowSwipe(nodes, delete: delete, at: id)
        swipe?.model.delete = swipe?.delete
        let coordinator = environment.listSwipe
        let catching = coordinator?.open != nil ? coordinator : nil
        let inherited = environment.inheritedRowTraits
        let traits = nodes.first?.listRowTraits(inherited: inherited) ?? inherited
        // One row a card (`listRowSpacing`) or a hidden separator: none under the row.
        let separator = separator && traits.separator != .hidden && environment.listOptions.rowSpacing == nil
        let state = RowChromeState(separator: separator, style: metrics.style, swipeOffset: swipe?.model.offset,
                                   swipeSets: swipe?.sets.count ?? 0, catching: catching != nil)
        if let kept = cache.kept, kept.state == state, kept.content.count == nodes.count,
           zip(kept.content, nodes).allSatisfy({ $0 === $1 }) {
            return kept.chrome
        }
        let parts = swipe.map { swipe in
            RowSwipeParts(model: swipe.model, sets: swipe.sets, delete: swipe.delete != nil,
                          rowName: nodes.first.flatMap { $0.isNamed ? $0.layerID.rawValue : nil })
        }
        let chrome = resolve(ListRowChrome(nodes: nodes, metrics: metrics, separator: separator, swipe: parts, catching: catching,
                                         traits: traits), at: id)
        for node in chrome { node.isShared = true }
        cache.kept = (nodes, state, chrome)
        return chrome
    }
}

/// What a row's chrome was made for, besides its content.
private struct RowChromeState: Equatable {
    let separator: Bool
    let style: ListStyleKind
    let swipeOffset: Double?
    let swipeSets: Int
    let catching: Bool
}

/// A row's chrome from the last pass, and what it was made for.
private final class RowChromeCache {
    var kept: (content: [ViewNode], state: RowChromeState, chrome: [ViewNode])?
}
