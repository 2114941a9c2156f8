import Geometry
import Motion
import Render
import Scene
import TestSupport
import Testing
import TouchdeckBench

/// A turned card's text and its moving shadow are resampled by Touchdeck
/// (`SceneRenderer.samplesTurnedMasks`), with pixman's filters, only where a
/// frame repaints: the frames are cairo's own but for a level or two along
/// the text's edges, and a few of the shadow's pixels where a pixel's centre
/// falls on a boundary between mask pixels (cairo and pixman round the
/// transform to 16.16 on their way).
@Suite("Turned masks sampled")
struct MaskSamplerTests {
    /// A white card with a label, turned by `degrees` about its bottom edge
    /// and moved `dx` sideways, over a grey card that stays.
    static func scene(degrees: Double, dx: Double) -> [PresentedLayer] {
        let under = Layer(id: "under", frame: Rect(x: 310, y: 110, width: 200, height: 260),
                          content: .shape(.roundedRectangle(cornerRadius: 7), fill: .color(RGBAColor(red: 0.8, green: 0.8, blue: 0.85)), stroke: nil))
        let label = Layer(id: "label", frame: Rect(x: 16, y: 200, width: 180, height: 34),
                          content: .text("Liam Walker, 31", font: .system(size: 22, weight: .bold), color: .black, alignment: .leading))
        var card = Layer(id: "card", frame: Rect(x: 300 + dx, y: 100, width: 218, height: 280),
                         content: .shape(.roundedRectangle(cornerRadius: 7), fill: .color(.white), stroke: nil))
            .rotationEffect(.degrees(degrees), anchor: .bottom)
        card.children = [label]
        return BenchmarkScenes.present([under, card])
    }

    @Test("a dragged, turning card's label: the same damage, the pixels within a level or two")
    func sampledLikeCairo() throws {
        let sampled = try SceneRenderer(width: 800, height: 480)
        let cairo = try SceneRenderer(width: 800, height: 480)
        cairo.samplesTurnedMasks = false
        var worst = 0, most = 0
        for step in 0...24 {
            // A drag: further and more turned each frame, then back.
            let t = Double(step <= 12 ? step : 24 - step)
            let layers = Self.scene(degrees: 0.5 + 1.3 * t, dx: 9.5 * t)
            #expect(sampled.render(layers) == cairo.render(layers), "frame \(step)")
            #expect(cairo.statistics.masksSampled == 0)
            #expect(sampled.statistics.masksSampled == 1, "frame \(step)")
            let difference = PixelDifference(sampled, cairo)
            worst = max(worst, difference.worst)
            most = max(most, difference.differing)
        }
        print("turning label: at most \(most) pixels differ in a frame, by up to \(worst) levels")
        #expect(worst <= 4, "levels apart at worst: \(worst)")
        #expect(most <= 500, "pixels apart at most in a frame: \(most)")
    }

    @Test("the moving shadow alone is cairo's nearest sampling but for a few pixels where a centre lies on a boundary")
    func shadowExactlyAsCairo() throws {
        let sampled = try SceneRenderer(width: 800, height: 480)
        let cairo = try SceneRenderer(width: 800, height: 480)
        cairo.samplesTurnedMasks = false
        func shadowOnly(_ degrees: Double, _ dx: Double) -> [PresentedLayer] {
            let card = Layer(id: "card", frame: Rect(x: 300 + dx, y: 100, width: 218, height: 280),
                             content: .shape(.roundedRectangle(cornerRadius: 7), fill: .color(.white), stroke: nil))
                .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 3.6, y: 1.5)
                .rotationEffect(.degrees(degrees), anchor: .bottom)
            return BenchmarkScenes.present([card])
        }
        var worst = 0, most = 0
        for step in 0...10 {
            let layers = shadowOnly(-2 - 2.1 * Double(step), -7.3 * Double(step))
            sampled.render(layers)
            cairo.render(layers)
            let difference = PixelDifference(sampled, cairo)
            worst = max(worst, difference.worst)
            most = max(most, difference.differing)
        }
        #expect(sampled.statistics.masksSampled == 1)
        print("moving shadow: at most \(most) pixels differ in a frame, by up to \(worst) levels")
        #expect(most <= 40, "pixels apart at most in a frame: \(most)")
        #expect(worst <= 16, "levels apart at worst: \(worst)")
    }
}
