import Scene

/// A switch between on and off, as SwiftUI's `Toggle`, drawn by the
/// environment's `ToggleStyle`: by default iOS's switch style, the label,
/// then a 51×31 switch whose knob slides across (green when on, or the
/// tint). On a kiosk the whole row is the touch target (a tap anywhere on
/// it flips the switch, where iPadOS takes only the switch itself): rows
/// are large and fingers imprecise. `.toggleStyle(.button)` makes it a
/// button that stays pressed while on.
public nonisolated struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle with a label of its own.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Made by the environment's toggle style (`.toggleStyle(_:)`; the switch by default).
    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(String(title)) }
    }
}

extension Toggle where Label == TouchUI.Label<Text, Image> {
    /// A toggle labelled `titleKey` beside the symbol `systemImage`, as
    /// SwiftUI's `Toggle(_:systemImage:isOn:)` (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TouchUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A toggle labelled `title` beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TouchUI.Label(String(title), systemImage: systemImage) }
    }
}

/// iOS's switch: a capsule track and a white knob that slides with the value.
nonisolated struct SwitchTrack: View {
    let isOn: Bool
    let onColor: Color
    let enabled: Bool

    /// UISwitch's size and knob.
    static let size = Size(width: 51, height: 31)
    static let knob = 27.0

    var body: some View {
        let travel = (Self.size.width - Self.size.height) / 2
        return ZStack {
            Capsule().fill(isOn ? onColor : Color(red: 0.914, green: 0.914, blue: 0.922))
            Circle().fill(Color.white)
                .frame(width: Self.knob, height: Self.knob)
                .shadow(color: Color.black.opacity(0.15), radius: 2, x: 0, y: 2)
                .offset(x: isOn ? travel : -travel)
                .animation(.easeInOut(duration: 0.25), value: isOn)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .opacity(enabled ? 1 : 0.5)
    }
}

nonisolated extension View {
    /// Hides the labels of the controls inside (a `Toggle` shows only its switch).
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

extension EnvironmentValues {
    /// `.labelsHidden()`.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// A toggle's on colour: the tint when one is set.
    var toggleTint: Color? { base.tint.map(Color.init) }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}
