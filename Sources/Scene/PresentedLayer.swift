import Geometry
import Motion

/// A layer as it is to be drawn at one instant: every animation and
/// transition applied, its transform to screen coordinates resolved.
public struct PresentedLayer: Sendable {
    public var id: LayerID
    /// Layer coordinates (origin at its top-left corner) to screen points.
    public var transform: AffineTransform2D
    public var size: Size
    /// Opacity including every ancestor's.
    public var opacity: Double
    public var content: LayerContent
    /// The presented `Layer.progress`: the 0…1 quantity the content shows.
    public var progress: Double
    /// Rotation about the vertical axis, drawn with perspective by the renderer.
    public var rotation3D: Angle
    public var rotation3DAnchor: UnitPoint
    public var shadow: Shadow?
    public var clipsToBounds: Bool
    public var clipCornerRadius: Double
    /// `Layer.clipsToCircle`: the clip is the circle centred in the bounds.
    public var clipsToCircle = false
    /// Children in drawing order (ascending zIndex, then layout order).
    public var children: [PresentedLayer]
    /// `Layer.cached`: the renderer may keep the layer's look (its content,
    /// shadow and subtree drawn flat into a surface of its own).
    public var cached: Bool
    /// The look hash: a hash of what the layer and its subtree look like, apart from
    /// their own placement, so a renderer knows when a cached surface is still good.
    public var lookHash: Int
    /// Hashes the layer's own content, shadow, clip and caching only (no
    /// children, progress, size or placement); kept by the scene, so
    /// comparing frames does not hash every layer's content again.
    public var ownLookHash: Int
    public var allowsHitTesting: Bool
    /// Takes touches over its whole frame in content hit testing.
    public var hitTestsFrame: Bool = false
    /// `Layer.confinesHitTesting`.
    public var confinesHitTesting = false
    /// `Layer.filters`.
    public var filters: [LayerFilter] = []
    /// `Layer.masksWithLastChild`.
    public var masksWithLastChild = false
    /// The layer's transform and opacity relative to its parent's: what
    /// moving a kept subtree under a parent that moved recomputes from.
    var localTransform = AffineTransform2D.identity
    var localOpacity = 1.0

    /// Where a clipping layer clips, in its own points: a rectangle and its
    /// corners' radius (the bounds, or a circle's square centred in them).
    public var clipArea: (rect: Rect, cornerRadius: Double) {
        guard clipsToCircle else { return (Rect(origin: .zero, size: size), clipCornerRadius) }
        let side = max(0, min(size.width, size.height))
        return (Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side), side / 2)
    }

    /// The layer's bounds in screen points, transformed (an axis-aligned box around them).
    public var screenBounds: Rect { transform.boundingBox(of: Rect(origin: .zero, size: size)) }

    /// Whether only a translation places it (cached surfaces can be copied as they are).
    public var isTranslationOnly: Bool {
        transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1 && rotation3D.radians == 0
    }

    /// Screen area the layer and its subtree may touch, shadows included.
    public var drawnBounds: Rect {
        var bounds = screenBounds
        if let shadow {
            let grow = shadow.radius * 2 + 2
            let moved = bounds.offsetBy(Size(width: shadow.x, height: shadow.y))
            bounds = bounds.merged(with: Rect(x: moved.minX - grow, y: moved.minY - grow, width: moved.width + 2 * grow, height: moved.height + 2 * grow))
        }
        if !clipsToBounds {
            for child in children { bounds = bounds.merged(with: child.drawnBounds) }
        }
        // A blur spreads the drawing by about three standard deviations.
        let reach = filters.reduce(0) { max($0, $1.reach) }
        if reach > 0 { bounds = Rect(x: bounds.minX - reach, y: bounds.minY - reach, width: bounds.width + 2 * reach, height: bounds.height + 2 * reach) }
        return bounds
    }
}

extension PresentedLayer {
    /// The same subtree under a parent now at `parentTransform` and
    /// `parentOpacity`: each transform and opacity recomputed from the local
    /// ones exactly as a fresh presentation computes them (same operations in
    /// the same order, so the result is bit for bit the same).
    func moved(parentTransform: AffineTransform2D, parentOpacity: Double) -> PresentedLayer {
        var layer = self
        layer.transform = localTransform.concatenating(parentTransform)
        layer.opacity = parentOpacity * localOpacity
        if !children.isEmpty {
            let transform = layer.transform, opacity = layer.opacity
            layer.children = children.map { $0.moved(parentTransform: transform, parentOpacity: opacity) }
        }
        return layer
    }
}

extension AffineTransform2D {
    /// The axis-aligned box around `rect` transformed.
    public func boundingBox(of rect: Rect) -> Rect {
        // Four corners by hand, no arrays: every layer's bounds are boxed every frame.
        let p0 = apply(to: Point(x: rect.minX, y: rect.minY)), p1 = apply(to: Point(x: rect.maxX, y: rect.minY))
        let p2 = apply(to: Point(x: rect.minX, y: rect.maxY)), p3 = apply(to: Point(x: rect.maxX, y: rect.maxY))
        let x0 = min(min(p0.x, p1.x), min(p2.x, p3.x)), x1 = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let y0 = min(min(p0.y, p1.y), min(p2.y, p3.y)), y1 = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the transform only moves (no turn, no scale; within 1e-9:
    /// a scale and its inverse multiply back to 1 only nearly).
    public var isTranslation: Bool { abs(a - 1) < 1e-9 && abs(d - 1) < 1e-9 && b == 0 && c == 0 }

    /// The inverse, or nil for a degenerate transform (a zero scale).
    public var inverted: AffineTransform2D? {
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-12 else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return AffineTransform2D(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
