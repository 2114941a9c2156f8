import Geometry
import Motion

/// Target pixels walked back through an affine map into a source image (a
/// mask, a look) in 32.32 fixed point, as `MaskSampler` and
/// `TurnedLookCompositor` sample: where each pixel's centre lands, a row at
/// a time, and which pixels of a row can reach the image at all.
struct SampleWalk {
    /// Target pixels to source pixels.
    let inverse: AffineTransform2D
    /// One target pixel to the right, in source pixels (32.32).
    let stepU: Int64, stepV: Int64

    /// Nil when `toTarget` (source pixels to target pixels) cannot be inverted.
    init?(toTarget: AffineTransform2D) {
        guard let inverse = toTarget.inverted else { return nil }
        self.inverse = inverse
        stepU = Self.fine(inverse.a)
        stepV = Self.fine(inverse.b)
    }

    /// Where the centre of target pixel (`x`, `row`) lands in the source,
    /// stepped from the screen's left edge: the same whatever pixel a part
    /// of the row starts at.
    func start(x: Int, row: Int) -> (u: Int64, v: Int64) {
        let edge = inverse.apply(to: Point(x: 0.5, y: Double(row) + 0.5))
        return (Self.fine(edge.x) &+ Int64(x) &* stepU, Self.fine(edge.y) &+ Int64(x) &* stepV)
    }

    /// The pixels of a row of `count`, starting at source position (`u`, `v`)
    /// and stepping (`stepU`, `stepV`) (32.32), whose samples may touch the
    /// `width` × `height` image: a pixel and more to spare on each side, so
    /// the per-pixel checks still decide at the edges and every pixel left
    /// out samples nothing.
    static func span(count: Int, u: Int64, v: Int64, stepU: Int64, stepV: Int64, width: Int, height: Int) -> Range<Int> {
        var low = 0.0, high = Double(count)
        func clip(_ start: Int64, _ step: Int64, _ size: Int) {
            let unit = 4_294_967_296.0
            let a = Double(start) / unit, s = Double(step) / unit, lo = -2.0, hi = Double(size) + 2
            if s == 0 {
                if a < lo || a > hi { high = 0 }
            } else {
                let first = ((s > 0 ? lo : hi) - a) / s, last = ((s > 0 ? hi : lo) - a) / s
                low = max(low, first.rounded(.down))
                high = min(high, last.rounded(.up) + 1)
            }
        }
        clip(u, stepU, width)
        clip(v, stepV, height)
        guard high > low else { return 0..<0 }
        return Int(low)..<Int(high)
    }

    /// The pixels of a row of `count` (from `u`, `v`, already moved half a
    /// pixel back for the filter) whose four bilinear taps all lie inside the
    /// `width` × `height` image: a range of the row, as the taps move along a
    /// line and the image is convex. Estimated in floating point, then its
    /// ends checked and moved in the same fixed point the walk steps in.
    static func interior(count: Int, u: Int64, v: Int64, stepU: Int64, stepV: Int64, width: Int, height: Int) -> Range<Int> {
        func inside(_ k: Int) -> Bool {
            let i = (u &+ Int64(k) &* stepU) >> 32, j = (v &+ Int64(k) &* stepV) >> 32
            return i >= 0 && i < Int64(width) - 1 && j >= 0 && j < Int64(height) - 1
        }
        var low = 0.0, high = Double(count)
        func clip(_ start: Int64, _ step: Int64, _ size: Int) {
            let unit = 4_294_967_296.0
            let a = Double(start) / unit, s = Double(step) / unit, hi = Double(size) - 1
            if s == 0 {
                if a < 0 || a >= hi { high = 0 }
            } else {
                low = max(low, (((s > 0 ? 0 : hi) - a) / s).rounded(.up))
                high = min(high, (((s > 0 ? hi : 0) - a) / s).rounded(.down) + 1)
            }
        }
        clip(u, stepU, width)
        clip(v, stepV, height)
        var first = Int(max(0, min(Double(count), low))), end = Int(max(0, min(Double(count), high)))
        guard first < end else { return 0..<0 }
        while first < end, !inside(first) { first += 1 }
        while end > first, !inside(end - 1) { end -= 1 }
        while first > 0, inside(first - 1) { first -= 1 }
        while end < count, inside(end) { end += 1 }
        return first..<end
    }

    /// 32.32 fixed point, so that stepping across a screen stays within a
    /// 16.16 step of exact (clamped far outside any image).
    static func fine(_ value: Double) -> Int64 {
        Int64((max(-1e6, min(1e6, value)) * 4_294_967_296).rounded(.down))
    }

}
