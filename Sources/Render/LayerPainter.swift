import CCairo
import Geometry
import Motion
import Scene

/// Draws presented layer trees into a target, choosing per layer between a
/// composite of its cached look (translated, `cached`), the same look
/// composited turned or scaled (`cached` and small enough:
/// `TurnedLookCompositor`, as SwiftUI transforms a flattened view),
/// perspective strips of its look (`rotation3D`), and vector drawing
/// (everything else: a large turned look costs more to resample than its
/// shapes cost to draw, measured at 1080×1920).
final class LayerPainter {
    let texts: TextLayouts
    let images = ImageStore()
    /// Blurred shadow masks, per silhouette, size, radius and scale.
    let shadows = ShadowMasks()
    /// The layers' looks: cached flat renderings, one per layer id.
    let looks = LookCache()
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    /// Advances once per drawn frame; caches use it to age entries.
    @exclusivity(unchecked) var frame = 0
    /// Layers drawn (or composited) since the counter was last reset.
    @exclusivity(unchecked) var layersDrawn = 0
    /// Enclosing clips not given to cairo for a layer they could not cut, since the counter was last reset.
    @exclusivity(unchecked) var clipsHeldBack = 0
    /// Turned shadows drawn rough this frame (their layers had moved since
    /// the last), with the pixels each may reach: redrawn smooth next frame.
    @exclusivity(unchecked) private var roughShadows: [LayerID: PixelRect] = [:]
    /// Where each turned shadow on the screen was placed last frame, and this frame.
    @exclusivity(unchecked) private var shadowPlacements: [LayerID: AffineTransform2D] = [:]
    @exclusivity(unchecked) private var newShadowPlacements: [LayerID: AffineTransform2D] = [:]
    /// Samples a moving turned shadow's mask (see `drawShadow`) and turned text.
    let sampler = MaskSampler()
    /// Whether turned masks are sampled by `sampler`; off, cairo resamples
    /// them (for comparisons).
    @exclusivity(unchecked) var samplesTurnedMasks = true
    /// Turned shadows the last frame drew rough.
    var roughShadowCount: Int { roughShadows.count }

    /// Device pixels per perspective strip: narrow enough that the stepped
    /// top and bottom edges of a turning card stay under a pixel.
    static let stripWidth = 2.0

    init(texts: TextLayouts) { self.texts = texts }

    var content: ContentPainter {
        ContentPainter(texts: texts, images: images, frame: frame, sampler: samplesTurnedMasks ? sampler : nil)
    }

    func geometry(scale: Double) -> LayerGeometry { LayerGeometry(content: content, scale: scale) }

    /// Whether an enclosing layer's clip is given to cairo only for what may
    /// reach past it (`PendingClip`); off, every clip is applied to the whole subtree.
    @exclusivity(unchecked) var clipsOnlyWhereNeeded = true

    /// Draws `layer` and its subtree; `parentOpacity` is the accumulated opacity
    /// already applied by an enclosing group or look. A drawn-flat layer's own
    /// shadow is clipped to `shadowClip` when given (where its opaque fill
    /// does not cover it). `clips` are enclosing layers' clips not yet given to cairo.
    func draw(_ layer: PresentedLayer, parentOpacity: Double, into target: DrawTarget, shadowClip: PixelRegion? = nil,
              clips: [PendingClip] = []) {
        guard layer.opacity > 0, parentOpacity > 0 else { return }
        let alpha = min(1, layer.opacity / parentOpacity)
        if layer.rotation3D.radians != 0 {
            guard let perspective = Perspective(layer) else { return }
            let bounds = geometry(scale: target.scale).screenBounds(layer)
            guard target.needsDrawing(target.pixelBox(of: bounds, transform: .identity)) else { return }
            withClips(clips, target) { drawPerspective(layer, perspective, alpha: alpha, into: target) }
        } else if layer.cached, target.device(layer.transform).isTranslation(scale: target.scale) {
            if looks.permits(layer.id) {
                withClips(clips, target) { drawLook(layer, alpha: alpha, into: target) }
            } else {
                // Where its look would land: at whole pixels, as damage and occlusion assume.
                let device = target.device(layer.transform)
                drawFlat(layer, alpha: alpha, into: target.shifted(x: device.tx.rounded() - device.tx, y: device.ty.rounded() - device.ty),
                         clips: clips)
            }
        } else {
            guard target.needsDrawing(screenBox(layer, target: target)) else { return }
            if layer.cached, clips.isEmpty, looks.compositesTurned, looks.permits(layer.id),
               drawTurnedLook(layer, alpha: alpha, into: target) {
                return
            }
            drawFlat(layer, alpha: alpha, into: target, shadowClip: shadowClip, clips: clips)
        }
    }

