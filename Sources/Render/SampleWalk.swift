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
        var range = 0.0...Double(count)
        clip(&range, start: u, step: stepU, to: -2...Double(width) + 2, outward: true)
        clip(&range, start: v, step: stepV, to: -2...Double(height) + 2, outward: true)
        guard range.upperBound > range.lowerBound else { return 0..<0 }
        return Int(range.lowerBound)..<Int(range.upperBound)
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
        var range = 0.0...Double(count)
        clip(&range, start: u, step: stepU, to: 0...max(0, Double(width) - 1), outward: false)
        clip(&range, start: v, step: stepV, to: 0...max(0, Double(height) - 1), outward: false)
        var first = Int(max(0, min(Double(count), range.lowerBound))), end = Int(max(0, min(Double(count), range.upperBound)))
        guard first < end else { return 0..<0 }
        while first < end, !inside(first) { first += 1 }
        while end > first, !inside(end - 1) { end -= 1 }
        while first > 0, inside(first - 1) { first -= 1 }
        while end < count, inside(end) { end += 1 }
        return first..<end
    }

    /// Narrows `range` (pixels of a row, as reals) to where a coordinate
    /// starting at `start` and moving `step` a pixel (32.32) stays within
    /// `bounds`: rounded outward (every pixel that may be inside kept) or
    /// inward (an estimate the caller checks exactly).
    private static func clip(_ range: inout ClosedRange<Double>, start: Int64, step: Int64, to bounds: ClosedRange<Double>,
                             outward: Bool) {
        let unit = 4_294_967_296.0
        let a = Double(start) / unit, s = Double(step) / unit
        if s == 0 {
            if !bounds.contains(a) { range = range.lowerBound...range.lowerBound }
            return
        }
        let first = ((s > 0 ? bounds.lowerBound : bounds.upperBound) - a) / s
        let last = ((s > 0 ? bounds.upperBound : bounds.lowerBound) - a) / s
        let low = outward ? first.rounded(.down) : first.rounded(.up)
        let high = (outward ? last.rounded(.up) : last.rounded(.down)) + 1
        range = max(range.lowerBound, low)...max(max(range.lowerBound, low), min(range.upperBound, high))
    }

    /// 32.32 fixed point, so that stepping across a screen stays within a
    /// 16.16 step of exact (clamped far outside any image).
    static func fine(_ value: Double) -> Int64 {
        Int64((max(-1e6, min(1e6, value)) * 4_294_967_296).rounded(.down))
    }
}
