import CCairo
import Geometry
import Motion
import Scene

/// Samples an A8 mask under an affine map into screen-aligned pixels, only
/// in the pixels a frame repaints: how a turning card's shadow (nearest
/// pixel, while the card moves) and its text (bilinear) are drawn.
///
/// Why by hand: pixman has no fast path for an affine-transformed mask. Its
/// general path, which cairo takes for one, clears a 24 KiB scan-line
/// buffer and fetches pixel by pixel through function pointers, once for
/// every rectangle of the clip, and a dragged card's shadow ring is some 30
/// rectangles a frame. That one `cairo_mask` was 2.1 M of the 8.8 M
/// instructions of a swipe-deck drag frame (`bench swipe`, 800×480,
/// callgrind), the card's three turned labels 0.8 M. Sampled here and
/// composited untransformed, a mask takes pixman's fast path for a solid
/// colour through an A8 mask.
///
/// The sampling is pixman's (0.42, `pixman-fast-path.c` and
/// `pixman-inlines.h`): a pixel samples the mask at its centre; nearest
/// takes the mask pixel there, bilinear weighs the four around it by 7-bit
/// weights and truncates; nothing lies outside the mask (cairo's
/// `EXTEND_NONE`). Where the centre lands differs from pixman's by cairo's
/// and pixman's 16.16 rounding of the transform: a boundary sample now and
/// then, a level or two (`MaskSamplerTests`).
final class MaskSampler {
    /// How a mask pixel is sampled: the nearest one, or the four around the
    /// centre weighed (bilinear), as pixman's filters of the same names.
    enum Filter { case nearest, bilinear }

    /// Kept from frame to frame: the sampled pixels of the last call.
    private var buffer: PixelBuffer?

    /// Masks sampled so far (for statistics).
    private(set) var count = 0

    /// Whether each row is sampled only where it crosses the mask (off:
    /// every pixel of the box, for comparisons; the pixels are the same).
    var clipRows = true

    /// An A8 image whose pixel (x, y) is `mask` sampled with `filter` at the
    /// centre of target pixel (`box.x` + x, `box.y` + y), with `toTarget`
    /// mapping mask pixels to target pixels; `box` is where the mask lands,
    /// within `rects`' bounds. Only pixels inside `rects` are written: the
    /// caller composites it clipped to them. Nil when there is nothing to
    /// sample, no memory, or the map cannot be inverted.
    func sample(_ mask: CairoImage, toTarget: AffineTransform2D, filter: Filter, within rects: [PixelRect]) -> (image: CairoImage, box: PixelRect)? {
        guard let walk = SampleWalk(toTarget: toTarget), cairo_image_surface_get_format(mask.surface) == CAIRO_FORMAT_A8,
              let source = cairo_image_surface_get_data(mask.surface) else { return nil }
        let landing = toTarget.boundingBox(of: Rect(x: 0, y: 0, width: Double(mask.width), height: Double(mask.height)))
        let reach = PixelRect(covering: landing.minX, landing.minY, landing.maxX, landing.maxY, margin: 0)
        let parts = rects.compactMap { $0.intersection(reach) }
        guard let first = parts.first else { return nil }
        let box = parts.dropFirst().reduce(first) { $0.union($1) }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(box.width)))
        guard stride > 0, let image = reusedImage(width: box.width, height: box.height, bytes: stride * box.height),
              let target = cairo_image_surface_get_data(image.surface) else { return nil }
        cairo_surface_flush(mask.surface)
        let sourceStride = mask.stride, width = mask.width, height = mask.height
        let stepX = walk.stepU, stepY = walk.stepV
        func texel(_ i: Int, _ j: Int) -> Int {
            i >= 0 && i < width && j >= 0 && j < height ? Int(source[j * sourceStride + i]) : 0
        }
        // Four neighbours weighed by 8-bit weights (pixman's 7 bits, doubled), truncated.
        func weigh(_ tl: Int, _ tr: Int, _ bl: Int, _ br: Int, _ wx: Int, _ wy: Int) -> Int {
            ((tl * (256 - wx) + tr * wx) * (256 - wy) + (bl * (256 - wx) + br * wx) * wy) >> 16
        }
        for part in parts {
            for row in part.y..<part.maxY {
                var (u, v) = walk.start(x: part.x, row: row)
                var out = target + (row - box.y) * stride + (part.x - box.x)
                // Only where the row crosses the mask (a turned mask's box has
                // empty corners, a fifth of it at 8°); zero elsewhere.
                let span = clipRows ? SampleWalk.span(count: part.width, u: u, v: v, stepU: stepX, stepV: stepY, width: width, height: height)
                    : 0..<part.width
                out.update(repeating: 0, count: span.lowerBound)
                (out + span.upperBound).update(repeating: 0, count: part.width - span.upperBound)
                out += span.lowerBound
                u &+= Int64(span.lowerBound) &* stepX
                v &+= Int64(span.lowerBound) &* stepY
                switch filter {
                case .nearest:
                    // The pixel the centre lies in (a centre on an edge takes the pixel before it).
                    for _ in span {
                        out.pointee = UInt8(truncatingIfNeeded: texel(Int((u >> 16 - 1) >> 16), Int((v >> 16 - 1) >> 16)))
                        out += 1
                        u &+= stepX
                        v &+= stepY
                    }
                case .bilinear:
                    // The four pixels whose centres surround it, weighed by where it lies between them.
                    u -= 0x8000 << 16
                    v -= 0x8000 << 16
                    for _ in span {
                        let i = Int(u >> 32), j = Int(v >> 32)
                        let wx = Int((u >> 24) & 0xFE), wy = Int((v >> 24) & 0xFE)
                        var value = 0
                        if i >= 0, j >= 0, i < width - 1, j < height - 1 {
                            // All four inside: no checks (most of a mask's pixels).
                            let p = source + j * sourceStride + i
                            value = weigh(Int(p[0]), Int(p[1]), Int(p[sourceStride]), Int(p[sourceStride + 1]), wx, wy)
                        } else if i >= -1, j >= -1, i < width, j < height {
                            value = weigh(texel(i, j), texel(i + 1, j), texel(i, j + 1), texel(i + 1, j + 1), wx, wy)
                        }
                        out.pointee = UInt8(truncatingIfNeeded: value)
                        out += 1
                        u &+= stepX
                        v &+= stepY
                    }
                }
            }
        }
        cairo_surface_mark_dirty(image.surface)
        count += 1
        return (image, box)
    }

    /// An A8 surface on the kept buffer, grown when too small.
    private func reusedImage(width: Int, height: Int, bytes: Int) -> CairoImage? {
        if (buffer?.capacity ?? 0) < bytes { buffer = PixelBuffer(capacity: bytes) }
        guard let buffer else { return nil }
        return CairoImage(width: width, height: height, format: CAIRO_FORMAT_A8, on: buffer)
    }

    /// Gives the buffer back (the renderer's caches are dropped).
    func drop() { buffer = nil }
}
