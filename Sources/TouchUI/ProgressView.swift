/// Progress towards completion, as SwiftUI's `ProgressView`
/// (developer.apple.com/documentation/swiftui/progressview), drawn in the
/// environment's `ProgressViewStyle` (`.progressViewStyle(_:)`): on iOS
/// `.automatic` is `.linear` with a value — iOS's 4 pt bar across the width
/// offered, filled in the tint, the label above it and the current value
/// label under it — and `.circular` without one, iOS's activity indicator
/// (eight grey spokes, 20 pt) over its label. The indicator is drawn still:
/// a spinning one would keep a kiosk from ever being at rest (a frame every
/// 16 ms, for as long as it shows).
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    @Environment(\.progressViewStyle) private var style

    /// Progress `value` of `total` (nil: not known, the indicator), labelled, with its current value shown.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        if let value, total > 0, value.isFinite, total.isFinite {
            fraction = Swift.min(Swift.max(Double(value) / Double(total), 0), 1)
        } else {
            fraction = nil
        }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public var body: some View {
        func part<V: View>(_ view: V) -> AnyView? { V.self == EmptyView.self ? nil : AnyView(view) }
        return style.makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: part(label).map(ProgressViewStyleConfiguration.Label.init),
            currentValueLabel: part(currentValueLabel).map(ProgressViewStyleConfiguration.CurrentValueLabel.init)))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Progress `value` of `total` (nil: not known, the indicator), labelled.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// The activity indicator, labelled.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The activity indicator.
    public init() {
        self.init(label: { EmptyView() })
    }

    /// Progress `value` of `total` (nil: the activity indicator).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// The activity indicator over `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(String(title)) })
    }

    /// `title` over the bar of progress `value` of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(String(title)) })
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view drawn from a style's configuration, as SwiftUI's
    /// `init(_:)` for a custom style that restyles the one it wraps.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label ?? ProgressViewStyleConfiguration.Label(content: AnyView(EmptyView()))
        currentValueLabel = configuration.currentValueLabel
            ?? ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView(EmptyView()))
    }
}

/// iOS's activity indicator at rest: eight spokes fading round the circle.
nonisolated struct ActivityIndicator: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { spoke in
                // Each spoke in a frame the indicator's size, turned about its centre.
                Capsule().fill(Color.gray.opacity(1 - Double(spoke) * 0.1))
                    .frame(width: 3, height: 6)
                    .offset(y: -6.5)
                    .frame(width: 20, height: 20)
                    .rotationEffect(.degrees(Double(spoke) * 45))
            }
        }
        .frame(width: 20, height: 20)
    }
}
