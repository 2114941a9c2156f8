import Geometry
import Motion
import Scene
import Testing
import TestSupport

/// The animator keeps what it presented for a subtree that neither changed
/// nor animates, and gives it again (moved with its parent) instead of
/// presenting it anew: the layers must be the very ones a fresh presentation
/// gives, whatever the history of updates, animations and removals.
@Suite("Scene animator: still subtrees kept")
struct StillSubtreeTests {
    @Test("a still scene is given again without presenting a layer; a moved card presents only itself")
    func stillSceneCostsNothing() throws {
        let scene = SceneAnimator()
        scene.update(Self.cards(topOffset: 0), at: 0)
        _ = scene.presented(at: 0)
        #expect(scene.layersPresentedAnew == 9, "three cards of three layers, presented the first time")
        _ = scene.presented(at: 0.5)
        #expect(scene.layersPresentedAnew == 0, "nothing changed")
        scene.update(Self.cards(topOffset: 40), at: 1)
        let moved = scene.presented(at: 1)
        #expect(scene.layersPresentedAnew == 1, "only the top card's own layer; its children move with it")
        let label = try #require(moved.first { $0.id == "card2" }?.children.first { $0.id == "card2/label" })
        #expect(label.transform.tx == 40 + 20 + 10)
        // An animated move presents the card anew on every frame until it settles.
        scene.update(Self.cards(topOffset: 0), transaction: Transaction(animation: .linear(duration: 1)), at: 2)
        _ = scene.presented(at: 2.5)
        #expect(scene.layersPresentedAnew == 1)
        _ = scene.presented(at: 3.5)
        #expect(scene.layersPresentedAnew == 1, "the finished animation is still attached until collected")
        scene.settle(at: 3.5)
        _ = scene.presented(at: 3.6)
        #expect(scene.layersPresentedAnew == 1, "presented once more without its animation")
        _ = scene.presented(at: 3.7)
        #expect(scene.layersPresentedAnew == 0)
    }

    @Test("random update histories present the same layers, bit for bit, kept or not", arguments: 0..<100)
    func randomHistoriesMatch(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let kept = SceneAnimator(), fresh = SceneAnimator()
        fresh.keepsStillSubtrees = false
        var model = RandomScene()
        var time = 0.0
        var reused: Layer?
        var anew = 0, freshAnew = 0
        for _ in 0..<60 {
            // A few properties change a step, so most of the scene stays still.
            for _ in 0..<(1 + random.below(3)) { model.mutate(&random) }
            var layers = model.layers()
            // The same value under the same token: the animator's skipping path.
            if var previous = reused, random.chance(0.3) {
                // Moved by a parent that only lays out, as TouchUI hands back a kept layer.
                if random.chance(0.5) { previous.frame.origin.x = Double(random.below(3)) * 12 }
                layers.removeAll { $0.id == previous.id }
                layers.insert(previous, at: 0)
            } else if !layers.isEmpty, random.chance(0.3) {
                layers[0].token = LayerToken()
                reused = layers[0]
            }
            let transaction: Transaction = switch random.below(4) {
            case 0, 1: Transaction()
            case 2: Transaction(animation: .linear(duration: 0.3))
            default: Transaction(animation: .spring())
            }
            kept.update(layers, transaction: transaction, at: time)
            fresh.update(layers, transaction: transaction, at: time)
            for _ in 0..<(1 + random.below(3)) {
                let a = kept.presented(at: time), b = fresh.presented(at: time)
                anew += kept.layersPresentedAnew
                freshAnew += fresh.layersPresentedAnew
                #expect(Self.difference(a, b) == nil, "seed \(seed) at \(time): \(Self.difference(a, b) ?? "")")
                if random.chance(0.5) {
                    kept.settle(at: time)
                    fresh.settle(at: time)
                }
                time += [0, 0.05, 0.2, 0.5][random.below(4)]
            }
        }
        #expect(anew * 2 < freshAnew, "most of the scene is still, yet \(anew) of \(freshAnew) layers were presented anew")
    }

    // MARK: Scenes

    static func cards(topOffset: Double) -> [Layer] {
        (0..<3).map { index in
            let id = LayerID("card\(index)")
            return Layer(id: id, frame: Rect(x: 10, y: 10 + Double(index) * 5, width: 200, height: 120), children: [
                Layer(id: LayerID("\(id)/picture"), frame: Rect(x: 0, y: 0, width: 200, height: 80),
                      content: .shape(.roundedRectangle(cornerRadius: 0), fill: .color(.black), stroke: nil)),
                Layer(id: LayerID("\(id)/label"), frame: Rect(x: 20, y: 90, width: 160, height: 20),
                      content: .text("Card \(index)", font: .system(size: 14), color: .black, alignment: .leading)),
            ])
            .offset(x: index == 2 ? topOffset : 0)
        }
    }

