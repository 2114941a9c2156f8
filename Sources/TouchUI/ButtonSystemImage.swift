extension Button where Label == TouchUI.Label<Text, Image> {
    /// A button labelled with `titleKey` beside the symbol `systemImage`, as
    /// SwiftUI's `Button(_:systemImage:action:)` (iOS 17): the label is a
    /// `Label`, so `.labelStyle(.iconOnly)` shows only the symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TouchUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A button labelled with `title` beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TouchUI.Label(String(title), systemImage: systemImage) }
    }

    /// A button with a role labelled with `titleKey` beside the symbol
    /// `systemImage`, as SwiftUI's `Button(_:systemImage:role:action:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TouchUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A button with a role labelled with `title` beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TouchUI.Label(String(title), systemImage: systemImage) }
    }
}
