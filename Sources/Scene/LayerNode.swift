import Geometry
import Motion

/// What the animator keeps for one layer id: the last model and the
/// animated values presenting it. A class: the animator updates nodes in
/// place every frame, and a struct this size would be copied in and out of
/// its dictionary on every change.
final class LayerNode {
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    /// The layer as last laid out (its model values), stored without its children.
    @exclusivity(unchecked) var model: Layer
    /// The id of the layer it is a child (or back-face child) of; nil for a root.
    @exclusivity(unchecked) var parent: LayerID?
    /// Child ids in layout order; `backChildren` are the back face's.
    @exclusivity(unchecked) var children: [LayerID] = []
    @exclusivity(unchecked) var backChildren: [LayerID] = []
    @exclusivity(unchecked) var origin: AnimatedValue<Point>
    @exclusivity(unchecked) var size: AnimatedValue<Size>
    @exclusivity(unchecked) var offset: AnimatedValue<Size>
    @exclusivity(unchecked) var opacity: AnimatedValue<Double>
    @exclusivity(unchecked) var rotation: AnimatedValue<Angle>
    @exclusivity(unchecked) var rotation3D: AnimatedValue<Angle>
    @exclusivity(unchecked) var scale: AnimatedValue<Size>
    @exclusivity(unchecked) var progress: AnimatedValue<Double>
    /// 1 when fully present; an inserted layer animates up from 0, a removed one down to 0.
    @exclusivity(unchecked) var appearance: AnimatedValue<Double>
    /// It left the layout and plays its removal transition; dropped when that ends.
    @exclusivity(unchecked) var removing = false
    /// The animator's update pass that last placed this layer (a layer under
    /// one skipped whole keeps an older pass: it is not visited).
    @exclusivity(unchecked) var seenPass = 0
    /// This layer and the layers laid out under it when it was last diffed
    /// (those leaving not counted): `reusedLayers` counts a skipped subtree by it.
    @exclusivity(unchecked) var subtreeSize = 1
    /// The token of the layer value last applied (see `Layer.token`).
    @exclusivity(unchecked) var token: LayerToken?
    /// What the animator presented for this layer and its subtree last time,
    /// kept while nothing in the subtree changes or animates (see
    /// `SceneAnimator.invalidate`): a still subtree is not presented again.
    @exclusivity(unchecked) var presentedCache: PresentedCache?
    /// A hash of the layer's own look (content, shadow, clip, caching), not
    /// its placement; computed when the look changes, not every frame.
    @exclusivity(unchecked) private(set) var ownLookHash: Int

    init(model: Layer, parent: LayerID?) {
        self.model = model
        ownLookHash = Self.lookHash(of: model)
        self.parent = parent
        origin = AnimatedValue(model.frame.origin)
        size = AnimatedValue(model.frame.size)
        offset = AnimatedValue(model.offset)
        opacity = AnimatedValue(model.opacity)
        rotation = AnimatedValue(model.rotation)
        rotation3D = AnimatedValue(model.rotation3D)
        scale = AnimatedValue(model.scale)
        progress = AnimatedValue(model.progress)
        appearance = AnimatedValue(1.0)
    }

    /// Moves every animated property to `layer`'s values with `animation`;
    /// returns whether anything the layer is presented with changed.
    @discardableResult
    func apply(_ layer: Layer, animation: Animation?, at time: Double) -> Bool {
        let old = model
        let changed = origin.modelValue != layer.frame.origin || size.modelValue != layer.frame.size
            || offset.modelValue != layer.offset || opacity.modelValue != layer.opacity
            || rotation.modelValue != layer.rotation || rotation3D.modelValue != layer.rotation3D
            || scale.modelValue != layer.scale || progress.modelValue != layer.progress
            || old.zIndex != layer.zIndex || old.rotationAnchor != layer.rotationAnchor
            || old.scaleAnchor != layer.scaleAnchor || old.rotation3DAnchor != layer.rotation3DAnchor
            || old.allowsHitTesting != layer.allowsHitTesting || old.hitTestsFrame != layer.hitTestsFrame
            || old.confinesHitTesting != layer.confinesHitTesting
            || old.transition != layer.transition || !Self.sameLook(old, layer)
        origin.set(layer.frame.origin, animation: animation, at: time)
        size.set(layer.frame.size, animation: animation, at: time)
        offset.set(layer.offset, animation: animation, at: time)
        opacity.set(layer.opacity, animation: animation, at: time)
        rotation.set(layer.rotation, animation: animation, at: time)
        rotation3D.set(layer.rotation3D, animation: animation, at: time)
        scale.set(layer.scale, animation: animation, at: time)
        progress.set(layer.progress, animation: animation, at: time)
        if !Self.sameLook(old, layer) { ownLookHash = Self.lookHash(of: layer) }
        var stored = layer
        stored.children = []
        stored.backFace = layer.backFace.map { _ in [] }
        model = stored
        return changed
    }

