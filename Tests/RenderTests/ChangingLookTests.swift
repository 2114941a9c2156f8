import Geometry
import Motion
import Render
import Scene
import TestSupport
import Testing
import TouchdeckBench

/// A cached layer whose look changes every frame (a card growing as it moves
/// up a deck) is drawn as vectors instead of being rendered offscreen and
/// composited each frame; once it holds still it is cached again. Either way
/// the screen shows the same pixels.
@Suite("Looks that change every frame")
struct ChangingLookTests {
    static func scene(width: Double) -> [Layer] {
        [BenchmarkScenes.card(0, frame: Rect(x: 100.5, y: 60, width: width, height: width * 0.62))]
    }

    /// Largest channel difference between two renderers' images.
    static func worstDifference(_ a: SceneRenderer, _ b: SceneRenderer) -> Int { PixelDifference(a, b).worst }

    @Test("it is rendered as a look twice, drawn as vectors while it changes, and from its look once it holds still")
    func changingLookIsDrawnFlat() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        renderer.render(BenchmarkScenes.present(Self.scene(width: 320)))
        #expect(renderer.statistics.looksRendered == 1)
        renderer.render(BenchmarkScenes.present(Self.scene(width: 321.3)))
        #expect(renderer.statistics.looksRendered == 1, "one change is rendered again")
        for step in 2..<12 {
            let width = 320 + Double(step) * 1.3
            renderer.render(BenchmarkScenes.present(Self.scene(width: width)))
            #expect(renderer.statistics.looksRendered == 0, "step \(step)")
            #expect(renderer.statistics.layersDrawn > 1, "drawn as vectors, layer by layer")
            let fresh = try SceneRenderer(width: 800, height: 480)
            fresh.render(BenchmarkScenes.present(Self.scene(width: width)))
            #expect(Self.worstDifference(renderer, fresh) <= 2, "same pixels as a look at step \(step)")
        }
        // Held still: one more frame redraws it from its look, so the screen
        // holds exactly what a fresh frame of the same scene shows.
        #expect(renderer.needsFollowUpFrame)
        let still = 320 + 11 * 1.3
        renderer.render(BenchmarkScenes.present(Self.scene(width: still)))
        #expect(renderer.statistics.looksRendered == 1)
        #expect(renderer.statistics.damagedPixels > 0)
        #expect(!renderer.needsFollowUpFrame)
        let fresh = try SceneRenderer(width: 800, height: 480)
        fresh.render(BenchmarkScenes.present(Self.scene(width: still)))
        #expect(Self.worstDifference(renderer, fresh) == 0)
        renderer.render(BenchmarkScenes.present(Self.scene(width: still)))
        #expect(renderer.statistics.damagedPixels == 0, "then nothing more to draw")
    }

    @Test("a card that starts changing with no look of its own (it was turned) gets none until it holds still")
    func changingWithoutLookGetsNone() throws {
        // The swipe deck after a swipe: the card under the one flying off had
        // no look, and from the next frame on its size springs.
        func scene(width: Double, degrees: Double) -> [PresentedLayer] {
            BenchmarkScenes.present([BenchmarkScenes.card(0, frame: Rect(x: 100.5, y: 60, width: width, height: width * 0.62))
                .rotationEffect(.degrees(degrees))])
        }
        let renderer = try SceneRenderer(width: 800, height: 480)
        // Turned and drawn as vectors (as a card too large to composite turned is), it has no look.
        renderer.compositesTurnedLooks = false
        renderer.render(scene(width: 320, degrees: 4))
        #expect(renderer.statistics.looksRendered == 0, "a turned card is drawn as vectors")
        var width = 320.0
        for step in 1..<8 {
            width += 1.3
            renderer.render(scene(width: width, degrees: 0))
            #expect(renderer.statistics.looksRendered == 0, "step \(step): no look for a card that changes")
            let fresh = try SceneRenderer(width: 800, height: 480)
            fresh.render(scene(width: width, degrees: 0))
            #expect(Self.worstDifference(renderer, fresh) <= 2, "step \(step)")
        }
        renderer.render(scene(width: width, degrees: 0))
        #expect(renderer.statistics.looksRendered == 1, "held still, it gets its look")
        let fresh = try SceneRenderer(width: 800, height: 480)
        fresh.render(scene(width: width, degrees: 0))
        #expect(Self.worstDifference(renderer, fresh) == 0)
    }

    @Test("leading text that fits is laid out once, whatever its frame's width")
    func fittingTextIsLaidOutOnce() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        func label(width: Double) -> [Layer] {
            [Layer(id: "label", frame: Rect(x: 40, y: 40, width: width, height: 40),
                   content: .text("Liam Walker, 31", font: .system(size: 24, weight: .bold), color: .black, alignment: .leading))]
        }
        renderer.render(BenchmarkScenes.present(label(width: 400)))
        #expect(renderer.statistics.textLayoutsMade == 1)
        let reference = try SceneRenderer(width: 800, height: 480)
        reference.render(BenchmarkScenes.present(label(width: 400)))
        for step in 1...20 {
            let width = 400 - Double(step) * 3.7
            renderer.render(BenchmarkScenes.present(label(width: width)))
            #expect(renderer.statistics.textLayoutsMade == 0, "width \(width)")
            #expect(Self.worstDifference(renderer, reference) == 0, "the same glyphs in the same place")
        }
        // Too narrow for one line: it wraps, in a layout of its own.
        renderer.render(BenchmarkScenes.present(label(width: 90)))
        #expect(renderer.statistics.textLayoutsMade == 1)
    }
}
