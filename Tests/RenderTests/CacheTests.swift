import Geometry
import Motion
import Render
import Scene
import TestSupport
import Testing
import TouchdeckBench

@Suite("Layer caches")
struct CacheTests {
    static let screen = Size(width: 800, height: 480)

    @Test("a translated cached card reuses its look and its shadow")
    func translationReuses() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        renderer.render(BenchmarkScenes.present(BenchmarkScenes.wallet(size: Self.screen)))
        #expect(renderer.statistics.looksRendered == 5)
        #expect(renderer.statistics.shadowsBlurred == 1, "five cards of one shape share a mask")
        for step in 1...5 {
            let offset = Size(width: Double(step) * 7.3, height: Double(step) * -3.1)
            renderer.render(BenchmarkScenes.present(BenchmarkScenes.wallet(size: Self.screen, dragged: 0, offset: offset)))
            #expect(renderer.statistics.looksRendered == 0)
            #expect(renderer.statistics.shadowsBlurred == 0)
            #expect(renderer.statistics.textLayoutsMade == 0)
            #expect(renderer.statistics.layersDrawn > 0)
        }
    }

    @Test("a changed look is rendered again")
    func lookChange() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        renderer.render(BenchmarkScenes.present(BenchmarkScenes.wallet(size: Self.screen)))
        var layers = BenchmarkScenes.wallet(size: Self.screen)
        layers[2].children[2].content = .text("1111 2222 3333 4444", font: .system(size: 21, weight: .bold), color: .white, alignment: .leading)
        renderer.render(BenchmarkScenes.present(layers))
        #expect(renderer.statistics.looksRendered == 1)
    }

    @Test("a rotated cached card is composited from its look, rendered flat; without that, drawn as vectors")
    func rotationUsesTheFlatLook() throws {
        var layers = BenchmarkScenes.wallet(size: Self.screen)
        layers[2] = layers[2].rotationEffect(.degrees(10), anchor: .bottom)
        let renderer = try SceneRenderer(width: 800, height: 480)
        renderer.render(BenchmarkScenes.present(layers))
        #expect(renderer.statistics.looksRendered == 5)
        #expect(renderer.statistics.turnedLooksComposited == 1)
        // Turned further: the same flat look, composited at the new angle.
        layers[2] = BenchmarkScenes.wallet(size: Self.screen)[2].rotationEffect(.degrees(14), anchor: .bottom)
        renderer.render(BenchmarkScenes.present(layers))
        #expect(renderer.statistics.looksRendered == 0)
        #expect(renderer.statistics.turnedLooksComposited == 1)
        let vectors = try SceneRenderer(width: 800, height: 480)
        vectors.compositesTurnedLooks = false
        vectors.render(BenchmarkScenes.present(layers))
        #expect(vectors.statistics.looksRendered == 4)
        #expect(vectors.statistics.turnedLooksComposited == 0)
    }

    @Test("looks stay within two screens however many cards are shown; the topmost keep theirs")
    func lookBudget() throws {
        let renderer = try SceneRenderer(width: 400, height: 300)
        // Forty overlapping cards of 200×150 (about 130 kB each with their shadows) against the 4 MB floor.
        func stack(topOffset: Double) -> [Layer] {
            (0..<40).map { index in
                Layer(id: LayerID("card\(index)"), frame: Rect(x: 20 + Double(index) * 4, y: 20 + Double(index) * 3, width: 200, height: 150),
                      content: .shape(.roundedRectangle(cornerRadius: 12), fill: .color(.white), stroke: nil),
                      children: [Layer(id: LayerID("card\(index).label"), frame: Rect(x: 12, y: 100, width: 170, height: 30),
                                       content: .text("Card \(index)", font: .system(size: 20, weight: .bold), color: .black,
                                                      alignment: .leading))])
                    .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 4, x: 0, y: 2)
                    .offset(x: index == 39 ? topOffset : 0, y: 0)
                    .drawingGroup()
            }
        }
        renderer.render(BenchmarkScenes.present(stack(topOffset: 0)))
        #expect(renderer.cachedLookBytes <= renderer.lookBudget)
        #expect(renderer.cachedLookBytes > renderer.lookBudget / 2, "the budget is used, not left empty")
        let kept = renderer.statistics.looksRendered
        #expect(kept > 0 && kept < 40)
        // The top card, dragged, keeps its look: moving it renders none, and nothing beyond the budget.
        for offset in [7.0, 14, 21] {
            renderer.render(BenchmarkScenes.present(stack(topOffset: offset)))
            #expect(renderer.statistics.looksRendered == 0, "moved by \(offset)")
            #expect(renderer.cachedLookBytes <= renderer.lookBudget)
        }
    }

    @Test("a missing image draws a placeholder and is reported")
    func missingImage() throws {
        let renderer = try SceneRenderer(width: 100, height: 100, background: .white)
        let layer = Layer(id: "img", frame: Rect(x: 10, y: 10, width: 80, height: 80), content: .image(path: "/nonexistent/card.png"))
        renderer.render(BenchmarkScenes.present([layer]))
        #expect(renderer.missingImages["/nonexistent/card.png"] != nil)
        #expect(renderer.pixel(x: 30, y: 50) != 0xFFFF_FFFF)
    }

    @Test("an image is loaded once and drawn scaled to its frame")
    func image() throws {
        let source = try SceneRenderer(width: 4, height: 4, background: RGBAColor(red: 1, green: 0, blue: 0))
        source.render([])
        let path = FileManager.temporaryPNG()
        try source.writePNG(path: path)
        let renderer = try SceneRenderer(width: 40, height: 40, background: .white)
        renderer.render(BenchmarkScenes.present([Layer(id: "img", frame: Rect(x: 0, y: 0, width: 20, height: 20), content: .image(path: path))]))
        #expect(renderer.pixel(x: 10, y: 10) == 0xFFFF_0000)
        #expect(renderer.pixel(x: 30, y: 30) == 0xFFFF_FFFF)
        #expect(renderer.missingImages.isEmpty)
    }

    @Test("fonts resolve to installed families with a CJK fallback")
    func fonts() throws {
        let renderer = try SceneRenderer(width: 10, height: 10)
        let rounded = renderer.fontFamilies(for: .system(size: 34, weight: .heavy, design: .rounded))
        #expect(rounded.contains("DejaVu Sans") || rounded.contains("Rounded") || rounded.contains("Nunito"))
        #expect(renderer.fontFamilies(for: .system(size: 12, design: .monospaced)).hasPrefix("DejaVu Sans Mono"))
        #expect(renderer.fontFamilies(for: .body).contains("CJK"))
        #expect(renderer.fontFamilies(for: Font(size: 12, family: "No Such Family")).hasPrefix("No Such Family,"))
    }
}

