import Scene

/// Something a view hands up to the navigation container around it, as
/// SwiftUI's navigation preferences: collected in `ViewGraph.navigationItems`
/// while the tree resolves, taken out by the `NavigationStack` or `TabView`
/// whose content added it.
struct NavigationItem {
    /// The identity of the view that set it: a `TabView` matches tab items
    /// to its tabs by it.
    let path: String
    let kind: Kind

    enum Kind {
        case title(String)
        case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
        case backButtonHidden(Bool)
        /// `.toolbar { … }`: its items, sorted by placement when the bar is drawn.
        case toolbar(AnyView)
        /// `.navigationDestination(for:)`: the screen for a value of its type, nil for other values.
        case destination((AnyHashable) -> AnyView?)
        /// `.navigationDestination(isPresented:)` / `(item:)`: a screen pushed
        /// while `isPresented` holds (nil: not presented); `dismissed` is
        /// called when it is popped.
        case presented(view: AnyView?, dismissed: () -> Void)
        case tabItem(AnyView)
        /// `.toolbar(_:for:)`, `.toolbarBackground`, `.toolbarColorScheme` (ToolbarAppearance.swift).
        case barOptions((inout NavigationBarOptions) -> Void)
    }
}

/// A view that hands `kind` up once its content is resolved (so the
/// outermost of two titles is the last, the one a screen shows).
nonisolated struct NavigationItemView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let kind: NavigationItem.Kind

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let nodes = graph.resolve(content, at: id)
        var path = id.path
        if case .presented = kind {
            // Modifiers on one view share its identity: the second presented
            // destination declared on it (inner first) is told apart by its place.
            let before = graph.navigationItems.filter { item in
                guard case .presented = item.kind else { return false }
                return item.path == path || item.path.hasPrefix(path + "#")
            }.count
            if before > 0 { path += "#\(before)" }
        }
        graph.navigationItems.append(NavigationItem(path: path, kind: kind))
        return nodes
    }
}

/// The navigation bar's modes, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How a screen's title shows, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The previous screen's mode (large for the first screen).
        case automatic
        /// Centred in the bar.
        case inline
        /// Big and bold under the bar, at the leading edge.
        case large
    }
}

nonisolated extension View {
    /// The title of the screen this view is in, shown by the enclosing
    /// `NavigationStack`'s bar and by the back button of the screen pushed on it.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationItemView(content: self, kind: .title(String(title)))
    }

    /// The title of the screen this view is in, from a `Text`.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationItemView(content: self, kind: .title(title.plainString))
    }

    /// Whether the screen's title is large (under the bar) or inline (in it).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationItemView(content: self, kind: .titleDisplayMode(displayMode))
    }

    /// Hides the back button of the screen this view is in (and with it the
    /// edge swipe back, as on iPadOS).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationItemView(content: self, kind: .backButtonHidden(hidesBackButton))
    }

    /// The screen a `NavigationLink(value:)` pushes for a value of type `D`,
    /// as SwiftUI's `navigationDestination(for:destination:)`: declared on
    /// a screen of the stack, it serves links on that screen and the ones
    /// pushed after it.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                           @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationItemView(content: self, kind: .destination({ value in
            (value.base as? D).map { AnyView(destination($0)) }
        }))
    }

    /// A screen pushed on the enclosing stack while `isPresented` is true, as
    /// SwiftUI's `navigationDestination(isPresented:destination:)`: setting it
    /// true pushes `destination`, false pops it, and popping it (the back
    /// button, the edge swipe, `dismiss`) sets it false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let shown = isPresented.wrappedValue ? AnyView(destination()) : nil
        return NavigationItemView(content: self, kind: .presented(view: shown, dismissed: { isPresented.wrappedValue = false }))
    }

    /// A screen for `item` pushed while it is not nil, as SwiftUI's
    /// `navigationDestination(item:destination:)` (iOS 17): popping it sets
    /// the item to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                           @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let shown = item.wrappedValue.map { AnyView(destination($0)) }
        return NavigationItemView(content: self, kind: .presented(view: shown, dismissed: { item.wrappedValue = nil }))
    }

    /// Items for the navigation bar (or the bottom bar) of the screen this
    /// view is in: `ToolbarItem`s and `ToolbarItemGroup`s, placed by their
    /// `placement`.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        NavigationItemView(content: self, kind: .toolbar(AnyView(content())))
    }

    /// The tab's item in an enclosing `TabView`'s bar: a `Label` (icon over
    /// title on the bar), a `Text` or an `Image`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        NavigationItemView(content: self, kind: .tabItem(AnyView(label())))
    }
}

extension ViewGraph {
    /// Takes out the navigation items added since `count`.
    func takeNavigationItems(since count: Int) -> ArraySlice<NavigationItem> {
        guard navigationItems.count > count else { return [] }
        let taken = navigationItems[count...]
        navigationItems.removeSubrange(count...)
        return taken
    }
}
