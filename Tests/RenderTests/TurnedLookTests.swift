import Geometry
import Motion
import Render
import Scene
import TestSupport
import Testing
import TouchdeckBench

/// A turned `drawingGroup` layer small enough is composited from its look,
/// bilinear-filtered, as SwiftUI transforms a view it flattened: the frames
/// are those of drawing it as vectors but along edges, where filtering the
/// flat look softens them by a fraction of a pixel.
@Suite("Turned looks composited")
struct TurnedLookTests {
    /// A card (white, rounded, a shadow, a picture with a hill and a label)
    /// as one `drawingGroup`, `width` × `height`, turned by `degrees` about
    /// its bottom edge and moved `dx`, over a grey card that stays.
    static func scene(degrees: Double, dx: Double, width: Double = 218, height: Double = 280, opacity: Double = 1) -> [PresentedLayer] {
        let under = Layer(id: "under", frame: Rect(x: 310, y: 110, width: width - 18, height: height - 20),
                          content: .shape(.roundedRectangle(cornerRadius: 7), fill: .color(RGBAColor(red: 0.8, green: 0.8, blue: 0.85)), stroke: nil))
        let sky = Layer(id: "sky", frame: Rect(x: 0, y: 0, width: width, height: height * 0.75),
                        content: .shape(.roundedRectangle(cornerRadius: 0), fill: .color(RGBAColor(red: 0.4, green: 0.6, blue: 0.9)), stroke: nil))
        let hill = Layer(id: "hill", frame: Rect(x: width * 0.1, y: height * 0.45, width: width * 0.8, height: height * 0.3),
                         content: .shape(.ellipse, fill: .color(RGBAColor(red: 0.3, green: 0.6, blue: 0.3)), stroke: nil))
        let label = Layer(id: "label", frame: Rect(x: 16, y: height * 0.8, width: width - 32, height: 30),
                          content: .text("Liam Walker, 31", font: .system(size: 20, weight: .bold), color: .black, alignment: .leading))
        var card = Layer(id: "card", frame: Rect(x: 300 + dx, y: 100, width: width, height: height),
                         content: .shape(.roundedRectangle(cornerRadius: 9), fill: .color(.white), stroke: nil))
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 5, y: 2)
            .opacity(opacity)
            .rotationEffect(.degrees(degrees), anchor: .bottom)
            .drawingGroup()
        card.clipsToBounds = true
        card.clipCornerRadius = 9
        card.children = [sky, hill, label]
        return BenchmarkScenes.present([under, card])
    }

    /// Renders a drag (further and more turned each frame, then back) with
    /// turned looks composited and drawn as vectors; the worst difference.
    static func drag(width: Double = 218, height: Double = 280, opacity: Double = 1)
        throws -> (worst: Int, most: Int, composited: Int, vectorComposited: Int) {
        let composited = try SceneRenderer(width: 800, height: 480)
        let vectors = try SceneRenderer(width: 800, height: 480)
        vectors.compositesTurnedLooks = false
        var worst = 0, most = 0, count = 0, vectorCount = 0
        for step in 0...16 {
            let t = Double(step <= 8 ? step : 16 - step)
            let layers = scene(degrees: 1 + 1.4 * t, dx: 11 * t, width: width, height: height, opacity: opacity)
            #expect(composited.render(layers) == vectors.render(layers), "the same damage, frame \(step)")
            count += composited.statistics.turnedLooksComposited
            vectorCount += vectors.statistics.turnedLooksComposited
            let difference = PixelDifference(composited, vectors, tolerance: 24)
            worst = max(worst, difference.worst)
            most = max(most, difference.overTolerance)
        }
        return (worst, most, count, vectorCount)
    }

    @Test("a dragged, turning card: the same damage; past 24 levels only along edges")
    func likeVectors() throws {
        let result = try Self.drag()
        print("turned look: at most \(result.most) pixels more than 24 levels from vectors in a frame, \(result.worst) at worst")
        #expect(result.composited == 17 && result.vectorComposited == 0)
        // The card's outline is about 1,100 pixels long: a fraction of it, where the filter softens an edge.
        #expect(result.most <= 400, "pixels past 24 levels in a frame: \(result.most)")
        #expect(result.worst <= 64, "levels apart at worst: \(result.worst)")
    }

    @Test("faded, it is composited faded, as the vectors are drawn as a faded group")
    func faded() throws {
        let result = try Self.drag(opacity: 0.6)
        print("faded turned look: at most \(result.most) pixels more than 24 levels from vectors, \(result.worst) at worst")
        #expect(result.composited == 17)
        #expect(result.most <= 400, "pixels past 24 levels in a frame: \(result.most)")
    }

    @Test("a card past the pixel limit is drawn as vectors")
    func largeCardsAsVectors() throws {
        // 430 × 600 is 258,000 pixels of look before it turns.
        let result = try Self.drag(width: 430, height: 600)
        #expect(result.composited == 0 && result.worst == 0)
    }

    @Test("culling what the card hides leaves the frames exactly as drawing everything")
    func cullingUnchanged() throws {
        let culled = try SceneRenderer(width: 800, height: 480)
        let whole = try SceneRenderer(width: 800, height: 480)
        whole.cullsHiddenPixels = false
        for step in 1...8 {
            let layers = Self.scene(degrees: 2.5 * Double(step), dx: 13 * Double(step))
            culled.render(layers)
            whole.render(layers)
            #expect(PixelDifference(culled, whole).differing == 0, "frame \(step)")
            #expect(culled.statistics.turnedLooksComposited == 1)
        }
    }
}