    /// The layer's own look hash: a hash of what it draws itself (content,
    /// shadow, clip, caching), apart from its placement, children and progress.
    static func lookHash(of layer: Layer) -> Int {
        var hasher = Hasher()
        hasher.combine(layer.content)
        hasher.combine(layer.shadow)
        hasher.combine(layer.clipsToBounds)
        hasher.combine(layer.clipCornerRadius)
        hasher.combine(layer.clipsToCircle)
        hasher.combine(layer.cached)
        hasher.combine(layer.filters)
        hasher.combine(layer.masksWithLastChild)
        return hasher.finalize()
    }

    /// Whether the two layers look the same by what `lookHash(of:)` hashes.
    static func sameLook(_ a: Layer, _ b: Layer) -> Bool {
        a.content == b.content && a.shadow == b.shadow && a.clipsToBounds == b.clipsToBounds
            && a.clipCornerRadius == b.clipCornerRadius && a.clipsToCircle == b.clipsToCircle && a.cached == b.cached
            && a.filters == b.filters && a.masksWithLastChild == b.masksWithLastChild
    }

    /// Whether any property has an animation attached (finished or not):
    /// its presented value then depends on the time.
    var hasAnimation: Bool {
        origin.hasAnimation || size.hasAnimation || offset.hasAnimation || opacity.hasAnimation
            || rotation.hasAnimation || rotation3D.hasAnimation || scale.hasAnimation
            || progress.hasAnimation || appearance.hasAnimation
    }

    /// The most urgent wake-up of its properties' animations. Asked of every
    /// node on every pass of a live kiosk's loop: merged one at a time (no
    /// array per node) and done at the first `nextFrame`, which nothing beats.
    func wakeUp(at time: Double) -> AnimationWakeUp {
        var wake = AnimationWakeUp.never
        // Merges one property's request; false once the result is `nextFrame`.
        func merge(_ next: @autoclosure () -> AnimationWakeUp) -> Bool {
            wake = wake.merged(with: next())
            return wake != .nextFrame
        }
        _ = merge(origin.wakeUp(at: time)) && merge(size.wakeUp(at: time)) && merge(offset.wakeUp(at: time))
            && merge(opacity.wakeUp(at: time)) && merge(rotation.wakeUp(at: time)) && merge(rotation3D.wakeUp(at: time))
            && merge(scale.wakeUp(at: time)) && merge(progress.wakeUp(at: time)) && merge(appearance.wakeUp(at: time))
        return wake
    }

    func dropFinishedAnimations(at time: Double) {
        origin.removeAnimationIfFinished(at: time)
        size.removeAnimationIfFinished(at: time)
        offset.removeAnimationIfFinished(at: time)
        opacity.removeAnimationIfFinished(at: time)
        rotation.removeAnimationIfFinished(at: time)
        rotation3D.removeAnimationIfFinished(at: time)
        scale.removeAnimationIfFinished(at: time)
        progress.removeAnimationIfFinished(at: time)
        appearance.removeAnimationIfFinished(at: time)
    }
}

/// A presented subtree and the parent placement it was presented under.
struct PresentedCache {
    var layer: PresentedLayer
    var parentTransform: AffineTransform2D
    var parentOpacity: Double
}
