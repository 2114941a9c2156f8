import CCairo
import Geometry
import Motion
import Scene

/// Draws presented scenes with cairo and pango into an ARGB32 image in
/// ordinary memory, repainting only what changed since the previous frame.
///
/// Each `render` compares every drawn unit with the last frame (id, bounds,
/// transform, opacity, look, order); the damage is the old and new bounds of
/// what changed, merged into a few whole-pixel rectangles, and only those are
/// repainted: background, then every layer that reaches into them, clipped.
/// An unchanged scene costs that comparison and nothing else.
///
/// Pixels are premultiplied ARGB32 in native byte order (cairo's
/// `CAIRO_FORMAT_ARGB32`, 0xAARRGGBB per `UInt32`), `stride` bytes per row;
/// a display copies the returned rectangles from `pixels`.
public final class SceneRenderer {
    /// Size of the image in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point: the scene is laid out in points.
    public let scale: Double
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    /// Painted under every layer; changing it repaints everything.
    @exclusivity(unchecked) public var background: RGBAColor {
        didSet { if background != oldValue { invalidate() } }
    }
    /// Whether a repaint skips what lies wholly under an opaque layer's fill
    /// (the background, the layers beneath, the layer's own shadow). The
    /// pixels are the same either way; turning it off is for comparisons.
    @exclusivity(unchecked) public var cullsHiddenPixels = true
    /// Whether a layer's clip to its bounds is given to cairo only for what
    /// inside may reach past it (a turned card's text and figure do not).
    /// Off, the pixels differ only by cairo's rounding along some edges
    /// (see `PendingClip`); turning it off is for comparisons.
    public var clipsOnlyWhereNeeded: Bool {
        get { painter.clipsOnlyWhereNeeded }
        set { painter.clipsOnlyWhereNeeded = newValue }
    }
    /// Whether a turned layer's text and its moving shadow are resampled by
    /// Touchdeck (`MaskSampler`, pixman's filters, only where the frame
    /// repaints) rather than by cairo through pixman's general path. The
    /// pixels are the same but for the text's bilinear weights along a row
    /// (a level or two); turning it off is for comparisons.
    public var samplesTurnedMasks: Bool {
        get { painter.samplesTurnedMasks }
        set { painter.samplesTurnedMasks = newValue }
    }
    /// Whether a turned or scaled `drawingGroup` layer whose box is at most
    /// `TurnedLookCompositor.pixelLimit` pixels is composited from its
    /// cached look (bilinear, as SwiftUI transforms a flattened view) rather
    /// than drawn as vectors; turning it off is for comparisons.
    public var compositesTurnedLooks: Bool {
        get { painter.looks.compositesTurned }
        set { painter.looks.compositesTurned = newValue }
    }
    /// What the last `render` call did.
    @exclusivity(unchecked) public private(set) var statistics = RenderStatistics()

    private let image: CairoImage
    private let cr: OpaquePointer
    private let data: UnsafeMutablePointer<UInt8>
    private let painter: LayerPainter
    /// Finds each frame's damage: the rectangles to repaint.
    @exclusivity(unchecked) private var tracker = DamageTracker()
    /// The next frame repaints the whole image, whatever the damage (the first frame, and the next after `invalidate()`).
    @exclusivity(unchecked) private var needsFullRedraw = true