    /// Looks composited turned since the counter was last reset.
    @exclusivity(unchecked) var turnedLooksComposited = 0

    /// The layer's look composited under its transform, straight into the
    /// screen's pixels where the frame repaints; false when that cannot be
    /// done there (a group or a look's surface being drawn into, no look).
    private func drawTurnedLook(_ layer: PresentedLayer, alpha: Double, into target: DrawTarget) -> Bool {
        let cr = target.cr
        guard target.isScreen, let visible = target.visible, let screen = cairo_get_target(cr),
              cairo_get_group_target(cr) == screen, let look = look(of: layer, scale: target.scale), let lanes = look.lanes() else {
            return false
        }
        var offset = (x: 0.0, y: 0.0)
        cairo_surface_get_device_offset(screen, &offset.x, &offset.y)
        guard offset == (0, 0) else { return false }
        let toTarget = lookTransform(box: look.box, scale: target.scale, device: target.device(layer.transform))
        guard TurnedLookCompositor.composite(lanes, opaque: look.opaqueBand, toTarget: toTarget, alpha: alpha,
                                                  onto: screen, within: visible) else {
            return false
        }
        layersDrawn += 1
        turnedLooksComposited += 1
        return true
    }

    /// Runs `draw` inside `clips` (all of them: for what is drawn from a bitmap).
    private func withClips(_ clips: [PendingClip], _ target: DrawTarget, _ draw: () -> Void) {
        guard !clips.isEmpty else { return draw() }
        cairo_save(target.cr)
        for clip in clips { clip.apply(to: target) }
        draw()
        cairo_restore(target.cr)
    }

    /// The map from `layer`'s points to target pixels it is drawn with: a
    /// cached look that only translates is composited at whole pixels.
    func drawnTransform(_ layer: PresentedLayer, target: DrawTarget) -> AffineTransform2D {
        var device = target.device(layer.transform)
        if layer.cached, layer.rotation3D.radians == 0, device.isTranslation(scale: target.scale) {
            device.tx = device.tx.rounded()
            device.ty = device.ty.rounded()
        }
        return device
    }

    /// Per layer of the frame being drawn on the screen: the pixels its
    /// subtree may touch, from the frame's damage records (`DamageTracker`),
    /// for targets placed by `screenBase`.
    @exclusivity(unchecked) var screenBoxes: [LayerID: PixelRect] = [:]
    @exclusivity(unchecked) var screenBase: AffineTransform2D?

    /// `subtreeBox`, or a box holding it from this frame's records when
    /// `target` is the screen as they measured it.
    func screenBox(_ layer: PresentedLayer, target: DrawTarget) -> PixelRect {
        if target.isScreen, let base = screenBase, base.a == target.base.a, base.b == target.base.b, base.c == target.base.c,
           base.d == target.base.d, base.tx == target.base.tx, base.ty == target.base.ty, let box = screenBoxes[layer.id] {
            return box
        }
        return subtreeBox(layer, target: target)
    }

    /// The target pixels `layer` and its subtree may touch when drawn.
    func subtreeBox(_ layer: PresentedLayer, target: DrawTarget) -> PixelRect {
        guard layer.cached, layer.rotation3D.radians == 0, layer.opacity > 0 else {
            return target.pixelBox(of: geometry(scale: target.scale).screenBounds(layer), transform: .identity)
        }
        let box = looks.box(for: layer, scale: target.scale) { geometry(scale: target.scale).localBounds(layer) }
        let device = target.device(layer.transform)
        if device.isTranslation(scale: target.scale) { return lookPlacement(layer, box: box, target: target) }
        // Turned or scaled: where its look lands (what `drawTurnedLook` composites,
        // a pixel of filter reach around), which holds its vectors too. From the
        // kept box, not its subtree's bounds walked again: a turned card's took
        // three walks of its children a frame, each child's ink measured anew.
        let landing = lookTransform(box: box, scale: target.scale, device: device)
            .boundingBox(of: Rect(x: 0, y: 0, width: Double(box.width), height: Double(box.height)))
        return PixelRect(covering: landing.minX, landing.minY, landing.maxX, landing.maxY, margin: 1)
    }

    /// The map from a look's pixels (its `box`, in the layer's pixels) to the target's, for a layer placed by `device`.
    private func lookTransform(box: PixelRect, scale: Double, device: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(translationX: Double(box.x), y: Double(box.y))
            .concatenating(AffineTransform2D(scaleX: 1 / scale, y: 1 / scale))
            .concatenating(device)
    }

