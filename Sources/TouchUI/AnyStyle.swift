/// A style of any type for views whose style protocol has a `Configuration`
/// (labels, toggles, gauges, group boxes, …), kept in the environment and
/// compared by its value so that an unchanged style keeps the subtree under
/// it reusable (as `AnyButtonStyle` does for buttons).
struct AnyStyle<Configuration>: Equatable {
    private let style: Any
    private let make: (Configuration) -> AnyView
    private let equals: (Any) -> Bool

    /// `make`: the style's `makeBody`, main-actor isolated as SwiftUI's styles are.
    init<S>(_ style: S, make: @escaping @MainActor (S, Configuration) -> AnyView) {
        self.style = style
        self.make = { configuration in runAsMainActor((style, configuration)) { make($0.0, $0.1) } }
        equals = { other in (other as? S).map { ViewInputs.equal(style, $0, hasDynamicProperties: false) } ?? false }
    }

    /// The style's view for `configuration`.
    func makeBody(_ configuration: Configuration) -> AnyView { make(configuration) }

    /// The style itself, when it is of type `S`.
    func style<S>(as type: S.Type) -> S? { style as? S }

    static func == (a: AnyStyle, b: AnyStyle) -> Bool { a.equals(b.style) }
}
