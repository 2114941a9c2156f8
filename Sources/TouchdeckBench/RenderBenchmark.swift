import Geometry
import Render
import Motion
import Scene

/// Medians of the wallet scene's render times, in milliseconds.
public struct RenderBenchmarkResult: Sendable {
    /// A fresh renderer's first frame: every look, shadow and text layout made.
    public var firstFrameMs: Double
    /// One frame while the front card follows a finger, the others still.
    public var dragFrameMs: Double
    /// A frame of an unchanged scene.
    public var idleFrameMs: Double
    /// Median pixels repainted per drag frame.
    public var dragDamagedPixels: Int
    /// Bytes held by cached card looks at the end.
    public var cachedLookBytes: Int
}

/// Times `SceneRenderer` on `BenchmarkScenes.wallet`. The clock is passed in
/// (nanoseconds, monotonic): only the command line reads the real one.
public enum RenderBenchmark {
    public static func run(width: Int, height: Int, scale: Double, frames: Int = 240,
                           now: () -> UInt64) throws -> RenderBenchmarkResult {
        let screen = Size(width: Double(width) / scale, height: Double(height) / scale)
        let still = BenchmarkScenes.present(BenchmarkScenes.wallet(size: screen))

        var first: [Double] = []
        for _ in 0..<5 {
            let renderer = try SceneRenderer(width: width, height: height, scale: scale, background: BenchmarkScenes.background)
            first.append(time(now) { renderer.render(still) })
        }

        // The finger's path is presented up front, so only drawing is timed.
        let animator = SceneAnimator()
        let drag = (0..<max(frames, 1)).map { frame -> [PresentedLayer] in
            let offset = BenchmarkScenes.fingerOffset(frame: frame + 1, screen: screen)
            animator.update(BenchmarkScenes.wallet(size: screen, dragged: 0, offset: offset), at: 0)
            return animator.presented(at: 0)
        }
        let renderer = try SceneRenderer(width: width, height: height, scale: scale, background: BenchmarkScenes.background)
        renderer.render(still)
        var dragTimes: [Double] = [], damaged: [Int] = []
        for tree in drag {
            dragTimes.append(time(now) { renderer.render(tree) })
            damaged.append(renderer.statistics.damagedPixels)
        }
        let last = drag.last ?? still
        let idleTimes = (0..<max(frames, 1)).map { _ in time(now) { renderer.render(last) } }
        return RenderBenchmarkResult(
            firstFrameMs: median(first), dragFrameMs: median(dragTimes), idleFrameMs: median(idleTimes),
            dragDamagedPixels: damaged.sorted()[damaged.count / 2], cachedLookBytes: renderer.cachedLookBytes)
    }

    private static func time(_ now: () -> UInt64, _ body: () -> Void) -> Double {
        let start = now()
        body()
        return Double(now() &- start) / 1e6
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
