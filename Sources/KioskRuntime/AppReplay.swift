import Geometry
import Gestures
import Scene
import TouchModel
import TouchTrace

/// Replays a trace into an app on a virtual clock: the app starts and its
/// start-up animation settles (or `startDelay` passes) before the trace's
/// first event; between touches the clock jumps straight to the next timer or
/// animation frame, so a replay runs as fast as the machine allows and gives
/// the same frames every time. The replay lasts as long as the recording (an
/// empty scan after the last touch, a script's closing `hold`, counts), then
/// its animations settle.
///
/// Timers (`Timer.publish`, `TimelineView`, idle timeouts) follow this clock
/// but never hold a settle up: one that repeats would otherwise tick out the
/// whole settle limit before the first touch and after the last.
public final class AppReplay {
    /// How a replay starts, waits and draws.
    public struct Options: Sendable {
        /// Seconds from the app's start to the trace's first event on the
        /// app's clock; nil: when the start-up animation settled. The
        /// animation settles first either way: touches due before then are
        /// delivered once it has.
        public var startDelay: Double?
        /// The longest the replay waits for animations to settle (a repeating animation never does).
        public var settleLimit: Double = 30
        /// Draws a frame after every touch frame, as a live kiosk that keeps
        /// up with its touchscreen does, instead of at most one a display
        /// refresh (`AppRunner.frameInterval`).
        public var drawsEveryTouchFrame = false
        public init(startDelay: Double? = nil) { self.startDelay = startDelay }
    }

    public let runner: AppRunner
    public let options: Options
    /// Called with every frame to draw: the presented layers at the runner's time.
    public var onFrame: (([PresentedLayer], Double) -> Void)?
    /// Called with every touch frame (in screen points) just before the app gets it.
    public var willDeliver: ((TouchFrame) -> Void)?
    /// The app's time of the trace's first event, once known.
    public private(set) var traceStart: Double?
    /// The idle logic, when the kiosk has it (`idle:` in the config): the
    /// trace's touches go through it, and after the trace the replay goes on
    /// until its last stage is due, so a replay shows the idle reset too.
    public var idle: IdleDirector?
    /// The runner's time of the last frame drawn.
    private var lastDrawn: Double = -.infinity

    public init(runner: AppRunner, options: Options = Options()) {
        self.runner = runner
        self.options = options
    }

    /// Replays every touch frame of the first touch device in `reader` (a
    /// trace file, or records from anywhere else), mapping its range onto the
    /// runner's screen. `tracePath` names the trace in errors.
    public func run(reader: some TraceRecordSource, tracePath: String? = nil, calibration: CalibrationMatrix = .identity,
                    orientation: ScreenOrientation = ScreenOrientation()) throws {
        runner.start(at: 0)
        draw(force: true)
        // The start-up animation settles first, also with a `startDelay`
        // (which places the trace's first event on the app's clock: touches
        // due before it settled are delivered as it has).
        let settled = settleToRest(until: options.settleLimit)
        let start = options.startDelay ?? settled
        traceStart = start
        idle?.restart(at: start)
        let path = tracePath ?? (reader as? TraceReader)?.path ?? "trace"
        var stream = TouchFrameStream(reader, choice: .firstWithPositions,
                                      mapping: .screen(runner.screen, calibration: calibration, orientation: orientation), path: path)
        var lastTime = start
        while let next = try stream.next() {
            let time = start + Double(next.sinceDeviceStart) / 1_000_000
            run(until: time)
            var frame = next.frame
            frame.time = Int64((time * 1_000_000).rounded())
            willDeliver?(frame)
            if let idle {
                idle.deliver(frame)
                runner.relayoutIfChanged()
            } else {
                runner.handle(frame)
            }
            lastTime = time
            draw(force: options.drawsEveryTouchFrame)
        }
        let device = try stream.requireTouchDevice()
        // Fingers still down when the recording stopped are cancelled, not lifted.
        if let cancelled = stream.decoder.cancelRemaining(device: device.index, at: Int64((lastTime * 1_000_000).rounded())) {
            runner.handle(cancelled.frame)
        }
        // The recording went on after its last touch (events of other devices,
        // an empty scan): the app's clock runs until its end.
        if let last = stream.decoder.lastEventTime, let first = device.firstEventTime {
            let end = start + Double(last - first) / 1_000_000
            if end > runner.time { run(until: end) }
        }
        if let idle {
            // Until the last idle stage (and one attract loop, when that is the last), and a second more.
            let schedule = idle.machine.schedule
            let loop = schedule.blankAfter == 0 && schedule.attractAfter > 0 ? idle.attractLoopLength : 0
            settle(until: runner.time + schedule.lastStageDelay + loop + 1)
        }
        settleToRest(until: runner.time + options.settleLimit)
        draw(force: true)
    }

