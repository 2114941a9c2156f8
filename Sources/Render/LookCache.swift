import CCairo
import Geometry
import Motion
import Scene

/// Layers' looks (content, shadow and subtree, flat and fully opaque) kept in
/// their own surfaces, one per layer id, re-rendered only when the layer's
/// `lookHash`, size or the pixel scale changes.
final class LookCache {
    /// A look: a cached rendering of one layer, its content, shadow and
    /// subtree drawn flat into a surface of its own, so that a layer that
    /// only moves or turns is composited from it instead of drawn again.
    final class Look {
        let image: CairoImage
        /// The look's top-left pixel relative to the layer's origin, in pixels.
        let box: PixelRect
        /// What it was rendered for: the layer's look hash, its size and the
        /// pixel scale (a change of any makes it stale).
        let lookHash: Int
        let size: Size
        let scale: Double
        /// The frame it was last used in.
        var lastUse = 0
        /// The frame it was rendered in, and whether it replaced a look
        /// that had changed (rather than being a first one).
        var renderedFrame = 0
        var replacedChanged = false
        /// Where the look is opaque, found the first time it is composited turned.
        lazy var opaqueBand: PixelRect? = OpaqueBand.find(in: image)
        /// Its pixels in lanes, made the first time it is composited turned.
        private(set) var lanePixels: LanePixels?

        /// The pixels in lanes (`TurnedLookCompositor`'s form), made on first use; nil when there is no memory.
        func lanes() -> LanePixels? {
            if lanePixels == nil { lanePixels = LanePixels(image) }
            return lanePixels
        }

        /// Memory held: the surface, and the lanes once made.
        var byteCount: Int { image.byteCount + (lanePixels?.byteCount ?? 0) }

        init(image: CairoImage, box: PixelRect, lookHash: Int, size: Size, scale: Double) {
            self.image = image
            self.box = box
            self.lookHash = lookHash
            self.size = size
            self.scale = scale
        }

        /// Whether it still shows `layer` at `scale`: same look hash, size and scale.
        func matches(_ layer: PresentedLayer, scale: Double) -> Bool {
            lookHash == layer.lookHash && size == layer.size && self.scale == scale
        }
    }

    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    /// The kept looks, one per layer id.
    @exclusivity(unchecked) private var looks: [LayerID: Look] = [:]
    /// Looks rendered so far (for tests and statistics).
    @exclusivity(unchecked) private(set) var rendered = 0
    /// The layers that may keep a look this frame (nil: all); the others are
    /// drawn as vectors. Chosen by `choose(from:budget:frame:)`.
    @exclusivity(unchecked) private(set) var permitted: Set<LayerID>?
    /// Layers whose look changed in each of the last frames (a card whose
    /// size animates), with the look hash of the last: drawn as vectors until
    /// their look holds still for a frame.
    @exclusivity(unchecked) private var changing: [LayerID: Int] = [:]
    /// Every on-screen unit's look hash in the last frame. One without a
    /// kept look whose hash changed since is animating (a card whose size
    /// springs) and gets no first look: the next frame would render another.
    /// (A swipe deck's cards moving up each got a first look and a second
    /// one, then the next card did: a card rendered offscreen in each of the
    /// first eight frames after a swipe.)
    @exclusivity(unchecked) private var lastSeen: [LayerID: Int] = [:]

    /// Whether some layer was drawn as vectors because its look kept
    /// changing: one more frame once it holds still redraws it from its look.
    var hasChangingLayers: Bool { !changing.isEmpty }

    /// Whether turned or scaled layers small enough keep looks and are
    /// composited turned from them (`TurnedLookCompositor`); off, they are
    /// drawn as vectors.
    @exclusivity(unchecked) var compositesTurned = true

    /// Whether `id` may have a look this frame.
    func permits(_ id: LayerID) -> Bool { permitted?.contains(id) ?? true }

