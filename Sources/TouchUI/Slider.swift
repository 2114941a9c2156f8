import Foundation

/// A control that picks a value from a range by dragging, as SwiftUI's
/// `Slider` in iOS's look: a 4 pt track across the width it is offered,
/// filled in the tint up to a 28 pt white thumb. A finger anywhere on it
/// moves the thumb to the finger and drags it from there (UISlider starts
/// only on the thumb; a kiosk's slider takes the whole bar); with `step`
/// the value snaps to the steps.
public nonisolated struct Slider<Label: View>: View {
    let read: () -> Double
    let write: (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let label: Label
    /// Drawn at the track's leading and trailing ends (`minimumValueLabel:` / `maximumValueLabel:`).
    var minimumValueLabel: AnyView?
    var maximumValueLabel: AnyView?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint

    /// The thumb's diameter, and the control's height.
    static var thumb: Double { 28 }

    /// A slider over `value` within `bounds`, labelled (the label is not
    /// drawn on iOS; it names the slider).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        step = nil
        self.onEditingChanged = onEditingChanged
        self.label = label()
    }

    /// A slider over `value` within `bounds` in steps of `step`, labelled.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step) > 0 ? Double(step) : nil
        self.onEditingChanged = onEditingChanged
        self.label = label()
    }

    /// A slider over `value` within `bounds` (in steps of `step`), labelled,
    /// with `minimumValueLabel` before the track and `maximumValueLabel`
    /// after it, as SwiftUI's
    /// `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    /// A slider over `value` within `bounds`, labelled, with value labels at
    /// the track's ends, as SwiftUI's
    /// `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    /// The track, with the value labels either side when it has them (UISlider's
    /// minimum and maximum value images sit at the track's ends).
    public var body: some View {
        if minimumValueLabel != nil || maximumValueLabel != nil {
            HStack(spacing: 8) {
                if let minimumValueLabel { minimumValueLabel }
                track
                if let maximumValueLabel { maximumValueLabel }
            }
        } else {
            track
        }
    }

    private var track: some View {
        let span = bounds.upperBound - bounds.lowerBound
        let value = Swift.min(Swift.max(read(), bounds.lowerBound), bounds.upperBound)
        let fraction = span > 0 ? (value - bounds.lowerBound) / span : 0
        let thumb = Self.thumb
        let fill = isEnabled ? tint : Color.gray
        return GeometryReader { geometry in
            let travel = Swift.max(0, geometry.size.width - thumb)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2)).frame(height: 4)
                Capsule().fill(fill).frame(width: thumb / 2 + travel * fraction, height: 4)
                Circle().fill(Color.white)
                    .frame(width: thumb, height: thumb)
                    .shadow(color: Color.black.opacity(0.2), radius: 3, x: 0, y: 2)
                    .offset(x: travel * fraction)
            }
            .frame(width: geometry.size.width, height: thumb)
            .contentShape(Rectangle())
            .gestureIf(isEnabled, DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    if drag.translation == .zero { onEditingChanged(true) }
                    write(self.value(atX: drag.location.x, travel: travel))
                }
                .onEnded { drag in
                    write(self.value(atX: drag.location.x, travel: travel))
                    onEditingChanged(false)
                })
            // iOS draws no label beside a slider; it is the slider's accessibility label, and
            // `--layout` lists the track by it, so an unnamed slider is found by its label's text.
            .modifyingNodes { [name = (label as? Text)?.plainString] nodes in
                guard let name, !name.isEmpty else { return nodes }
                return nodes.changingFirst { if $0.accessibilityLabel == nil { $0.accessibilityLabel = name } }
            }
        }
        .frame(height: thumb)
    }

    /// The value for the thumb's centre at `x` (local points), snapped to the step.
    func value(atX x: Double, travel: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = travel > 0 ? Swift.min(Swift.max((x - Self.thumb / 2) / travel, 0), 1) : 0
        var value = bounds.lowerBound + fraction * span
        if let step { value = Swift.min(bounds.lowerBound + (fraction * span / step).rounded() * step, bounds.upperBound) }
        return value
    }
}

extension Slider where Label == EmptyView {
    /// A slider over `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A slider over `value` within `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}
