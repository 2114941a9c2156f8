import Scene

/// A tab's item on the bar: its value and label.
struct TabBarEntry {
    let tag: AnyHashable
    let label: AnyView?
    /// `.badge(_:)` on the tab's view.
    var badge: Text? = nil
}

/// The iPadOS 17 tab bar: 50 pt along the bottom, its items centred, each
/// its icon over its title, the selected one in the tint colour and the
/// others grey; a tap selects.
nonisolated struct TabBar: View {
    let tabs: [TabBarEntry]
    let chosen: AnyHashable
    let select: (AnyHashable) -> Void
    @Environment(\.tintColor) private var tint

    /// UITabBar's height on iPadOS.
    static let height = 50.0
    /// iOS's unselected tab item grey.
    static let unselected = Color(red: 0.6, green: 0.6, blue: 0.6)

    var body: some View {
        let select = self.select
        return HStack(spacing: 0) {
            Spacer(minLength: 0)
            ForEach(Array(tabs.enumerated()), id: \.offset) { _, tab in
                TabBarItemLabel(label: tab.label ?? AnyView(EmptyView()), color: tab.tag == chosen ? tint : Self.unselected,
                                tag: tab.tag)
                    .overlay(alignment: .top) {
                        // UITabBarItem's badge: white on a red capsule at the icon's top trailing corner.
                        if let badge = tab.badge {
                            badge.font(.system(size: 13)).foregroundColor(.white)
                                .padding(.horizontal, 5)
                                .frame(minWidth: 18, minHeight: 18)
                                .background(Capsule().fill(Color.red))
                                .offset(x: 16, y: 2)
                                .allowsHitTesting(false)
                        }
                    }
                    .frame(width: 120, height: Self.height)
                    .contentShape(Rectangle())
                    .onTapGesture { select(tab.tag) }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(Color(white: 0.97))
        .overlay(alignment: .top) { Divider() }
    }
}

/// A tab item's label as the bar draws it: a `Label`'s icon over its title
/// (10 pt), named `tab.<title>`.
nonisolated struct TabBarItemLabel: PrimitiveView, ResolvableView {
    let label: AnyView
    let color: Color
    let tag: AnyHashable

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let nodes = graph.resolve(label.font(.system(size: 10, weight: .medium)).foregroundColor(color), at: id.child("label"))
        let title = nodes.lazy.compactMap(\.firstText).first ?? "\(tag.base)"
        var parts = nodes
        // A Label is its icon beside its title: the bar stacks them, the icon at 24 pt.
        if nodes.count == 1, case .stack = nodes[0].kind, nodes[0].children.count == 2 {
            let icon = graph.resolve(label.font(.system(size: 24)).foregroundColor(color), at: id.child("icon"))
            let iconPart = icon.count == 1 && icon[0].children.count == 2 ? icon[0].children[0] : nodes[0].children[0]
            parts = [iconPart, nodes[0].children[1]]
        }
        let item = VStack(spacing: 2) { ResolvedNodes(nodes: parts) }.accessibilityIdentifier("tab.\(title)")
        return graph.resolve(item, at: id.child("item"))
    }
}
