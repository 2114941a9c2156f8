import CCairo
import Geometry
import Motion

/// Composites a layer's look (premultiplied, drawn flat, in `LanePixels`) turned onto
/// the screen, bilinear-filtered, only in the pixels the frame repaints:
/// what SwiftUI's `drawingGroup` does with a view it flattened and then
/// rotates (the flattened image is transformed, not redrawn).
///
/// Why by hand: pixman's bilinear affine path, which cairo takes for a
/// turned image, costs 3 to 4 times as much as cairo drawing the swipe
/// deck's card shapes turned. Sampled here (about 50 instructions a pixel,
/// four channels at once in a 64-bit word), the swipe deck's drag frame at
/// 800×480 went from 1.05 to 0.70 ms natively (`bench swipe`) and its
/// drawing from 7.4–8.5 to 4.3–5.0 ms under qemu-user. Drawing shapes costs
/// a fixed part per shape and little per pixel, sampling only per pixel, so
/// a layer whose box on screen is larger than `pixelLimit` is drawn as
/// vectors: a 1028×1490 card would take about 4 ms sampled (2.7 ns a pixel)
/// against 2.2 ms drawn.
///
/// A row's interior (all four taps inside the look) is one loop with no
/// branch but its own: software emulation ends a translated block at each
/// branch, which cost more there than reading every screen pixel to blend
/// it alike (drawing under qemu-user 4.9 → 3.2 ms; natively the same).
/// The look is read from its `LanePixels`, a tap one load: an opaque
/// pixel of the swipe deck's card is 44 instructions, from 65 unpacking
/// ARGB32 (its tour's frames drew in 1,006 M instructions, from 1,275 M).
///
/// The weights are `MaskSampler`'s (pixman's 7-bit bilinear weights,
/// truncated); outside the look is transparent, so its edge is antialiased
/// by the filter as pixman's `EXTEND_NONE` does.
enum TurnedLookCompositor {
    /// The largest box on screen, in pixels, of a layer composited turned
    /// rather than drawn as vectors (where the two cost about the same natively).
    static let pixelLimit = 250_000

