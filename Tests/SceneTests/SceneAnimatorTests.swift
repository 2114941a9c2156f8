import Geometry
import Motion
import Scene
import Testing

private func card(_ id: LayerID, y: Double, z: Double = 0) -> Layer {
    Layer(id: id, frame: Rect(x: 20, y: y, width: 300, height: 190),
          content: .shape(.roundedRectangle(cornerRadius: 25), fill: .color(.white), stroke: nil)).zIndex(z)
}

private func frame(_ animator: SceneAnimator, _ id: LayerID, at time: Double) -> Rect? {
    animator.presentedFrame(of: id, at: time)
}

@Suite("Scene animator")
struct SceneAnimatorTests {
    @Test func changesWithoutAnimationJump() {
        let scene = SceneAnimator()
        scene.update([card("a", y: 0)], at: 0)
        scene.update([card("a", y: 100)], at: 1)
        #expect(frame(scene, "a", at: 1)?.minY == 100)
        #expect(scene.wakeUp(at: 1) == .never)
    }

    @Test func animatedMoveFollowsTheCurve() {
        let scene = SceneAnimator()
        scene.update([card("a", y: 0)], at: 0)
        scene.update([card("a", y: 100)], transaction: Transaction(animation: .linear(duration: 1)), at: 1)
        #expect(abs((frame(scene, "a", at: 1.25)?.minY ?? -1) - 25) < 1e-9)
        #expect(abs((frame(scene, "a", at: 1.5)?.minY ?? -1) - 50) < 1e-9)
        #expect(scene.wakeUp(at: 1.5) == .nextFrame)
        #expect(frame(scene, "a", at: 2.5)?.minY == 100)
        scene.settle(at: 2.5)
        #expect(scene.wakeUp(at: 2.5) == .never)
    }

    @Test("a pass looks only at the layers that animate or leave: one card moves among fifty, then none")
    func onlyAnimatingLayersAreVisited() {
        let scene = SceneAnimator()
        let still = (0..<49).map { card(LayerID("still\($0)"), y: Double($0)) }
        scene.update(still + [card("a", y: 0)], at: 0)
        #expect(scene.animatingLayerCount == 0)
        scene.update(still + [card("a", y: 100)], transaction: Transaction(animation: .linear(duration: 1)), at: 1)
        #expect(scene.animatingLayerCount == 1)
        #expect(scene.wakeUp(at: 1.5) == .nextFrame)
        // Removed with a fade: it is visited until it is gone.
        scene.update(Array(still.dropLast()) + [card("a", y: 100)], transaction: Transaction(animation: .linear(duration: 0.5)), at: 1.2)
        #expect(scene.animatingLayerCount == 2)
        #expect(scene.layerCount == 50)
        scene.settle(at: 1.8)
        #expect(scene.layerCount == 49 && scene.animatingLayerCount == 1)
        scene.settle(at: 2.1)
        #expect(scene.animatingLayerCount == 0)
        #expect(scene.wakeUp(at: 2.1) == .never)
        #expect(frame(scene, "a", at: 2.1)?.minY == 100)
    }

