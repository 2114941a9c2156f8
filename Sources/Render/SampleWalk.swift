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
        var range = (low: Int64(0), high: Int64(count))
        clip(&range, start: u, step: stepU, lower: -2, upper: Int64(width) + 2, outward: true)
        clip(&range, start: v, step: stepV, lower: -2, upper: Int64(height) + 2, outward: true)
        guard range.high > range.low else { return 0..<0 }
        return Int(range.low)..<Int(range.high)
    }

    /// The pixels of a row of `count` (from `u`, `v`, already moved half a
    /// pixel back for the filter) whose four bilinear taps all lie inside the
    /// `width` × `height` image: a range of the row, as the taps move along a
    /// line and the image is convex. Estimated from where the walk crosses
    /// the image's edges, then its ends checked and moved in the same fixed
    /// point the walk steps in.
    static func interior(count: Int, u: Int64, v: Int64, stepU: Int64, stepV: Int64, width: Int, height: Int) -> Range<Int> {
        func inside(_ k: Int) -> Bool {
            let i = (u &+ Int64(k) &* stepU) >> 32, j = (v &+ Int64(k) &* stepV) >> 32
            return i >= 0 && i < Int64(width) - 1 && j >= 0 && j < Int64(height) - 1
        }
        var range = (low: Int64(0), high: Int64(count))
        clip(&range, start: u, step: stepU, lower: 0, upper: max(0, Int64(width) - 1), outward: false)
        clip(&range, start: v, step: stepV, lower: 0, upper: max(0, Int64(height) - 1), outward: false)
        var first = Int(max(0, min(Int64(count), range.low))), end = Int(max(0, min(Int64(count), range.high)))
        guard first < end else { return 0..<0 }
        while first < end, !inside(first) { first += 1 }
        while end > first, !inside(end - 1) { end -= 1 }
        while first > 0, inside(first - 1) { first -= 1 }
        while end < count, inside(end) { end += 1 }
        return first..<end
    }

    /// Narrows `range` (pixels of a row) to where a coordinate starting at
    /// `start` and moving `step` a pixel (32.32) stays within
    /// `lower`…`upper` (whole pixels): rounded outward (every pixel that may
    /// be inside kept) or inward (an estimate the caller checks exactly).
    /// In integers, exact: it runs several times for every row of every
    /// turned layer, and under emulation each floating-point operation is a
    /// call into a software FPU (this was the most of a row's set-up).
    private static func clip(_ range: inout (low: Int64, high: Int64), start: Int64, step: Int64, lower: Int64, upper: Int64,
                             outward: Bool) {
        // start and the bounds are within 2^53 (`fine` clamps to a million pixels), so nothing here overflows.
        let from = lower << 32, to = upper << 32
        if step == 0 {
            if start < from || start > to { range.high = range.low }
            return
        }
        // Where the coordinate reaches the first bound and leaves past the last: (bound − start) / step pixels.
        let (near, far) = step > 0 ? (from, to) : (to, from)
        let first = outward ? floorDivision(near &- start, step) : ceilingDivision(near &- start, step)
        let last = (outward ? ceilingDivision(far &- start, step) : floorDivision(far &- start, step)) &+ 1
        let low = max(range.low, first)
        range = (low, max(low, min(range.high, last)))
    }

    private static func floorDivision(_ a: Int64, _ b: Int64) -> Int64 {
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        return r != 0 && (r < 0) != (b < 0) ? q - 1 : q
    }

    private static func ceilingDivision(_ a: Int64, _ b: Int64) -> Int64 {
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        return r != 0 && (r < 0) == (b < 0) ? q + 1 : q
    }

    /// 32.32 fixed point, so that stepping across a screen stays within a
    /// 16.16 step of exact (clamped far outside any image).
    static func fine(_ value: Double) -> Int64 {
        Int64((max(-1e6, min(1e6, value)) * 4_294_967_296).rounded(.down))
    }
}
