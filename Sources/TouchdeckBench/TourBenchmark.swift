import Geometry
import KioskRuntime
import Render
import Scene
import TouchUI
import TouchTrace

/// Times an app's frames on a recorded trace: one frame after every touch
/// frame, as a live kiosk that keeps up with its touchscreen draws them,
/// touch to rendered pixels. The frames a real recording asks for (fast
/// flicks, releases, the animations they start) rather than a synthetic drag.
public enum TourBenchmark {
    /// Replays `records` (read whole beforehand: the YAML parser is not
    /// timed) into `app` on `screen`, timing each frame that shows a touch
    /// with `clock` (nanoseconds).
    public static func run(app: any TouchApp, screen: Size, records: [TraceRecord], tracePath: String,
                           clock: @escaping () -> UInt64) throws -> AppBenchmark.Result {
        let runner = AppRunner(app: app, screen: screen)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        var options = AppReplay.Options()
        options.drawsEveryTouchFrame = true
        let replay = AppReplay(runner: runner, options: options)
        var samples = FrameSamples(capacity: records.count)
        var touched: UInt64?
        replay.willDeliver = { _ in touched = clock() }
        replay.onFrame = { layers, _ in
            let laidOut = clock()
            guard let begin = touched else { return _ = renderer.render(layers) }
            renderTouchFrame(layers, renderer)
            samples.append(begin: begin, laidOut: laidOut, end: clock())
            touched = nil
        }
        try replay.run(reader: RecordList(records), tracePath: tracePath)
        guard samples.count > 0 else { throw TraceError(file: tracePath, "no touch frames to time") }
        return AppBenchmark.Result(screen: screen, samples: samples, idle: AppBenchmark.idleFrames(runner, renderer, clock))
    }

    /// A timed frame's drawing, a function of its own (never inlined, never
    /// merged) so that a profiler can tell it apart: callgrind's
    /// `--toggle-collect='*renderTouchFrame*'`.
    @_optimize(none) @inline(never)
    static func renderTouchFrame(_ layers: [PresentedLayer], _ renderer: SceneRenderer) { _ = renderer.render(layers) }
}

/// Records held in memory, handed out again in order.
private final class RecordList: TraceRecordSource {
    private var records: IndexingIterator<[TraceRecord]>
    init(_ records: [TraceRecord]) { self.records = records.makeIterator() }
    func next() throws -> TraceRecord? { records.next() }
}