    @Test func insertionRunsTheTransition() {
        let scene = SceneAnimator()
        scene.update([], at: 0)
        let inserted = card("a", y: 0).transition(.move(edge: .leading).combined(with: .opacity))
        scene.update([inserted], transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        let start = scene.presented(at: 0)[0]
        #expect(start.opacity == 0)
        #expect(start.transform.tx < 0)  // from beyond the leading edge
        let middle = scene.presented(at: 0.5)[0]
        #expect(abs(middle.opacity - 0.5) < 1e-9)
        let end = scene.presented(at: 1)[0]
        #expect(end.opacity == 1 && end.transform.tx == 20)
    }

    @Test func removedLayerLivesUntilItsTransitionEnds() {
        let scene = SceneAnimator()
        scene.update([card("a", y: 0), card("b", y: 50)], at: 0)
        scene.update([card("a", y: 0)], transaction: Transaction(animation: .easeOut(duration: 0.3)), at: 1)
        #expect(scene.presented(at: 1.1).map(\.id) == ["a", "b"])
        // Fading out: in place and opaque at the start, half gone halfway.
        #expect(scene.presented(at: 1)[1].opacity == 1)
        #expect(scene.presented(at: 1.1)[1].opacity < 1 && scene.presented(at: 1.1)[1].opacity > 0)
        #expect(scene.presented(at: 1.1)[1].allowsHitTesting == false)
        scene.settle(at: 1.31)
        #expect(scene.presented(at: 1.31).map(\.id) == ["a"])
        #expect(scene.layerCount == 1)
    }

    @Test func removalWithoutAnimationIsImmediate() {
        let scene = SceneAnimator()
        scene.update([card("a", y: 0), card("b", y: 50)], at: 0)
        scene.update([card("b", y: 50)], at: 1)
        #expect(scene.presented(at: 1).map(\.id) == ["b"])
    }

    @Test func implicitAnimationAppliesWhenItsValueChanges() {
        let scene = SceneAnimator()
        scene.update([card("a", y: 0).animation(.linear(duration: 1), value: false)], at: 0)
        scene.update([card("a", y: 100).animation(.linear(duration: 1), value: true)], at: 0)
        #expect(abs((frame(scene, "a", at: 0.5)?.minY ?? -1) - 50) < 1e-9)
        // Same value: no implicit animation, the change jumps.
        scene.update([card("a", y: 200).animation(.linear(duration: 1), value: true)], at: 2)
        #expect(frame(scene, "a", at: 2)?.minY == 200)
    }

    @Test func walletSlideInStaggersBySpringDelays() {
        let scene = SceneAnimator()
        scene.update([], at: 0)
        let count = 5
        let cards = (0..<count).map { index in
            card(LayerID("card\(index)"), y: Double(index) * 50)
                .transition(AnyTransition.slide.combined(with: .move(edge: .leading)).combined(with: .opacity))
                .animation(.spring(response: 0.1, dampingFraction: 0.8, blendDuration: 0.02).delay(Double(count - index) * 0.1), value: true)
        }
        scene.update(cards, at: 0)
        let early = scene.presented(at: 0.15)
        // Card 4 (delay 0.1 s) has started; card 0 (delay 0.5 s) has not.
        #expect(early.first { $0.id == "card4" }!.opacity > 0)
        #expect(early.first { $0.id == "card0" }!.opacity == 0)
        let settled = scene.presented(at: 1.5)
        #expect(settled.allSatisfy { $0.opacity == 1 && $0.transform.tx == 20 })
    }

    @Test func zIndexOrdersDrawingAndHitTesting() {
        let scene = SceneAnimator()
        scene.update([card("front", y: 0, z: 0), card("back", y: 50, z: -1)], at: 0)
        #expect(scene.presented(at: 0).map(\.id) == ["back", "front"])
        // Where they overlap the front one wins; below the front one, the back one.
        #expect(scene.hitTest(Point(x: 100, y: 100), at: 0) == "front")
        #expect(scene.hitTest(Point(x: 100, y: 230), at: 0) == "back")
        #expect(scene.hitTest(Point(x: 5, y: 100), at: 0) == nil)
    }

    @Test func hitTestingUsesPresentedGeometry() {
        let scene = SceneAnimator()
        scene.update([card("a", y: 0)], at: 0)
        scene.update([card("a", y: 1000)], transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(scene.hitTest(Point(x: 100, y: 600), at: 0.5) == "a")
        #expect(scene.hitTest(Point(x: 100, y: 50), at: 0.5) == nil)
    }

    @Test func rotationAboutTheBottomEdge() {
        let scene = SceneAnimator()
        scene.update([card("a", y: 0).rotationEffect(.degrees(90), anchor: .bottom)], at: 0)
        let layer = scene.presented(at: 0)[0]
        // The bottom-centre point stays where it is; the top-left corner swings round it.
        let bottom = layer.transform.apply(to: Point(x: 150, y: 190))
        #expect(abs(bottom.x - 170) < 1e-9 && abs(bottom.y - 190) < 1e-9)
        let topLeft = layer.transform.apply(to: .zero)
        #expect(abs(topLeft.x - 360) < 1e-9 && abs(topLeft.y - 40) < 1e-9)
    }

    @Test func flipShowsTheBackFacePastNinetyDegrees() {
        let front = Layer(id: "front", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let back = Layer(id: "back", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        func flip(_ degrees: Double) -> Layer {
            Layer(id: "card", frame: Rect(x: 0, y: 0, width: 100, height: 150), children: [front]).backFace([back]).rotation3DEffect(.degrees(degrees))
        }
        let scene = SceneAnimator()
        scene.update([flip(0)], at: 0)
        scene.update([flip(180)], transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(scene.presented(at: 0.49)[0].children.map(\.id) == ["front"])
        #expect(scene.presented(at: 0.51)[0].children.map(\.id) == ["back"])
    }

    @Test func countdownRingProgressIsLinear() {
        let ring = { (progress: Double) in
            Layer(id: "ring", frame: Rect(x: 0, y: 0, width: 100, height: 100), content: .shape(.ring(lineWidth: 8), fill: nil, stroke: Stroke(.black))).progress(progress)
        }
        let scene = SceneAnimator()
        scene.update([ring(1)], at: 0)
        scene.update([ring(0)], transaction: Transaction(animation: .linear(duration: 10)), at: 0)
        #expect(abs(scene.presented(at: 2.5)[0].progress - 0.75) < 1e-12)
        #expect(abs(scene.presented(at: 7.5)[0].progress - 0.25) < 1e-12)
    }

    @Test func movingToAnotherParentAnimatesFromWhereItWas() {
        let chip = Layer(id: "chip", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let deck = Layer(id: "deck", frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [chip])
        let hand = Layer(id: "hand", frame: Rect(x: 0, y: 500, width: 100, height: 100))
        let scene = SceneAnimator()
        scene.update([deck, hand], at: 0)
        var newHand = hand
        newHand.children = [chip]
        var emptyDeck = deck
        emptyDeck.children = []
        scene.update([emptyDeck, newHand], transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(frame(scene, "chip", at: 0)?.minY == 10)       // still where it was drawn
        #expect(abs((frame(scene, "chip", at: 0.5)?.minY ?? 0) - 260) < 1e-9)
        #expect(frame(scene, "chip", at: 1)?.minY == 510)      // in the hand
    }

    @Test func cardsMoveOffScreenWithEaseOutDelay() {
        let scene = SceneAnimator()
        scene.update([card("a", y: 100)], at: 0)
        scene.update([card("a", y: 100).offset(y: 1400)], transaction: Transaction(animation: .easeOut(duration: 0.15).delay(0.1)), at: 0)
        #expect(frame(scene, "a", at: 0.05)?.minY == 100)      // the delay
        #expect((frame(scene, "a", at: 0.15)?.minY ?? 0) > 100)
        #expect(frame(scene, "a", at: 0.26)?.minY == 1500)
        #expect(scene.wakeUp(at: 0.05) == .at(0.1))
    }

    @Test func viewSlidesUpFromTheBottomEdge() {
        let scene = SceneAnimator()
        scene.update([], at: 0)
        let history = Layer(id: "history", frame: Rect(x: 0, y: 300, width: 400, height: 200)).transition(.move(edge: .bottom))
        scene.update([history], transaction: Transaction(animation: .easeOut(duration: 0.15).delay(0.1)), at: 0)
        let start = scene.presented(at: 0)[0].transform.ty
        let middle = scene.presented(at: 0.15)[0].transform.ty
        #expect(start > 300)              // below its place
        #expect(middle < start && middle > 300)
        #expect(scene.presented(at: 0.3)[0].transform.ty == 300)
    }

    @Test("a removal whose transition leaves the layer as it is (scale 1) is gone once it has run, settled or not")
    func finishedRemovalIsNotDrawn() {
        let scene = SceneAnimator()
        let card = Layer(id: "card", frame: Rect(x: 0, y: 0, width: 50, height: 75)).transition(.scale(scale: 1))
        scene.update([card], at: 0)
        scene.update([], transaction: Transaction(animation: .linear(duration: 0.5)), at: 1)
        #expect(scene.presented(at: 1.2).map(\.id) == ["card"])  // still leaving
        #expect(scene.presented(at: 1.6).isEmpty)
    }
}

/// A producer that hands back an unchanged subtree as the same value marks it
/// with one `LayerToken`: the animator skips diffing below it, and the scene
/// it presents is the one a full diff gives.
@Suite("Scene animator: unchanged subtrees")
struct SceneAnimatorTokenTests {
    static func group(y: Double, label: String = "Liam", token: LayerToken?) -> Layer {
        var layer = Layer(id: "group", frame: Rect(x: 10, y: y, width: 300, height: 200), children: [
            card("group/back", y: 0),
            Layer(id: "group/label", frame: Rect(x: 20, y: 150, width: 200, height: 30),
                  content: .text(label, font: .system(size: 20), color: .black, alignment: .leading)),
        ])
        layer.token = token
        return layer
    }

    @Test("the same token is skipped and follows its new origin, animated")
    func sameTokenFollowsOrigin() {
        let token = LayerToken()
        let skipped = SceneAnimator(), diffed = SceneAnimator()
        skipped.update([Self.group(y: 0, token: token)], at: 0)
        diffed.update([Self.group(y: 0, token: nil)], at: 0)
        #expect(skipped.reusedLayers == 0)
        let move = Transaction(animation: .linear(duration: 1))
        skipped.update([Self.group(y: 80, token: token)], transaction: move, at: 1)
        diffed.update([Self.group(y: 80, token: nil)], transaction: move, at: 1)
        #expect(skipped.reusedLayers == 3, "the group and its two children")
        #expect(diffed.reusedLayers == 0)
        for time in [1.0, 1.5, 2.5] {
            #expect(frame(skipped, "group/label", at: time) == frame(diffed, "group/label", at: time))
            #expect(frame(skipped, "group", at: time) == frame(diffed, "group", at: time))
        }
        #expect(abs((frame(skipped, "group/label", at: 1.5)?.minY ?? 0) - (40 + 150)) < 1e-9, "half way")
        #expect(frame(skipped, "group/back", at: 2.5)?.minY == 80)
    }

    @Test("a new token diffs the subtree; a subtree left out is removed whole")
    func newTokenDiffs() {
        let scene = SceneAnimator()
        scene.update([Self.group(y: 0, token: LayerToken())], at: 0)
        scene.update([Self.group(y: 0, label: "Emma", token: LayerToken())], at: 1)
        #expect(scene.reusedLayers == 0)
        let label = scene.presented(at: 1).first?.children.last
        #expect(label?.content == .text("Emma", font: .system(size: 20), color: .black, alignment: .leading))
        let token = LayerToken()
        scene.update([Self.group(y: 0, token: token)], at: 2)
        scene.update([Self.group(y: 0, token: token)], at: 3)
        #expect(scene.presented(at: 3).first?.children.count == 2, "children of a skipped subtree stay")
        scene.update([], at: 4)
        #expect(scene.presented(at: 4).isEmpty)
        #expect(scene.wakeUp(at: 4) == .never)
    }

    /// Layers under a skipped subtree are not visited, and only layers that
    /// leave a diffed parent (or the roots) are removed: a pass never walks
    /// every layer to find the ones it did not see.
    @Test("beside a subtree skipped pass after pass, a layer left out of a diffed parent fades out; the skipped layers stay")
    func removalBesideSkippedSubtrees() {
        let token = LayerToken()
        func screen(badge: Bool) -> [Layer] {
            var parent = Layer(id: "screen", frame: Rect(x: 0, y: 0, width: 400, height: 400),
                               children: [Self.group(y: 0, token: token)])
            if badge {
                var layer = card("screen/badge", y: 300)
                layer.transition = .opacity
                parent.children.append(layer)
            }
            return [parent]
        }
        let scene = SceneAnimator()
        scene.update(screen(badge: true), at: 0)
        scene.update(screen(badge: true), at: 1)
        #expect(scene.reusedLayers == 3)
        let fade = Transaction(animation: .linear(duration: 1))
        scene.update(screen(badge: false), transaction: fade, at: 2)
        #expect(scene.reusedLayers == 3)
        let badge = { (time: Double) in scene.presented(at: time).first?.children.first { $0.id == "screen/badge" } }
        #expect(abs((badge(2.5)?.opacity ?? 0) - 0.5) < 1e-9, "the badge fades out")
        scene.update(screen(badge: false), at: 3.5)
        #expect(badge(3.5) == nil, "and is gone once faded")
        for time in [2.5, 3.5] {
            let group = scene.presented(at: time).first?.children.first { $0.id == "group" }
            #expect(group?.children.map(\.id) == ["group/back", "group/label"], "the skipped subtree keeps its layers")
        }
        #expect(scene.layerCount == 4)
    }
}
