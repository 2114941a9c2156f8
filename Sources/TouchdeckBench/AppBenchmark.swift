import Geometry
import KioskRuntime
import Render
import Scene
import TouchUI
import TouchModel

/// Measures an app's drag frames: touch in, gestures, layout, scene diff,
/// render — everything a kiosk does between a finger moving and the pixels
/// being ready, on an offscreen surface. The clock is the caller's.
public enum AppBenchmark {
    public struct Result: Sendable {
        public let screen: Size
        public let frames: Int
        /// Median milliseconds per drag frame (touch to rendered pixels).
        public let medianDragFrameMs: Double
        public let p95DragFrameMs: Double
        /// Of a drag frame, the median milliseconds before rendering (the
        /// touch through the gestures, the app's layout and the scene) and of
        /// rendering: where a frame's time goes.
        public let medianLayoutMs: Double
        public let medianRenderMs: Double
        /// Median milliseconds for a frame where nothing changed.
        public let medianIdleFrameMs: Double
        /// Milliseconds from starting the app to its first frame rendered (a drag's run only; the
        /// process's first run pays its warm-up too: see ``AppBenchmark/firstFrame(screen:runs:clock:make:)``).
        public var firstFrameMs: Double? = nil
        /// The process's resident memory after the run, in megabytes (a drag's run only).
        public var residentMB: Double? = nil
    }

    /// Presses at `start`, holds `hold` seconds, then drags by `delta` over
    /// `frames` frames at 120 Hz, timing each drag frame with `clock` (nanoseconds).
    public static func run(app: any TouchApp, screen: Size, start: Point, delta: Size, hold: Double, frames: Int = 240,
                           clock: () -> UInt64) throws -> Result {
        let runner = AppRunner(app: app, screen: screen)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        let started = clock()
        runner.start(at: 0)
        _ = renderer.render(runner.presented())
        let firstFrameMs = Double(clock() - started) / 1_000_000
        var time = 0.0
        while let wake = runner.nextWakeUp(), wake < 30 {
            time = max(wake, time + 1e-6)
            runner.advance(to: time)
        }
        _ = renderer.render(runner.presented())
        func frame(_ change: ContactChange, at point: Point) -> TouchFrame {
            TouchFrame(time: Int64((time * 1_000_000).rounded()), contacts: [TouchContact(id: 1, position: point, change: change)])
        }
        time += 0.1
        runner.handle(frame(.began, at: start))
        time += hold
        runner.advance(to: time)
        _ = renderer.render(runner.presented())
        var samples = FrameSamples(capacity: frames)
        for step in 1...frames {
            time += 1.0 / 120
            let fraction = Double(step) / Double(frames)
            let point = Point(x: start.x + delta.width * fraction, y: start.y + delta.height * fraction)
            let begin = clock()
            runner.handle(frame(.moved, at: point))
            let presented = runner.presented()
            let laidOut = clock()
            _ = renderer.render(presented)
            samples.append(begin: begin, laidOut: laidOut, end: clock())
        }
        let idle = idleFrames(runner, renderer, clock)
        runner.handle(frame(.ended, at: Point(x: start.x + delta.width, y: start.y + delta.height)))
        var result = Result(screen: screen, samples: samples, idle: idle)
        result.firstFrameMs = firstFrameMs
        result.residentMB = residentMegabytes()
        return result
    }

    /// Taps at `point` and times the next `framesPerTap` frames (120 Hz) of
    /// the animation the tap starts; again and again until `frames` frames
    /// are timed. The result's drag figures are the animation frames.
    public static func runAnimation(app: any TouchApp, screen: Size, tap point: Point, framesPerTap: Int, frames: Int = 240,
                                    clock: () -> UInt64) throws -> Result {
        let runner = AppRunner(app: app, screen: screen)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        runner.start(at: 0)
        var time = 0.0
        func settle() {
            while let wake = runner.nextWakeUp(), wake < time + 30 {
                time = max(wake, time + 1e-6)
                runner.advance(to: time)
            }
            _ = renderer.render(runner.presented())
        }
        settle()
        var samples = FrameSamples(capacity: frames)
        while samples.count < frames {
            for change in [ContactChange.began, .ended] {
                time += 0.05
                runner.handle(TouchFrame(time: Int64((time * 1_000_000).rounded()),
                                         contacts: [TouchContact(id: 1, position: point, change: change)]))
            }
            let before = samples.count
            while samples.count < frames, samples.count - before < framesPerTap, runner.nextWakeUp() != nil {
                time += 1.0 / 120
                let begin = clock()
                runner.advance(to: time)
                let presented = runner.presented()
                let laidOut = clock()
                _ = renderer.render(presented)
                samples.append(begin: begin, laidOut: laidOut, end: clock())
            }
            guard samples.count > before else { throw AnimationBenchmarkError.nothingMoved }
        }
        return Result(screen: screen, samples: samples, idle: idleFrames(runner, renderer, clock))
    }

    /// Milliseconds from starting a fresh app `make` makes to its first frame
    /// rendered, the median of `runs` (each with a renderer of its own, made
    /// before the clock starts): what a screen costs to show, without the
    /// process's one-time warm-up (fonts, glyph caches) the first run pays.
    public static func firstFrame(screen: Size, runs: Int = 5, clock: () -> UInt64, make: () -> any TouchApp) throws -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            let runner = AppRunner(app: make(), screen: screen)
            let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
            let begin = clock()
            runner.start(at: 0)
            _ = renderer.render(runner.presented())
            samples.append(Double(clock() - begin) / 1_000_000)
        }
        return samples.sorted()[samples.count / 2]
    }

    /// Milliseconds to draw 50 frames where nothing changed.
    static func idleFrames(_ runner: AppRunner, _ renderer: SceneRenderer, _ clock: () -> UInt64) -> [Double] {
        (0..<50).map { _ in
            let begin = clock()
            _ = renderer.render(runner.presented())
            return Double(clock() - begin) / 1_000_000
        }
    }
}

/// Timed frames, each whole and split at the end of layout (milliseconds).
struct FrameSamples {
    var frames: [Double] = [], layout: [Double] = [], render: [Double] = []

    init(capacity: Int) {
        frames.reserveCapacity(capacity)
        layout.reserveCapacity(capacity)
        render.reserveCapacity(capacity)
    }

    var count: Int { frames.count }

    /// A frame from its clock readings (nanoseconds): its start, the end of layout, its end.
    mutating func append(begin: UInt64, laidOut: UInt64, end: UInt64) {
        frames.append(Double(end - begin) / 1_000_000)
        layout.append(Double(laidOut - begin) / 1_000_000)
        render.append(Double(end - laidOut) / 1_000_000)
    }
}

extension AppBenchmark.Result {
    /// Medians and the 95th percentile of the timed frames.
    init(screen: Size, samples: FrameSamples, idle: [Double]) {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let frames = samples.frames.sorted()
        self.init(screen: screen, frames: frames.count, medianDragFrameMs: frames[frames.count / 2],
                  p95DragFrameMs: frames[frames.count * 95 / 100], medianLayoutMs: median(samples.layout),
                  medianRenderMs: median(samples.render), medianIdleFrameMs: median(idle))
    }
}

/// Why an animation benchmark could not measure.
public enum AnimationBenchmarkError: Error, CustomStringConvertible {
    /// The tap started no animation.
    case nothingMoved

    public var description: String { "the tap started no animation to time" }
}

