import Scene

/// A box grouping views under an optional label, as SwiftUI's `GroupBox`
/// (developer.apple.com/documentation/swiftui/groupbox). iOS's look: the
/// label in `.headline` above the content, 8 pt apart, leading, padded
/// 16 pt on a rounded rectangle (8 pt corners) of the secondary system
/// background. `.groupBoxStyle(_:)` takes a style of one's own.
public nonisolated struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A box of `content` under `label` (SwiftUI's deprecated argument order).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: some View {
        style.makeBody(GroupBoxStyleConfiguration(label: .init(content: Label.self == EmptyView.self ? nil : AnyView(label)),
                                                  content: .init(content: AnyView(content))))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A box of `content` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(String(title)) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A box of a style's configuration, as SwiftUI's `GroupBox(_:)`: drawn in the automatic style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How group boxes look, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The type of view a group box is drawn as.
    associatedtype Body: View
    /// The properties of a group box.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The box drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` is given, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view (nothing for a box without one).
    public nonisolated struct Label: PrimitiveView, ResolvableView {
        let content: AnyView?
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { content.map { graph.resolve($0, at: id) } ?? [] }
    }

    /// The box's content, as a view.
    public nonisolated struct Content: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// iOS's group box, as SwiftUI's `.automatic`.
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            if configuration.label.content != nil {
                configuration.label.font(.headline)
            }
            configuration.content
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(GroupBoxMetrics.background))
    }
}

/// iOS's `secondarySystemBackground` (light appearance), a group box's fill.
enum GroupBoxMetrics {
    static let background = Color(red: 0.949, green: 0.949, blue: 0.969)
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// iOS's group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// The style of the group boxes in this view, as SwiftUI's `groupBoxStyle(_:)`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<GroupBoxStyleConfiguration> {
        AnyStyle(DefaultGroupBoxStyle()) { AnyView($0.makeBody(configuration: $1)) }
    }
}

extension EnvironmentValues {
    /// The style of group boxes here.
    var groupBoxStyle: AnyStyle<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}