    /// Where a cached, translated layer's look lands, in target pixels.
    func lookPlacement(_ layer: PresentedLayer, box: PixelRect, target: DrawTarget) -> PixelRect {
        let device = target.device(layer.transform)
        return PixelRect(x: Int(device.tx.rounded()) + box.x, y: Int(device.ty.rounded()) + box.y,
                          width: box.width, height: box.height)
    }

    /// Shadow, content, then children (clipped if asked), as vectors under the layer's transform.
    /// With `alpha` below 1 and more than one thing to draw, they are drawn as a
    /// group and faded together, as SwiftUI's `opacity` fades a whole view.
    /// `unfiltered`: the layer's filters and mask are being applied by
    /// `drawFiltered`, which draws the rest (the mask excluded) through here.
    func drawFlat(_ layer: PresentedLayer, alpha: Double, into target: DrawTarget, shadowClip: PixelRegion? = nil,
                  clips pending: [PendingClip] = [], unfiltered: Bool = false, excludingLastChild: Bool = false) {
        if !unfiltered, !layer.filters.isEmpty || (layer.masksWithLastChild && layer.children.count >= 2) {
            return drawFiltered(layer, alpha: alpha, into: target, shadowClip: shadowClip, clips: pending)
        }
        layersDrawn += 1
        let cr = target.cr
        let grouped = alpha < 1 && !(layer.children.isEmpty && layer.shadow == nil)
        var clips = pending
        if grouped {
            cairo_save(cr)
            // A group is faded whole: what clips it clips the group, as before.
            for clip in clips { clip.apply(to: target) }
            clips = []
            cairo_identity_matrix(cr)
            cairo_push_group(cr)
        }
        let ownAlpha = grouped ? 1 : alpha
        let device = target.device(layer.transform)
        let drawsShadow = layer.shadow.map { $0.color.alpha > 0 } ?? false
        if drawsShadow || layer.content != .empty {
            let ownBox = clips.isEmpty ? .zero : geometry(scale: target.scale).ownLocal(layer)
            let own = clips.filter { $0.mayCut(ownBox, placedBy: device) }
            clipsHeldBack += clips.count - own.count
            withClips(own, target) {
                if let shadow = layer.shadow, drawsShadow {
                    drawShadow(layer, shadow, alpha: ownAlpha, device: device, target: target, clip: shadowClip)
                }
                if layer.content != .empty {
                    let clip = ownContentClip(layer, device: device)
                    if let clip {
                        cairo_save(cr)
                        clip.apply(to: target)  // sets the layer's matrix as well
                    } else {
                        target.setMatrix(device)
                    }
                    content.draw(layer.content, size: layer.size, progress: layer.progress, alpha: ownAlpha, cr: cr)
                    if clip != nil { cairo_restore(cr) }
                }
            }
        }
        if !layer.children.isEmpty {
            var appliedNow = false
            if layer.clipsToBounds {
                if clipsOnlyWhereNeeded, let clip = PendingClip(of: layer, device: device) {
                    clips.append(clip)
                } else {
                    appliedNow = true
                    cairo_save(cr)
                    for clip in clips { clip.apply(to: target) }
                    clips = []
                    target.setMatrix(device)
                    let area = layer.clipArea
                    ShapePath.roundedRectangle(area.rect, radius: area.cornerRadius, cr: cr)
                    cairo_clip(cr)
                }
            }
            for child in excludingLastChild ? layer.children.dropLast() : layer.children[...] {
                draw(child, parentOpacity: layer.opacity, into: target, clips: clips)
            }
            if appliedNow { cairo_restore(cr) }
        }
        if grouped {
            cairo_identity_matrix(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }

    /// The clip a clipping layer's own content is drawn in, as SwiftUI's
    /// `clipShape` and `cornerRadius` clip the whole view they modify, its own
    /// drawing too (`Color.black.frame(width: 60, height: 60).cornerRadius(20)`
    /// is a rounded square); nil where it could cut nothing: a fill whose own
    /// corners are at least as round, or ink well inside the clip. The shadow
    /// is not clipped: it is cast by the clipped shape (`ShadowMasks.key`).
    private func ownContentClip(_ layer: PresentedLayer, device: AffineTransform2D) -> PendingClip? {
        guard layer.clipsToBounds, let clip = PendingClip(of: layer, device: device) else { return nil }
        if !layer.clipsToCircle, case let .shape(.roundedRectangle(radius), _, nil) = layer.content,
           max(0, min(radius, layer.size.width / 2, layer.size.height / 2)) >= clip.radius {
            return nil
        }
        return clip.mayCut(content.inkBounds(layer.content, size: layer.size), placedBy: device) ? clip : nil
    }

    /// Starts a frame: returns the pixels of the shadows drawn rough in the
    /// last one, which the frame must repaint (smooth, if their layers hold still).
    func beginShadowFrame() -> [PixelRect] {
        let rough = Array(roughShadows.values)
        roughShadows.removeAll(keepingCapacity: true)
        swap(&shadowPlacements, &newShadowPlacements)
        newShadowPlacements.removeAll(keepingCapacity: true)
        return rough
    }

    /// The blurred mask of the layer's silhouette, offset by the shadow and tinted.
    ///
    /// Only moved (not turned or scaled), the mask is composited at whole
    /// pixels, as a look is: at a fraction of a pixel cairo
    /// would resample it, bilinear-filtered, on pixman's general path, every
    /// pixel of the mask every time it is drawn (a swipe card's shadow lies
    /// 1.4 px below it at 800×480). A pixel at most off (half for the
    /// layer's place, half for the offset) a blur several pixels wide.
    /// `bench swipe --release` (the deck's cards redrawn with their shadows
    /// as a card flies off and the deck moves up): 37–40 ms a frame at
    /// 1080×1920 resampled, 15–18 ms at whole pixels.
    ///
    /// Turned, the mask is resampled; while its layer moves from frame to
    /// frame (a card dragged and turning) it is sampled at the nearest pixel,
    /// by `MaskSampler` in the pixels the frame repaints, which spares
    /// pixman its slow general path, and the first frame in which the layer
    /// holds still draws it again bilinear-filtered. The
    /// blurred mask changes by a few levels a pixel: the rough shadow is off
    /// by at most 6/255 (a swipe card at 800×480), a faint stepping along the
    /// card's edge under a magnifier, in motion. Measured with `bench swipe`
    /// (the card dragged and turning): 7.8–10.8 ms a frame at 1080×1920
    /// filtered, 5.7–6.1 ms rough; in the QEMU kiosk the shadow's share went
    /// from 4.8 to 4.1 ms.
    private func drawShadow(_ layer: PresentedLayer, _ shadow: Shadow, alpha: Double, device: AffineTransform2D,
                            target: DrawTarget, clip: PixelRegion?) {
        // The mask's pixels to the target's, as drawn below.
        let placement = AffineTransform2D(scaleX: 1 / target.scale, y: 1 / target.scale)
            .concatenating(AffineTransform2D(translationX: shadow.x, y: shadow.y)).concatenating(device)
        let turned = device.b != 0 || device.c != 0
        var moved = false
        if turned, target.isScreen {
            moved = shadowPlacements[layer.id].map { $0 != device } ?? false
            newShadowPlacements[layer.id] = device
        }
        guard clip?.isEmpty != true,
              let mask = shadows.mask(for: layer, shadow: shadow, scale: target.scale, painter: content) else { return }
        let cr = target.cr
        cairo_save(cr)
        clip?.clip(cr)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha * alpha)
        if placement.isTranslation {
            // The layer's origin and the shadow's offset each at whole pixels,
            // as a look places the layer and draws the shadow inside it: drawn
            // either way, the shadow lands on the same pixels.
            let x = device.tx.rounded() + (placement.tx - device.tx).rounded() - Double(mask.margin)
            let y = device.ty.rounded() + (placement.ty - device.ty).rounded() - Double(mask.margin)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask.image.surface, x, y)
            cairo_restore(cr)
            return
        }
        // The mask's own pixels to the target's: its margin lies left of and above the layer.
        let maskToTarget = AffineTransform2D(translationX: Double(-mask.margin), y: Double(-mask.margin)).concatenating(placement)
        guard moved else {
            target.setMatrix(device)
            cairo_translate(cr, shadow.x, shadow.y)
            cairo_scale(cr, 1 / target.scale, 1 / target.scale)
            cairo_mask_surface(cr, mask.image.surface, Double(-mask.margin), Double(-mask.margin))
            cairo_restore(cr)
            return
        }
        let box = maskToTarget.boundingBox(of: Rect(x: 0, y: 0, width: Double(mask.image.width), height: Double(mask.image.height)))
        let reach = PixelRect(covering: box.minX, box.minY, box.maxX, box.maxY)
        // Sampled only where the frame repaints it (the clip holds no more).
        if samplesTurnedMasks,
           let sampled = sampler.sample(mask.image, toTarget: maskToTarget, filter: .nearest, within: clip?.rects ?? target.visible ?? [reach]) {
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, sampled.image.surface, Double(sampled.box.x), Double(sampled.box.y))
        } else if let pattern = cairo_pattern_create_for_surface(mask.image.surface) {
            var matrix = cairo_matrix_t(xx: maskToTarget.a, yx: maskToTarget.b, xy: maskToTarget.c, yy: maskToTarget.d,
                                        x0: maskToTarget.tx, y0: maskToTarget.ty)
            cairo_set_matrix(cr, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cr)
        // Where the next frame repaints it.
        roughShadows[layer.id] = reach
    }