    /// Runs timers and animation frames up to `time` (exclusive).
    private func run(until time: Double) {
        while let wake = nextDraw(before: time) {
            // A timer that is already due fires at the present; the clock never stands still twice.
            guard step(to: wake) else { break }
        }
        running?.advance(to: time)
        runner.advance(to: time)
    }

    /// The runner's next wake-up, or the idle logic's when sooner.
    private func nextWakeUp() -> Double? {
        [runner.nextWakeUp(), running?.nextWakeUp].compactMap { $0 }.min()
    }

    /// The idle logic once the trace began: the app's start-up settles without it.
    private var running: IdleDirector? { traceStart == nil ? nil : idle }

    /// The next time something is due before `time`: a timer, an animation
    /// frame, or the frame that shows a change made too soon after the last
    /// one drawn (a display shows it at its next refresh).
    private func nextDraw(before time: Double) -> Double? {
        var next = nextWakeUp()
        if undrawn { next = min(next ?? .infinity, lastDrawn + runner.frameInterval) }
        guard let next, next < time else { return nil }
        return next
    }

    /// Advances to `wake` (or just past the present when it is not ahead); false when nothing can move.
    private func step(to wake: Double) -> Bool {
        let before = runner.time
        running?.advance(to: max(wake, before))
        runner.advance(to: max(wake, before))
        if runner.time == before, let again = nextWakeUp(), again <= before {
            // Still due at the same instant: move on a frame rather than spin.
            runner.advance(to: before + runner.frameInterval)
        }
        draw(force: false)
        return runner.time > before || nextWakeUp().map { $0 > before } ?? false
    }

    /// Runs until nothing moves and no timer is pending (or `limit`); returns the time it settled.
    @discardableResult
    public func settle(until limit: Double) -> Double {
        while let wake = nextWakeUp(), wake <= limit {
            guard step(to: wake) else { break }
        }
        runner.scene.settle(at: runner.time)
        return runner.time
    }

    /// Runs until the app is at rest (`AppRunner.isAtRest`: no animation
    /// runs or waits out its delay, no state is left to lay out) with no
    /// finger or gesture timer pending, or `limit`; timers that repeat do not
    /// hold it up. Returns the time it came to rest.
    @discardableResult
    public func settleToRest(until limit: Double) -> Double {
        while !isAtRestButForTimers, let wake = nextWakeUp(), wake <= limit {
            guard step(to: wake) else { break }
        }
        runner.scene.settle(at: runner.time)
        return runner.time
    }

    /// Nothing moves (the app, the overlay), no state is left to lay out, no
    /// finger is down and no gesture waits out a deadline: what may still be
    /// pending is the app's timers and idle stages.
    private var isAtRestButForTimers: Bool {
        runner.isAtRest && runner.engine.isIdle && runner.engine.nextDeadline == nil
            && (runner.overlay?.wakeUp(at: runner.time) ?? .never) == .never
    }

    /// Whether the runner changed since the last frame drawn.
    private var undrawn = false

    /// Draws at most once per frame interval, and always when `force`d.
    private func draw(force: Bool) {
        guard force || runner.time - lastDrawn >= runner.frameInterval - 1e-9 else {
            undrawn = true
            return
        }
        undrawn = false
        lastDrawn = runner.time
        onFrame?(runner.presented(), runner.time)
    }
}
