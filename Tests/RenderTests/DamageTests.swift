import Geometry
import Motion
import Render
import Scene
import Testing
import TouchdeckBench

@Suite("Damage tracking")
struct DamageTests {
    static let screen = Size(width: 800, height: 480)

    private func renderer() throws -> SceneRenderer {
        try SceneRenderer(width: 800, height: 480, background: BenchmarkScenes.background)
    }

    private func frame(dragged offset: Size = .zero, configure: (inout [Layer]) -> Void = { _ in }) -> [PresentedLayer] {
        var layers = BenchmarkScenes.wallet(size: Self.screen, dragged: 0, offset: offset)
        configure(&layers)
        return BenchmarkScenes.present(layers)
    }

    private func contains(_ outer: [PixelRect], _ inner: PixelRect) -> Bool {
        outer.contains { $0.x <= inner.x && $0.y <= inner.y && $0.maxX >= inner.maxX && $0.maxY >= inner.maxY }
    }

    @Test("the first frame damages the whole screen")
    func firstFrame() throws {
        let renderer = try renderer()
        #expect(renderer.render(frame()) == [PixelRect(x: 0, y: 0, width: 800, height: 480)])
    }

    @Test("an unchanged frame damages nothing and draws nothing")
    func idle() throws {
        let renderer = try renderer()
        renderer.render(frame())
        let again = frame()
        #expect(renderer.render(again).isEmpty)
        #expect(renderer.statistics == RenderStatistics())
        #expect(renderer.render(again).isEmpty)
    }

    @Test("moving one card damages only its old and new bounds, shadow included")
    func moveOne() throws {
        let renderer = try renderer()
        renderer.render(frame())
        let damage = renderer.render(frame(dragged: Size(width: 30, height: -12)))
        let card = BenchmarkScenes.cardFrame(0, screen: Self.screen)
        // Shadow radius 6 reaches 12 points around the card, offset 4 down.
        let old = PixelRect(x: Int(card.minX) - 12, y: Int(card.minY) - 8, width: Int(card.width) + 24, height: Int(card.height) + 24)
        let moved = PixelRect(x: old.x + 30, y: old.y - 12, width: old.width, height: old.height)
        #expect(contains(damage, old))
        #expect(contains(damage, moved))
        let area = damage.reduce(0) { $0 + $1.area }
        // No more than the union of the two, grown by the blur's whole-pixel reach and a pixel of margin.
        let slack = PixelRect(x: old.x - 4, y: old.y - 4, width: old.width + 8, height: old.height + 8)
        #expect(area <= slack.union(PixelRect(x: slack.x + 30, y: slack.y - 12, width: slack.width, height: slack.height)).area)
        #expect(!damage.contains { $0.intersects(PixelRect(x: 0, y: 0, width: 200, height: 90)) }, "title untouched")
        #expect(renderer.statistics.looksRendered == 0)
    }

    @Test("an opacity change damages the layer")
    func opacity() throws {
        let renderer = try renderer()
        renderer.render(frame())
        let damage = renderer.render(frame { $0[0] = $0[0].opacity(0.5) })
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { $0.maxY <= 100 }, "only the title's area: \(damage)")
    }

    @Test("a zIndex change (draw order) damages the reordered card")
    func zIndex() throws {
        let renderer = try renderer()
        renderer.render(frame())
        let damage = renderer.render(frame { $0[6] = $0[6].zIndex(10) })
        let card = BenchmarkScenes.cardFrame(4, screen: Self.screen)
        #expect(contains(damage, PixelRect(x: Int(card.minX), y: Int(card.minY), width: Int(card.width), height: Int(card.height))))
        #expect(renderer.render(frame { $0[6] = $0[6].zIndex(10) }).isEmpty)
    }

    @Test("a removed layer damages where it was")
    func removal() throws {
        let renderer = try renderer()
        renderer.render(frame())
        let damage = renderer.render(frame { $0.remove(at: 1) })
        #expect(contains(damage, PixelRect(x: 800 - 56, y: 28, width: 34, height: 34)))
        #expect(damage.allSatisfy { $0.x >= 700 }, "only the icon's corner: \(damage)")
    }

    @Test("nearby rectangles merge into a few", arguments: [8, 20])
    func merging(count: Int) throws {
        let renderer = try renderer()
        let dots = (0..<count).map { (index: Int) -> Layer in
            let x = Double(index * 37 % 760), y = Double(index * 53 % 440)
            return Layer(id: LayerID("dot\(index)"), frame: Rect(x: x, y: y, width: 10, height: 10),
                         content: .shape(.ellipse, fill: .color(.black), stroke: nil))
        }
        renderer.render(BenchmarkScenes.present(dots))
        let damage = renderer.render(BenchmarkScenes.present(dots.map { $0.offset(x: 3) }))
        #expect(damage.count <= 4)
        for (index, first) in damage.enumerated() {
            for second in damage[(index + 1)...] { #expect(!first.intersects(second)) }
        }
    }
}
