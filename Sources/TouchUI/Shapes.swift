import Foundation
import Scene

/// A 2-D shape, as SwiftUI's `Shape`: a view that fills the space it is
/// offered with its path, in the foreground style unless `.fill` or
/// `.stroke` says otherwise. A shape with `animatableData` (seed 004's
/// countdown ring) is redrawn at every step of an animation that changes it.
nonisolated public protocol Shape: PrimitiveView, Animatable {
    /// The outline for a frame of `rect`.
    func path(in rect: Rect) -> Path
}

/// The shapes the renderer draws natively (exact arcs, no path).
protocol BuiltInShape {
    var kind: ShapeKind { get }
}

extension Shape {
    var shapeKind: ShapeKind {
        if let builtIn = self as? BuiltInShape { return builtIn.kind }
        return .path { rect in self.path(in: rect).scenePath }
    }

    /// Fills the shape with `style`.
    public func fill<Style: ShapeStyle>(_ style: Style = .foreground, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: style, stroke: nil)
    }

    /// Outlines the shape with `style`.
    public func stroke<Style: ShapeStyle>(_ style: Style, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: StrokeSpec(style: style, strokeStyle: StrokeStyle(lineWidth: lineWidth)))
    }

    /// Outlines the shape with `style`, its line as `strokeStyle` says (dashes, caps, joins).
    public func stroke<Style: ShapeStyle>(_ style: Style, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: StrokeSpec(style: style, strokeStyle: strokeStyle))
    }

    /// Outlines the shape in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: StrokeSpec(style: nil, strokeStyle: StrokeStyle(lineWidth: lineWidth)))
    }

    /// Outlines the shape in the foreground style, its line as `style` says.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: StrokeSpec(style: nil, strokeStyle: style))
    }

    /// The part of the outline from `from` to `to` (fractions of its length),
    /// as SwiftUI's `trim(from:to:)`. Drawn exactly for a stroked `Circle`
    /// (a progress ring, starting at 3 o'clock and running clockwise, as in
    /// SwiftUI); other shapes are drawn whole.
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, range: min(start, end)...max(start, end))
    }
}

/// An outline request; `style` nil means the foreground style.
struct StrokeSpec {
    var style: (any ShapeStyle)?
    var strokeStyle: StrokeStyle
}

/// A shape with its fill or stroke chosen.
public nonisolated struct _ShapeView<S: Shape>: PrimitiveView, ResolvableView {
    let shape: S
    let fill: (any ShapeStyle)?
    let stroke: StrokeSpec?

    init(shape: S, fill: (any ShapeStyle)?, stroke: StrokeSpec?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }

    /// A shape filled with a fill already resolved (the foreground where it is drawn).
    init(shape: S, fill: Fill) {
        self.init(shape: shape, fill: _ResolvedStyle(fill: fill), stroke: nil)
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let environment = graph.environment
        let fill = self.fill?.resolvedFill(in: environment)
        let resolvedStroke = stroke.map { spec -> Stroke in
            let color: RGBAColor
            switch spec.style?.resolvedFill(in: environment) ?? environment.foreground {
            case .color(let solid): color = solid
            case .linearGradient(let colors, _, _), .radialGradient(let colors, _, _, _):
                color = colors.first ?? environment.foregroundColor
            }
            return spec.strokeStyle.stroke(color)
        }
        let trim = (shape as? TrimmedShapeMarker)?.trimRange
        // A shape whose outline animates draws the interpolated one.
        let drawn = S.AnimatableData.self == EmptyAnimatableData.self ? shape : graph.animating(shape, key: id.path + ".shape")
        return [ViewNode(id: id, kind: .drawing(.shape(drawn.shapeKind, fill: fill, stroke: resolvedStroke, trim: trim)))]
    }
}

/// Lets `_ShapeView` find a trim inside the shape it wraps.
protocol TrimmedShapeMarker {
    var trimRange: ClosedRange<Double> { get }
}

/// A shape trimmed to part of its outline.
public struct _TrimmedShape<S: Shape>: Shape, ResolvableView, BuiltInShape, TrimmedShapeMarker {
    let shape: S
    let range: ClosedRange<Double>

    var trimRange: ClosedRange<Double> { range }
    var kind: ShapeKind { shape.shapeKind }

    public func path(in rect: Rect) -> Path { shape.path(in: rect) }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        _ShapeView(shape: self, fill: graph.environment.foreground).resolve(in: graph, at: id)
    }
}

/// Resolves a bare shape: filled with the foreground style.
extension ResolvableView where Self: Shape {
    func resolveFilled(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        _ShapeView(shape: self, fill: graph.environment.foreground).resolve(in: graph, at: id)
    }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape, BuiltInShape, ResolvableView {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public func path(in rect: Rect) -> Path { Path(rect) }
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}

/// A rectangle with rounded corners.
/// Touchdeck draws `.continuous` corners as circular arcs (cairo has no
/// squircle); at kiosk sizes the two differ by under a point.
public struct RoundedRectangle: Shape, BuiltInShape, ResolvableView {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    /// Corners of `cornerSize`; Touchdeck rounds with the smaller of its two radii.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }
    var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
    public func path(in rect: Rect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}

/// The largest circle that fits its frame, centred.
public struct Circle: Shape, BuiltInShape, ResolvableView {
    public init() {}
    var kind: ShapeKind { .circle }
    public func path(in rect: Rect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(ellipseIn: Rect(x: rect.midX - r, y: rect.midY - r, width: 2 * r, height: 2 * r))
    }
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}

/// The ellipse inscribed in its frame.
public struct Ellipse: Shape, BuiltInShape, ResolvableView {
    public init() {}
    var kind: ShapeKind { .ellipse }
    public func path(in rect: Rect) -> Path { Path(ellipseIn: rect) }
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape, BuiltInShape, ResolvableView {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    var kind: ShapeKind { .capsule }
    public func path(in rect: Rect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}
