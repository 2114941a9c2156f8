import Scene

/// A button that pushes a screen on the enclosing `NavigationStack`, as
/// SwiftUI's `NavigationLink`: a value (shown by the stack's
/// `navigationDestination(for:)` for its type) or a view. Drawn as a button
/// with its label in the tint colour; in a `List` or `Form` row, as iOS
/// draws a link cell: the label in the primary colour with a grey chevron at
/// the trailing edge, the row greyed while pressed. Outside a stack it does nothing.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let value: AnyHashable?
    let destination: Destination?
    @Environment(\.navigation) private var navigation
    @Environment(\.inListRow) private var inListRow
    @Environment(\.buttonStyle) private var buttonStyle

    public var body: some View {
        let model = navigation?.model
        let value = self.value
        let destination = self.destination
        let push = {
            if let value {
                model?.push(value)
            } else if let destination {
                model?.push(view: AnyView(destination))
            }
        }
        if inListRow {
            let row = Button(action: push) {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(Color(.tertiaryLabel))
                }
            }
            // A style the app chose applies; the default one is the cell's look.
            if buttonStyle == AnyButtonStyle(DefaultButtonStyle()) {
                row.buttonStyle(NavigationRowButtonStyle())
            } else {
                row
            }
        } else {
            Button(action: push) { label }
        }
    }
}

/// A link row's look: the label in the primary colour on the row, grey while pressed.
nonisolated struct NavigationRowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.primary)
            .background(configuration.isPressed ? Color(.systemGray4) : Color.clear)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (nothing when nil).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
        destination = nil
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(String(title)) }
    }
}

extension NavigationLink {
    /// A link that pushes a screen showing `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        value = nil
        self.destination = destination()
    }

    /// A link that pushes `destination` (the older form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes a screen showing `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(String(title)) }
    }

    /// A link titled `title` that pushes `destination`, as SwiftUI's
    /// `init(_:destination:)` taking the view itself (the form iOS 13–15
    /// code writes, `NavigationLink("Settings", destination: SettingsView())`).
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }) { Text(String(title)) }
    }
}

extension EnvironmentValues {
    /// The navigation stack the view is in.
    var navigation: NavigationContext? { base.navigation }
}
