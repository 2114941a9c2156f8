import Foundation

/// A lazy stack's or grid's views one at a time: what a `ForEach` gives a
/// lazy container, so that it resolves only the items it shows.
protocol LazyElements {
    /// How many views (one an element).
    var lazyCount: Int { get }
    /// Makes the views of the elements in `range` (counted from the start),
    /// in one go on behalf of `owner`, each at its identity under `id`.
    /// `ownerRan`: whether the owner's body ran in this pass (when it did
    /// not, rows made before from the same elements may be handed out again).
    func makeElements(_ range: Range<Int>, in graph: ViewGraph, at id: ViewID, owner: String?, ownerRan: Bool) -> [LazyItem]
    /// A `ForEach`'s `onDelete`: in a list, its rows swipe to delete.
    var deleteAction: ((IndexSet) -> Void)? { get }
    /// The offset of the element whose id reads `key` (`ScrollViewProxy.scrollTo`).
    func offset(ofID key: String) -> Int?
}

extension ForEach: LazyElements {
    var lazyCount: Int { data.count }

    func offset(ofID key: String) -> Int? {
        guard let index = data.firstIndex(where: { "\(self.id($0))" == key }) else { return nil }
        return data.distance(from: data.startIndex, to: index)
    }

    /// The elements' views at the identities the whole `ForEach` gives them
    /// (made under the same observation as the whole `ForEach`'s). Data with
    /// duplicate ids is not told apart here (SwiftUI leaves it undefined).
    /// The rows made last time are handed out again while nothing they came
    /// from changed (`MadeRows`); the observation of their making, which
    /// covers them, is kept with them.
    func makeElements(_ range: Range<Int>, in graph: ViewGraph, at id: ViewID, owner: String?, ownerRan: Bool) -> [LazyItem] {
        let made = graph.storage(for: id.path + ".made") { MadeRows<Data.Element, ID, Content>() }
        let rows: [(ViewID, Content)]
        if !ownerRan, let kept = made.rows(range, of: data, content: content, identify: self.id) {
            _ = graph.observed(at: id)  // the observation of their making stays
            rows = kept
        } else {
            let making = graph.content(at: id, owner: owner) { () -> [(element: Data.Element, id: ViewID, view: Content)] in
                var index = data.index(data.startIndex, offsetBy: range.lowerBound)
                var rows: [(element: Data.Element, id: ViewID, view: Content)] = []
                rows.reserveCapacity(range.count)
                for _ in range {
                    let element = data[index]
                    rows.append((element, id.child("[\(self.id(element))]"), content(element)))
                    index = data.index(after: index)
                }
                return rows
            }
            made.keep(making, from: range.lowerBound, content: content, identify: self.id)
            rows = making.map { ($0.id, $0.view) }
        }
        return rows.map { rowID, view in LazyItem(id: rowID) { [unowned graph] in graph.resolve(view, at: rowID) } }
    }
}

/// The kinds of view a lazy stack or grid pins to the scroll view's edges,
/// as SwiftUI's `PinnedScrollableViews`. A `Section` in a lazy stack is not a list section, so none is pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// The node of a lazy stack or grid whose content is `content`, at `id`.
/// A `ForEach` content is resolved an item at a time as it comes in sight;
/// any other content is resolved whole, its views then laid out as items.
private func lazyNode<Content: View>(_ content: Content, in graph: ViewGraph, at id: ViewID, axis: Axis, spacing: CGFloat?,
                                     gridItems: [GridItem]?, alignment: Alignment) -> ViewNode {
    let model = graph.storage(for: id.path + ".lazy") { LazyModel() }
    // Its rows are resolved as it is placed: nothing above it keeps its subtree.
    graph.deferredContents += 1
    let count: Int
    let makeItems: (Range<Int>) -> [LazyItem]
    let findItem: (String) -> Int?
    if let elements = content as? any LazyElements {
        let environment = graph.environment
        let owner = graph.currentOwner, ownerRan = graph.currentOwnerRan
        count = elements.lazyCount
        // Made and resolved as it is placed, in the environment it was resolved in.
        func inEnvironment<T>(_ work: () -> T) -> T {
            let saved = graph.environment
            graph.environment = environment
            defer { graph.environment = saved }
            return work()
        }
        makeItems = { range in
            inEnvironment { elements.makeElements(range, in: graph, at: id, owner: owner, ownerRan: ownerRan) }.map { item in
                LazyItem(id: item.id) { inEnvironment(item.resolve) }
            }
        }
        findItem = { elements.offset(ofID: $0) }
    } else {
        let nodes = graph.resolve(content, at: id)
        count = nodes.count
        makeItems = { range in range.map { index in LazyItem(id: nodes[index].id) { [nodes[index]] } } }
        findItem = { _ in nil }
    }
    let container = LazyContainer(axis: axis, spacing: Double(spacing ?? Spacing.standard), gridItems: gridItems,
                                  alignment: alignment, count: count, model: model, changes: graph.changes, owner: id.path,
                                  makeItems: makeItems)
    container.findItem = findItem
    return ViewNode(id: id.child("lazy"), kind: .lazy(container), children: [])
}