import Foundation

extension FileManager {
    static func temporaryPNG() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("touchdeck-render-\(UUID().uuidString).png").path
    }
}

@Suite("Shadow mask budget")
struct ShadowBudgetTests {
    @Test("a card whose size animates for a long time keeps the shadow masks within the screen's budget")
    func sizeAnimationStaysWithinBudget() throws {
        let renderer = try SceneRenderer(width: 1080, height: 1920)
        #expect(renderer.shadowBudget == 2 * 1080 * 1920)
        var peak = 0
        for step in 0..<240 {
            // A new size every frame: a new mask every frame (as the swipe deck's cards moving up the deck).
            let width = 600 + Double(step), height = 900 + Double(step) * 1.5
            let card = Layer(id: "card", frame: Rect(x: 40, y: 100, width: width, height: height),
                             content: .shape(.roundedRectangle(cornerRadius: 20), fill: .color(.white), stroke: nil))
                .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 12, x: 0, y: 4)
            renderer.render(BenchmarkScenes.present([card]))
            #expect(renderer.statistics.shadowsBlurred == 1)
            peak = max(peak, renderer.shadowMaskBytes)
        }
        // Without a bound this held 120 frames' masks (about 120 MB here).
        #expect(peak <= renderer.shadowBudget, "peak \(peak) bytes")
        #expect(peak > renderer.shadowBudget / 4, "masks are still kept while they fit")
    }

    @Test("masks made frame after frame reuse the memory of the masks dropped; it goes back once the size holds still")
    func sizeAnimationReusesDroppedMasks() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        func card(_ step: Int) -> [PresentedLayer] {
            // Growing a little every frame, as a swipe card moving up the deck (10 pt wider in all).
            let grown = Double(step) / 4
            let card = Layer(id: "card", frame: Rect(x: 200, y: 40, width: 300 + grown, height: 380 + grown),
                             content: .shape(.roundedRectangle(cornerRadius: 10), fill: .color(.white), stroke: nil))
                .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 5, x: 0, y: 2)
            return BenchmarkScenes.present([card])
        }
        for step in 0..<60 {
            renderer.render(card(step))
            #expect(renderer.statistics.shadowsBlurred == 1)
            #expect(renderer.shadowMaskBytes <= renderer.shadowBudget)
            #expect(renderer.shadowSpareBytes <= 2 * renderer.shadowBudget)
        }
        // Only until the first masks are dropped (five fit the budget here), then none: not one a frame.
        #expect(renderer.shadowBuffersMade <= 7, "\(renderer.shadowBuffersMade) buffers for 60 masks")
        #expect(renderer.shadowSpareBytes > 0)
        // Reused memory or new, the frames are what a fresh renderer draws.
        let fresh = try SceneRenderer(width: 800, height: 480)
        fresh.render(card(59))
        #expect(PixelDifference(renderer, fresh).differing == 0)
        renderer.render(card(59))
        #expect(renderer.statistics.damagedPixels == 0)
        #expect(renderer.shadowSpareBytes == 0, "a frame that makes no mask gives the spares back")
    }
}
