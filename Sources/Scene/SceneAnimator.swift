#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Motion

/// Turns a sequence of layouts into what to draw at any instant — SwiftUI's
/// render tree in miniature.
///
/// Each `update` diffs the new layer tree against the last by id, under one
/// transaction: a new id gets its insertion transition, a vanished id its
/// removal transition (it stays drawn until that finishes), a changed property
/// animates with the transaction's animation — or, for a layer whose
/// `.animation(_:value:)` value changed, with that animation. A layer that
/// moves to another parent animates from where it was drawn (what
/// `matchedGeometryEffect` does). Time is always passed in; nothing reads a clock.
public final class SceneAnimator {
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    @exclusivity(unchecked) private var nodes: [LayerID: LayerNode] = [:]
    @exclusivity(unchecked) private var roots: [LayerID] = []
    /// The nodes with an animation attached (running or finished but not yet
    /// dropped) or leaving: the only ones `collect` and `wakeUp` need to look
    /// at. A screen of cards has a few hundred layers and a drag animates a
    /// handful; visiting all of them on every pass cost more than the diff.
    @exclusivity(unchecked) private var animating: [ObjectIdentifier: LayerNode] = [:]

    public init() {}

    /// Whether a subtree that neither changed nor animates since it was last
    /// presented is given again as it was (moved with its parent when that
    /// moved) instead of being presented anew. The layers are the same,
    /// bit for bit, either way; turning it off is for comparisons.
    @exclusivity(unchecked) public var keepsStillSubtrees = true {
        didSet { for node in nodes.values { node.presentedCache = nil } }
    }
    /// Layers presented anew (not kept) by the last `presented(at:)` (for tests).
    @exclusivity(unchecked) public private(set) var layersPresentedAnew = 0

    /// Number of layers alive, removed ones still transitioning out included.
    public var layerCount: Int { nodes.count }
    /// Number of layers with an animation attached or leaving: those a pass
    /// visits beyond the diff (for tests).
    public var animatingLayerCount: Int { animating.count }

    /// Diffs `layers` (the new top level) into the scene at `time`.
    public func update(_ layers: [Layer], transaction: Transaction = Transaction(), at time: Double) {
        pass += 1
        reusedLayers = 0
        vanished.removeAll(keepingCapacity: true)
        let newRoots = layers.map { place($0, parent: nil, transaction: transaction, at: time).model.id }
        // Removed roots keep their place among the roots while they fade out.
        let leaving = roots.filter { !isSeen($0) && nodes[$0] != nil }
        roots = newRoots + leaving.filter { !newRoots.contains($0) }
        // Only a root or a diffed layer's child can have left the layout: a
        // subtree skipped whole (same token) is the one laid out last time.
        // So no pass walks every layer to find the ones it did not see.
        for id in leaving + vanished {
            guard let node = nodes[id], node.seenPass != pass, !node.removing else { continue }
            beginRemoval(of: id, transaction: transaction, at: time)
        }
        collect(at: time)
    }

    /// Children that left a diffed layer's child list in this pass (kept in
    /// it while they transition out, unless placed elsewhere by then).
    @exclusivity(unchecked) private var vanished: [LayerID] = []

    /// Counts `update` calls: a layer seen in the current one has this as its `seenPass`.
    @exclusivity(unchecked) private var pass = 0
    /// Layers skipped whole in the last `update` because their token was
    /// unchanged, the layers under them counted (for tests).
    @exclusivity(unchecked) public private(set) var reusedLayers = 0

    private func isSeen(_ id: LayerID) -> Bool { nodes[id]?.seenPass == pass }