    /// Composites `look` (its pixels mapped to the screen by `toTarget`) with
    /// `alpha` over `screen`, inside `rects` only. False when it cannot (a
    /// map that does not invert, a surface that is not plain ARGB32): the
    /// caller draws the layer as vectors.
    /// `opaque`: a rectangle of the look whose pixels are all opaque (`OpaqueBand`).
    static func composite(_ look: LanePixels, opaque: PixelRect? = nil, toTarget: AffineTransform2D, alpha: Double,
                          onto screen: OpaquePointer, within rects: [PixelRect]) -> Bool {
        guard let walk = SampleWalk(toTarget: toTarget),
              cairo_image_surface_get_format(screen) == CAIRO_FORMAT_ARGB32,
              let screenData = cairo_image_surface_get_data(screen) else { return false }
        let screenWidth = Int(cairo_image_surface_get_width(screen)), screenHeight = Int(cairo_image_surface_get_height(screen))
        let screenStride = Int(cairo_image_surface_get_stride(screen)) / 4
        let width = look.width, height = look.height
        let landing = toTarget.boundingBox(of: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let reach = PixelRect(covering: landing.minX, landing.minY, landing.maxX, landing.maxY, margin: 1)
        let bounds = PixelRect(x: 0, y: 0, width: screenWidth, height: screenHeight)
        let parts = rects.compactMap { $0.intersection(reach)?.intersection(bounds) }
        guard !parts.isEmpty else { return true }
        cairo_surface_flush(screen)
        let source = UnsafePointer(look.lanes)
        let target = UnsafeMutableRawPointer(screenData).assumingMemoryBound(to: UInt32.self)
        let fade = UInt64(max(0, min(256, (alpha * 256).rounded())))
        let stepX = walk.stepU, stepY = walk.stepV
        let taps = LookTaps(source: source, width: width, height: height)
        for part in parts {
            for row in part.y..<part.maxY {
                let (u, v) = walk.start(x: part.x, row: row)
                let span = SampleWalk.span(count: part.width, u: u, v: v, stepU: stepX, stepV: stepY, width: width, height: height)
                guard !span.isEmpty else { continue }
                // Half a pixel back for the filter: the four look pixels whose centres surround it.
                var cursor = RowCursor(out: target + row * screenStride + part.x + span.lowerBound,
                                       u: u &+ Int64(span.lowerBound) &* stepX &- (0x8000 << 16),
                                       v: v &+ Int64(span.lowerBound) &* stepY &- (0x8000 << 16),
                                       stepU: stepX, stepV: stepY)
                let inner = SampleWalk.interior(count: span.count, u: cursor.u, v: cursor.v, stepU: stepX, stepV: stepY, width: width, height: height)
                // All four taps opaque (unfaded): the sample replaces the screen's pixel.
                var solid = 0..<0
                if fade == 256, let opaque {
                    solid = SampleWalk.interior(count: span.count, u: cursor.u &- Int64(opaque.x) << 32, v: cursor.v &- Int64(opaque.y) << 32,
                                                stepU: stepX, stepV: stepY, width: opaque.width, height: opaque.height)
                    solid = solid.clamped(to: inner)
                }
                edge(inner.lowerBound, &cursor, taps, fade: fade)
                if solid.isEmpty {
                    blend(inner.count, &cursor, taps, fade: fade)
                } else {
                    blend(solid.lowerBound - inner.lowerBound, &cursor, taps, fade: fade)
                    for _ in solid {
                        cursor.out.pointee = LanePixels.pack(taps.inside(cursor, fade: 256))
                        cursor.step()
                    }
                    blend(inner.upperBound - solid.upperBound, &cursor, taps, fade: fade)
                }
                edge(span.count - inner.upperBound, &cursor, taps, fade: fade)
            }
            cairo_surface_mark_dirty_rectangle(screen, Int32(part.x), Int32(part.y), Int32(part.width), Int32(part.height))
        }
        return true
    }

    // The row's walk is a value passed `inout` to helpers that are always
    // inlined: local functions capturing `out`, `u` and `v` kept them in
    // boxes, three allocations and six exclusivity checks a row (the one
    // left out of line), which under emulation cost more than the row's edges.

    /// The screen pixel a row writes next and where in the look it samples (32.32).
    private struct RowCursor {
        var out: UnsafeMutablePointer<UInt32>
        var u: Int64
        var v: Int64
        let stepU: Int64, stepV: Int64

        /// Moves to the row's next pixel.
        @inline(__always)
        mutating func step() {
            out += 1
            u &+= stepU
            v &+= stepV
        }
    }

    /// The look's pixels, read four taps at a time.
    private struct LookTaps {
        let source: UnsafePointer<UInt64>
        let width: Int, height: Int

        /// A tap anywhere: transparent outside the look.
        @inline(__always)
        func texel(_ i: Int, _ j: Int) -> UInt64 {
            i >= 0 && i < width && j >= 0 && j < height ? source[j &* width &+ i] : 0
        }

        /// The filtered pixel at `cursor`, all four taps inside the look: no checks.
        @inline(__always)
        func inside(_ cursor: RowCursor, fade: UInt64) -> UInt64 {
            // Wrapping arithmetic: the taps are inside the look, and an overflow check is a branch.
            let p = source + (Int(truncatingIfNeeded: cursor.v >> 32) &* width &+ Int(truncatingIfNeeded: cursor.u >> 32))
            return sample(p[0], p[1], p[width], p[width &+ 1], u: cursor.u, v: cursor.v, fade: fade)
        }
    }

    /// `count` pixels at a row's end, where some taps fall outside the look.
    @inline(__always)
    private static func edge(_ count: Int, _ cursor: inout RowCursor, _ taps: LookTaps, fade: UInt64) {
        for _ in 0..<max(0, count) {
            let i = Int(cursor.u >> 32), j = Int(cursor.v >> 32)
            let pixel = sample(taps.texel(i, j), taps.texel(i + 1, j), taps.texel(i, j + 1), taps.texel(i + 1, j + 1),
                               u: cursor.u, v: cursor.v, fade: fade)
            if pixel != 0 { cursor.out.pointee = over(pixel, cursor.out.pointee) }
            cursor.step()
        }
    }

    /// `count` pixels whose four taps are all inside the look. No branch but
    /// the loop's own, which under emulation (each branch ends a translated
    /// block) costs more than the screen pixel read to blend every pixel alike.
    @inline(__always)
    private static func blend(_ count: Int, _ cursor: inout RowCursor, _ taps: LookTaps, fade: UInt64) {
        for _ in 0..<max(0, count) {
            cursor.out.pointee = over(taps.inside(cursor, fade: fade), cursor.out.pointee)
            cursor.step()
        }
    }

    /// The bilinear blend of four taps (lanes) at 32.32 position (`u`, `v`),
    /// faded by `fade`/256 (256: unchanged, exactly).
    @inline(__always)
    private static func sample(_ tl: UInt64, _ tr: UInt64, _ bl: UInt64, _ br: UInt64, u: Int64, v: Int64, fade: UInt64) -> UInt64 {
        let wx = UInt64((u >> 24) & 0xFE), wy = UInt64((v >> 24) & 0xFE)
        let top = (tl &* (256 - wx) &+ tr &* wx) >> 8 & lanes
        let bottom = (bl &* (256 - wx) &+ br &* wx) >> 8 & lanes
        let pixel = (top &* (256 - wy) &+ bottom &* wy) >> 8 & lanes
        return (pixel &* fade) >> 8 & lanes
    }

    /// `pixel` (lanes, premultiplied) over the screen's `under`: the screen
    /// keeps (255 − alpha)/255 of itself, rounded as pixman rounds, which
    /// leaves it exactly as it was under a transparent pixel and replaces it
    /// under an opaque one.
    @inline(__always)
    private static func over(_ pixel: UInt64, _ under: UInt32) -> UInt32 {
        var kept = LanePixels.spread(under) &* (255 - pixel >> 48) &+ 0x0080_0080_0080_0080
        kept = (kept &+ (kept >> 8 & lanes)) >> 8 & lanes
        return LanePixels.pack(pixel &+ kept)
    }

    /// The mask of four 8-bit channels in 16-bit lanes (`LanePixels`).
    private static let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
}
