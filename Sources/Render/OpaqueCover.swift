import Geometry
import Motion
import Scene

/// The device pixels a layer's own fill is certain to paint fully opaque:
/// what is drawn before it there — the background, the layers under it, its
/// own shadow — can never show, so the renderer does not draw it. Under a
/// dragged, rotated card this is most of the frame's work (its shadow mask
/// alone is a transformed, bilinear-filtered composite of the whole card).
enum OpaqueCover {
    /// The whole pixels inside `layer`'s opaque fill when placed by `device`
    /// (layer points to pixels); empty when nothing is certainly opaque:
    /// translucent layers or fills, shapes other than (rounded) rectangles,
    /// layers turned in 3-D.
    static func pixels(of layer: PresentedLayer, device: AffineTransform2D) -> [PixelRect] {
        guard layer.opacity >= 1, layer.rotation3D.radians == 0, layer.filters.isEmpty, !layer.masksWithLastChild,
              case let .shape(.roundedRectangle(radius), fill?, _) = layer.content, isOpaque(fill) else { return [] }
        let w = layer.size.width, h = layer.size.height
        guard w > 0, h > 0 else { return [] }
        // A clipping layer's own fill is cut by its clip too: its corners, or the
        // circle it keeps (which a rounded rectangle around it holds whole).
        var rect = Rect(x: 0, y: 0, width: w, height: h), rounding = radius
        if layer.clipsToBounds {
            let clip = layer.clipArea
            if layer.clipsToCircle { (rect, rounding) = (clip.rect, clip.cornerRadius) } else { rounding = max(radius, clip.cornerRadius) }
        }
        let r = max(0, min(rounding, rect.width / 2, rect.height / 2))
        // A rounded rectangle holds the two rectangles that stop where its corners' arcs begin.
        let parts = r > 0
            ? [Rect(x: rect.minX + r, y: rect.minY, width: rect.width - 2 * r, height: rect.height),
               Rect(x: rect.minX, y: rect.minY + r, width: rect.width, height: rect.height - 2 * r)]
            : [rect]
        return parts.flatMap { part in
            insidePixels(of: [Point(x: part.minX, y: part.minY), Point(x: part.maxX, y: part.minY),
                              Point(x: part.maxX, y: part.maxY), Point(x: part.minX, y: part.maxY)].map { device.apply(to: $0) })
        }
    }

    static func isOpaque(_ fill: Fill) -> Bool {
        switch fill {
        case let .color(color): color.alpha >= 1
        case let .linearGradient(colors, _, _), let .radialGradient(colors, _, _, _): !colors.isEmpty && colors.allSatisfy { $0.alpha >= 1 }
        }
    }

    /// Whole pixels inside the convex quadrilateral `corners` (device pixels),
    /// as horizontal bands. In a band, the inside span is the narrowest of its
    /// top and bottom rows' spans: a convex outline's left edge is a convex
    /// function of y and its right edge a concave one. Bands are as tall as
    /// keeps the sides' stair steps near 2 pixels.
    static func insidePixels(of corners: [Point]) -> [PixelRect] {
        // Far-off or broken geometry covers nothing worth culling (and must not trap converting to Int).
        let limit = 1e7
        guard corners.count == 4, corners.allSatisfy({ abs($0.x) < limit && abs($0.y) < limit }) else { return [] }
        // Axis-aligned (a layer that is only moved or scaled, most of them): one rectangle, no edges to walk.
        if (corners[0].y == corners[1].y && corners[1].x == corners[2].x && corners[2].y == corners[3].y && corners[3].x == corners[0].x)
            || (corners[0].x == corners[1].x && corners[1].y == corners[2].y && corners[2].x == corners[3].x && corners[3].y == corners[0].y) {
            let x0 = Int(min(corners[0].x, corners[2].x).rounded(.up)), x1 = Int(max(corners[0].x, corners[2].x).rounded(.down))
            let y0 = Int(min(corners[0].y, corners[2].y).rounded(.up)), y1 = Int(max(corners[0].y, corners[2].y).rounded(.down))
            return x1 > x0 && y1 > y0 ? [PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)] : []
        }
        let top = Int(min(corners[0].y, corners[1].y, corners[2].y, corners[3].y).rounded(.up))
        let bottom = Int(max(corners[0].y, corners[1].y, corners[2].y, corners[3].y).rounded(.down))
        guard bottom > top else { return [] }
        // Run for the turned card every frame, where floating point is slow (software under
        // emulation): no arrays per call, and each band boundary's span is found once, its
        // band's bottom and the next band's top.
        let edges = ((corners[0], corners[1]), (corners[1], corners[2]), (corners[2], corners[3]), (corners[3], corners[0]))
        @inline(__always) func slope(_ edge: (Point, Point)) -> Double {
            let (a, b) = edge
            return a.y == b.y ? Double.infinity : abs((b.x - a.x) / (b.y - a.y))
        }
        // The sides are the two edges closest to vertical: the band follows the steeper one's steps.
        let slopes = (slope(edges.0), slope(edges.1), slope(edges.2), slope(edges.3))
        let second = secondSmallest(slopes.0, slopes.1, slopes.2, slopes.3)
        let band = second < 1e-9 ? bottom - top : max(4, min(64, Int(2 / second)))
        @inline(__always) func widen(_ span: inout (left: Double, right: Double), _ edge: (Point, Point), atY y: Double) {
            let (a, b) = edge
            guard min(a.y, b.y) <= y && y <= max(a.y, b.y) else { return }
            if a.y == b.y {
                span.left = min(span.left, a.x, b.x)
                span.right = max(span.right, a.x, b.x)
            } else {
                let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                span.left = min(span.left, x)
                span.right = max(span.right, x)
            }
        }
        @inline(__always) func span(atY y: Double) -> (left: Double, right: Double) {
            var span = (left: Double.infinity, right: -Double.infinity)
            widen(&span, edges.0, atY: y)
            widen(&span, edges.1, atY: y)
            widen(&span, edges.2, atY: y)
            widen(&span, edges.3, atY: y)
            return span
        }
        var rects: [PixelRect] = []
        rects.reserveCapacity((bottom - top) / band + 1)
        var y0 = top
        var upper = span(atY: Double(y0))
        while y0 < bottom {
            let y1 = min(y0 + band, bottom)
            let lower = span(atY: Double(y1))
            let left = max(upper.left, lower.left), right = min(upper.right, lower.right)
            if left < right, let x0 = Self.ceiling(left), let x1 = Self.floor(right), x1 > x0 {
                rects.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            }
            upper = lower
            y0 = y1
        }
        return rects
    }

    /// `x` rounded up, as an integer; nil unless |x| < 2^52. By converting,
    /// not by libm's `ceil`: a call per band edge, which under emulation cost
    /// more than the conversion.
    @inline(__always)
    private static func ceiling(_ x: Double) -> Int? {
        guard abs(x) < 0x1p52 else { return nil }
        let whole = Int(x)
        return Double(whole) < x ? whole + 1 : whole
    }

    /// `x` rounded down, as an integer; nil unless |x| < 2^52.
    @inline(__always)
    private static func floor(_ x: Double) -> Int? {
        guard abs(x) < 0x1p52 else { return nil }
        let whole = Int(x)
        return Double(whole) > x ? whole - 1 : whole
    }

    /// The second smallest of four (ties count twice).
    private static func secondSmallest(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let (low1, high1) = a <= b ? (a, b) : (b, a)
        let (low2, high2) = c <= d ? (c, d) : (d, c)
        return low1 <= low2 ? min(high1, low2) : min(high2, low1)
    }
}