    /// Inserts or updates one layer and its subtree; returns its node.
    private func place(_ layer: Layer, parent: LayerID?, transaction: Transaction, at time: Double) -> LayerNode {
        let id = layer.id
        let node: LayerNode
        if let known = nodes[id] {
            node = known
            if let token = layer.token, token === node.token, node.parent == parent, !node.removing {
                // The very value laid out last time, but maybe moved by a parent
                // that only lays out: nothing to diff below it.
                node.seenPass = pass
                if node.origin.modelValue != layer.frame.origin || node.model.frame.origin != layer.frame.origin { invalidate(node) }
                node.origin.set(layer.frame.origin, animation: transaction.animation, at: time)
                node.model.frame.origin = layer.frame.origin
                // Tracked when an animation may have started; one already running was tracked when it began.
                if transaction.animation != nil { track(node) }
                reusedLayers += node.subtreeSize
                return node
            }
            node.seenPass = pass
            var animation = transaction.animation
            if let value = layer.animationValue, value != node.model.animationValue || layer.animation != nil && node.model.animationValue == nil {
                animation = transaction.disablesAnimations ? transaction.animation : layer.animation
            }
            if node.parent != parent { reparent(node, to: parent, at: time) }
            if node.apply(layer, animation: animation, at: time) { invalidate(node) }
            if node.removing {
                invalidate(node)
                node.removing = false
                node.appearance.set(1, animation: animation, at: time)
            }
            if animation != nil { track(node) }
        } else {
            node = LayerNode(model: layer, parent: parent)
            node.seenPass = pass
            node.apply(layer, animation: nil, at: time)
            let animation = layer.transition.animation ?? (layer.animationValue != nil ? layer.animation : nil) ?? transaction.animation
            if let animation, parent == nil || nodes[parent ?? ""]?.appearance.modelValue == 1 {
                node.appearance = AnimatedValue(0.0)
                node.appearance.set(1, animation: animation, at: time)
            }
            nodes[id] = node
            invalidate(node)
            track(node)
        }
        var size = 1
        func placeChild(_ child: Layer) -> LayerID {
            let placed = place(child, parent: id, transaction: transaction, at: time)
            size += placed.subtreeSize
            return placed.model.id
        }
        let front = layer.children.map(placeChild)
        let back = (layer.backFace ?? []).map(placeChild)
        let children = keepingLeaving(node.children, in: front, parent: id)
        let backChildren = keepingLeaving(node.backChildren, in: back, parent: id)
        if children != node.children || backChildren != node.backChildren { invalidate(node) }
        node.children = children
        node.backChildren = backChildren
        node.token = layer.token
        node.subtreeSize = size
        return node
    }

    /// The new child list with children that are gone from the layout kept
    /// where they were, so their removal transition is drawn in place (those
    /// that do not animate out are dropped right after, by `remove`).
    private func keepingLeaving(_ old: [LayerID], in new: [LayerID], parent: LayerID) -> [LayerID] {
        guard old != new else { return new }
        var result = new
        let current = Set(new)
        for (index, child) in old.enumerated() where !current.contains(child) && nodes[child]?.parent == parent {
            result.insert(child, at: min(index, result.count))
            vanished.append(child)
        }
        return result
    }

    /// Keeps the layer where it was drawn while its coordinates change to the new parent's.
    private func reparent(_ node: LayerNode, to parent: LayerID?, at time: Double) {
        let oldWorld = worldOrigin(of: node, at: time)
        let newParentWorld = parent.flatMap { nodes[$0] }.map { worldOrigin(of: $0, at: time, includeOwnOrigin: true) } ?? .zero
        let local = Point(x: oldWorld.x - newParentWorld.x, y: oldWorld.y - newParentWorld.y)
        node.origin = AnimatedValue(local)
        if let old = node.parent, let oldParent = nodes[old] {
            invalidate(oldParent)
            oldParent.children.removeAll { $0 == node.model.id }
            oldParent.backChildren.removeAll { $0 == node.model.id }
        }
        roots.removeAll { $0 == node.model.id }
        node.parent = parent
        invalidate(node)
    }

    /// The presented screen position of a node's origin (translations only: enough to carry a move across parents).
    private func worldOrigin(of node: LayerNode, at time: Double, includeOwnOrigin: Bool = true) -> Point {
        var point = includeOwnOrigin ? presented(&node.origin, at: time) : .zero
        let offset = presented(&node.offset, at: time)
        point = Point(x: point.x + offset.width, y: point.y + offset.height)
        var parent = node.parent
        while let id = parent, let ancestor = nodes[id] {
            let origin = presented(&ancestor.origin, at: time), off = presented(&ancestor.offset, at: time)
            point = Point(x: point.x + origin.x + off.width, y: point.y + origin.y + off.height)
            parent = ancestor.parent
        }
        return point
    }

