#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Scene

/// The projection of a layer turned about the vertical axis through its
/// `rotation3DAnchor`, seen by a camera at distance `max(width, height)`
/// (SwiftUI's default `perspective: 1`), in the layer's own coordinates.
///
/// A positive angle moves the trailing edge away from the viewer. Past 90°
/// the face turned towards the viewer is the back one (the scene already swapped
/// in the back face's children); it is drawn as its own face turned by
/// `angle − 180°`, so a card's back reads the right way round, as a real card's
/// back does, instead of mirrored. The layer's own content counts as two-sided.
struct Perspective {
    let sine: Double
    let cosine: Double
    let anchor: Point
    let distance: Double

    /// Nil when the layer shows its edge (nothing to see) or has no size.
    init?(_ layer: PresentedLayer) {
        var angle = atan2(sin(layer.rotation3D.radians), cos(layer.rotation3D.radians))
        guard abs(cos(angle)) > 1e-6, layer.size.width > 0, layer.size.height > 0 else { return nil }
        if cos(angle) < 0 { angle += angle > 0 ? -Double.pi : Double.pi }
        sine = sin(angle)
        cosine = cos(angle)
        anchor = Point(x: layer.size.width * layer.rotation3DAnchor.x, y: layer.size.height * layer.rotation3DAnchor.y)
        distance = max(layer.size.width, layer.size.height)
    }

    /// Magnification of the column at horizontal offset `dx` from the axis
    /// (kept finite for columns that would reach the camera).
    func magnification(atOffset dx: Double) -> Double {
        distance / max(distance + dx * sine, 0.05 * distance)
    }

    /// Where a point of the flat layer appears.
    func project(_ point: Point) -> Point {
        let dx = point.x - anchor.x
        let f = magnification(atOffset: dx)
        return Point(x: anchor.x + dx * cosine * f, y: anchor.y + (point.y - anchor.y) * f)
    }

    /// The flat layer's x that appears at projected x (the inverse of `project` along x).
    func sourceX(atProjected x: Double) -> Double {
        let offset = x - anchor.x
        let denominator = cosine * distance - offset * sine
        guard abs(denominator) > 1e-9 else { return anchor.x }
        return anchor.x + offset * distance / denominator
    }

    /// The box around `rect` projected (its corners bound it: columns scale monotonically).
    func box(of rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(project)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}
