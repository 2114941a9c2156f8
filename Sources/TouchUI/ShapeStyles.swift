import Foundation
import Scene

// SwiftUI's shape styles that are not colours or gradients, and the static
// members that let a style be written `.white`, `.secondary`, `.tint` or
// `.regularMaterial` wherever a `ShapeStyle` is expected
// (https://developer.apple.com/documentation/swiftui/shapestyle).

/// A style whose fill depends on where it is used: the foreground or tint
/// of the environment it is resolved in.
protocol EnvironmentResolvedStyle {
    func fill(in environment: ViewEnvironment) -> Fill
}

extension ShapeStyle {
    /// The fill this style draws with in `environment`.
    func resolvedFill(in environment: ViewEnvironment) -> Fill {
        (self as? EnvironmentResolvedStyle)?.fill(in: environment) ?? _fill
    }
}

/// The levels of the foreground style, as SwiftUI's `HierarchicalShapeStyle`:
/// `.primary` is the foreground itself; `.secondary`, `.tertiary` and
/// `.quaternary` are the foreground at lower opacity. Over the default
/// foreground they are UIKit's label colours (`secondaryLabel` is #3C3C43 at
/// 60 %, `tertiaryLabel` at 30 %, `quaternaryLabel` at 18 %, light
/// appearance); over another colour, that colour at the same opacities.
/// Under `foregroundStyle(_:_:)` a level takes the style given for it.
public struct HierarchicalShapeStyle: ShapeStyle, EnvironmentResolvedStyle, Hashable, Sendable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    private static let labelOpacities = [1, 0.6, 0.3, 0.18]
    private static let secondaryLabelBase = RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 1)

    public var _fill: Fill { fill(over: .color(.black), levels: []) }

    func fill(in environment: ViewEnvironment) -> Fill {
        fill(over: environment.foreground, levels: environment.hierarchicalStyles)
    }

    private func fill(over foreground: Fill, levels: [Fill]) -> Fill {
        if level < levels.count { return levels[level] }
        guard level > 0 else { return foreground }
        let opacity = Self.labelOpacities[min(level, 3)]
        guard case .color(let base) = foreground else {
            return foreground.multiplyingOpacity(by: opacity)
        }
        if base == .black {  // the default foreground: UIKit's label colours
            var label = Self.secondaryLabelBase
            label.alpha = opacity
            return .color(label)
        }
        var color = base
        color.alpha *= opacity
        return .color(color)
    }
}

/// The tint of the controls where the style is used (`.tint(_:)`, else the
/// system blue), as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, EnvironmentResolvedStyle, Sendable {
    public init() {}
    public var _fill: Fill { .color(ViewEnvironment.systemBlue) }
    func fill(in environment: ViewEnvironment) -> Fill { .color(environment.tint ?? ViewEnvironment.systemBlue) }
}

/// The foreground style where the style is used, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, EnvironmentResolvedStyle, Sendable {
    public init() {}
    public var _fill: Fill { .color(.black) }
    func fill(in environment: ViewEnvironment) -> Fill { environment.foreground }
}

/// The background of a window, as SwiftUI's `BackgroundStyle`: white, as
/// iOS's `systemBackground` in the light appearance, or the style
/// `.backgroundStyle(_:)` set above where it is used.
public struct BackgroundStyle: ShapeStyle, EnvironmentResolvedStyle, Sendable {
    public init() {}
    public var _fill: Fill { .color(.white) }
    func fill(in environment: ViewEnvironment) -> Fill {
        guard let style = environment.backgroundStyle else { return _fill }
        var outer = environment
        outer.backgroundStyle = nil  // `.backgroundStyle(.background)` means the window's white, not itself
        return style.resolvedFill(in: outer)
    }
}

/// A translucent layer, as SwiftUI's `Material`. Touchdeck draws a material
/// as a translucent light fill without blurring what lies behind it: cairo
/// has no backdrop blur, and blurring the screen under a bar on every frame
/// would cost a kiosk its frame time. The fills approach iOS's light
/// materials over a white screen; over pictures they are flatter.
public struct Material: ShapeStyle, Hashable, Sendable {
    let white: Double
    let opacity: Double

    public static let ultraThinMaterial = Material(white: 0.97, opacity: 0.45)
    public static let thinMaterial = Material(white: 0.97, opacity: 0.6)
    public static let regularMaterial = Material(white: 0.96, opacity: 0.75)
    public static let thickMaterial = Material(white: 0.95, opacity: 0.88)
    public static let ultraThickMaterial = Material(white: 0.94, opacity: 0.95)
    /// The material of bars (navigation, tab and tool bars).
    public static let bar = Material(white: 0.976, opacity: 0.94)

    public var _fill: Fill { .color(RGBAColor(red: white, green: white, blue: white, alpha: opacity)) }
}

/// Any style, its type erased, as SwiftUI's `AnyShapeStyle`: for a style
/// chosen at run time (`isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`).
public struct AnyShapeStyle: ShapeStyle, EnvironmentResolvedStyle {
    private let style: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) { self.style = style }

    public var _fill: Fill { style._fill }
    func fill(in environment: ViewEnvironment) -> Fill { style.resolvedFill(in: environment) }
}

/// A gradient made from one colour, as SwiftUI's `AnyGradient`
/// (`Color.blue.gradient`): the colour lightened at the top to the colour at
/// the bottom.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let color: RGBAColor

    public var _fill: Fill {
        let lighter = RGBAColor(red: color.red + (1 - color.red) * 0.2, green: color.green + (1 - color.green) * 0.2,
                                blue: color.blue + (1 - color.blue) * 0.2, alpha: color.alpha)
        return .linearGradient([lighter, color], start: .top, end: .bottom)
    }
}

extension Color {
    /// The colour as a gentle top-to-bottom gradient, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(color: rgba) }
}

extension Fill {
    /// The fill with every colour's opacity multiplied by `opacity`.
    func multiplyingOpacity(by opacity: Double) -> Fill {
        func faded(_ color: RGBAColor) -> RGBAColor { var c = color; c.alpha *= opacity; return c }
        switch self {
        case .color(let color): return .color(faded(color))
        case let .linearGradient(colors, start, end): return .linearGradient(colors.map(faded), start: start, end: end)
        case let .radialGradient(colors, center, startRadius, endRadius):
            return .radialGradient(colors.map(faded), center: center, startRadius: startRadius, endRadius: endRadius)
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
