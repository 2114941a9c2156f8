import Scene

/// How toggles look and behave, as SwiftUI's `ToggleStyle`
/// (developer.apple.com/documentation/swiftui/togglestyle): `makeBody` gets
/// the label and the `isOn` binding and makes the control, gestures and all
/// (a custom style flips `configuration.isOn` itself, from a `Button` or a
/// tap). Set it for the toggles in a subtree with `.toggleStyle(_:)`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The type of view a toggle is drawn as.
    associatedtype Body: View
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle made for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is given, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// A toggle's label, as a view.
    public nonisolated struct Label: PrimitiveView, ResolvableView {
        let content: AnyView
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The label the toggle was made with.
    public let label: Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (never, for a toggle of one binding).
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// iOS's switch, as SwiftUI's `.switch` (and `.automatic` on iOS): the
/// label, then a 51×31 switch whose knob slides across.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() { tint = nil }

    /// A switch whose on colour is `tint` (SwiftUI's deprecated form of `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration, styleTint: tint)
    }
}

/// The platform's default, as SwiftUI's `.automatic`: a switch on iOS.
public nonisolated struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration, styleTint: nil)
    }
}

/// A button that stays pressed while on, as SwiftUI's `.button`
/// (developer.apple.com/documentation/swiftui/togglestyle/button): "the
/// button indicates the on state by filling in the background with its
/// tint color" — off it is drawn as a `.bordered` button, on as a
/// `.borderedProminent` one (control size and border shape apply); a tap
/// flips it.
public nonisolated struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
            .buttonStyle(ToggleButtonLook(isOn: isOn.wrappedValue))
    }
}

/// A toggle button's look: bordered while off, prominent while on.
private nonisolated struct ToggleButtonLook: ButtonStyle {
    let isOn: Bool
    func makeBody(configuration: Configuration) -> some View {
        StyledButtonLabel(configuration: configuration, kind: isOn ? .prominent : .bordered)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension View {
    /// The style of the toggles in this view, as SwiftUI's `toggleStyle(_:)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}

/// The switch: the label, then the track; on a kiosk the whole row is the
/// touch target (a tap anywhere on it flips the switch, where iPadOS takes
/// only the switch itself): rows are large and fingers imprecise.
nonisolated struct SwitchToggle: View {
    let configuration: ToggleStyleConfiguration
    let styleTint: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isScrollContent) private var inScrollView
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.toggleTint) private var tint

    var body: some View {
        let isOn = configuration.$isOn
        return HStack {
            if !labelsHidden {
                configuration.label
                Spacer()
            }
            SwitchTrack(isOn: isOn.wrappedValue, onColor: styleTint ?? tint ?? Color.green, enabled: isEnabled)
        }
        .contentShape(Rectangle())
        .gestureIf(isEnabled, ButtonGesture(inScrollView: inScrollView, onPressedChanged: { _ in })
            .onEnded { isOn.wrappedValue.toggle() })
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ToggleStyleConfiguration> {
        AnyStyle(DefaultToggleStyle()) { AnyView($0.makeBody(configuration: $1)) }
    }
}

extension EnvironmentValues {
    /// The toggle style of the toggles here (`.toggleStyle(_:)`).
    var toggleStyle: AnyStyle<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
