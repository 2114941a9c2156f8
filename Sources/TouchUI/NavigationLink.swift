import Scene

/// A button that pushes a screen on the enclosing `NavigationStack`, as
/// SwiftUI's `NavigationLink`: a value (shown by the stack's
/// `navigationDestination(for:)` for its type) or a view. Drawn as a button
/// with its label in the tint colour; outside a stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let value: AnyHashable?
    let destination: Destination?
    @Environment(\.navigation) private var navigation

    public var body: some View {
        let model = navigation?.model
        let value = self.value
        let destination = self.destination
        return Button(action: {
            if let value {
                model?.push(value)
            } else if let destination {
                model?.push(view: AnyView(destination))
            }
        }) { label }
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
}

extension EnvironmentValues {
    /// The navigation stack the view is in.
    var navigation: NavigationContext? { base.navigation }
}
