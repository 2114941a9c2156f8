import Scene

/// How progress views look, as SwiftUI's `ProgressViewStyle`
/// (developer.apple.com/documentation/swiftui/progressviewstyle).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The type of view a progress view is drawn as.
    associatedtype Body: View
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` is given, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    public nonisolated struct Label: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The progress view's current value, as a view.
    public nonisolated struct CurrentValueLabel: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// How much of the task is done, from 0 to 1; nil when it is not known (indeterminate).
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// The platform's default, as SwiftUI's `.automatic`: on iOS `.linear`
/// when the progress is known, `.circular` (the activity indicator) when it is not.
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A horizontal bar, as SwiftUI's `.linear`: iOS's 4 pt bar filled in the
/// tint, the label above and the current value label under it in the
/// secondary style. Without a known value iOS has no bar to draw and shows
/// the activity indicator, as here.
public nonisolated struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if let fraction = configuration.fractionCompleted {
            ProgressBar(fraction: fraction, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A circular gauge, as SwiftUI's `.circular`. Apple: "In cases where no
/// determinate circular progress view style is available, circular progress
/// views use an indeterminate style" — on iOS that is the activity
/// indicator, with the label under it, whatever the value.
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivityIndicator()
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default: a bar when the progress is known, the activity indicator when not.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A circular gauge (on iOS the activity indicator).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// iOS's progress bar: the label, the 4 pt bar filled in the tint, the current value label.
nonisolated struct ProgressBar: View {
    let fraction: Double
    let label: ProgressViewStyleConfiguration.Label?
    let currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    @Environment(\.tintColor) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label }
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2))
                    Capsule().fill(tint).frame(width: geometry.size.width * fraction)
                }
            }
            .frame(height: 4)
            if let currentValueLabel { currentValueLabel.foregroundStyle(.secondary) }
        }
    }
}

nonisolated extension View {
    /// The style of the progress views in this view, as SwiftUI's `progressViewStyle(_:)`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ProgressViewStyleConfiguration> {
        AnyStyle(DefaultProgressViewStyle()) { AnyView($0.makeBody(configuration: $1)) }
    }
}

extension EnvironmentValues {
    /// The style of progress views here.
    var progressViewStyle: AnyStyle<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
