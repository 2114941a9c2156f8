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
        guard layer.opacity >= 1, layer.rotation3D.radians == 0,
              case let .shape(.roundedRectangle(radius), fill?, _) = layer.content, isOpaque(fill) else { return [] }
        let w = layer.size.width, h = layer.size.height
        guard w > 0, h > 0 else { return [] }
        let r = max(0, min(radius, w / 2, h / 2))
        // A rounded rectangle holds the two rectangles that stop where its corners' arcs begin.
        let parts = r > 0
            ? [Rect(x: r, y: 0, width: w - 2 * r, height: h), Rect(x: 0, y: r, width: w, height: h - 2 * r)]
            : [Rect(x: 0, y: 0, width: w, height: h)]
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
        let top = Int(corners.reduce(limit) { min($0, $1.y) }.rounded(.up))
        let bottom = Int(corners.reduce(-limit) { max($0, $1.y) }.rounded(.down))
        guard bottom > top else { return [] }
        let edges = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        // The sides are the two edges closest to vertical.
        let slopes = edges.map { a, b in a.y == b.y ? Double.infinity : abs((b.x - a.x) / (b.y - a.y)) }.sorted()
        let band = slopes[1] < 1e-9 ? bottom - top : max(4, min(64, Int(2 / slopes[1])))
        func span(atY y: Double) -> (left: Double, right: Double) {
            var left = Double.infinity, right = -Double.infinity
            // Run for every band of every opaque layer each frame: no array per edge.
            for (a, b) in edges where min(a.y, b.y) <= y && y <= max(a.y, b.y) {
                if a.y == b.y {
                    left = min(left, a.x, b.x)
                    right = max(right, a.x, b.x)
                } else {
                    let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                    left = min(left, x)
                    right = max(right, x)
                }
            }
            return (left, right)
        }
        var rects: [PixelRect] = []
        var y0 = top
        while y0 < bottom {
            let y1 = min(y0 + band, bottom)
            let upper = span(atY: Double(y0)), lower = span(atY: Double(y1))
            let x0 = Int(max(upper.left, lower.left).rounded(.up))
            let x1 = Int(min(upper.right, lower.right).rounded(.down))
            if x1 > x0 { rects.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
            y0 = y1
        }
        return rects
    }
}
