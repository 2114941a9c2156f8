import Geometry
import Motion
import Render
import Scene
import TestSupport
import Testing
import TouchdeckBench

/// Frames drawn damage by damage equal, pixel for pixel, the same frame drawn whole.
@Suite("Incremental redraw")
struct IncrementalTests {
    static let screen = Size(width: 800, height: 480)

    private func equal(_ a: SceneRenderer, _ b: SceneRenderer) -> (Int, Int, Int)? {
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                return (x, y, Int(a.pixel(x: x, y: y)))
            }
        }
        return nil
    }

    private func check(_ frames: [[Layer]], width: Int = 800, height: Int = 480) throws {
        let incremental = try SceneRenderer(width: width, height: height, background: BenchmarkScenes.background)
        let animator = SceneAnimator()
        /// Draws `layers` incrementally and whole; returns the whole one.
        func draw(_ layers: [Layer]) throws -> SceneRenderer {
            animator.update(layers, at: 0)
            let tree = animator.presented(at: 0)
            incremental.render(tree)
            let whole = try SceneRenderer(width: width, height: height, background: BenchmarkScenes.background)
            whole.render(tree)
            return whole
        }
        for (index, layers) in frames.enumerated() {
            let whole = try draw(layers)
            if incremental.statistics.roughShadows > 0 {
                // A turning layer's shadow is drawn rough in motion: a few levels off, no more.
                let difference = PixelDifference(incremental, whole)
                #expect(difference.worst <= 8, "frame \(index): \(difference.differing) pixels differ, by up to \(difference.worst)")
            } else {
                let difference = equal(incremental, whole)
                #expect(difference == nil, "frame \(index) differs at \(String(describing: difference))")
            }
        }
        // Held still, one more frame leaves exactly the frame drawn whole.
        if let last = frames.last {
            let difference = equal(incremental, try draw(last))
            #expect(difference == nil, "held still, the last frame differs at \(String(describing: difference))")
            #expect(!incremental.needsFollowUpFrame)
        }
    }

    @Test("a card following a finger")
    func drag() throws {
        try check((0..<12).map { BenchmarkScenes.wallet(size: Self.screen, dragged: 0, offset: BenchmarkScenes.fingerOffset(frame: $0 * 5, screen: Self.screen)) })
    }

    @Test("a middle card dragged fractionally, fading and reordered")
    func middleCard() throws {
        let frames = (0..<8).map { step -> [Layer] in
            var layers = BenchmarkScenes.wallet(size: Self.screen, dragged: 2, offset: Size(width: Double(step) * 9.37, height: Double(step) * 2.71))
            layers[4] = layers[4].opacity(1 - Double(step) * 0.1).zIndex(step > 4 ? 5 : -2)
            return layers
        }
        try check(frames)
    }

    @Test("a swipe card rotating about its bottom edge")
    func swipe() throws {
        let frame = Rect(x: 250, y: 140, width: 300, height: 189)
        try check((0..<8).map { step in
            [BenchmarkScenes.card(1, frame: frame),
             BenchmarkScenes.card(0, frame: frame).offset(x: Double(step) * 11).rotationEffect(.degrees(Double(step) * 3), anchor: .bottom)]
        })
    }

    @Test("a card flipping past 90° and a ring counting down")
    func flip() throws {
        try check((0..<10).map { step in
            [TestScenes.flipCard(id: "flip", frame: Rect(x: 300, y: 120, width: 160, height: 220), angle: Double(step) * 20,
                                 progress: 1 - Double(step) * 0.1)]
        })
    }
}
