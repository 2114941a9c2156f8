import Scene

nonisolated extension View {
    /// A menu of actions a long press on this view opens, as SwiftUI's
    /// `contextMenu(menuItems:)`: held for half a second (SwiftUI's
    /// long-press default) without moving, the view opens `menuItems`'
    /// buttons in a card over the dimmed screen, as `Menu` does (a kiosk
    /// has no room for UIKit's menu anchored beside a lifted preview);
    /// choosing one runs it and closes the menu, as does a tap outside.
    /// A tap on the view still goes to its own controls; a drag still
    /// scrolls. The open card is `menu` in `--layout`.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, items: menuItems())
    }

    /// `contextMenu(menuItems:)` with a preview: a kiosk shows the menu
    /// without it (the view itself stays in sight behind the card).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuView(content: self, items: menuItems())
    }
}

/// A view with a context menu: a long press presents it.
private nonisolated struct ContextMenuView<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    @State private var isShown = false

    var body: some View {
        let shown = $isShown
        let items = self.items
        return content
            .highPriorityGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in shown.wrappedValue = true })
            .presentation(isPresented: shown, kind: .menu) { MenuCard(content: items) }
    }
}
