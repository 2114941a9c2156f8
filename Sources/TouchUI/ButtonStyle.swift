import Scene

/// How buttons look, as SwiftUI's `ButtonStyle`: `makeBody` draws the
/// label for the button's state (`configuration.isPressed`); the button
/// keeps the behaviour. Set it for the buttons in a subtree with
/// `.buttonStyle(_:)`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of view a button is drawn as.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public nonisolated struct Label: PrimitiveView, ResolvableView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
    }

    /// The label the button was made with.
    public let label: Label
    /// Whether a finger is pressing the button.
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?
}

nonisolated extension View {
    /// The style of the buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        // The innermost style wins: it replaces a primitive style set further out.
        withEnvironment { base in
            var values = EnvironmentValues(base)
            values.buttonStyle = AnyButtonStyle(style)
            values.primitiveButtonStyle = nil
            base = values.base
        }
    }
}

/// A button style of any type, compared by its value so that an unchanged
/// style keeps the subtree under it reusable.
struct AnyButtonStyle: Equatable {
    private let style: Any
    private let make: (ButtonStyleConfiguration) -> AnyView
    private let equals: (Any) -> Bool

    init<S: ButtonStyle>(_ style: S) {
        self.style = style
        make = { configuration in runAsMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) } }
        equals = { other in (other as? S).map { ViewInputs.equal(style, $0, hasDynamicProperties: false) } ?? false }
    }

    func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }

    static func == (a: AnyButtonStyle, b: AnyButtonStyle) -> Bool { a.equals(b.style) }
}

/// What a button's label is drawn in: the tint, red for a destructive role,
/// grey when disabled (iOS's `tertiaryLabel`-like grey).
private func labelColor(_ configuration: ButtonStyleConfiguration, enabled: Bool, tint: Color) -> Color {
    if !enabled { return Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3) }
    return configuration.role == .destructive ? .red : tint
}

/// How much a pressed label dims, as UIKit's system buttons dim their title when highlighted.
private let pressedOpacity = 0.2

/// The default style, as SwiftUI's `.automatic`: outside lists, iOS draws a
/// borderless button.
public nonisolated struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label in the tint colour, dimmed while pressed, as SwiftUI's `.borderless`.
public nonisolated struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledButtonLabel(configuration: configuration, kind: .borderless)
    }
}

/// The label as it is, dimmed while pressed, as SwiftUI's `.plain`.
public nonisolated struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledButtonLabel(configuration: configuration, kind: .plain)
    }
}

/// The label in the tint colour on a light tinted rounded rectangle, as
/// SwiftUI's `.bordered`: at the regular control size (iOS 17) 12 pt side
/// and 7 pt top and bottom padding around body text, corners of 8 pt;
/// `.controlSize(_:)` and `.buttonBorderShape(_:)` change them (`ControlMetrics`).
public nonisolated struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledButtonLabel(configuration: configuration, kind: .bordered)
    }
}

/// White label on a tint-filled rounded rectangle, as SwiftUI's `.borderedProminent`.
public nonisolated struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledButtonLabel(configuration: configuration, kind: .prominent)
    }
}

nonisolated extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default: a borderless button.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension ButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension ButtonStyle where Self == BorderedButtonStyle {
    /// A tinted rounded rectangle behind the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A tint-filled rounded rectangle behind a white label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The built-in styles' drawing: a view of its own so that it reads the
/// environment (enabled, tint) where the button is.
nonisolated struct StyledButtonLabel: View {
    enum Kind { case plain, borderless, bordered, prominent }

    let configuration: ButtonStyleConfiguration
    let kind: Kind
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        let color = labelColor(configuration, enabled: isEnabled, tint: tint)
        let dim = configuration.isPressed ? pressedOpacity : 1
        switch kind {
        case .plain:
            configuration.label.opacity(configuration.isPressed ? 0.4 : 1)
        case .borderless:
            configuration.label.foregroundColor(color).opacity(dim)
        case .bordered:
            bordered(configuration.label.foregroundColor(color), fill: isEnabled ? color.opacity(0.15) : Color.gray.opacity(0.12))
                .opacity(configuration.isPressed ? 0.5 : 1)
        case .prominent:
            bordered(configuration.label.foregroundColor(isEnabled ? .white : color), fill: isEnabled ? color : Color.gray.opacity(0.12))
                .opacity(configuration.isPressed ? 0.6 : 1)
        }
    }

    /// The label padded for the control size (`.controlSize`) on a
    /// background of the border shape (`.buttonBorderShape`); a circle is
    /// padded alike on all sides and at least as wide as the button is tall.
    private func bordered<L: View>(_ label: L, fill: Color) -> some View {
        let metrics = ControlMetrics(controlSize)
        let shape = borderShape.resolved(metrics)
        let isCircle = shape == .circle
        return label
            .withEnvironment { if let font = metrics.font, $0.font == .body { $0.font = font } }
            .padding(.horizontal, CGFloat(isCircle ? metrics.vertical : metrics.horizontal))
            .padding(.vertical, CGFloat(metrics.vertical))
            .frame(minWidth: isCircle ? CGFloat(metrics.height) : nil, minHeight: isCircle ? CGFloat(metrics.height) : nil)
            .background(shape.fill(fill))
    }
}

/// A button style that makes the button's interaction as well as its look,
/// as SwiftUI's `PrimitiveButtonStyle`
/// (developer.apple.com/documentation/swiftui/primitivebuttonstyle):
/// `makeBody` gets the label, the role and `trigger()`, which performs the
/// button's action, and decides when to call it (a tap, a long press, …);
/// the button adds no gesture of its own.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of view a button is drawn as.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button made for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` is given, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label the button was made with.
    public let label: Label
    let action: () -> Void

    /// Performs the button's action (and closes the alert or menu it is in).
    public func trigger() { action() }
}

nonisolated extension View {
    /// The style of the buttons in this view: one that makes their interaction too.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style))
    }
}

/// A primitive button style of any type, compared by its value.
struct AnyPrimitiveButtonStyle: Equatable {
    private let style: Any
    private let make: (PrimitiveButtonStyleConfiguration) -> AnyView
    private let equals: (Any) -> Bool

    init<S: PrimitiveButtonStyle>(_ style: S) {
        self.style = style
        make = { configuration in runAsMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) } }
        equals = { other in (other as? S).map { ViewInputs.equal(style, $0, hasDynamicProperties: false) } ?? false }
    }

    func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView { make(configuration) }

    static func == (a: AnyPrimitiveButtonStyle, b: AnyPrimitiveButtonStyle) -> Bool { a.equals(b.style) }
}
