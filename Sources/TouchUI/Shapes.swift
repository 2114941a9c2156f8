import Foundation
import Scene

/// A 2-D shape, as SwiftUI's `Shape`: a view that fills the space it is
/// offered with its path, in the foreground style unless `.fill` or
/// `.stroke` says otherwise. A shape with `animatableData` (seed 004's
/// countdown ring) is redrawn at every step of an animation that changes it.
public protocol Shape: PrimitiveView, Animatable {
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
    public func fill<Style: ShapeStyle>(_ style: Style) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: style._fill, stroke: nil)
    }

    /// Outlines the shape with `style`.
    public func stroke<Style: ShapeStyle>(_ style: Style, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: StrokeSpec(style: style._fill, lineWidth: lineWidth))
    }

    /// Outlines the shape in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: StrokeSpec(style: nil, lineWidth: lineWidth))
    }

    /// The part of the outline from `from` to `to` (fractions of its length),
    /// as SwiftUI's `trim(from:to:)`. Drawn exactly for a stroked `Circle`
    /// (a progress ring, starting at 3 o'clock and running clockwise, as in
    /// SwiftUI); other shapes are drawn whole.
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, range: min(start, end)...max(start, end))
    }
}

/// An outline request; `style` nil means the foreground colour.
struct StrokeSpec {
    var style: Fill?
    var lineWidth: Double
}

/// A shape with its fill or stroke chosen.
public struct _ShapeView<S: Shape>: PrimitiveView, ResolvableView {
    let shape: S
    let fill: Fill?
    let stroke: StrokeSpec?

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let foreground = graph.environment.foregroundColor
        let resolvedStroke = stroke.map { spec -> Stroke in
            switch spec.style {
            case .color(let color)?: Stroke(color, lineWidth: spec.lineWidth)
            case .linearGradient(let colors, _, _)?, .radialGradient(let colors, _, _, _)?:
                Stroke(colors.first ?? foreground, lineWidth: spec.lineWidth)
            case nil: Stroke(foreground, lineWidth: spec.lineWidth)
            }
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
        _ShapeView(shape: self, fill: graph.environment.foreground, stroke: nil).resolve(in: graph, at: id)
    }
}

/// Resolves a bare shape: filled with the foreground style.
extension ResolvableView where Self: Shape {
    func resolveFilled(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        _ShapeView(shape: self, fill: graph.environment.foreground, stroke: nil).resolve(in: graph, at: id)
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
public struct RoundedRectangle: Shape, BuiltInShape, ResolvableView {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
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
    public init() {}
    var kind: ShapeKind { .capsule }
    public func path(in rect: Rect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}
