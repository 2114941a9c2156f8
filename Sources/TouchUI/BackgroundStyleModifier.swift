import Scene

nonisolated extension View {
    /// Sets the style backgrounds in this view are drawn with, as SwiftUI's
    /// `backgroundStyle(_:)`
    /// (developer.apple.com/documentation/swiftui/view/backgroundstyle(_:)):
    /// `.background(in: Circle()).backgroundStyle(.blue.gradient)` fills the
    /// circle with the gradient; `.background` (`ShapeStyle.background`)
    /// resolves to it wherever it is used below.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        withEnvironment { $0.backgroundStyle = AnyShapeStyle(style) }
    }
}

extension EnvironmentValues {
    /// An optional style that overrides the default background style when
    /// set, as SwiftUI's `EnvironmentValues.backgroundStyle`.
    public var backgroundStyle: AnyShapeStyle? {
        get { base.backgroundStyle }
        set { base.backgroundStyle = newValue }
    }
}

/// The key under which `backgroundStyle` is kept.
private enum BackgroundStyleKey {}

extension ViewEnvironment {
    /// Set by `.backgroundStyle(_:)`.
    var backgroundStyle: AnyShapeStyle? {
        get { (custom.value(for: ObjectIdentifier(BackgroundStyleKey.self)) as AnyShapeStyle??) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(BackgroundStyleKey.self), presented: true) }
    }
}
