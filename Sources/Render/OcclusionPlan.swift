import Geometry
import Motion
import Scene

/// Where, within a frame's damage, each top-level layer and the background
/// still show: the damage minus the opaque covers of everything drawn above.
/// Built top-down, so each layer's region is the damage less the covers of
/// the layers after it.
struct OcclusionPlan {
    /// Pixels in the damage.
    let damageArea: Int
    /// Pixels of the background still visible.
    let background: PixelRegion
    /// For each top-level layer, the pixels it must be drawn in.
    let layers: [PixelRegion]
    /// For each top-level layer with an opaque cover, where its own shadow
    /// shows (its region less its cover); nil for the others.
    let shadows: [PixelRegion?]

    /// Nil when cairo cannot allocate a region: the caller then draws unculled.
    /// Pixels hidden under opaque fills, where the background was not painted.
    var hiddenArea: Int { damageArea - background.area }

    init?(layers presented: [PresentedLayer], damage: [PixelRect], device: (PresentedLayer) -> AffineTransform2D) {
        guard var remaining = PixelRegion(damage) else { return nil }
        damageArea = remaining.area
        var layers: [PixelRegion] = []
        var shadows: [PixelRegion?] = []
        layers.reserveCapacity(presented.count)
        shadows.reserveCapacity(presented.count)
        for layer in presented.reversed() {
            layers.append(remaining)
            let cover = OpaqueCover.pixels(of: layer, device: device(layer))
            guard !cover.isEmpty, cover.contains(where: { remaining.intersects($0) }) else {
                shadows.append(nil)
                continue
            }
            // Regions are shared until something is taken away: copy, then subtract.
            guard let coverRegion = PixelRegion(cover), let below = remaining.copy(), below.subtract(coverRegion) else {
                return nil
            }
            shadows.append(layer.shadow == nil ? nil : below)
            remaining = below
        }
        background = remaining
        self.layers = layers.reversed()
        self.shadows = shadows.reversed()
    }
}
