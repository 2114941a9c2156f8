import CCairo
import Geometry
import Scene

extension LayerPainter {
    /// Draws a layer with filters or a mask (`LayerFilter`,
    /// `Layer.masksWithLastChild`): its drawing — shadow, content and
    /// children, as one group — goes through its mask (the last child's
    /// alpha), then its filters, and is composited with `alpha`, clipped by
    /// `clips`. A blur needs what lies around the damage: the group is drawn
    /// over the damage grown by the blur's reach (within the layer's drawn
    /// bounds), then composited through the damage alone.
    func drawFiltered(_ layer: PresentedLayer, alpha: Double, into target: DrawTarget, shadowClip: PixelRegion?, clips: [PendingClip]) {
        let cr = target.cr
        cairo_save(cr)
        for clip in clips { clip.apply(to: target) }
        cairo_identity_matrix(cr)
        cairo_save(cr)
        let reach = layer.filters.map(\.reach).max() ?? 0
        if reach > 0 {
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            let pad = (reach * target.scale).rounded(.up) + 2
            let box = target.pixelBox(of: layer.drawnBounds, transform: .identity)
            let left = max(x0 - pad, Double(box.x)), top = max(y0 - pad, Double(box.y))
            let right = min(x1 + pad, Double(box.x + box.width)), bottom = min(y1 + pad, Double(box.y + box.height))
            cairo_reset_clip(cr)
            cairo_rectangle(cr, left.rounded(.down), top.rounded(.down),
                            max(0, right.rounded(.up) - left.rounded(.down)), max(0, bottom.rounded(.up) - top.rounded(.down)))
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        if layer.masksWithLastChild, let maskLayer = layer.children.last, layer.children.count >= 2 {
            cairo_push_group(cr)
            drawFlat(layer, alpha: 1, into: target, shadowClip: shadowClip, unfiltered: true, excludingLastChild: true)
            cairo_identity_matrix(cr)
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            draw(maskLayer, parentOpacity: layer.opacity, into: target)
            cairo_identity_matrix(cr)
            let mask = cairo_pop_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(mask)
        } else {
            drawFlat(layer, alpha: 1, into: target, shadowClip: shadowClip, unfiltered: true)
        }
        cairo_identity_matrix(cr)
        guard let group = cairo_pop_group(cr) else {
            cairo_restore(cr)
            cairo_restore(cr)
            return
        }
        var surface: OpaquePointer?
        if !layer.filters.isEmpty, cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface {
            GroupFilters.apply(layer.filters, to: surface, scale: target.scale)
        }
        cairo_restore(cr)
        cairo_set_source(cr, group)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(group)
        cairo_restore(cr)
    }
}
