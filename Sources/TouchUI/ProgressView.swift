/// Progress towards completion, as SwiftUI's `ProgressView`: with a value,
/// iOS's 4 pt bar across the width offered, filled in the tint; without
/// one, iOS's activity indicator (eight grey spokes, 20 pt). The indicator
/// is drawn still: a spinning one would keep a kiosk from ever being at
/// rest (a frame every 16 ms, for as long as it shows).
public nonisolated struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label
    @Environment(\.tintColor) private var tint

    /// Progress `value` of `total` (nil: not known, the indicator), labelled.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        if let value, total > 0 {
            fraction = Swift.min(Swift.max(Double(value) / Double(total), 0), 1)
        } else {
            fraction = nil
        }
        self.label = label()
    }

    /// The activity indicator, labelled.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }

    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 8) {
                label
                GeometryReader { geometry in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2))
                        Capsule().fill(tint).frame(width: geometry.size.width * fraction)
                    }
                }
                .frame(height: 4)
            }
        } else {
            VStack(spacing: 8) {
                ActivityIndicator()
                label.foregroundColor(.secondary)
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// The activity indicator.
    public init() {
        self.init(label: { EmptyView() })
    }

    /// Progress `value` of `total` (nil: the activity indicator).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total, label: { EmptyView() })
    }
}

extension ProgressView where Label == Text {
    /// The activity indicator over `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(String(title)) })
    }

    /// `title` over the bar of progress `value` of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.init(value: value, total: total, label: { Text(String(title)) })
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