    /// The layer's look, (re)rendered if stale, composited at whole pixels.
    private func drawLook(_ layer: PresentedLayer, alpha: Double, into target: DrawTarget) {
        let box = looks.box(for: layer, scale: target.scale) { geometry(scale: target.scale).localBounds(layer) }
        guard target.needsDrawing(lookPlacement(layer, box: box, target: target)) else { return }
        guard let look = look(of: layer, scale: target.scale) else {
            // No memory for its own surface: draw it directly instead.
            drawFlat(layer, alpha: alpha, into: target)
            return
        }
        let place = lookPlacement(layer, box: look.box, target: target)
        layersDrawn += 1
        let cr = target.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, look.image.surface, Double(place.x), Double(place.y))
        cairo_rectangle(cr, Double(place.x), Double(place.y), Double(place.width), Double(place.height))
        if alpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        } else {
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    private func look(of layer: PresentedLayer, scale: Double) -> LookCache.Look? {
        looks.look(for: layer, scale: scale, frame: frame, localBounds: { geometry(scale: scale).localBounds(layer) }) { cr, base in
            // Flat and opaque: perspective and the layer's opacity apply when the look is used.
            var flat = layer
            flat.rotation3D = .zero
            let target = DrawTarget(cr: cr, base: base, scale: scale, visible: nil)
            drawFlat(flat, alpha: 1, into: target)
        }
    }

    /// The look drawn as thin vertical strips, each an affine map of its slice
    /// of the flat look onto its projected span. A strip is split at the axis'
    /// height and each half sheared so that its outer edge (the card's top or
    /// bottom) follows the true perspective line, leaving no stair steps there;
    /// inside, the error is under a pixel. Strips are clipped without
    /// antialiasing so neighbours share every pixel exactly once.
    private func drawPerspective(_ layer: PresentedLayer, _ perspective: Perspective, alpha: Double,
                                 into target: DrawTarget) {
        guard let look = look(of: layer, scale: target.scale),
              let pattern = cairo_pattern_create_for_surface(look.image.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        layersDrawn += 1
        let scale = target.scale
        var patternMatrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: Double(-look.box.x), y0: Double(-look.box.y))
        cairo_pattern_set_matrix(pattern, &patternMatrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        let flat = Rect(x: Double(look.box.x) / scale, y: Double(look.box.y) / scale,
                        width: Double(look.box.width) / scale, height: Double(look.box.height) / scale)
        let projected = perspective.box(of: flat)
        let axisY = min(max(perspective.anchor.y, projected.minY), projected.maxY)
        let halves = [(top: projected.minY, bottom: axisY, edge: flat.minY),
                      (top: axisY, bottom: projected.maxY, edge: flat.maxY)].filter { $0.bottom > $0.top }
        let device = target.device(layer.transform)
        let step = Self.stripWidth / max((device.a * device.a + device.b * device.b).squareRoot(), 1e-6)
        let cr = target.cr
        let ay = perspective.anchor.y
        var left = projected.minX
        while left < projected.maxX {
            let right = min(left + step, projected.maxX)
            let u0 = perspective.sourceX(atProjected: left), u1 = perspective.sourceX(atProjected: right)
            let f0 = perspective.magnification(atOffset: u0 - perspective.anchor.x)
            let f1 = perspective.magnification(atOffset: u1 - perspective.anchor.x)
            let k = u1 != u0 ? (right - left) / (u1 - u0) : 0
            let slope = u1 != u0 ? (f1 - f0) / (u1 - u0) : 0
            let fm = (f0 + f1) / 2, um = (u0 + u1) / 2
            for half in halves {
                let shear = (half.edge - ay) * slope
                let strip = AffineTransform2D(a: k, b: shear, c: 0, d: fm, tx: left - u0 * k, ty: ay - ay * fm - shear * um)
                cairo_save(cr)
                target.setMatrix(device)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                cairo_rectangle(cr, left, half.top, right - left, half.bottom - half.top)
                cairo_clip(cr)
                target.setMatrix(strip.concatenating(device))
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            }
            left = right
        }
    }
}
