import Foundation
import Scene

/// An outline built from lines, curves and arcs, as SwiftUI's `Path`; a
/// shape of its own (drawn where it is, whatever frame it is given).
public struct Path: Shape, ResolvableView {
    var elements: [PathElement] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public init(_ rect: Rect) {
        addRect(rect)
    }

    public init(roundedRect rect: Rect, cornerRadius: CGFloat) {
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            addRect(rect)
            return
        }
        move(to: Point(x: rect.minX + r, y: rect.minY))
        addArc(center: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: .degrees(-90), endAngle: .zero, clockwise: false)
        addArc(center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        addArc(center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        addArc(center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        closeSubpath()
    }

    public init(ellipseIn rect: Rect) {
        // Four cubic quarter arcs: an exact ellipse for any aspect ratio.
        let k = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Quadratic curves become the equivalent cubic ones.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        let start = currentPoint ?? point
        let c1 = Point(x: start.x + 2.0 / 3.0 * (control.x - start.x), y: start.y + 2.0 / 3.0 * (control.y - start.y))
        let c2 = Point(x: point.x + 2.0 / 3.0 * (control.x - point.x), y: point.y + 2.0 / 3.0 * (control.y - point.y))
        addCurve(to: point, control1: c1, control2: c2)
    }

    /// An arc; angles from the positive x axis, `clockwise` as on screen (y down)
    /// when false, as SwiftUI's flipped convention.
    public mutating func addArc(center: Point, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise))
    }

    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func closeSubpath() { elements.append(.close) }

    /// Where the last element ended.
    public var currentPoint: Point? {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p): return p
            case .curve(let p, _, _): return p
            case .arc(let c, let r, _, let end, _): return Point(x: c.x + r * cos(end.radians), y: c.y + r * sin(end.radians))
            case .close: continue
            }
        }
        return nil
    }

    public func path(in rect: Rect) -> Path { self }

    var scenePath: Scene.Path { Scene.Path(elements) }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}
