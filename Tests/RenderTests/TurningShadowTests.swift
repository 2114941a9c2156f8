import Geometry
import Motion
import Render
import Scene
import TestSupport
import Testing
import TouchdeckBench

/// A turned layer's shadow is its blurred mask resampled. While the layer
/// turns from frame to frame the mask is sampled at the nearest pixel (a
/// few levels off, in motion); the first frame it holds still draws it
/// filtered again, so what stays on the screen is what a fresh frame shows.
@Suite("Shadows of turning layers")
struct TurningShadowTests {
    /// A white card with a soft shadow, turned by `degrees` about its centre.
    static func scene(degrees: Double) -> [PresentedLayer] {
        let card = Layer(id: "card", frame: Rect(x: 300, y: 100, width: 218, height: 280),
                         content: .shape(.roundedRectangle(cornerRadius: 7), fill: .color(.white), stroke: nil))
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 3.6, y: 1.5)
            .rotationEffect(.degrees(degrees))
        return BenchmarkScenes.present([card])
    }

    static func fresh(degrees: Double) throws -> SceneRenderer {
        let renderer = try SceneRenderer(width: 800, height: 480)
        renderer.render(scene(degrees: degrees))
        return renderer
    }

    @Test("turning: drawn rough, within a few levels; held still: one more frame draws it as a fresh frame does, then nothing")
    func turningShadowIsRoughThenSmooth() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        renderer.render(Self.scene(degrees: 3))
        #expect(PixelDifference(renderer, try Self.fresh(degrees: 3)).differing == 0, "a first frame is drawn filtered")
        #expect(!renderer.needsFollowUpFrame)
        var degrees = 3.0
        for step in 1...6 {
            degrees += 1.25
            renderer.render(Self.scene(degrees: degrees))
            #expect(renderer.needsFollowUpFrame, "step \(step)")
            #expect(renderer.statistics.roughShadows == 1, "step \(step)")
            let difference = PixelDifference(renderer, try Self.fresh(degrees: degrees))
            // Rough, and really so: a frame drawn the slow way would equal the fresh one.
            #expect(difference.differing > 0, "step \(step): the turning shadow was drawn filtered")
            #expect(difference.worst <= 8, "step \(step): \(difference.worst) levels off")
        }
        renderer.render(Self.scene(degrees: degrees))
        #expect(renderer.statistics.damagedPixels > 0, "the still frame repaints the shadow")
        #expect(PixelDifference(renderer, try Self.fresh(degrees: degrees)).differing == 0)
        #expect(!renderer.needsFollowUpFrame)
        renderer.render(Self.scene(degrees: degrees))
        #expect(renderer.statistics.damagedPixels == 0, "then nothing more to draw")
    }

    @Test("a shadow that only moves, unturned, is always drawn exactly")
    func movingUnturnedShadowIsExact() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        for step in 0..<4 {
            let card = Layer(id: "card", frame: Rect(x: 300 + Double(step) * 7.5, y: 100, width: 218, height: 280),
                             content: .shape(.roundedRectangle(cornerRadius: 7), fill: .color(.white), stroke: nil))
                .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 3.6, y: 1.5)
            renderer.render(BenchmarkScenes.present([card]))
            let fresh = try SceneRenderer(width: 800, height: 480)
            fresh.render(BenchmarkScenes.present([card]))
            #expect(PixelDifference(renderer, fresh).differing == 0, "step \(step)")
            #expect(!renderer.needsFollowUpFrame)
        }
    }
}
