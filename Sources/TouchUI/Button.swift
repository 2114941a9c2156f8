import Scene

/// A control that performs an action when tapped, as SwiftUI's `Button`.
///
/// It follows the finger as iOS buttons do (`ButtonGesture`): pressed from
/// touch-down, cancelled by lifting after dragging more than 70 pt away,
/// and inside a `ScrollView` giving the drag to the scroll. Its look is the
/// environment's button style (`.buttonStyle(_:)`; `.automatic` by
/// default, a borderless label in the tint colour) and its label takes
/// touches over its whole frame. Under `.disabled(true)` it is dimmed and
/// takes no touches.
public nonisolated struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonStyle) private var style
    @Environment(\.isScrollContent) private var inScrollView
    @Environment(\.actionDismiss) private var actionDismiss
    @Environment(\.inAlert) private var inAlert
    @Environment(\.inListRow) private var inListRow
    @State private var isPressed = false

    /// A button whose label is a view of its own.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (`.destructive` draws it red, `.cancel` marks the
    /// dismissing action of an alert).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    @Environment(\.primitiveButtonStyle) private var primitiveStyle

    public var body: some View {
        if let primitiveStyle {
            let action = self.action
            let dismiss = actionDismiss
            // The style decides when to perform: no gesture of the button's own.
            primitiveStyle.makeBody(PrimitiveButtonStyleConfiguration(role: role, label: ButtonStyleConfiguration.Label(AnyView(label)), action: {
                action()
                dismiss?()
            }))
        } else {
            styledBody
        }
    }

    private var styledBody: some View {
        let enabled = isEnabled
        let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(AnyView(label)),
                                                     isPressed: isPressed && enabled, role: role)
        let pressed = $isPressed
        let action = self.action
        let dismiss = actionDismiss
        let perform = {
            action()
            // An alert's or dialog's button dismisses it after its action.
            dismiss?()
        }
        let bold = inAlert && role == .cancel
        let filling = inAlert
        // In a list row it is the whole row (iOS: the row is the button).
        let fillsRow = inListRow && !inAlert
        return style.makeBody(configuration)
            .withEnvironment { if bold { $0.fontWeight = .semibold } }
            // In an alert a button is its whole row (or half of it).
            .modifyingNodes { nodes in
                if fillsRow {
                    return nodes.map { ViewNode(id: $0.id.child("fill"), kind: .frame(FrameLayout(maxWidth: .infinity, minHeight: ListMetrics.rowHeight, alignment: .leading)), children: [$0]) }
                }
                guard filling else { return nodes }
                return nodes.map { ViewNode(id: $0.id.child("fill"), kind: .frame(FrameLayout(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)), children: [$0]) }
            }
            .contentShape(Rectangle())
            .gestureIf(enabled, ButtonGesture(inScrollView: inScrollView, onPressedChanged: { pressed.wrappedValue = $0 })
                .onEnded { perform() })
            // What a full swipe performs when the button is a row's first swipe action.
            .modifyingNodes { nodes in
                enabled ? nodes.changingFirst { $0.buttonAction = perform } : nodes.changingFirst { $0.isDisabledControl = true }
            }
    }
}

extension Button where Label == Text {
    /// A button labelled with `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(String(title)) }
    }

    /// A button labelled with `title`, with a role.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(String(title)) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or removes something: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels: in an alert, the bold action that dismisses it.
    public static let cancel = ButtonRole(name: "cancel")
}

extension EnvironmentValues {
    /// The button style of the buttons here (`.buttonStyle(_:)`).
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The primitive button style of the buttons here (`.buttonStyle(_:)` with a `PrimitiveButtonStyle`), if any.
    var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }

    /// In an alert's or dialog's actions.
    var inAlert: Bool { base.inAlert }

    /// The keys of the button styles: an alert's, dialog's or menu's actions
    /// are the system's rows (UIAlertController, UIMenu), not drawn in the
    /// presenter's `.buttonStyle`.
    static var buttonStyleKeys: [ObjectIdentifier] {
        [ObjectIdentifier(ButtonStyleKey.self), ObjectIdentifier(PrimitiveButtonStyleKey.self)]
    }

    /// A list row's own view (not in a stack in it).
    var inListRow: Bool { base.buttonFillsListRow }

    /// Inside a scroll view's content.
    var isScrollContent: Bool {
        get { base.isScrollContent }
        set { base.isScrollContent = newValue }
    }

    /// The tint controls are drawn in: `.tint(_:)`, else iOS's system blue.
    var tintColor: Color { base.tint.map(Color.init) ?? .blue }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyPrimitiveButtonStyle? { nil }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle(DefaultButtonStyle()) }
}
