import Scene

/// Tabs, as SwiftUI's `TabView`: its content's views are the tabs, each
/// standing for the value of its `.tag(_:)` (else its position) and shown
/// in the bar by its `.tabItem { … }`. As in SwiftUI (iOS 18), a tab's
/// views are made when it is first shown, and then kept, with their state,
/// while another is shown: a tab never selected runs no `onAppear`,
/// `onChange(initial:)`, `task` or timeline. As pages, the page shown and
/// its neighbours are made.
///
/// By default the iPadOS 17 tab bar runs along the bottom (50 pt, the items
/// centred, icon over title, the selected one in the tint colour); a tap
/// on an item selects its tab. Items are `tab.<title>` in `--layout`.
///
/// `.tabViewStyle(.page)` lays the tabs side by side as pages instead: a
/// horizontal drag moves them with the finger and, let go, they settle on
/// the nearest page, or the next one in the direction of a fling, as
/// `UIPageViewController`'s scroll does; the dots of `UIPageControl` show
/// the page at the bottom.
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView, ResolvableView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs over `selection` (nil: the view keeps the choice itself).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        // Itself in a tab never shown (of an outer TabView): nothing made yet.
        if graph.isDormant(id.path) { return [ViewNode(id: id, kind: .wrapper)] }
        let model = graph.storage(for: id.path + ".tabs") { TabModel() }
        model.flag = graph.changes
        model.owner = id.path
        let style = graph.environment.tabViewStyle
        let contentID = id.child("tabs")
        let marks = graph.passMarks()
        // The tabs never shown are resolved dormant: their traits (tag, tab
        // item, badge) without their views. The tab to show (as pages, with
        // its neighbours) is found among the last pass's tabs and built in
        // this resolution; only when the tabs are new (the first pass) or
        // changed is the content resolved again, the first one rewound.
        let pages = style != nil
        let chosenTag = selectedTag(model)
        if !model.lastTabs.isEmpty {
            let index = model.lastTabs.firstIndex { $0.tag == chosenTag } ?? 0
            model.built.formUnion(Self.builtRoots(of: model.lastTabs.map(\.root), chosen: index, pages: pages))
        }
        var tabs = resolveTabs(in: graph, at: contentID, style: style, built: model.built)
        let index = tabs.firstIndex { $0.tag == chosenTag } ?? 0
        let wanted = Self.builtRoots(of: tabs.map(\.root), chosen: index, pages: pages)
        if !wanted.isSubset(of: model.built) {
            model.built.formUnion(wanted)
            graph.rewind(to: marks)
            tabs = resolveTabs(in: graph, at: contentID, style: style, built: model.built)
        }
        // Tabs that are gone are forgotten (bounded by the tabs there are).
        model.built.formIntersection(tabs.map(\.root))
        model.lastTabs = tabs.map { ($0.tag, $0.root) }
        let binding = selection
        let chosen: AnyHashable = chosenTag ?? tabs.first?.tag ?? AnyHashable(0)
        let select: (AnyHashable) -> Void = { [weak model] tag in
            if let binding, let value = tag.base as? SelectionValue { binding.wrappedValue = value }
            model?.selected = tag
            model?.changed()
        }
        if let style {
            return PageContainer.resolve(tabs: tabs, index: index, select: select, dots: style, model: model, graph: graph, at: id)
        }
        let bar = TabBar(tabs: tabs.map { TabBarEntry(tag: $0.tag, label: $0.label, badge: $0.badge) },
                         chosen: chosen, select: select)
        let shown = tabs.isEmpty ? [] : [tabs[index].node]
        let screen = ZStack(alignment: .bottom) {
            ResolvedNodes(nodes: shown)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .padding(.bottom, TabBar.height)
            bar
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return graph.resolve(screen, at: id.child("bar"))
    }
}

