import Scene

/// A group of rows with an optional header and footer, as SwiftUI's
/// `Section` (developer.apple.com/documentation/swiftui/section). In a
/// `List` or `Form` it is one section of it: a card of rows (in the inset
/// grouped style, white and rounded on grey) under a small grey header,
/// upper case, with a small grey footer under it. Elsewhere its header,
/// content and footer stand one above the other.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView, ResolvableView, ListSectionView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A title given as a string: shown upper case in a grouped list.
    let title: String?

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
        title = nil
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        guard let style = graph.environment.listContext else {
            return graph.resolve(VStack(alignment: .leading) { header; content; footer }, at: id)
        }
        let metrics = ListMetrics(style: style)
        let saved = graph.environment
        graph.environment.listContext = nil
        graph.environment.buttonFillsListRow = false
        // `.headerProminence(.increased)`: UIKit's prominent inset grouped header, 20 pt bold in the label colour.
        let prominent = graph.environment.listOptions.headerProminence == .increased
        graph.environment.font = prominent ? .system(size: 20, weight: .bold) : .system(size: 13)
        graph.environment.foreground = .color(prominent ? Color.primary.rgba : ListMetrics.headerColor.rgba)
        let uppercases = metrics.uppercasesHeaders && !prominent
        let headerNodes: [ViewNode]
        if let title {
            headerNodes = graph.resolve(Text(uppercases ? title.uppercased() : title), at: id.child("header"))
        } else {
            // SwiftUI's grouped lists give a header view `.textCase(.uppercase)`;
            // a `.textCase(nil)` inside it keeps the text's own case.
            if uppercases { graph.environment.textOptions.textCase = .uppercase }
            headerNodes = graph.resolve(header, at: id.child("header"))
            graph.environment.textOptions.textCase = saved.textOptions.textCase
        }
        let footerNodes = graph.resolve(footer, at: id.child("footer"))
        graph.environment = saved
        let rows = graph.listRows(content, metrics: metrics, at: id.child("rows"))
        return [graph.listSection(header: headerNodes, rows: rows, footer: footerNodes, metrics: metrics, at: id)]
    }
}

extension Section {
    /// A section with a header and a footer given as views, as SwiftUI's
    /// `init(header:footer:content:)` (deprecated since iOS 17 yet still
    /// compiled by it, and in much iOS 13–16 code).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header given as a view, as SwiftUI's `init(header:content:)`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }

    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer given as a view, as SwiftUI's `init(footer:content:)`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }

    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(String(title))
        self.content = content()
        footer = EmptyView()
        self.title = String(title)
    }
}

extension ViewGraph {
    /// A list section's node: the header over the card of rows over the
    /// footer, filling the width. Its identity ends in `listSection`, which
    /// is how the list tells it from a row.
    func listSection(header: [ViewNode], rows: [ViewNode], footer: [ViewNode], metrics: ListMetrics, at id: ViewID) -> ViewNode {
        let text = metrics.cardInset + metrics.rowInset
        let options = environment.listOptions
        // `listSectionSpacing`: the gap above a section, and at most that above a header.
        let gap = options.sectionSpacing.points ?? metrics.sectionGap
        let headerTop = options.sectionSpacing.points.map { min($0, metrics.headerTop) } ?? metrics.headerTop
        let card = RoundedRectangle(cornerRadius: metrics.cardRadius)
        let section = VStack(alignment: .leading, spacing: 0) {
            if header.isEmpty {
                Color.clear.frame(height: gap)
            } else {
                ResolvedNodes(nodes: header)
                    .padding(.horizontal, text)
                    .padding(.top, headerTop)
                    .padding(.bottom, ListMetrics.headerBottom)
            }
            Group {
                if let spacing = options.rowSpacing {
                    // `listRowSpacing`: each row a card of its own, as iOS 17 draws them.
                    VStack(alignment: .leading, spacing: spacing) { ResolvedNodes(nodes: rows) }
                } else if metrics.cardRadius > 0, rows.contains(where: RowBackgroundMarker.isMarked) {
                    // Clipped to the card: a row's `listRowBackground` keeps its rounded corners.
                    VStack(alignment: .leading, spacing: 0) { ResolvedNodes(nodes: rows) }
                        .background(card.fill(Color.white))
                        .clipShape(card)
                } else {
                    VStack(alignment: .leading, spacing: 0) { ResolvedNodes(nodes: rows) }
                        .background(card.fill(Color.white))
                }
            }
            .padding(.horizontal, metrics.cardInset)
            if !footer.isEmpty {
                ResolvedNodes(nodes: footer)
                    .padding(.horizontal, text)
                    .padding(.top, ListMetrics.footerTop)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        return ViewNode(id: id.child(Self.sectionComponent), kind: .wrapper, children: resolve(section, at: id))
    }

    static let sectionComponent = "listSection"
}

extension ViewNode {
    /// A list section's node (see `ViewGraph.listSection`).
    var isListSection: Bool { id.path.hasSuffix("/" + ViewGraph.sectionComponent) }
}
