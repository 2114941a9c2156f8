import Scene

/// A list row's look around already resolved content: at least 44 pt tall,
/// its content leading with the style's side padding, a hairline separator
/// under it inset to the text (full width in a plain list) unless it is the
/// section's last row.
struct ListRowChrome: PrimitiveView, ResolvableView {
    let nodes: [ViewNode]
    let metrics: ListMetrics
    let separator: Bool

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let metrics = self.metrics
        let row = ResolvedNodes(nodes: nodes)
            .frame(maxWidth: .infinity, minHeight: ListMetrics.rowHeight, alignment: .leading)
            .padding(.horizontal, metrics.rowInset)
            .overlay(alignment: .bottom) {
                if separator {
                    Rectangle().fill(ListMetrics.separatorColor)
                        .frame(height: ListMetrics.separatorThickness)
                        .padding(.leading, metrics.separatorInset)
                }
            }
        return graph.resolve(row, at: id)
    }
}

/// A `ForEach`'s rows in a list, each in its row chrome, made one at a time
/// as a `LazyVStack` asks: a list of 10,000 rows resolves those in sight.
struct ListRowElements: PrimitiveView, ResolvableView, LazyElements {
    let elements: any LazyElements
    let metrics: ListMetrics

    var lazyCount: Int { elements.lazyCount }

    func makeElements(_ range: Range<Int>, in graph: ViewGraph, at id: ViewID, owner: String?) -> [LazyItem] {
        let count = lazyCount, metrics = self.metrics
        return elements.makeElements(range, in: graph, at: id, owner: owner).enumerated().map { offset, item in
            let separator = range.lowerBound + offset < count - 1
            return LazyItem(id: item.id) { [unowned graph] in
                graph.rowChrome(item.resolve(), metrics: metrics, separator: separator, at: item.id.child("row"))
            }
        }
    }

    /// Outside a lazy stack (not used by the list): all rows at once.
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        makeElements(0..<lazyCount, in: graph, at: id, owner: graph.currentOwner).flatMap { $0.resolve() }
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
            return resolve(LazyVStack(alignment: .leading, spacing: 0) { ListRowElements(elements: elements, metrics: metrics) }, at: id)
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
    /// last pass while the content's nodes are the same (a reused row), so
    /// a scroll keeps the rows' layout and layers as a reused subtree does.
    func rowChrome(_ nodes: [ViewNode], metrics: ListMetrics, separator: Bool, at id: ViewID) -> [ViewNode] {
        let cache = storage(for: id.path + ".chrome") { RowChromeCache() }
        if let kept = cache.kept, kept.separator == separator, kept.style == metrics.style, kept.content.count == nodes.count,
           zip(kept.content, nodes).allSatisfy({ $0 === $1 }) {
            return kept.chrome
        }
        let chrome = resolve(ListRowChrome(nodes: nodes, metrics: metrics, separator: separator), at: id)
        for node in chrome { node.isShared = true }
        cache.kept = (nodes, separator, metrics.style, chrome)
        return chrome
    }
}

/// A row's chrome from the last pass, and what it was made for.
private final class RowChromeCache {
    var kept: (content: [ViewNode], separator: Bool, style: ListStyleKind, chrome: [ViewNode])?
}
