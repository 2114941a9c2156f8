import CCairo
import Geometry
import Motion

/// Where a layer tree is being drawn: a cairo context plus the map from
/// screen points to its pixels (the screen itself, or a layer's own surface).
struct DrawTarget {
    let cr: OpaquePointer
    /// Screen points to target pixels.
    let base: AffineTransform2D
    /// Pixels per point: what cached looks and shadow masks are rendered at.
    let scale: Double
    /// Device-pixel boxes outside which nothing needs drawing; nil draws everything.
    let visible: [PixelRect]?
    /// The screen itself, where a layer moves from frame to frame (not a look's surface).
    var isScreen = false

    /// A layer transform (layer points to screen points) as a map to target pixels.
    func device(_ transform: AffineTransform2D) -> AffineTransform2D {
        transform.concatenating(base)
    }

    /// The same target with everything drawn moved by (`x`, `y`) pixels.
    func shifted(x: Double, y: Double) -> DrawTarget {
        DrawTarget(cr: cr, base: base.concatenating(AffineTransform2D(translationX: x, y: y)), scale: scale, visible: visible,
                   isScreen: isScreen)
    }

    /// Makes `transform` (layer points to target pixels) cairo's current matrix.
    func setMatrix(_ transform: AffineTransform2D) {
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        cairo_set_matrix(cr, &matrix)
    }

    /// Whether anything inside `box` (target pixels) needs drawing.
    func needsDrawing(_ box: PixelRect) -> Bool {
        guard let visible else { return true }
        return visible.contains { $0.intersects(box) }
    }

    /// The pixel box around `rect` (layer points) placed by `transform` (to screen points).
    func pixelBox(of rect: Rect, transform: AffineTransform2D) -> PixelRect {
        let box = device(transform).boundingBox(of: rect)
        return PixelRect(covering: box.minX, box.minY, box.maxX, box.maxY)
    }
}

extension AffineTransform2D {
    /// Whether it only translates (its linear part is exactly `scale` times the identity).
    func isTranslation(scale: Double) -> Bool {
        a == scale && d == scale && b == 0 && c == 0
    }
}