    /// A renderer for a `width`×`height`-pixel image showing a scene laid out
    /// in points, `scale` pixels each.
    public init(width: Int, height: Int, scale: Double = 1, background: RGBAColor = .white) throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RenderError("the scale must be above 0 and at most 16, not \(scale)")
        }
        guard let image = CairoImage(width: width, height: height) else {
            throw RenderError("cannot make a \(width)×\(height) ARGB32 image (1…32767 pixels each way, and memory for it)")
        }
        guard let data = cairo_image_surface_get_data(image.surface), let cr = image.makeContext() else {
            throw RenderError("cairo cannot draw on a \(width)×\(height) image")
        }
        guard let texts = TextLayouts() else {
            cairo_destroy(cr)
            throw RenderError("pango cannot make a font map (is fontconfig configured?)")
        }
        self.image = image
        self.cr = cr
        self.data = data
        painter = LayerPainter(texts: texts)
        pixelWidth = width
        pixelHeight = height
        self.scale = scale
        self.background = background
    }

    deinit { cairo_destroy(cr) }

    /// Makes the next `render` repaint the whole image.
    public func invalidate() {
        needsFullRedraw = true
        tracker.reset()
    }

    /// Draws `layers` (back to front) and returns the pixel rectangles that
    /// changed since the previous call: everything the first time, nothing
    /// (and no drawing) when the scene looks the same.
    @discardableResult
    public func render(_ layers: [PresentedLayer]) -> [PixelRect] {
        painter.frame += 1
        let before = (painter.looks.rendered, painter.shadows.blurred, painter.texts.made, painter.texts.masksRendered,
                      painter.shadows.blurredPixels, painter.sampler.count, painter.turnedLooksComposited)
        painter.layersDrawn = 0
        painter.clipsHeldBack = 0
        let screen = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let planning = DrawTarget(cr: cr, base: AffineTransform2D(scaleX: scale, y: scale), scale: scale, visible: nil)
        let records = tracker.records(for: layers, painter: painter, target: planning, subtreeBoxes: &painter.screenBoxes)
        painter.screenBase = planning.base
        var damage = tracker.damage(to: records)
        // Shadows drawn rough last frame are redrawn smooth if their layers now hold still.
        damage += painter.beginShadowFrame()
        // A look is kept only while its layer is on screen: a card that flew
        // off (the swipe deck keeps its last ones there) gives its surface back.
        let settled = painter.looks.choose(from: records.filter { $0.isUnit && $0.bounds.intersects(screen) }, budget: lookBudget,
                                           frame: painter.frame)
        damage += settled.map(\.bounds)
        if needsFullRedraw {
            damage = [screen]
            needsFullRedraw = false
        }
        let rects = DamageMerger.merge(damage.map { $0.clamped(width: pixelWidth, height: pixelHeight) })
        guard !rects.isEmpty else {
            // Nothing drawn, no mask made: the spare mask buffers go back.
            painter.shadows.evict(toBudget: shadowBudget, now: painter.frame)
            statistics = RenderStatistics()
            return []
        }
        let hidden = repaint(layers, in: rects)
        painter.shadows.evict(toBudget: shadowBudget, now: painter.frame)
        painter.texts.evict(olderThan: 120, now: painter.frame)
        var stats = RenderStatistics()
        stats.damagedPixels = rects.reduce(0) { $0 + $1.area }
        stats.hiddenPixels = hidden
        stats.layersDrawn = painter.layersDrawn
        stats.roughShadows = painter.roughShadowCount
        stats.clipsHeldBack = painter.clipsHeldBack
        stats.looksRendered = painter.looks.rendered - before.0
        stats.shadowsBlurred = painter.shadows.blurred - before.1
        stats.shadowPixelsBlurred = painter.shadows.blurredPixels - before.4
        stats.textLayoutsMade = painter.texts.made - before.2
        stats.textMasksRendered = painter.texts.masksRendered - before.3
        stats.masksSampled = painter.sampler.count - before.5
        stats.turnedLooksComposited = painter.turnedLooksComposited - before.6
        statistics = stats
        return rects
    }

    /// Background and every layer reaching into `rects`, each clipped to
    /// where it is not hidden under an opaque layer drawn later. Returns the
    /// number of damaged pixels left unpainted under opaque fills.
    private func repaint(_ layers: [PresentedLayer], in rects: [PixelRect]) -> Int {
        let base = AffineTransform2D(scaleX: scale, y: scale)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        let placement = DrawTarget(cr: cr, base: base, scale: scale, visible: nil)
        let screenPlacement = DrawTarget(cr: cr, base: base, scale: scale, visible: nil, isScreen: true)
        let plan = cullsHiddenPixels
            ? OcclusionPlan(layers: layers, damage: rects) { painter.drawnTransform($0, target: placement) } : nil
        if let plan {
            plan.background.clip(cr)
        } else {
            for rect in rects {
                cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
            }
            cairo_clip(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for (index, layer) in layers.enumerated() {
            guard let plan else {
                painter.draw(layer, parentOpacity: 1, into: DrawTarget(cr: cr, base: base, scale: scale, visible: rects, isScreen: true))
                continue
            }
            let region = plan.layers[index]
            // Not even a clip for a layer that stays clear of what it must repaint.
            guard !region.isEmpty, region.intersects(painter.screenBox(layer, target: screenPlacement)) else { continue }
            cairo_save(cr)
            cairo_reset_clip(cr)
            region.clip(cr)
            let target = DrawTarget(cr: cr, base: base, scale: scale, visible: region.rects, isScreen: true)
            painter.draw(layer, parentOpacity: 1, into: target, shadowClip: plan.shadows[index])
            cairo_restore(cr)
        }
        cairo_restore(cr)
        cairo_surface_flush(image.surface)
        return plan?.hiddenArea ?? 0
    }

    // MARK: Pixels

    /// Bytes per row of `pixels`.
    public var stride: Int { image.stride }

    /// The image's first byte; valid while the renderer lives, changed by `render`.
    public var pixels: UnsafeRawPointer { UnsafeRawPointer(data) }

    /// The pixel at (`x`, `y`) as premultiplied 0xAARRGGBB, or 0 outside the image.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return 0 }
        return pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Writes the current image as a PNG file.
    public func writePNG(path: String) throws {
        let status = cairo_surface_write_to_png(image.surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("\(path): cannot write PNG: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Image files the scene names that could not be loaded, with the reason
    /// (they are drawn as grey boxes with a cross).
    public var missingImages: [String: String] { painter.images.problems }

    /// The most bytes blurred shadow masks (one byte a pixel) may hold
    /// between frames: two screens' worth of pixels, so the budget follows
    /// the screen, not how long the kiosk has run (8 MB at 1080×1920).
    public var shadowBudget: Int { 2 * pixelWidth * pixelHeight }

    /// The most bytes layers' looks may hold: one screen's worth of pixels,
    /// at least 4 MB (8 MB at 1080×1920, 4 MB at 800×480), so the cache
    /// follows the screen, not how many cards an app shows. Layers left
    /// without one are drawn as vectors. At 1080×1920 the swipe deck's top
    /// card and the wallet's stack fit; the cards under the swipe deck's top
    /// one, mostly hidden, are drawn where they show.
    public var lookBudget: Int { max(4 * pixelWidth * pixelHeight, 4 << 20) }

    /// Whether the last frame drew a layer as vectors because its look kept
    /// changing (a card whose size animates), or a turning layer's shadow
    /// rough: render once more after the scene holds still, even with nothing
    /// new to show, and that layer is redrawn from its look, its shadow
    /// smooth — the pixels a fresh frame of the same scene has.
    public var needsFollowUpFrame: Bool { painter.looks.hasChangingLayers || painter.roughShadowCount > 0 }

    /// Bytes held by blurred shadow masks.
    public var shadowMaskBytes: Int { painter.shadows.byteCount }
    /// Bytes of dropped shadow masks' buffers kept for the next masks (a size animating).
    public var shadowSpareBytes: Int { painter.shadows.spareBytes }
    /// Buffers allocated for shadow masks so far (masks made on a dropped one's buffer are not counted).
    public var shadowBuffersMade: Int { painter.shadows.buffersMade }

    /// Gives back the memory of every cache (looks, shadow masks): for when
    /// the renderer stops drawing for a while, e.g. before a PNG run writes its
    /// contact sheet. The next `render` repaints everything.
    public func dropCaches() {
        painter.looks.choose(from: [], budget: 0, frame: painter.frame)
        painter.shadows.evict(toBudget: 0, now: Int.max)
        painter.sampler.drop()
        invalidate()
    }

    /// Bytes held by cached layer looks (for memory budgets).
    public var cachedLookBytes: Int { painter.looks.byteCount }

    /// The pango family list a font resolves to on this machine.
    public func fontFamilies(for font: Font) -> String { painter.texts.familyList(for: font) }
}
