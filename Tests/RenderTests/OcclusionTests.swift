import Geometry
import Motion
import Render
import Scene
import Testing
import TouchdeckBench

/// Skipping what lies under opaque layers changes no pixel and skips a lot.
@Suite("Occlusion culling")
struct OcclusionTests {
    private func renderers(width: Int = 800, height: Int = 480, scale: Double = 1) throws -> (culled: SceneRenderer, whole: SceneRenderer) {
        let culled = try SceneRenderer(width: width, height: height, scale: scale, background: BenchmarkScenes.background)
        let whole = try SceneRenderer(width: width, height: height, scale: scale, background: BenchmarkScenes.background)
        whole.cullsHiddenPixels = false
        return (culled, whole)
    }

    /// The first pixel (x, y, culled, whole) where the two images differ.
    private func difference(_ a: SceneRenderer, _ b: SceneRenderer) -> (Int, Int, UInt32, UInt32)? {
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                return (x, y, a.pixel(x: x, y: y), b.pixel(x: x, y: y))
            }
        }
        return nil
    }

    /// A white rounded card with a shadow, vector-drawn (not cached), over the wallet's cards.
    private func opaqueCard(offset: Double, degrees: Double, cached: Bool) -> Layer {
        var card = Layer(id: "top", frame: Rect(x: 220, y: 90, width: 360, height: 300),
                         content: .shape(.roundedRectangle(cornerRadius: 18), fill: .color(.white), stroke: nil),
                         children: [Layer(id: "top.label", frame: Rect(x: 20, y: 230, width: 300, height: 40),
                                          content: .text("Ava Chen, 27", font: .system(size: 28, weight: .bold), color: .black,
                                                         alignment: .leading))])
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 8, x: 0, y: 3)
            .offset(x: offset, y: offset / 3)
            .rotationEffect(.degrees(degrees), anchor: .bottom)
        if cached { card = card.drawingGroup() }
        return card
    }

    @Test("a turning, moving opaque card over a stack: every frame equals the unculled one", arguments: [false, true])
    func turningCard(cached: Bool) throws {
        let (culled, whole) = try renderers()
        for step in 0..<10 {
            let layers = BenchmarkScenes.wallet(size: Size(width: 800, height: 480))
                + [opaqueCard(offset: Double(step) * 7.3, degrees: Double(step) * 1.7 - 6, cached: cached)]
            let tree = BenchmarkScenes.present(layers)
            let culledDamage = culled.render(tree)
            let wholeDamage = whole.render(tree)
            #expect(culledDamage == wholeDamage)
            let problem = difference(culled, whole)
            #expect(problem == nil, "frame \(step) differs at \(String(describing: problem))")
            // Most of the card's inside (about 100 000 pixels) is never painted beneath.
            #expect(culled.statistics.hiddenPixels > 80_000, "frame \(step)")
            #expect(whole.statistics.hiddenPixels == 0)
        }
    }

    @Test("the wallet dragged at a fractional offset and scale 1.5 equals the unculled one")
    func fractionalScale() throws {
        let (culled, whole) = try renderers(width: 1200, height: 720, scale: 1.5)
        for step in 0..<6 {
            let layers = BenchmarkScenes.wallet(size: Size(width: 800, height: 480), dragged: 1,
                                                offset: Size(width: Double(step) * 3.37, height: Double(step) * -11.61))
            let tree = BenchmarkScenes.present(layers)
            culled.render(tree)
            whole.render(tree)
            let problem = difference(culled, whole)
            #expect(problem == nil, "frame \(step) differs at \(String(describing: problem))")
        }
        #expect(culled.statistics.hiddenPixels > 0)
    }

    @Test("translucent layers and non-rectangular shapes hide nothing")
    func translucentHidesNothing() throws {
        let (culled, whole) = try renderers()
        let layers = [
            Layer(id: "faded", frame: Rect(x: 100, y: 100, width: 300, height: 200),
                  content: .shape(.roundedRectangle(cornerRadius: 10), fill: .color(.white), stroke: nil)).opacity(0.5),
            Layer(id: "tinted", frame: Rect(x: 150, y: 150, width: 300, height: 200),
                  content: .shape(.roundedRectangle(cornerRadius: 10),
                                  fill: .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.6)), stroke: nil)),
            Layer(id: "round", frame: Rect(x: 200, y: 120, width: 200, height: 200),
                  content: .shape(.ellipse, fill: .color(.white), stroke: nil)),
        ]
        culled.render(BenchmarkScenes.present(layers))
        whole.render(BenchmarkScenes.present(layers))
        #expect(culled.statistics.hiddenPixels == 0)
        #expect(difference(culled, whole) == nil)
    }
}