    private func beginRemoval(of id: LayerID, transaction: Transaction, at time: Double) {
        guard let node = nodes[id] else { return }
        let animation = node.model.transition.animation ?? transaction.animation ?? (node.model.animationValue != nil ? node.model.animation : nil)
        guard let animation else {
            remove(id)
            return
        }
        invalidate(node)
        node.removing = true
        node.appearance.set(0, animation: animation, at: time)
        track(node)
    }

    /// Keeps `node` among those `collect` and `wakeUp` visit while it animates
    /// or leaves. Called where an animation may start (a property set with an
    /// animation, a removal): a node stays in `animating` until it settles.
    private func track(_ node: LayerNode) {
        if node.removing || node.hasAnimation { animating[ObjectIdentifier(node)] = node }
    }

    /// Drops a node and its subtree.
    private func remove(_ id: LayerID) {
        guard let node = nodes[id] else { return }
        invalidate(node)
        nodes[id] = nil
        animating[ObjectIdentifier(node)] = nil
        for child in node.children + node.backChildren where nodes[child]?.parent == id { remove(child) }
        roots.removeAll { $0 == id }
        if let parent = node.parent {
            nodes[parent]?.children.removeAll { $0 == id }
            nodes[parent]?.backChildren.removeAll { $0 == id }
        }
    }

    /// Removes layers whose removal transition has finished and settled animations.
    private func collect(at time: Double) {
        guard !animating.isEmpty else { return }
        let finished = animating.values.compactMap { node in node.removing && !node.appearance.isAnimating(at: time) ? node.model.id : nil }
        for id in finished { remove(id) }
        var settled: [ObjectIdentifier] = []
        for (key, node) in animating {
            node.dropFinishedAnimations(at: time)
            if !node.removing && !node.hasAnimation { settled.append(key) }
        }
        for key in settled { animating[key] = nil }
    }

    /// When the scene next needs drawing: `.nextFrame` while anything moves,
    /// `.at(t)` while only delays run, `.never` when still.
    public func wakeUp(at time: Double) -> AnimationWakeUp {
        // Asked on every pass of a live kiosk's loop: stop at the first `nextFrame`, which nothing beats.
        var wake = AnimationWakeUp.never
        for node in animating.values {
            wake = wake.merged(with: node.wakeUp(at: time))
            if wake == .nextFrame { break }
        }
        return wake
    }

    /// Finishes what `time` has finished (removals, settled animations).
    public func settle(at time: Double) { collect(at: time) }

    /// The tree to draw at `time`.
    public func presented(at time: Double) -> [PresentedLayer] {
        layersPresentedAnew = 0
        return ordered(roots).compactMap { present($0, parentTransform: .identity, parentOpacity: 1, at: time)?.layer }
    }

