import Geometry
import Testing
@testable import Motion

@Suite("Transitions")
struct TransitionTests {
    @Test("insertion runs from the off state to identity; removal the other way")
    func directions() {
        #expect(AnyTransition.opacity.effect(.insertion, progress: 0).opacity == 0)
        #expect(AnyTransition.opacity.effect(.insertion, progress: 0.25).opacity == 0.25)
        #expect(AnyTransition.opacity.effect(.insertion, progress: 1).isIdentity)
        #expect(AnyTransition.opacity.effect(.removal, progress: 0).isIdentity)
        #expect(AnyTransition.opacity.effect(.removal, progress: 0.25).opacity == 0.75)
        #expect(AnyTransition.identity.effect(.insertion, progress: 0).isIdentity && AnyTransition.identity.isIdentity)
    }

    @Test("move(edge:) offsets by the layer's size towards the edge; slide is leading-in, trailing-out")
    func moves() {
        let size = Size(width: 300, height: 200)
        #expect(AnyTransition.move(edge: .bottom).effect(.insertion, progress: 0).totalOffset(forLayerOfSize: size)
            == Size(width: 0, height: 200))
        #expect(AnyTransition.move(edge: .top).effect(.removal, progress: 0.5).totalOffset(forLayerOfSize: size)
            == Size(width: 0, height: -100))
        #expect(AnyTransition.slide.effect(.insertion, progress: 0).relativeOffset == Size(width: -1, height: 0))
        #expect(AnyTransition.slide.effect(.removal, progress: 1).relativeOffset == Size(width: 1, height: 0))
        #expect(AnyTransition.offset(x: 10, y: -20).effect(.insertion, progress: 0.5).offset == Size(width: 5, height: -10))
    }

    @Test("scale grows from its factor about its anchor")
    func scales() {
        #expect(AnyTransition.scale.effect(.insertion, progress: 0).scale == 0)
        #expect(AnyTransition.scale.effect(.insertion, progress: 0.5).scale == 0.5)
        let fromCorner = AnyTransition.scale(scale: 0.5, anchor: .bottomTrailing).effect(.removal, progress: 1)
        #expect(fromCorner.scale == 0.5 && fromCorner.scaleAnchor == .bottomTrailing)
    }

    @Test("combined: the wallet's slide + move(.leading) + opacity compose")
    func combined() {
        let transition = AnyTransition.slide.combined(with: .move(edge: .leading)).combined(with: .opacity)
        let start = transition.effect(.insertion, progress: 0)
        #expect(start.relativeOffset == Size(width: -2, height: 0) && start.opacity == 0)
        let mid = transition.effect(.insertion, progress: 0.5)
        #expect(mid.relativeOffset == Size(width: -1, height: 0) && mid.opacity == 0.5)
        let leaving = transition.effect(.removal, progress: 0.5)
        #expect(leaving.relativeOffset == Size(width: 0, height: 0))  // slide right, move left
        // Opacity twice multiplies, as two nested opacity modifiers would.
        #expect(AnyTransition.opacity.combined(with: .opacity).effect(.insertion, progress: 0.5).opacity == 0.25)
    }

    @Test("asymmetric uses one transition per direction; animation overrides travel along")
    func asymmetric() {
        let transition = AnyTransition.asymmetric(insertion: .move(edge: .bottom), removal: .opacity)
        #expect(transition.effect(.insertion, progress: 0) == TransitionEffect(relativeOffset: Size(width: 0, height: 1)))
        #expect(transition.effect(.removal, progress: 1) == TransitionEffect(opacity: 0))
        let animated = transition.animation(.easeOut(duration: 0.2))
        #expect(animated.animation == .easeOut(duration: 0.2))
        #expect(animated.combined(with: .scale).animation == .easeOut(duration: 0.2))
    }

    @Test("a spring overshooting progress extrapolates offsets and clamps opacity")
    func overshoot() {
        let transition = AnyTransition.move(edge: .bottom).combined(with: .opacity)
        let effect = transition.effect(.insertion, progress: 1.1)
        #expect(isClose(effect.relativeOffset.height, -0.1, 1e-12))
        #expect(effect.opacity == 1)
        // The wallet's card i appears with its delayed spring driving progress.
        let progress = RunningAnimation(
            animation: .spring(response: 0.1, dampingFraction: 0.8, blendDuration: 0.02).delay(0.3),
            from: 0.0, to: 1.0, startTime: 0
        )
        #expect(transition.effect(.insertion, progress: progress.value(at: 0.2)).opacity == 0)
        #expect(transition.effect(.insertion, progress: progress.value(at: 1)).isIdentity)
    }
}
