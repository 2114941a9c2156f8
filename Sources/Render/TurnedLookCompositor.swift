import CCairo
import Geometry
import Motion

/// Composites a layer's look (premultiplied ARGB32, drawn flat) turned onto
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
    static func composite(_ look: CairoImage, toTarget: AffineTransform2D, alpha: Double, onto screen: OpaquePointer,
                          within rects: [PixelRect]) -> Bool {
        guard let walk = SampleWalk(toTarget: toTarget),
              cairo_image_surface_get_format(look.surface) == CAIRO_FORMAT_ARGB32,
              cairo_image_surface_get_format(screen) == CAIRO_FORMAT_ARGB32,
              let lookData = cairo_image_surface_get_data(look.surface),
              let screenData = cairo_image_surface_get_data(screen) else { return false }
        let screenWidth = Int(cairo_image_surface_get_width(screen)), screenHeight = Int(cairo_image_surface_get_height(screen))
        let screenStride = Int(cairo_image_surface_get_stride(screen)) / 4
        let width = look.width, height = look.height, lookStride = look.stride / 4
        let landing = toTarget.boundingBox(of: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let reach = PixelRect(covering: landing.minX, landing.minY, landing.maxX, landing.maxY, margin: 1)
        let bounds = PixelRect(x: 0, y: 0, width: screenWidth, height: screenHeight)
        let parts = rects.compactMap { $0.intersection(reach)?.intersection(bounds) }
        guard !parts.isEmpty else { return true }
        cairo_surface_flush(look.surface)
        cairo_surface_flush(screen)
        let source = UnsafeRawPointer(lookData).assumingMemoryBound(to: UInt32.self)
        let target = UnsafeMutableRawPointer(screenData).assumingMemoryBound(to: UInt32.self)
        let fade = UInt64(max(0, min(256, (alpha * 256).rounded())))
        let stepX = walk.stepU, stepY = walk.stepV
        func texel(_ i: Int, _ j: Int) -> UInt64 {
            i >= 0 && i < width && j >= 0 && j < height ? spread(source[j * lookStride + i]) : 0
        }
        for part in parts {
            for row in part.y..<part.maxY {
                var (u, v) = walk.start(x: part.x, row: row)
                let span = SampleWalk.span(count: part.width, u: u, v: v, stepU: stepX, stepV: stepY, width: width, height: height)
                guard !span.isEmpty else { continue }
                // Half a pixel back for the filter: the four look pixels whose centres surround it.
                u &+= Int64(span.lowerBound) &* stepX &- (0x8000 << 16)
                v &+= Int64(span.lowerBound) &* stepY &- (0x8000 << 16)
                var out = target + row * screenStride + part.x + span.lowerBound
                for _ in span {
                    let i = Int(u >> 32), j = Int(v >> 32)
                    let wx = UInt64((u >> 24) & 0xFE), wy = UInt64((v >> 24) & 0xFE)
                    let tl, tr, bl, br: UInt64
                    if i >= 0, j >= 0, i < width - 1, j < height - 1 {
                        // All four inside: no checks (most of a look's pixels).
                        let p = source + j * lookStride + i
                        tl = spread(p[0]); tr = spread(p[1]); bl = spread(p[lookStride]); br = spread(p[lookStride + 1])
                    } else {
                        tl = texel(i, j); tr = texel(i + 1, j); bl = texel(i, j + 1); br = texel(i + 1, j + 1)
                    }
                    let top = (tl &* (256 - wx) &+ tr &* wx) >> 8 & lanes
                    let bottom = (bl &* (256 - wx) &+ br &* wx) >> 8 & lanes
                    var pixel = (top &* (256 - wy) &+ bottom &* wy) >> 8 & lanes
                    if fade < 256 { pixel = (pixel &* fade) >> 8 & lanes }
                    let a = pixel >> 48
                    if a == 255 {
                        out.pointee = pack(pixel)
                    } else if pixel != 0 {
                        // Over: the screen's pixel keeps (255 − a)/255 of itself, rounded as pixman rounds.
                        var kept = spread(out.pointee) &* (255 - a) &+ 0x0080_0080_0080_0080
                        kept = (kept &+ (kept >> 8 & lanes)) >> 8 & lanes
                        out.pointee = pack(pixel &+ kept)
                    }
                    out += 1
                    u &+= stepX
                    v &+= stepY
                }
            }
            cairo_surface_mark_dirty_rectangle(screen, Int32(part.x), Int32(part.y), Int32(part.width), Int32(part.height))
        }
        return true
    }

    /// Four 8-bit channels in 16-bit lanes: 0x00AA_00GG_00RR_00BB from 0xAARRGGBB.
    private static let lanes: UInt64 = 0x00FF_00FF_00FF_00FF

    @inline(__always)
    private static func spread(_ pixel: UInt32) -> UInt64 {
        let p = UInt64(pixel)
        return (p & 0x00FF_00FF) | ((p >> 8 & 0x00FF_00FF) << 32)
    }

    @inline(__always)
    private static func pack(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (lanes & 0x00FF_00FF) | ((lanes >> 32 & 0x00FF_00FF) << 8))
    }
}
