import Geometry
import Motion
import Render
import Scene
import TestSupport
import Testing
import TouchdeckBench

/// A shadow that is only moved (not turned or scaled) is composited at whole
/// pixels — the layer's place and the shadow's offset each rounded, as a look
/// places its layer — rather than resampled at a fraction of a pixel.
@Suite("Shadows at whole pixels")
struct WholePixelShadowTests {
    /// A white card, 218 × 280 at (`x`, `y`), with a soft shadow 1.5 pt below it.
    static func card(x: Double, y: Double, cached: Bool = false) -> [PresentedLayer] {
        var card = Layer(id: "card", frame: Rect(x: x, y: y, width: 218, height: 280),
                         content: .shape(.roundedRectangle(cornerRadius: 7), fill: .color(.white), stroke: nil))
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 3.6, y: 1.5)
        if cached { card = card.drawingGroup() }
        return BenchmarkScenes.present([card])
    }

    static func render(_ layers: [PresentedLayer]) throws -> SceneRenderer {
        let renderer = try SceneRenderer(width: 800, height: 480, background: RGBAColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1))
        renderer.render(layers)
        return renderer
    }

    /// Pixels of `rect` with a channel more than one level apart in `a` and `b`.
    static func overTolerance(_ a: SceneRenderer, _ b: SceneRenderer, in rect: PixelRect) -> Int {
        PixelDifference(a, b, in: rect).overTolerance
    }

    /// Below the card's bottom edge (y 100…380 at most 381): only its shadow is drawn there.
    static let underneath = PixelRect(x: 280, y: 383, width: 260, height: 12)

    @Test("a card a fraction of a pixel off casts the shadow of its nearest whole-pixel place")
    func fractionalPlaceCastsWholePixelShadow() throws {
        let exact = try Self.render(Self.card(x: 300, y: 100))
        let nearBelow = try Self.render(Self.card(x: 300.3, y: 100.4))
        #expect(Self.overTolerance(exact, nearBelow, in: Self.underneath) == 0)
        let nearAbove = try Self.render(Self.card(x: 300.7, y: 100.6))
        let next = try Self.render(Self.card(x: 301, y: 101))
        #expect(Self.overTolerance(next, nearAbove, in: Self.underneath) == 0)
        // The region shows the shadow: a pixel down moves it visibly.
        #expect(Self.overTolerance(exact, next, in: Self.underneath) > 200)
    }

    @Test("drawn as vectors or from its look, a card's shadow lands on the same pixels")
    func flatAndLookAgree() throws {
        for (x, y) in [(300.3, 100.6), (300.5, 100.5), (299.8, 100.2)] {
            let flat = try Self.render(Self.card(x: x, y: y))
            let cached = try Self.render(Self.card(x: x, y: y, cached: true))
            #expect(cached.statistics.looksRendered == 1, "the cached card is drawn from its look")
            #expect(Self.overTolerance(flat, cached, in: Self.underneath) == 0, "at (\(x), \(y))")
        }
    }
}
