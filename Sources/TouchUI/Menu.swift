import Scene

/// A button that presents a menu of actions, as SwiftUI's `Menu`
/// (developer.apple.com/documentation/swiftui/menu). Its label is drawn as
/// a borderless button in the tint; a tap opens its content's buttons in a
/// card over the screen (a kiosk has no room for UIKit's anchored menu, as
/// with the `.menu` picker); choosing one runs its action and closes the
/// menu, as does a tap outside the card.
///
/// Named with `.accessibilityIdentifier("more")`, its button is `more` in
/// `--layout` and the open card `menu`; the actions are named by their own
/// identifiers.
public nonisolated struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isShown = false

    /// A menu of `content`'s actions behind a button labelled `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction` and whose long press opens
    /// `content`'s actions, as SwiftUI's `init(content:label:primaryAction:)`
    /// ("the action to perform on primary interaction with the menu"; iOS
    /// opens the menu on a long press then, as UIKit's menu buttons do).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let shown = $isShown
        let content = self.content
        if let primaryAction {
            Button(action: primaryAction) { label }
                .highPriorityGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in shown.wrappedValue = true })
                .presentation(isPresented: shown, kind: .menu) { MenuCard(content: content) }
        } else {
            Button(action: { shown.wrappedValue = true }) { label }
                .presentation(isPresented: shown, kind: .menu) { MenuCard(content: content) }
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }

    /// A menu titled `title` whose tap runs `primaryAction` (a long press opens it).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(String(title)) }, primaryAction: primaryAction)
    }
}

/// A menu's actions, presented: one a row, 44 pt tall and 250 wide, divided
/// by hairlines, on a light rounded card. Each button fills its row
/// (`buttonFillsListRow`), and closes the menu after its action (the
/// presentation's `actionDismiss`).
nonisolated struct MenuCard<Content: View>: PrimitiveView, ResolvableView {
    let content: Content

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let items = graph.resolve(content, at: id.child("items")) { $0.buttonFillsListRow = true }
        let card = VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.offset) { offset, item in
                if offset > 0 { Divider() }
                ResolvedNodes(nodes: [item]).padding(.horizontal, 16)
            }
        }
        .frame(width: 250)
        .background(RoundedRectangle(cornerRadius: 13).fill(Color(white: 0.97)))
        return graph.resolve(card, at: id)
    }
}
