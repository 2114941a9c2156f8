import Scene

/// Rows of views in sections that scroll, as SwiftUI's `List`
/// (developer.apple.com/documentation/swiftui/list), drawn in the style
/// `.listStyle(_:)` sets; iPadOS 17's default is inset grouped: white
/// rounded section cards on the grey system background.
///
/// Each view of the content is a row (at least 44 pt tall, separated by
/// hairlines); `Section`s group them under headers, and views outside a
/// section are grouped in one of their own. A `ForEach` given as the
/// content, or as a section's, is resolved a row at a time as the rows
/// come in sight, as a `LazyVStack`'s are, so a list of 10,000 rows costs
/// about what one screenful does. A `Button` in a row fills it.
/// Selection is not supported: `SelectionValue` is always `Never`.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @Environment(\.listStyleKind) private var style

    /// A list of `content`'s views.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    public var body: some View {
        ListScroll(content: content, style: style)
    }
}

extension List {
    /// A list with a row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each number of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// A container for controls grouped in sections, as SwiftUI's `Form`
/// (developer.apple.com/documentation/swiftui/form): on iPadOS a list in
/// the inset grouped style, whatever `.listStyle` says.
public nonisolated struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListScroll(content: content, style: .insetGrouped)
    }
}

/// A list's scroll view of sections on the style's background.
nonisolated struct ListScroll<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let style: ListStyleKind

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let metrics = ListMetrics(style: style)
        // Its rows' swipes: one open at a time, closed by a touch or a scroll.
        let swipe = graph.storage(for: id.path + ".swipe") { ListSwipeCoordinator() }
        swipe.flag = graph.changes
        swipe.owner = id.path
        let saved = graph.environment
        graph.environment.listSwipe = swipe
        defer { graph.environment = saved }
        let sections = graph.listSections(content, metrics: metrics, at: id.child("sections"))
        let list = ScrollView {
            VStack(spacing: 0) {
                ResolvedNodes(nodes: sections)
                Color.clear.frame(height: metrics.sectionGap)
            }
            .frame(maxWidth: .infinity)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(graph.environment.listOptions.backgroundHidden ? Color.clear : metrics.background)
        return graph.resolve(list, at: id)
    }
}

extension ViewGraph {
    /// The sections of a list's content: its `Section`s, and its other
    /// views grouped into sections between them.
    func listSections<C: View>(_ content: C, metrics: ListMetrics, at id: ViewID) -> [ViewNode] {
        let nodes = listRowsOrSections(content, metrics: metrics, at: id)
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(listSection(header: [], rows: loose, footer: [], metrics: metrics, at: id.child("implicit\(sections.count)")))
            loose = []
        }
        for node in nodes {
            if node.isListSection {
                flush()
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        flush()
        return sections
    }

    /// A list's content resolved as rows in their chromes, its sections as they are.
    private func listRowsOrSections<C: View>(_ content: C, metrics: ListMetrics, at id: ViewID) -> [ViewNode] {
        if content is any LazyElements, (content as? any ListSectionsSource)?.makesSections != true {
            return listRows(content, metrics: metrics, at: id)
        }
        let saved = environment
        environment.listContext = metrics.style
        environment.buttonFillsListRow = true
        environment.isScrollContent = true
        defer { environment = saved }
        let nodes = resolve(content, at: id)
        // Rows between sections are chromed as the sections' rows are.
        var result: [ViewNode] = []
        var loose: [ViewNode] = []
        for node in nodes {
            if node.isListSection {
                result += rowChromes(loose, metrics: metrics)
                loose = []
                result.append(node)
            } else {
                loose.append(node)
            }
        }
        return result + rowChromes(loose, metrics: metrics)
    }
}

extension EnvironmentValues {
    /// The style `.listStyle(_:)` set.
    var listStyleKind: ListStyleKind { base.listStyle }
}
