import Geometry
import Motion
import Render
import Scene
import Testing

/// Frames drawn damage by damage equal, pixel for pixel, the same frame drawn whole.
@Suite("Incremental redraw")
struct IncrementalTests {
    static let screen = Size(width: 800, height: 480)

    /// The first pixel differing by more than `tolerance` (0…255) in a channel.
    private func equal(_ a: SceneRenderer, _ b: SceneRenderer, tolerance: Int) -> (Int, Int, UInt32, UInt32)? {
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                guard p != q else { continue }
                let worst = stride(from: 0, to: 32, by: 8).map { abs(Int((p >> $0) & 0xFF) - Int((q >> $0) & 0xFF)) }.max() ?? 0
                if worst > tolerance { return (x, y, p, q) }
            }
        }
        return nil
    }

    /// - Parameter tolerance: 0 unless a layer is resampled: pixman steps
    ///   its sample positions along each span in fixed point, so a turned
    ///   image comes out a level or two different where a clip starts a span
    ///   elsewhere. A stale or missed region differs by far more.
    private func check(_ frames: [[Layer]], width: Int = 800, height: Int = 480, tolerance: Int = 0) throws {
        let incremental = try SceneRenderer(width: width, height: height, background: BenchmarkScenes.background)
        let animator = SceneAnimator()
        for (index, layers) in frames.enumerated() {
            animator.update(layers, at: 0)
            let tree = animator.presented(at: 0)
            incremental.render(tree)
            let whole = try SceneRenderer(width: width, height: height, background: BenchmarkScenes.background)
            whole.render(tree)
            let difference = equal(incremental, whole, tolerance: tolerance)
            #expect(difference == nil, "frame \(index) differs at \(String(describing: difference))")
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
        }, tolerance: 2)
    }

    @Test("a card flipping past 90° and a ring counting down")
    func flip() throws {
        try check((0..<10).map { step in
            [TestScenes.flipCard(id: "flip", frame: Rect(x: 300, y: 120, width: 160, height: 220), angle: Double(step) * 20,
                                 progress: 1 - Double(step) * 0.1)]
        })
    }
}
