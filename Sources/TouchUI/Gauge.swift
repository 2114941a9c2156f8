import Scene

/// A value within a range, shown as a level, as SwiftUI's `Gauge`
/// (developer.apple.com/documentation/swiftui/gauge), drawn in the
/// environment's `GaugeStyle` (`.gaugeStyle(_:)`): on iOS `.automatic` is
/// `.linearCapacity`, a bar filled in the tint from the leading edge with
/// the label above it, the minimum and maximum labels at its ends and the
/// current value label under it. A value outside the range is shown
/// clamped to it; an empty or reversed range shows an empty gauge, logged once.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels
    @Environment(\.gaugeStyle) private var style

    /// A gauge of `value` within `bounds`, with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        if span > 0, span.isFinite, Double(value).isFinite {
            fraction = Swift.min(Swift.max((Double(value) - Double(bounds.lowerBound)) / span, 0), 1)
        } else {
            ViewWarnings.once("Gauge: value \(value) in \(bounds) cannot be shown (an empty range or a value that is not a number); showing it empty")
            fraction = 0
        }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    public var body: some View {
        func part<V: View>(_ view: V) -> AnyView? { V.self == EmptyView.self ? nil : AnyView(view) }
        return style.makeBody(GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: part(currentValueLabel).map(GaugeStyleConfiguration.CurrentValueLabel.init),
            minimumValueLabel: part(minimumValueLabel).map(GaugeStyleConfiguration.MinimumValueLabel.init),
            maximumValueLabel: part(maximumValueLabel).map(GaugeStyleConfiguration.MaximumValueLabel.init),
            markedValueLabels: part(markedValueLabels).map(GaugeStyleConfiguration.MarkedValueLabels.init)))
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` with a label, a current value label and bounds labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` with a label and a current value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` within `bounds` with a label, a current value label and marked values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

/// How gauges look, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The type of view a gauge is drawn as.
    associatedtype Body: View
    /// The properties of a gauge.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GaugeStyle` is given, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// What the gauge shows.
    public nonisolated struct Label: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The current value, as a view.
    public nonisolated struct CurrentValueLabel: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The lower bound, as a view.
    public nonisolated struct MinimumValueLabel: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The upper bound, as a view.
    public nonisolated struct MaximumValueLabel: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// Labels of marked values, as views.
    public nonisolated struct MarkedValueLabels: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// Where the value lies in the range, from 0 (the lower bound) to 1 (the upper).
    public var value: Double
    /// What the gauge shows.
    public var label: Label
    /// The current value label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum value label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum value label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked value labels, if the gauge has any.
    public var markedValueLabels: MarkedValueLabels?
}

nonisolated extension View {
    /// The style of the gauges in this view, as SwiftUI's `gaugeStyle(_:)`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<GaugeStyleConfiguration> {
        AnyStyle(DefaultGaugeStyle()) { AnyView($0.makeBody(configuration: $1)) }
    }
}

extension EnvironmentValues {
    /// The style of gauges here.
    var gaugeStyle: AnyStyle<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
