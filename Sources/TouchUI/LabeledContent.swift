import Foundation
import Scene

/// A value with a label, as SwiftUI's `LabeledContent`
/// (developer.apple.com/documentation/swiftui/labeledcontent): iOS's look,
/// in a `Form` row and elsewhere, is the label leading and the value
/// trailing in the secondary colour, as a settings row shows a value. A
/// label of several texts is a title with subtitles under it (the later
/// texts in grey `.subheadline`), as SwiftUI's documentation describes.
/// `.labeledContentStyle(_:)` takes a style of one's own.
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labeledContentStyle) private var style

    /// Labelled content: `content` is the value, `label` what it is.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        style.makeBody(LabeledContentStyleConfiguration(label: .init(content: AnyView(LabelTitles(label: label))),
                                                        content: .init(content: AnyView(content))))
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// `content` labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(String(title)) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The string `value` labelled `titleKey`, as SwiftUI's `init(_:value:)`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(String(value)) }, label: { Text(titleKey) })
    }

    /// The string `value` labelled `title`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
    }

    /// `value` formatted by `format` (in the environment's locale, as
    /// `Text(_:format:)`), labelled `titleKey`: SwiftUI's `init(_:value:format:)`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// `value` formatted by `format`, labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(String(title)) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labelled content of a style's configuration, as SwiftUI's
    /// `LabeledContent(_:)`: drawn in the automatic style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How labelled content looks, as SwiftUI's `LabeledContentStyle`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The type of view labelled content is drawn as.
    associatedtype Body: View
    /// The properties of labelled content.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The view drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` is given, as SwiftUI's `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public nonisolated struct Label: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The value, as a view.
    public nonisolated struct Content: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// What the content is.
    public let label: Label
    /// The value.
    public let content: Content
}

/// The default style, as SwiftUI's `.automatic`: the label leading, the
/// value trailing in the secondary colour, 16 pt apart at least.
public nonisolated struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 16) {
            configuration.label
            Spacer(minLength: 0)
            configuration.content
                .foregroundColor(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default: label leading, value trailing in grey.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

nonisolated extension View {
    /// The style of the labelled content in this view, as SwiftUI's `labeledContentStyle(_:)`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<LabeledContentStyleConfiguration> {
        AnyStyle(AutomaticLabeledContentStyle()) { AnyView($0.makeBody(configuration: $1)) }
    }
}

extension EnvironmentValues {
    /// The style of labelled content here.
    var labeledContentStyle: AnyStyle<LabeledContentStyleConfiguration> {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

/// A label of one view as it is; of several, the first as the title and
/// the others under it as subtitles in grey `.subheadline`.
nonisolated struct LabelTitles<Label: View>: PrimitiveView, ResolvableView {
    let label: Label

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let nodes = graph.resolve(label, at: id.child("title"))
        guard nodes.count > 1 else { return nodes }
        // Resolved again in the subtitles' style; its first view is left out.
        let subtitles = graph.resolve(label, at: id.child("subtitle")) { environment in
            environment.font = .subheadline
            environment.foreground = .color(Color.secondary.rgba)
        }
        let stack = VStack(alignment: .leading, spacing: 2) {
            ResolvedNodes(nodes: [nodes[0]])
            ResolvedNodes(nodes: Array(subtitles.dropFirst()))
        }
        return graph.resolve(stack, at: id)
    }
}
