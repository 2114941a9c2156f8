import CCairo
import Geometry
import Motion
import Scene

/// Blurred shadow masks, kept per (silhouette, size, radius, scale): a card
/// that moves casts its shadow by compositing the same mask, never blurring again.
final class ShadowMasks {
    /// What a shadow's alpha depends on: the content's silhouette, not its colours.
    struct Key: Hashable {
        let silhouette: Silhouette
        let size: Size
        let progress: Double
        let radius: Double
        let scale: Double
    }

    /// A silhouette: the outline of what a layer draws, whatever its colours,
    /// which is all a shadow's mask depends on.
    enum Silhouette: Hashable {
        /// A shape, filled or not, and its stroke's width (0 without one).
        case shape(Shape, filled: Bool, strokeWidth: Double)
        /// Text or an image: its own coverage.
        case content(LayerContent)
        /// Empty content, or a fill clipped to a circle: the clip's area
        /// (`PresentedLayer.clipArea`), which casts the shadow.
        case clipArea(Rect, cornerRadius: Double)
    }

    /// A shadow mask: the silhouette blurred, as an A8 image with a margin for the blur.
    final class Mask {
        // A variable only so that `evict` can ask whether anything else holds it.
        fileprivate(set) var image: CairoImage
        /// Pixels of blur margin around the layer's bounds.
        let margin: Int
        /// The frame it was last used in.
        var lastUse = 0
        init(image: CairoImage, margin: Int) {
            self.image = image
            self.margin = margin
        }
    }

    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    @exclusivity(unchecked) private var masks: [Key: Mask] = [:]
    /// Masks blurred so far (for tests and statistics).
    @exclusivity(unchecked) private(set) var blurred = 0

    /// Whether the clip's area is `layer`'s silhouette: empty content (its
    /// bounds, rounded by its clip), or a fill clipped to a circle (a circle in
    /// a rounded rectangle around it is all of the fill that shows).
    static func castsClipArea(_ layer: PresentedLayer) -> Bool {
        switch layer.content {
        case .empty: return true
        case .shape(.roundedRectangle, _?, _): return layer.clipsToBounds && layer.clipsToCircle
        default: return false
        }
    }

    /// What `layer`'s shadow mask depends on: its silhouette, size, ring progress, blur radius and scale.
    static func key(for layer: PresentedLayer, shadow: Shadow, scale: Double) -> Key {
        let silhouette: Silhouette
        var progress = 0.0
        switch layer.content {
        case _ where castsClipArea(layer), .empty:
            let area = layer.clipArea
            silhouette = .clipArea(area.rect, cornerRadius: area.cornerRadius)
        case let .shape(.roundedRectangle(radius), fill, stroke) where layer.clipsToBounds:
            // The clipped shape casts the shadow (`cornerRadius(…).shadow(…)`).
            silhouette = .shape(.roundedRectangle(cornerRadius: max(radius, layer.clipCornerRadius)),
                                filled: fill != nil, strokeWidth: stroke?.lineWidth ?? 0)
        case let .shape(shape, fill, stroke):
            silhouette = .shape(shape, filled: fill != nil, strokeWidth: stroke?.lineWidth ?? 0)
            if case .ring = shape { progress = layer.progress }
        case .text, .styledText, .image, .symbol:
            silhouette = .content(layer.content)
        }
        return Key(silhouette: silhouette, size: layer.size, progress: progress, radius: shadow.radius, scale: scale)
    }

    /// The mask for `layer`'s shadow, blurred on first use.
    func mask(for layer: PresentedLayer, shadow: Shadow, scale: Double, painter: ContentPainter) -> Mask? {
        let key = Self.key(for: layer, shadow: shadow, scale: scale)
        if let mask = masks[key] {
            mask.lastUse = painter.frame
            return mask
        }
        let radius = BoxBlur.boxRadius(reach: 2 * max(0, shadow.radius) * scale)
        // Room for the blur to spread (3 passes of `radius`) plus a stroke or ink overhang.
        let ink = painter.inkBounds(layer.content, size: layer.size)
        let overhang = max(0, -ink.minX, -ink.minY, ink.maxX - layer.size.width, ink.maxY - layer.size.height)
        let margin = 3 * radius + 2 + Int((overhang * scale).rounded(.up))
        // A rectangle's mask is blurred small and stretched (exactly: see
        // `RectangleSlices`), so a card whose size animates blurs a few
        // thousand pixels a frame, not its whole area.
        let width = Self.pixels(layer.size.width, scale) + 2 * margin, height = Self.pixels(layer.size.height, scale) + 2 * margin
        let sliced = RectangleSlices(silhouette: key.silhouette, size: layer.size, scale: scale, radius: radius).flatMap { slices in
            blurredMask(of: layer, size: slices.reducedSize, margin: margin, scale: scale, radius: radius, painter: painter)
                .flatMap { slices.expand($0, margin: margin, width: width, height: height, into: reusedImage) }
        }
        guard let image = sliced ?? blurredMask(of: layer, size: layer.size, margin: margin, scale: scale, radius: radius, painter: painter)
        else { return nil }
        let mask = Mask(image: image, margin: margin)
        mask.lastUse = painter.frame
        masks[key] = mask
        byteCount += image.byteCount
        blurred += 1
        return mask
    }

