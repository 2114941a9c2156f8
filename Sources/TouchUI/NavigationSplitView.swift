import Foundation

/// Columns side by side, as SwiftUI's `NavigationSplitView` on an iPad in
/// landscape: a sidebar, an optional content column and the detail, each a
/// navigation stack of its own (its title and toolbar in its own bar),
/// separated by hairlines. Selection in the sidebar (a `List(selection:)`
/// bound to state) changes what the detail shows, as in SwiftUI.
///
/// `columnVisibility` chooses the columns shown (`.detailOnly`,
/// `.doubleColumn`, `.all`; `.automatic` shows them all, as iPad's
/// landscape does). A kiosk has no sidebar button: the visibility changes
/// through the binding. On a screen narrower than 700 points SwiftUI
/// collapses the columns into one stack; here the columns stay side by side.
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?

    /// Three columns: sidebar, content and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = nil
    }

    /// Three columns, showing those `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = columnVisibility
    }

    public var body: some View {
        SplitColumns(sidebar: sidebar, content: content, detail: detail, visibility: visibility?.wrappedValue ?? .automatic)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: sidebar and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        visibility = nil
    }

    /// Two columns, showing those `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        visibility = columnVisibility
    }
}

/// The columns laid out.
private nonisolated struct SplitColumns<Sidebar: View, Content: View, Detail: View>: PrimitiveView, ResolvableView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: NavigationSplitViewVisibility

    /// UISplitViewController's default widths on an iPad: the sidebar's and the supplementary column's.
    static var sidebarWidth: CGFloat { 320 }
    static var contentWidth: CGFloat { 320 }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let widths = graph.storage(for: id.path + "#columns") { SplitColumnWidths() }
        widths.flag = graph.changes
        widths.owner = graph.currentOwner
        let prominent = graph.environment.splitViewStyle == .prominentDetail
        let showsSidebar = visibility == .all || visibility == .automatic || (visibility == .doubleColumn && content == nil)
        let showsContent = content != nil && visibility != .detailOnly
        let hairline = Rectangle().fill(Color.black.opacity(0.2)).frame(width: 0.5)
        let sidebarColumn = NavigationStack { sidebar }
            .inSplitColumn { $0.splitColumn = (widths, 0) }
            .frame(width: widths.widths[0] ?? Self.sidebarWidth)
            .background(Color(red: 0.949, green: 0.949, blue: 0.969))
        let columns = HStack(spacing: 0) {
            if showsSidebar && !prominent {
                sidebarColumn
                hairline
            }
            if showsContent, let content {
                NavigationStack { content }
                    .inSplitColumn { $0.splitColumn = (widths, 1) }
                    .frame(width: widths.widths[1] ?? Self.contentWidth)
                hairline
            }
            NavigationStack { detail }
                .inSplitColumn { $0.splitColumn = (widths, 2) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        // `.prominentDetail`: the detail keeps the whole width and the sidebar slides over it.
        let view = columns.overlay(alignment: .leading) {
            if showsSidebar && prominent {
                HStack(spacing: 0) {
                    sidebarColumn
                    hairline
                }
                .shadow(color: Color.black.opacity(0.15), radius: 10)
            }
        }
        return graph.resolve(view, at: id.child("split"))
    }
}

/// The column widths set with `navigationSplitViewColumnWidth` (sidebar, content, detail).
final class SplitColumnWidths {
    var widths: [CGFloat?] = [nil, nil, nil]
    var flag: ChangeFlag?
    var owner: String?

    /// A column's content asked for `width`: the columns are laid out again with it.
    func set(_ width: CGFloat, column: Int) {
        guard widths.indices.contains(column), widths[column] != width else { return }
        widths[column] = width
        flag?.mark(Transaction(), view: owner)
    }
}

/// How a `NavigationSplitView` lays its columns out, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {
    /// Whether the detail keeps its width with the sidebar over it.
    var _prominentDetail: Bool { get }
}

/// The columns side by side, the detail narrower, as SwiftUI's `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _prominentDetail: Bool { false }
}

/// The detail at full width, the sidebar over it, as SwiftUI's `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _prominentDetail: Bool { true }
}

/// The platform's choice, as SwiftUI's `AutomaticNavigationSplitViewStyle`: balanced on an iPad in landscape.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _prominentDetail: Bool { false }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

/// The style as the environment holds it.
enum SplitViewStyleKind: Hashable {
    case balanced, prominentDetail
}

private enum SplitViewStyleKey {}
private enum SplitColumnKey {}

extension ViewEnvironment {
    var splitViewStyle: SplitViewStyleKind {
        get { custom.value(for: ObjectIdentifier(SplitViewStyleKey.self)) ?? .balanced }
        set { custom.set(newValue, for: ObjectIdentifier(SplitViewStyleKey.self)) }
    }

    /// The split view column being resolved, and its widths.
    var splitColumn: (widths: SplitColumnWidths, index: Int)? {
        get { custom.value(for: ObjectIdentifier(SplitColumnKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(SplitColumnKey.self)) }
    }
}

nonisolated extension View {
    /// How the `NavigationSplitView`s inside lay out their columns, as SwiftUI's `navigationSplitViewStyle(_:)`.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let kind: SplitViewStyleKind = style._prominentDetail ? .prominentDetail : .balanced
        return withEnvironment { $0.splitViewStyle = kind }
    }

    /// The width of the split view column this view is in, as SwiftUI's `navigationSplitViewColumnWidth(_:)`.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        SplitColumnWidthSetter(content: self, width: width)
    }

    /// The column's width: `ideal`, within `min` and `max`, as SwiftUI's
    /// `navigationSplitViewColumnWidth(min:ideal:max:)` (the kiosk does not resize columns, so the ideal is used).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        SplitColumnWidthSetter(content: self, width: Swift.min(Swift.max(ideal, min ?? ideal), max ?? ideal))
    }
}

/// Hands a column width up to the split view the view is in.
private nonisolated struct SplitColumnWidthSetter<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let width: CGFloat

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        if let column = graph.environment.splitColumn { column.widths.set(width, column: column.index) }
        return graph.resolve(content, at: id)
    }
}

nonisolated extension View {
    /// The view with its environment changed (internal; `withEnvironment` with a name that reads in a body).
    fileprivate func inSplitColumn(_ change: @escaping (inout ViewEnvironment) -> Void) -> some View {
        withEnvironment(change)
    }
}

/// Which columns a `NavigationSplitView` shows, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let raw: Int
    /// The platform's choice: all columns on an iPad in landscape.
    public static let automatic = NavigationSplitViewVisibility(raw: 0)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(raw: 1)
    /// The content and the detail (the sidebar and the detail with two columns).
    public static let doubleColumn = NavigationSplitViewVisibility(raw: 2)
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(raw: 3)
}
