import CCairo
import Geometry
import Motion
import Scene

/// A layer's clip (its rounded bounds, or a circle in them), held back from cairo until
/// something drawn inside may actually reach past it.
///
/// Why: under a turned card every fill clipped by a path costs cairo a
/// polygon intersection (and a text mask a rendered clip mask), once per
/// enclosing clip. Most of a card's content (its text, the figure in its
/// picture) lies well inside the card's corners, where the clip cuts
/// nothing. Measured on the swipe deck's drag frame, clipping nothing saved
/// 16 % of the frame natively; this clips only what may be cut.
///
/// The pixels: what a clip could cut is still clipped, so nothing shows
/// outside a clip. Where the clip cuts nothing, leaving it out skips a
/// rounding step of cairo's (the path intersected with the clip's polygon,
/// a mask multiplied by the clip's): a few pixels along a shape's or a
/// glyph's edge come out a little apart (`HeldBackClipTests`, over every
/// app's tour: at most 30 pixels a frame, by at most 9 levels, on a turned
/// card's hair; most frames of most apps identical). Whether a
/// clip is held back depends on the scene alone, so a frame stays the same
/// whatever came before it.
struct PendingClip {
    /// The clipping layer's points to target pixels, and back.
    let device: AffineTransform2D
    let inverse: AffineTransform2D
    /// The clip's rectangle in the clipping layer's points.
    let rect: Rect
    /// The corner radius as drawn (clamped as `ShapePath.roundedRectangle` clamps it).
    let radius: Double
    /// One target pixel in the clipping layer's points, and a half more: what
    /// antialiasing may reach past a box.
    let margin: Double

    /// The clip of `layer` (`PresentedLayer.clipArea`), placed by `device`.
    init?(of layer: PresentedLayer, device: AffineTransform2D) {
        guard let inverse = device.inverted else { return nil }
        let area = layer.clipArea
        self.device = device
        self.inverse = inverse
        rect = area.rect
        radius = max(0, min(area.cornerRadius, rect.width / 2, rect.height / 2))
        margin = 1.5 / abs(device.a * device.d - device.b * device.c).squareRoot()
    }

    /// Whether `box` (points of a layer placed by `placed`, to target pixels)
    /// may reach outside the clip: false only when it lies, with a pixel to
    /// spare, inside one of the two rectangles a rounded rectangle holds
    /// clear of its corners. NaN or infinite geometry counts as reaching out.
    func mayCut(_ box: Rect, placedBy placed: AffineTransform2D) -> Bool {
        let local = placed.concatenating(inverse).boundingBox(of: box)
        let m = margin, r = radius, x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        let insideTall = local.minX >= x0 + r + m && local.maxX <= x1 - r - m && local.minY >= y0 + m && local.maxY <= y1 - m
        let insideWide = local.minX >= x0 + m && local.maxX <= x1 - m && local.minY >= y0 + r + m && local.maxY <= y1 - r - m
        return !(insideTall || insideWide)
    }

    /// Intersects cairo's clip with this one (the caller saves and restores).
    func apply(to target: DrawTarget) {
        target.setMatrix(device)
        ShapePath.roundedRectangle(rect, radius: radius, cr: target.cr)
        cairo_clip(target.cr)
    }
}