    /// Picks which on-screen units keep looks within `budget` bytes and
    /// frees the others' surfaces. A layer turning in perspective always gets
    /// one (its strips are cut from it); one turned or scaled in 2D gets one
    /// when its box is small enough to composite turned, else none (it is
    /// drawn as vectors). Of the layers that only move or turn, the
    /// topmost come first: what is underneath is mostly hidden, and occlusion
    /// culling leaves little of it to draw. The first always gets one.
    ///
    /// A look that changes frame after frame is not kept: rendering
    /// it offscreen and compositing it costs more than drawing the layer as
    /// vectors, and a new surface every frame churns memory. Once its look
    /// is the same two frames running it gets a surface again.
    ///
    /// Returns the layers drawn as vectors last frame because they were
    /// changing that now hold still: the caller redraws them from their
    /// looks, so what stays on the screen is what a fresh frame shows
    /// (compositing a look rounds a level differently from drawing in place).
    @discardableResult
    func choose(from records: [LayerRecord], budget: Int, frame: Int) -> [LayerRecord] {
        var stillChanging: [LayerID: Int] = [:]
        func rank(_ record: LayerRecord) -> Int? {
            if record.rotation3D != 0 { return 0 }
            if record.onlyMoves { return 1 }
            // Turned or scaled and small: composited from its look (`TurnedLookCompositor`).
            return compositesTurned && record.bounds.area <= TurnedLookCompositor.pixelLimit ? 1 : nil
        }
        let ordered = records.enumerated()
            .compactMap { entry in rank(entry.element).map { (rank: $0, offset: entry.offset, record: entry.element) } }
            .sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.offset > $1.offset }
            .map(\.record)
        var chosen = Set<LayerID>()
        var bytes = 0
        for record in ordered {
            if record.rotation3D == 0 {
                // Changed in the last frame and again now (a first look changing once is just rendered again).
                let changedTwice = looks[record.id].map { $0.replacedChanged && $0.renderedFrame == frame - 1 && $0.lookHash != record.look } ?? false
                let changesWithoutLook = looks[record.id] == nil && lastSeen[record.id].map { $0 != record.look } == true
                if changedTwice || changesWithoutLook || changing[record.id].map({ $0 != record.look }) == true {
                    stillChanging[record.id] = record.look
                    continue
                }
            }
            // A look composited turned is kept twice: its surface, and its lanes (8 bytes a pixel).
            let cost = (record.rotation3D == 0 && !record.onlyMoves ? 12 : 4) * record.bounds.area
            guard chosen.isEmpty || bytes + cost <= budget || record.rotation3D != 0 else { continue }
            chosen.insert(record.id)
            bytes += cost
        }
        permitted = chosen
        let settled = records.filter { changing[$0.id] != nil && stillChanging[$0.id] == nil }
        changing = stillChanging
        lastSeen.removeAll(keepingCapacity: true)
        for record in records { lastSeen[record.id] = record.look }
        retain(only: chosen)
        return settled
    }

    /// The pixel box a look of `localBounds` (layer points) needs at `scale`.
    static func box(for localBounds: Rect, scale: Double) -> PixelRect {
        PixelRect(covering: localBounds.minX * scale, localBounds.minY * scale,
                   localBounds.maxX * scale, localBounds.maxY * scale)
    }

    /// The box of `layer`'s current look if one is kept, else of its bounds (no rendering).
    func box(for layer: PresentedLayer, scale: Double, localBounds: () -> Rect) -> PixelRect {
        if let look = looks[layer.id], look.matches(layer, scale: scale) { return look.box }
        return Self.box(for: localBounds(), scale: scale)
    }

    /// The look of `layer`, rendered by `draw` into a fresh surface when stale.
    /// `draw` gets the target whose base maps screen points to the look's pixels.
    func look(for layer: PresentedLayer, scale: Double, frame: Int, localBounds: () -> Rect,
              draw: (_ cr: OpaquePointer, _ base: AffineTransform2D) -> Void) -> Look? {
        if let look = looks[layer.id], look.matches(layer, scale: scale) {
            look.lastUse = frame
            return look
        }
        let replacesChanged = looks[layer.id] != nil
        looks[layer.id] = nil  // Free the stale surface before making its replacement.
        let box = Self.box(for: localBounds(), scale: scale)
        guard let inverse = layer.transform.inverted,
              let image = CairoImage(width: box.width, height: box.height),
              let cr = image.makeContext() else { return nil }
        let base = inverse
            .concatenating(AffineTransform2D(scaleX: scale, y: scale))
            .concatenating(AffineTransform2D(translationX: Double(-box.x), y: Double(-box.y)))
        draw(cr, base)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
        let look = Look(image: image, box: box, lookHash: layer.lookHash, size: layer.size, scale: scale)
        look.lastUse = frame
        look.renderedFrame = frame
        look.replacedChanged = replacesChanged
        looks[layer.id] = look
        rendered += 1
        return look
    }

    /// Forgets looks of layers that no longer keep one.
    func retain(only ids: Set<LayerID>) {
        guard looks.keys.contains(where: { !ids.contains($0) }) else { return }
        looks = looks.filter { ids.contains($0.key) }
    }

    /// Memory held by kept looks, in bytes.
    var byteCount: Int { looks.values.reduce(0) { $0 + $1.byteCount } }
    /// Looks kept.
    var count: Int { looks.count }
}
