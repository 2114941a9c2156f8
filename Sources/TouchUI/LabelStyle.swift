/// How labels look, as SwiftUI's `LabelStyle`
/// (developer.apple.com/documentation/swiftui/labelstyle): `makeBody` gets
/// the label's title and icon and arranges them. Set it for the labels in
/// a subtree with `.labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The type of view a label is drawn as.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// The label drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` is given, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    public nonisolated struct Title: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// A label's icon, as a view.
    public nonisolated struct Icon: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon
}

/// The icon beside the title (8 pt apart), as SwiftUI's `.titleAndIcon`.
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the icon, as SwiftUI's `.iconOnly`.
public nonisolated struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Only the title, as SwiftUI's `.titleOnly`.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The platform's default, as SwiftUI's `.automatic`: on iOS outside
/// toolbars and menus, the icon beside the title.
public nonisolated struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default: the icon beside the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon beside the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension View {
    /// The style of the labels in this view, as SwiftUI's `labelStyle(_:)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let erased = AnyStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
        return withEnvironment { $0.labelStyles.append(erased) }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label of a style's configuration, as SwiftUI's `Label(_:)`: drawn
    /// in the style that was in effect outside the style being made (so a
    /// style can add to the look around it).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

private enum LabelStylesKey {}

extension ViewEnvironment {
    /// The `.labelStyle(_:)`s in effect, innermost last: a label is drawn in
    /// the last, and what that style makes sees the ones before it.
    var labelStyles: [AnyStyle<LabelStyleConfiguration>] {
        get { custom.value(for: ObjectIdentifier(LabelStylesKey.self)) ?? [] }
        set { custom.set(newValue, for: ObjectIdentifier(LabelStylesKey.self), presented: true) }
    }
}

extension EnvironmentValues {
    /// The label styles in effect (`.labelStyle(_:)`), innermost last.
    var labelStyles: [AnyStyle<LabelStyleConfiguration>] { base.labelStyles }
}
