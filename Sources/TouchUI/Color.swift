import Foundation
import Scene

/// Something a shape can be filled with or text drawn in, as SwiftUI's
/// `ShapeStyle`: a `Color` or a gradient.
public protocol ShapeStyle {
    /// How the renderer fills with it.
    var _fill: Fill { get }
}

/// A colour, as SwiftUI's `Color`: a view that fills the space it is
/// offered, and a style for shapes and text. The named colours are iOS's
/// light-mode system colours.
public nonisolated struct Color: PrimitiveView, ResolvableView, ShapeStyle, Hashable, Sendable {
    public var rgba: RGBAColor

    public init(_ rgba: RGBAColor) {
        self.rgba = rgba
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        rgba = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        rgba = RGBAColor(red: white, green: white, blue: white, alpha: opacity)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = rgba
        color.alpha *= opacity
        return Color(color)
    }

    public var _fill: Fill { .color(rgba) }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [ViewNode(id: id, kind: .drawing(.shape(.rectangle, fill: .color(rgba), stroke: nil, trim: nil)))]
    }

    public static let black = Color(.black)
    public static let white = Color(.white)
    public static let clear = Color(.clear)
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    public static let orange = Color(red: 1, green: 0.584, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
    public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
    public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333)
    public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    /// UIKit's `systemGray5` (light appearance), for `Color(.systemGray5)`.
    public static let systemGray5 = Color(red: 0.898, green: 0.898, blue: 0.918)
    public static let primary = Color(.black)
    public static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)
}

/// A linear gradient, as SwiftUI's `LinearGradient`: a view and a style.
public nonisolated struct LinearGradient: PrimitiveView, ResolvableView, ShapeStyle {
    let colors: [RGBAColor]
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.colors = colors.map(\.rgba)
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: gradient.colors, startPoint: startPoint, endPoint: endPoint)
    }

    public var _fill: Fill { .linearGradient(colors, start: startPoint, end: endPoint) }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [ViewNode(id: id, kind: .drawing(.shape(.rectangle, fill: _fill, stroke: nil, trim: nil)))]
    }
}

/// A radial gradient, as SwiftUI's `RadialGradient`: a view and a style.
public nonisolated struct RadialGradient: PrimitiveView, ResolvableView, ShapeStyle {
    let colors: [RGBAColor]
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.colors = colors.map(\.rgba)
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(colors: gradient.colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var _fill: Fill { .radialGradient(colors, center: center, startRadius: startRadius, endRadius: endRadius) }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [ViewNode(id: id, kind: .drawing(.shape(.rectangle, fill: _fill, stroke: nil, trim: nil)))]
    }
}

/// Colours for a gradient, as SwiftUI's `Gradient`.
public struct Gradient {
    public var colors: [Color]
    public init(colors: [Color]) { self.colors = colors }
}