    /// An A8 image of `width` × `height` on a dropped mask's buffer when one
    /// is large enough (and not more than twice so), else on a new one with
    /// an eighth to spare, for the next frame's slightly larger mask. A card
    /// whose size animates casts a new mask every frame: fresh memory for it
    /// (a mapping of its own above 256 KiB, see `MemoryTuning`) was zeroed
    /// page by page by the kernel, a third of the swipe deck's frames after a
    /// swipe at 1080×1920 (`bench swipe --release`: 14.5–14.9 ms a frame,
    /// 10.2 ms reusing; 725,000 page faults in the run, 404,000).
    private func reusedImage(width: Int, height: Int) -> CairoImage? {
        let needed = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width))) * height
        madeThisFrame = true
        if let index = spare.firstIndex(where: { $0.capacity >= needed && $0.capacity <= 2 * needed }) {
            let buffer = spare.remove(at: index)
            spareBytes -= buffer.capacity
            if let image = CairoImage(width: width, height: height, format: CAIRO_FORMAT_A8, on: buffer) { return image }
        }
        guard needed > 0, let buffer = PixelBuffer(capacity: needed + needed / 8) else { return nil }
        buffersMade += 1
        return CairoImage(width: width, height: height, format: CAIRO_FORMAT_A8, on: buffer)
    }

    /// Buffers of dropped masks, for the next ones (`reusedImage`): at most
    /// four and twice the budget's bytes beside the masks' (a swipe card's
    /// mask at 1080×1920 is about half the budget), memory the dropped masks
    /// held until this frame anyway, given back the first frame that makes
    /// no mask.
    @exclusivity(unchecked) private var spare: [PixelBuffer] = []
    @exclusivity(unchecked) private(set) var spareBytes = 0
    @exclusivity(unchecked) private var madeThisFrame = false
    /// Buffers allocated for masks so far (for tests and statistics).
    @exclusivity(unchecked) private(set) var buffersMade = 0
    /// At most this many kept: a few cards' size animations at once.
    private static let spareLimit = 4

    /// Whole pixels covering `length` points; out-of-range lengths (which cairo
    /// refuses to make an image of anyway) give 0 or a bound rather than trapping.
    private static func pixels(_ length: Double, _ scale: Double) -> Int {
        let value = (length * scale).rounded(.up)
        return value.isNaN ? 0 : Int(min(max(value, 0), Double(1 << 20)))
    }

    /// The silhouette of `layer` drawn at `size` with `margin` pixels around it, blurred.
    private func blurredMask(of layer: PresentedLayer, size: Size, margin: Int, scale: Double, radius: Int,
                             painter: ContentPainter) -> CairoImage? {
        let width = Self.pixels(size.width, scale) + 2 * margin
        let height = Self.pixels(size.height, scale) + 2 * margin
        guard let image = CairoImage(width: width, height: height, format: CAIRO_FORMAT_A8),
              let cr = image.makeContext() else { return nil }
        cairo_translate(cr, Double(margin), Double(margin))
        cairo_scale(cr, scale, scale)
        if Self.castsClipArea(layer) {
            let area = layer.clipArea
            ShapePath.roundedRectangle(area.rect, radius: area.cornerRadius, cr: cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_fill(cr)
        } else {
            painter.draw(layer.content, size: size, progress: layer.progress, alpha: 1, silhouette: true, cr: cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
        if let data = cairo_image_surface_get_data(image.surface) {
            BoxBlur.blur(data, width: width, height: height, stride: image.stride, radius: radius)
            blurredPixels += width * height
        }
        cairo_surface_mark_dirty(image.surface)
        return image
    }

    /// Pixels blurred so far (for tests: a sliced mask blurs a small one).
    @exclusivity(unchecked) private(set) var blurredPixels = 0

    /// Local bounds (layer points) the shadow of `layer` may cover.
    static func bounds(of layer: PresentedLayer, shadow: Shadow, ink: Rect, scale: Double) -> Rect {
        let reach = Double(3 * BoxBlur.boxRadius(reach: 2 * max(0, shadow.radius) * scale) + 2) / max(scale, 1e-6)
        return Rect(x: ink.minX + shadow.x - reach, y: ink.minY + shadow.y - reach,
                    width: ink.width + 2 * reach, height: ink.height + 2 * reach)
    }

    /// Bytes held by the kept masks.
    @exclusivity(unchecked) private(set) var byteCount = 0

    /// Keeps the masks within `budget` bytes, dropping the least recently
    /// used first; masks used in the current frame always stay (a scene that
    /// needs more than the budget at once is drawn, then trimmed). A card
    /// whose size animates casts a new mask every frame, so without a byte
    /// bound a long animation at a large size holds hundreds of megabytes.
    func evict(toBudget budget: Int, now frame: Int) {
        defer { madeThisFrame = false }
        // Spares serve masks made frame after frame; a frame that made none lets them go.
        if !madeThisFrame {
            spare.removeAll()
            spareBytes = 0
        }
        guard byteCount > budget else { return }
        var byAge = masks.sorted { $0.value.lastUse < $1.value.lastUse }[...]
        while byteCount > budget, let oldest = byAge.first, oldest.value.lastUse < frame {
            byAge = byAge.dropFirst()
            masks[oldest.key] = nil
            byteCount -= oldest.value.image.byteCount
            // Its memory is kept for the next mask when nothing else holds the image.
            if let buffer = oldest.value.image.buffer, isKnownUniquelyReferenced(&oldest.value.image) {
                spare.append(buffer)
                spareBytes += buffer.capacity
            }
        }
        while spare.count > Self.spareLimit || spareBytes > 2 * budget { spareBytes -= spare.removeFirst().capacity }
    }

    var count: Int { masks.count }
}
