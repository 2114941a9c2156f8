import Scene

/// Tabs, as SwiftUI's `TabView`: its content's views are the tabs, each
/// standing for the value of its `.tag(_:)` (else its position) and shown
/// in the bar by its `.tabItem { … }`. Every tab keeps its state while
/// another is shown.
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
        let model = graph.storage(for: id.path + ".tabs") { TabModel() }
        model.flag = graph.changes
        model.owner = id.path
        let style = graph.environment.tabViewStyle
        let before = graph.navigationItems.count
        let nodes = graph.resolve(content, at: id.child("tabs")) { environment in
            environment.tagsRows = true
            // Pages: a button lets a drag page, as in a scroll view.
            if style != nil { environment.isScrollContent = true }
        }
        let items = graph.takeNavigationItems(since: before)
        let tabs: [TabSpec] = nodes.enumerated().map { index, node in
            let path = node.id.path
            let label: AnyView? = items.last { item in
                guard case .tabItem = item.kind else { return false }
                return path == item.path || path.hasPrefix(item.path + "/")
            }.flatMap { item in
                if case .tabItem(let label) = item.kind { return label }
                return nil
            }
            return TabSpec(tag: node.tag ?? AnyHashable(index), node: node, label: label)
        }
        let binding = selection
        let chosen: AnyHashable = binding.map { AnyHashable($0.wrappedValue) } ?? model.selected ?? tabs.first?.tag ?? AnyHashable(0)
        let select: (AnyHashable) -> Void = { [weak model] tag in
            if let binding, let value = tag.base as? SelectionValue { binding.wrappedValue = value }
            model?.selected = tag
            model?.changed()
        }
        let index = tabs.firstIndex { $0.tag == chosen } ?? 0
        if let style {
            return PageContainer.resolve(tabs: tabs, index: index, select: select, dots: style, model: model, graph: graph, at: id)
        }
        let bar = TabBar(tabs: tabs.map { TabBarEntry(tag: $0.tag, label: $0.label, badge: $0.node.listRowTraits(inherited: ListRowTraits()).badge) },
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

extension TabView where SelectionValue == Int {
    /// Tabs that keep the choice themselves.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A tab as resolved: its value, its view and its bar item.
struct TabSpec {
    let tag: AnyHashable
    let node: ViewNode
    let label: AnyView?
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
        set { custom.set(newValue, for: ObjectIdentifier(PageTabViewStyle.self)) }
    }
}
