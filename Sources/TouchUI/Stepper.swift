import Scene

/// A control that steps a value up and down, as SwiftUI's `Stepper` in
/// iOS's look: the label, then UIStepper's 94×32 pair of − and + halves.
/// A half whose step would leave the range is disabled. Named with
/// `.accessibilityIdentifier("qty")`, its halves are `qty.decrement` and
/// `qty.increment`.
public nonisolated struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @ControlIdentifier private var identifier

    /// A stepper that calls `onIncrement` and `onDecrement` (nil: that half is disabled).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over `value` within `bounds`, `step` at a time. A value
    /// outside the bounds (the binding's owner set it so) is logged once
    /// and stepped back into them.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        let label = label()
        if !bounds.contains(current) {
            // Named by its label's text, as the log's reader sees the screen.
            let name = (label as? Text).map { " \"\($0.plainString)\"" } ?? ""
            ViewWarnings.once("Stepper\(name): value \(current) is outside its range \(bounds); stepping brings it back inside")
        }
        self.init(label: { label },
                  onIncrement: current < bounds.upperBound ? {
                      value.wrappedValue = Swift.min(Swift.max(value.wrappedValue.advanced(by: step), bounds.lowerBound), bounds.upperBound)
                  } : nil,
                  onDecrement: current > bounds.lowerBound ? {
                      value.wrappedValue = Swift.max(Swift.min(value.wrappedValue.advanced(by: -step), bounds.upperBound), bounds.lowerBound)
                  } : nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper over `value` with no bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                half(minus: true, action: onDecrement, part: "decrement")
                Rectangle().fill(Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.2)).frame(width: 1, height: 18)
                half(minus: false, action: onIncrement, part: "increment")
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)))
        }
        // Listed as a whole by its label's text, named or not (as an unnamed Button is), its halves after it.
        .modifyingNodes { $0.changingFirst { $0.isListedControl = true } }
    }

    private func half(minus: Bool, action: (() -> Void)?, part: String) -> some View {
        let label: String = minus ? "Decrement" : "Increment"
        return StepperHalfButton(plus: !minus, action: action, onEditingChanged: onEditingChanged)
            .disabled(action == nil)
            // UIStepper's buttons' labels: `--layout` lists an unnamed stepper's halves by them.
            .accessibilityLabel(label)
            .accessibilityIdentifier(ifAny: _identifier.part(part))
    }
}

extension Stepper where Label == Text {
    /// A stepper labelled `title` over `value` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(String(title)) }
    }

    /// A stepper labelled `title` over `value`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(String(title)) }
    }

    /// A stepper labelled `title` calling `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(String(title)) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }
}

/// A stepper half: 47×32, its glyph greyed when disabled, darkened while
/// pressed. It steps as UIStepper does with `autorepeat` (its default):
/// once as the finger comes down, then, held, again and again
/// (`StepperRepeatGesture`).
private nonisolated struct StepperHalfButton: View {
    let plus: Bool
    let action: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isScrollContent) private var inScrollView
    @State private var isPressed = false

    var body: some View {
        let pressed = $isPressed
        let action = self.action, editing = onEditingChanged
        return StepperGlyph(plus: plus)
            .foregroundColor(isEnabled ? Color.black : Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3))
            .frame(width: 47, height: 32)
            .background(isPressed && isEnabled ? Color.black.opacity(0.08) : Color.clear)
            .contentShape(Rectangle())
            .gestureIf(isEnabled && action != nil, StepperRepeatGesture(
                inScrollView: inScrollView,
                onPressedChanged: { pressed.wrappedValue = $0 },
                onEditingChanged: editing,
                step: { action?() }))
            // A disabled half is listed as taking no touches, as a disabled Button is.
            .modifyingNodes { [enabled = isEnabled && action != nil] nodes in
                enabled ? nodes : nodes.changingFirst { $0.isDisabledControl = true }
            }
    }
}

/// The − or + of a stepper half, drawn as bars so that it does not depend on a font's glyphs.
private nonisolated struct StepperGlyph: View {
    let plus: Bool

    var body: some View {
        ZStack {
            Rectangle().frame(width: 14, height: 2)
            if plus { Rectangle().frame(width: 2, height: 14) }
        }
        .frame(width: 14, height: 14)
    }
}
