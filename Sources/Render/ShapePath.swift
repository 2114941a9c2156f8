import CCairo
import Geometry
import Scene

/// Cairo paths for the scene's shapes, in the layer's own coordinates.
enum ShapePath {
    /// Appends the outline of `shape` in a layer of `size` to the current path.
    static func add(_ shape: Shape, size: Size, progress: Double, to cr: OpaquePointer) {
        switch shape {
        case let .roundedRectangle(cornerRadius):
            roundedRectangle(Rect(origin: .zero, size: size), radius: cornerRadius, cr: cr)
        case .ellipse:
            guard size.width > 0, size.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, size.width / 2, size.height / 2)
            cairo_scale(cr, size.width / 2, size.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        case let .ring(lineWidth):
            guard let arc = ringArc(size: size, lineWidth: lineWidth, progress: progress) else { return }
            cairo_new_sub_path(cr)
            cairo_arc(cr, arc.center.x, arc.center.y, arc.radius, arc.start, arc.end)
        case let .path(path):
            add(path, to: cr)
        }
    }

    /// The ring's centre line: inscribed in the bounds, from 12 o'clock
    /// clockwise over `progress` of a turn; nil when nothing shows.
    static func ringArc(size: Size, lineWidth: Double, progress: Double)
        -> (center: Point, radius: Double, start: Double, end: Double)? {
        let sweep = min(max(progress, 0), 1)
        let radius = min(size.width, size.height) / 2 - lineWidth / 2
        guard sweep > 0, radius > 0, lineWidth > 0 else { return nil }
        let start = -Double.pi / 2
        return (Point(x: size.width / 2, y: size.height / 2), radius, start, start + 2 * .pi * sweep)
    }

    static func roundedRectangle(_ rect: Rect, radius: Double, cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -half, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, half, 2 * half)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    static func add(_ path: Path, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case let .move(to):
                cairo_move_to(cr, to.x, to.y)
            case let .line(to):
                cairo_line_to(cr, to.x, to.y)
            case let .curve(to, control1, control2):
                cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            case let .arc(center, radius, startAngle, endAngle, clockwise):
                // y points down, so cairo's increasing angles already turn clockwise on screen.
                if clockwise {
                    cairo_arc(cr, center.x, center.y, radius, startAngle.radians, endAngle.radians)
                } else {
                    cairo_arc_negative(cr, center.x, center.y, radius, startAngle.radians, endAngle.radians)
                }
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// A box holding every point, control point and arc circle of `path`.
    static func bounds(of path: Path) -> Rect {
        var box = Rect.zero
        func include(_ rect: Rect) { box = box.width <= 0 && box.height <= 0 && box.origin == .zero ? rect : box.merged(with: rect) }
        for element in path.elements {
            switch element {
            case let .move(to), let .line(to):
                include(Rect(origin: to, size: Size(width: 0.001, height: 0.001)))
            case let .curve(to, control1, control2):
                for point in [to, control1, control2] { include(Rect(origin: point, size: Size(width: 0.001, height: 0.001))) }
            case let .arc(center, radius, _, _, _):
                include(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            case .close:
                break
            }
        }
        return box
    }
}