/// Views one above the other, resolved only as they come in sight of the
/// enclosing `ScrollView`, as SwiftUI's `LazyVStack`; unlike a `VStack` it
/// takes all the width offered. Items of a `ForEach` are resolved lazily;
/// rows scrolled away are dropped, their state with them (SwiftUI keeps it).
public nonisolated struct LazyVStack<Content: View>: PrimitiveView, ResolvableView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `spacing`: between items (nil: 8 points). `pinnedViews` is accepted and ignored (nothing is pinned).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [lazyNode(content, in: graph, at: id, axis: .vertical, spacing: spacing, gridItems: nil,
                  alignment: Alignment(horizontal: alignment, vertical: .center))]
    }
}

/// Views side by side, resolved only as they come in sight of the enclosing
/// horizontal `ScrollView`, as SwiftUI's `LazyHStack` (see `LazyVStack`).
public nonisolated struct LazyHStack<Content: View>: PrimitiveView, ResolvableView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `spacing`: between items (nil: 8 points). `pinnedViews` is accepted and ignored (nothing is pinned).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [lazyNode(content, in: graph, at: id, axis: .horizontal, spacing: spacing, gridItems: nil,
                  alignment: Alignment(horizontal: .center, vertical: alignment))]
    }
}

/// A grid growing downwards, its columns made by `columns` (see `GridItem`
/// for how wide they are), its rows resolved only as they come in sight of
/// the enclosing `ScrollView`, as SwiftUI's `LazyVGrid`
/// (developer.apple.com/documentation/swiftui/lazyvgrid). Items fill a row,
/// left to right, then the next; a row is as tall as its tallest item.
public nonisolated struct LazyVGrid<Content: View>: PrimitiveView, ResolvableView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `alignment`: where the columns sit when narrower than the grid, and
    /// the cells' views without a `GridItem` alignment. `spacing`: between
    /// rows (nil: 8 points). `pinnedViews` is accepted and ignored (nothing is pinned).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [lazyNode(content, in: graph, at: id, axis: .vertical, spacing: spacing, gridItems: columns,
                  alignment: Alignment(horizontal: alignment, vertical: .center))]
    }
}

/// A grid growing rightwards, its rows made by `rows`, its columns resolved
/// only as they come in sight of the enclosing horizontal `ScrollView`, as
/// SwiftUI's `LazyHGrid` (`LazyVGrid` turned on its side).
public nonisolated struct LazyHGrid<Content: View>: PrimitiveView, ResolvableView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `alignment`: where the rows sit when shorter than the grid, and the
    /// cells' views without a `GridItem` alignment. `spacing`: between
    /// columns (nil: 8 points). `pinnedViews` is accepted and ignored (nothing is pinned).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [lazyNode(content, in: graph, at: id, axis: .horizontal, spacing: spacing, gridItems: rows,
                  alignment: Alignment(horizontal: .center, vertical: alignment))]
    }
}