extension TabView {
    /// The content's tabs, those not in `built` dormant: a tab never shown
    /// stands in the list by its traits and is laid out as nothing.
    private func resolveTabs(in graph: ViewGraph, at contentID: ViewID, style: PageTabViewStyle.IndexDisplayMode?,
                             built: Set<String>) -> [TabSpec] {
        let before = graph.navigationItems.count
        graph.dormantTabs.append(DormantTabs(prefix: contentID.path + "/", built: built))
        let nodes = graph.resolve(content, at: contentID) { environment in
            environment.tagsRows = true
            // Pages: a button lets a drag page, as in a scroll view.
            if style != nil { environment.isScrollContent = true }
        }
        graph.dormantTabs.removeLast()
        let items = graph.takeNavigationItems(since: before)
        return nodes.enumerated().map { index, node in
            let path = node.id.path
            let label: AnyView? = items.last { item in
                guard case .tabItem = item.kind else { return false }
                return path == item.path || path.hasPrefix(item.path + "/")
            }.flatMap { item in
                if case .tabItem(let label) = item.kind { return label }
                return nil
            }
            // A built tab's node lies at or under the root it was built at.
            let root = built.first { path == $0 || path.hasPrefix($0 + "/") } ?? path
            let badge = node.listRowTraits(inherited: ListRowTraits()).badge
            let tag = node.tag ?? AnyHashable(index)
            let shown = built.contains(root) ? node : ViewNode(id: node.id, kind: .wrapper)
            return TabSpec(tag: tag, node: shown, label: label, root: root, badge: badge)
        }
    }

    /// The chosen tab's value: the binding's, else the one chosen last; nil: the first tab.
    private func selectedTag(_ model: TabModel) -> AnyHashable? {
        selection.map { AnyHashable($0.wrappedValue) } ?? model.selected
    }

    /// The tabs to build (of the tabs' `roots`): the one shown; as pages, its
    /// neighbours too, which a drag brings in (SwiftUI's paged TabView is a
    /// paging collection view, siteline/swiftui-introspect#181, whose cells
    /// are made as they come near the visible bounds).
    static func builtRoots(of roots: [String], chosen: Int, pages: Bool) -> Set<String> {
        guard roots.indices.contains(chosen) else { return [] }
        let range = pages ? max(0, chosen - 1)...min(roots.count - 1, chosen + 1) : chosen...chosen
        return Set(range.map { roots[$0] })
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep the choice themselves.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A tab as resolved: its value, its view (an empty one while never
/// shown) and its bar item.
struct TabSpec {
    let tag: AnyHashable
    let node: ViewNode
    let label: AnyView?
    /// The path its views lie under: how it is known as built.
    let root: String
    /// Its `.badge`, for the bar.
    let badge: Text?
}

/// A `TabView`'s state: its choice when not bound, and a page drag.
final class TabModel {
    var selected: AnyHashable?
    /// How far the finger has moved the pages (points).
    var drag = 0.0
    /// The pages' width, from the last layout.
    var width = 0.0
    var flag: ChangeFlag?
    var owner: String?
    /// The root paths of the tabs built so far: a tab is made when first
    /// shown and kept (with its state) after.
    var built: Set<String> = []
    /// The tabs of the last pass, in order: their values and root paths.
    var lastTabs: [(tag: AnyHashable, root: String)] = []

    func changed() { flag?.mark(Transaction.current, view: owner) }

    /// Layout measured the pages `width` wide.
    func measured(width: Double) {
        guard width != self.width else { return }
        self.width = width
        changed()
    }
}

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {
    /// The page dots' mode, nil for the tab bar.
    var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { get }
}

/// The tab bar, as SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

/// Pages side by side, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// With more than one page.
        case automatic
        case always
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with their dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

    public var pageIndexDisplayMode: IndexDisplayMode? { indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with their dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

nonisolated extension View {
    /// How the `TabView`s inside show their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let mode = style.pageIndexDisplayMode
        return withEnvironment { $0.tabViewStyle = mode }
    }
}

extension ViewEnvironment {
    /// Set by `.tabViewStyle(_:)`: the page dots' mode for pages, nil for the tab bar.
    var tabViewStyle: PageTabViewStyle.IndexDisplayMode? {
        get { custom.value(for: ObjectIdentifier(PageTabViewStyle.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(PageTabViewStyle.self), presented: true) }
    }
}
