import Geometry
import Motion
import Scene

/// Where a layer draws: its own ink (content, stroke, text, shadow) and its
/// subtree's, in layer points or screen points — what damage and culling use.
/// Unlike `PresentedLayer.drawnBounds` it counts strokes, text ink and perspective.
struct LayerGeometry {
    let content: ContentPainter
    /// Pixels per point (shadow reach is whole pixels).
    let scale: Double

    /// What the layer's own content and shadow cover, in its coordinates.
    func ownLocal(_ layer: PresentedLayer) -> Rect {
        let visibleShadow = layer.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
        // Empty content paints nothing itself, but casts its bounds' shadow.
        if layer.content == .empty && visibleShadow == nil { return .zero }
        let ink = content.inkBounds(layer.content, size: layer.size)
        guard let shadow = visibleShadow else { return ink }
        return ink.merged(with: ShadowMasks.bounds(of: layer, shadow: shadow, ink: ink, scale: scale))
    }

    /// What the layer and its subtree cover, flat (before perspective), in its coordinates.
    func localBounds(_ layer: PresentedLayer) -> Rect {
        var bounds = ownLocal(layer)
        if layer.clipsToBounds {
            return bounds.merged(with: layer.clipArea.rect)
        }
        guard !layer.children.isEmpty, let inverse = layer.transform.inverted else { return bounds }
        for child in layer.children {
            let box = screenBounds(child)
            if box.width > 0, box.height > 0 { bounds = bounds.merged(with: inverse.boundingBox(of: box)) }
        }
        return bounds
    }

    /// What the layer and its subtree cover on the screen, in points.
    func screenBounds(_ layer: PresentedLayer) -> Rect {
        guard layer.opacity > 0 else { return .zero }
        if layer.rotation3D.radians != 0 {
            guard let perspective = Perspective(layer) else { return .zero }
            return layer.transform.boundingBox(of: perspective.box(of: localBounds(layer)))
        }
        var bounds = layer.transform.boundingBox(of: ownLocal(layer))
        if layer.clipsToBounds {
            // Children show only inside the bounds, which the own box may not hold (empty content).
            let clip = layer.transform.boundingBox(of: layer.clipArea.rect)
            let children = layer.children.reduce(Rect.zero) { $0.merged(with: screenBounds($1)) }
            if let visible = children.overlap(with: clip) { bounds = bounds.merged(with: visible) }
            return bounds
        }
        for child in layer.children { bounds = bounds.merged(with: screenBounds(child)) }
        return bounds
    }
}