    /// Where two presented trees first differ, or nil when they are equal in every field.
    static func difference(_ a: [PresentedLayer], _ b: [PresentedLayer], path: String = "") -> String? {
        guard a.count == b.count else { return "\(path): \(a.map(\.id)) vs \(b.map(\.id))" }
        for (x, y) in zip(a, b) {
            let here = "\(path)/\(x.id)"
            if x.id != y.id { return "\(here): id \(y.id)" }
            if x.transform != y.transform { return "\(here): transform \(x.transform) vs \(y.transform)" }
            if x.size != y.size || x.opacity != y.opacity || x.progress != y.progress { return "\(here): size/opacity/progress" }
            if x.content != y.content || x.shadow != y.shadow || x.clipsToBounds != y.clipsToBounds
                || x.clipCornerRadius != y.clipCornerRadius || x.cached != y.cached { return "\(here): look" }
            if x.rotation3D != y.rotation3D || x.rotation3DAnchor != y.rotation3DAnchor { return "\(here): rotation3D" }
            if x.lookHash != y.lookHash || x.ownLookHash != y.ownLookHash { return "\(here): look hash" }
            if x.allowsHitTesting != y.allowsHitTesting || x.hitTestsFrame != y.hitTestsFrame { return "\(here): hit testing" }
            if let inner = difference(x.children, y.children, path: here) { return inner }
        }
        return nil
    }
}

/// A scene of up to three roots with two levels of children, each layer's
/// properties picked from a few values and changed a few at a time.
struct RandomScene {
    struct Spec {
        var shown = true
        var x = 0.0, y = 0.0, width = 50.0
        var offset = 0.0, zIndex = 0.0, opacity = 1.0, rotation = 0.0, scale = 1.0, turn = 0.0
        var filled = false, scaleTransition = false, animationValue: Int?
        var order: [Int] = [0, 1, 2]
    }

    var specs: [String: Spec] = [:]
    let ids: [String]

    init() {
        var ids: [String] = []
        for root in ["a", "b", "c"] {
            ids.append(root)
            for child in 0..<3 {
                ids.append("\(root)/\(child)")
                for grandchild in 0..<2 { ids.append("\(root)/\(child)/\(grandchild)") }
            }
        }
        self.ids = ids
        for id in ids { specs[id] = Spec() }
    }

    mutating func mutate(_ random: inout SplitMix64) {
        let id = ids[random.below(ids.count)]
        guard var spec = specs[id] else { return }
        switch random.below(13) {
        case 0: spec.shown.toggle()
        case 1: spec.x = Double(random.below(3)) * 10
        case 2: spec.y = Double(random.below(3)) * 7
        case 3: spec.width = 50 + Double(random.below(2)) * 20
        case 4: spec.offset = Double(random.below(3)) * 5
        case 5: spec.zIndex = Double(random.below(2))
        case 6: spec.opacity = random.chance(0.5) ? 0.5 : 1
        case 7: spec.rotation = Double(random.below(3)) * 10
        case 8: spec.scale = random.chance(0.5) ? 1.5 : 1
        case 9: spec.turn = random.chance(0.5) ? 120 : 0
        case 10: spec.filled.toggle()
        case 11: spec.scaleTransition.toggle(); spec.animationValue = random.chance(0.5) ? random.below(3) : nil
        default: spec.order.shuffle(using: &random)
        }
        specs[id] = spec
    }

    func layers() -> [Layer] {
        func layer(_ id: String, depth: Int) -> Layer? {
            guard let spec = specs[id], spec.shown else { return nil }
            let children = depth < 2 ? spec.order.compactMap { index in layer("\(id)/\(index)", depth: depth + 1) } : []
            var result = Layer(id: LayerID(id), frame: Rect(x: spec.x, y: spec.y, width: spec.width, height: 40),
                               content: spec.filled ? .shape(.roundedRectangle(cornerRadius: 0), fill: .color(.black), stroke: nil) : .empty,
                               children: children)
                .offset(x: spec.offset).zIndex(spec.zIndex).opacity(spec.opacity)
                .rotationEffect(.degrees(spec.rotation)).scaleEffect(spec.scale).rotation3DEffect(.degrees(spec.turn))
            if spec.scaleTransition { result = result.transition(.scale) }
            if let value = spec.animationValue { result = result.animation(.linear(duration: 0.25), value: value) }
            return result
        }
        return ["a", "b", "c"].compactMap { layer($0, depth: 0) }
    }
}