    /// The live nodes of `ids` in drawing order: by zIndex, ties in list order.
    private func ordered(_ ids: [LayerID]) -> [LayerNode] {
        let found = ids.compactMap { nodes[$0] }
        // Most sibling lists are in order already (equal zIndex): skip the sort.
        guard zip(found, found.dropFirst()).contains(where: { $0.model.zIndex > $1.model.zIndex }) else { return found }
        return found.enumerated().sorted { lhs, rhs in
            let l = lhs.element.model.zIndex, r = rhs.element.model.zIndex
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The node's layer placed on the screen (children too), and whether it
    /// is still: nothing in the subtree animates or leaves, so the result
    /// holds until `invalidate` (it is kept, and given again while the
    /// parent stays put, or moved with it).
    private func present(_ node: LayerNode, parentTransform: AffineTransform2D, parentOpacity: Double, at time: Double)
        -> (layer: PresentedLayer, still: Bool)? {
        if let cache = node.presentedCache {
            if cache.parentTransform == parentTransform && cache.parentOpacity == parentOpacity { return (cache.layer, true) }
            let moved = cache.layer.moved(parentTransform: parentTransform, parentOpacity: parentOpacity)
            node.presentedCache = PresentedCache(layer: moved, parentTransform: parentTransform, parentOpacity: parentOpacity)
            return (moved, true)
        }
        // A removal whose transition has finished is gone, dropped or not
        // (a `.scale(scale: 1)` removal would otherwise stay on the screen).
        if node.removing && !node.appearance.isAnimating(at: time) { return nil }
        layersPresentedAnew += 1
        let id = node.model.id
        let size = presented(&node.size, at: time)
        let appearance = presented(&node.appearance, at: time)
        // Appearance is 1 when present; a removal's progress runs the other way (0 in place, 1 gone).
        let effect = node.removing
            ? node.model.transition.effect(.removal, progress: 1 - appearance)
            : node.model.transition.effect(.insertion, progress: appearance)
        let transitionOffset = effect.totalOffset(forLayerOfSize: size)
        let origin = presented(&node.origin, at: time)
        let offset = presented(&node.offset, at: time)
        let scale = presented(&node.scale, at: time)
        let rotation = presented(&node.rotation, at: time)

        // Scale (with the transition's) and rotate about their anchors, then place.
        var local = AffineTransform2D.identity
        let scaleX = scale.width * effect.scale, scaleY = scale.height * effect.scale
        if scaleX != 1 || scaleY != 1 {
            let anchor = effect.scale != 1 ? effect.scaleAnchor : node.model.scaleAnchor
            let ax = size.width * anchor.x, ay = size.height * anchor.y
            local = local.concatenating(AffineTransform2D(translationX: -ax, y: -ay))
                .concatenating(AffineTransform2D(scaleX: scaleX, y: scaleY))
                .concatenating(AffineTransform2D(translationX: ax, y: ay))
        }
        if rotation.radians != 0 {
            let ax = size.width * node.model.rotationAnchor.x, ay = size.height * node.model.rotationAnchor.y
            local = local.concatenating(AffineTransform2D(translationX: -ax, y: -ay))
                .concatenating(AffineTransform2D(rotation: rotation))
                .concatenating(AffineTransform2D(translationX: ax, y: ay))
        }
        local = local.concatenating(AffineTransform2D(
            translationX: origin.x + offset.width + transitionOffset.width,
            y: origin.y + offset.height + transitionOffset.height))
        let transform = local.concatenating(parentTransform)
        let localOpacity = presented(&node.opacity, at: time) * effect.opacity
        let opacity = parentOpacity * localOpacity
        let rotation3D = presented(&node.rotation3D, at: time)
        let progress = presented(&node.progress, at: time)
        let showsBack = node.backChildren.isEmpty == false && cos(rotation3D.radians) < 0
        let childIDs = showsBack ? node.backChildren : node.children
        var hasher = Hasher()
        hasher.combine(node.ownLookHash)
        hasher.combine(progress)
        hasher.combine(size)
        hasher.combine(showsBack)
        var children: [PresentedLayer] = []
        children.reserveCapacity(childIDs.count)
        var still = keepsStillSubtrees && !node.removing && !node.hasAnimation
        for child in ordered(childIDs) {
            guard let presented = present(child, parentTransform: transform, parentOpacity: opacity, at: time) else {
                still = false  // gone but not yet collected
                continue
            }
            still = still && presented.still
            // A look depends on its children's placement in it, not on where the whole moves.
            hasher.combine(presented.layer.lookHash)
            hasher.combine(presented.layer.localTransform)
            hasher.combine(presented.layer.localOpacity)
            hasher.combine(presented.layer.rotation3D)
            children.append(presented.layer)
        }
        var layer = PresentedLayer(
            id: id, transform: transform, size: size, opacity: opacity, content: node.model.content,
            progress: progress, rotation3D: rotation3D,
            rotation3DAnchor: node.model.rotation3DAnchor, shadow: node.model.shadow, clipsToBounds: node.model.clipsToBounds,
            clipCornerRadius: node.model.clipCornerRadius, children: children, cached: node.model.cached,
            lookHash: hasher.finalize(), ownLookHash: node.ownLookHash, allowsHitTesting: node.model.allowsHitTesting && !node.removing)
        layer.hitTestsFrame = node.model.hitTestsFrame
        layer.confinesHitTesting = node.model.confinesHitTesting
        layer.filters = node.model.filters
        layer.masksWithLastChild = node.model.masksWithLastChild
        layer.clipsToCircle = node.model.clipsToCircle
        layer.localTransform = local
        layer.localOpacity = localOpacity
        if still { node.presentedCache = PresentedCache(layer: layer, parentTransform: parentTransform, parentOpacity: parentOpacity) }
        return (layer, still)
    }

    /// `value`'s presented value, read where it is kept. `inout` only so that
    /// it is read in place: `node.size.presentedValue(at:)` on a node (a
    /// class) copied the whole animated value out first, its animation
    /// included, and destroyed the copy after, for each of the nine
    /// properties of every layer presented anew (a fifth of presenting).
    @inline(__always)
    private func presented<V: Animatable>(_ value: inout AnimatedValue<V>, at time: Double) -> V {
        value.presentedValue(at: time)
    }

    /// Drops the presentation kept for `node` and for every ancestor (whose
    /// kept subtrees include it): called wherever a node changes.
    private func invalidate(_ node: LayerNode) {
        node.presentedCache = nil
        var parent = node.parent
        while let id = parent, let ancestor = nodes[id] {
            ancestor.presentedCache = nil
            parent = ancestor.parent
        }
    }

    /// The front-most layer under `point` at `time` that takes touches (its
    /// innermost such descendant), by presented geometry.
    public func hitTest(_ point: Point, at time: Double) -> LayerID? {
        hitTest(point, in: presented(at: time))
    }

    /// Hit-tests an already presented tree; with `accepting`, only those ids count
    /// (a touch on a card's text hits the card).
    public func hitTest(_ point: Point, in layers: [PresentedLayer], accepting: Set<LayerID>? = nil) -> LayerID? {
        for layer in layers.reversed() {
            let inside = layer.transform.inverted.map { Rect(origin: .zero, size: layer.size).containsHalfOpen($0.apply(to: point)) } ?? false
            if inside || !layer.confinesHitTesting, let child = hitTest(point, in: layer.children, accepting: accepting) { return child }
            guard layer.allowsHitTesting, accepting?.contains(layer.id) ?? true, inside else { continue }
            return layer.id
        }
        return nil
    }

    /// Hit-tests as SwiftUI does for views: a touch lands where something is
    /// drawn (a layer with content, or one that `hitTestsFrame`), front to
    /// back, and goes to the innermost layer among `accepting` on the way
    /// from the root to the drawn one. Padding and the gaps of a stack take
    /// no touches; a layer that does not allow hit testing hides its subtree.
    public func hitTestContent(_ point: Point, at time: Double, accepting: Set<LayerID>) -> LayerID? {
        func visit(_ layers: [PresentedLayer], owner: LayerID?) -> (hit: Bool, owner: LayerID?) {
            for layer in layers.reversed() where layer.allowsHitTesting {
                let mine = accepting.contains(layer.id) ? layer.id : owner
                let inside = layer.transform.inverted.map { Rect(origin: .zero, size: layer.size).containsHalfOpen($0.apply(to: point)) } ?? false
                if inside || !layer.confinesHitTesting {
                    let inner = visit(layer.children, owner: mine)
                    if inner.hit { return inner }
                }
                let drawsHere: Bool
                if case .empty = layer.content { drawsHere = layer.hitTestsFrame } else { drawsHere = true }
                if drawsHere && inside { return (true, mine) }
            }
            return (false, nil)
        }
        return visit(presented(at: time), owner: nil).owner
    }

    /// The front-most layer among `accepting` under `point` at `time`.
    public func hitTest(_ point: Point, at time: Double, accepting: Set<LayerID>) -> LayerID? {
        hitTest(point, in: presented(at: time), accepting: accepting)
    }

    /// The presented frame of `id` in screen points (its transformed bounds), if it is alive.
    public func presentedFrame(of id: LayerID, at time: Double) -> Rect? {
        func find(_ layers: [PresentedLayer]) -> Rect? {
            for layer in layers {
                if layer.id == id { return layer.screenBounds }
                if let found = find(layer.children) { return found }
            }
            return nil
        }
        return find(presented(at: time))
    }
}
