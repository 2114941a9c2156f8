import Foundation
import Geometry
import Motion
import Render
import Scene
import Testing
import TouchdeckBench

/// Turned text is drawn from its unturned coverage, turned (as SwiftUI's
/// drawingGroup turns a flattened view), so a card dragged through a
/// thousand angles does not make cairo a scaled font and glyph cache for each.
@Suite("Turned text")
struct TurnedTextTests {
    static let frame = Rect(x: 200, y: 200, width: 400, height: 60)
    static let centre = Point(x: 400, y: 230)

    static func scene(degrees: Double) -> [Layer] {
        [Layer(id: LayerID("label"), frame: frame,
               content: .text("Liam Walker, 31", font: .system(size: 36, weight: .bold), color: .black, alignment: .leading))
            .rotationEffect(.degrees(degrees), anchor: .center)]
    }

    /// Ink (1 − grey level) summed, and its centroid, over the image.
    static func ink(_ renderer: SceneRenderer) -> (sum: Double, centroid: Point) {
        var sum = 0.0, x = 0.0, y = 0.0
        for py in 0..<renderer.pixelHeight {
            for px in 0..<renderer.pixelWidth {
                let green = Double((renderer.pixel(x: px, y: py) >> 8) & 0xFF)
                let coverage = 1 - green / 255
                guard coverage > 0 else { continue }
                sum += coverage
                x += coverage * (Double(px) + 0.5)
                y += coverage * (Double(py) + 0.5)
            }
        }
        return (sum, Point(x: x / max(sum, 1e-9), y: y / max(sum, 1e-9)))
    }

    @Test("its mask is rendered once and serves every angle")
    func oneMaskForAllAngles() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        renderer.render(BenchmarkScenes.present(Self.scene(degrees: 0.5)))
        #expect(renderer.statistics.textMasksRendered == 1)
        for step in 1...40 {
            renderer.render(BenchmarkScenes.present(Self.scene(degrees: 0.5 + Double(step) * 0.37)))
            #expect(renderer.statistics.textMasksRendered == 0, "angle \(0.5 + Double(step) * 0.37)°")
            #expect(renderer.statistics.damagedPixels > 0)
        }
        // Unturned text is drawn as glyphs, with no mask.
        renderer.render(BenchmarkScenes.present(Self.scene(degrees: 0)))
        #expect(renderer.statistics.textMasksRendered == 0)
    }

    @Test("it lands where the glyphs would, with the same ink", arguments: [3.0, 12.5, -20.0, 90.0])
    func sameInkTurned(degrees: Double) throws {
        let flat = try SceneRenderer(width: 800, height: 480)
        flat.render(BenchmarkScenes.present(Self.scene(degrees: 0)))
        let reference = Self.ink(flat)
        let turned = try SceneRenderer(width: 800, height: 480)
        turned.render(BenchmarkScenes.present(Self.scene(degrees: degrees)))
        let result = Self.ink(turned)
        // The unturned ink's centroid, turned about the layer's centre.
        let angle = degrees * Double.pi / 180
        let dx = reference.centroid.x - Self.centre.x, dy = reference.centroid.y - Self.centre.y
        let expected = Point(x: Self.centre.x + dx * cos(angle) - dy * sin(angle),
                             y: Self.centre.y + dx * sin(angle) + dy * cos(angle))
        #expect(abs(result.centroid.x - expected.x) < 0.5 && abs(result.centroid.y - expected.y) < 0.5,
                "ink centred at \(result.centroid), glyphs turned would be at \(expected)")
        #expect(abs(result.sum - reference.sum) / reference.sum < 0.03, "ink \(result.sum) against \(reference.sum) unturned")
    }
}
