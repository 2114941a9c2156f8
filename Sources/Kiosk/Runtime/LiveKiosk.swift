import Foundation
import Gestures
import Logging
import TouchDevices
import TouchModel

/// The live kiosk: touches from real devices, time from the monotonic clock,
/// frames to a real screen. It sleeps in `poll` until a touch, a gesture
/// timer, the next animation frame, an idle stage or the watchdog's next pet
/// is due — an idle kiosk wakes up for nothing else.
public final class LiveKiosk {
    public let runner: AppRunner
    public let output: FrameOutput
    public let input: LiveInput
    private let logger: Logger
    /// Contact ids are per device; several devices feed one engine, so each gets its own range.
    private var deviceSlots: [String: Int64] = [:]
    /// Kernel timestamps (µs) of the touch scans not yet on screen, oldest first.
    private var pendingTouches: [Int64] = []
    /// Touch-to-screen latencies in milliseconds, one per touch scan: from its
    /// kernel timestamp to the end of presenting the frame that shows it.
    /// A histogram, so a kiosk that runs for months keeps its size.
    public private(set) var latencies = LatencyHistogram()
    /// The same for the oldest scan of each frame that showed touches: the
    /// worst a frame did (scans read together wait for one another).
    public private(set) var frameLatencies = LatencyHistogram()
    /// Says when the gestures go idle and busy again (`--verbose`).
    private var activity = GestureActivity()
    /// The config file's current gesture thresholds (a `SettingsStore`
    /// watching it), checked once per loop turn; nil when there is no file.
    public var gestureSettings: (() -> GestureSettings)?
    /// Sees every input update before the kiosk handles it (raw events too,
    /// when the input reads them): what `record --guided` records from.
    public var observer: ((InputUpdate) -> Void)?
    /// Checked once per loop turn, after drawing: true ends `run` as the stop signal would.
    public var isFinished: (() -> Bool)?
    /// Sees every touch frame as the runner gets it (screen points, contact
    /// ids made unique across devices): what a field-trace ring keeps.
    public var onTouches: ((TouchFrame) -> Void)?
    /// Frames, frame times, latencies, touch reports, gestures and devices
    /// go here when set (`touchdeck run` with its web server); nil costs nothing.
    public var metrics: KioskMetrics?
    /// Milliseconds of work for each loop turn that presented a frame: from
    /// waking up to the frame presented.
    public private(set) var frameTimes = LatencyHistogram()
    /// The thresholds last handed to the runner (at first, those it started with).
    private var lastGestureSettings: GestureSettings?
    /// The idle logic (`idle:` in the config): real touches go through it,
    /// its deadlines join the runner's. Nil: no idle stages.
    public var idle: IdleDirector?
    /// systemd's notify protocol, when started by systemd: READY=1 once the
    /// loop runs, WATCHDOG=1 from the loop itself, STOPPING=1 at the end.
    public var notifier: ServiceNotifier?

    public init(runner: AppRunner, output: FrameOutput, input: LiveInput, logger: Logger) {
        self.runner = runner
        self.output = output
        self.input = input
        self.logger = logger
    }

    private func seconds(_ micros: Int64) -> Double { Double(micros) / 1_000_000 }
    private func milliseconds(_ micros: Int64) -> String { String(format: "%.1f", Double(micros) / 1000) }

    /// Runs until the stop signal (SIGINT/SIGTERM) fires.
    public func run() throws {
        if let metrics { runner.engine.observer = GestureMetricsObserver(metrics: metrics, next: runner.engine.observer) }
        runner.start(at: seconds(MonotonicClock.now()))
        idle?.restart(at: runner.time)
        // However the loop ends, systemd hears that the kiosk is stopping.
        defer { notifier?.stopping() }
        try output.draw(runner.presented(), time: runner.time)
        try input.start(handle)
        notifier?.ready(status: input.devices.isEmpty ? "running; no touchscreen yet, waiting for one" : "running")
        while true {
            let wake = [runner.nextWakeUp(), idle?.nextWakeUp].compactMap { $0 }.min()
            var deadline = wake.map { Int64(($0 * 1_000_000).rounded(.up)) }
            if let pet = notifier?.nextPet { deadline = min(deadline ?? pet, pet) }
            let outcome = try input.wait(until: deadline, handle)
            if outcome == .stopped { break }
            let woke = MonotonicClock.now()
            // Petted from the loop itself: a loop that hangs stops petting, and systemd restarts the kiosk.
            notifier?.petIfDue(now: woke)
            if let latest = gestureSettings?(), latest != (lastGestureSettings ?? runner.engine.settings) {
                logger.notice("gesture thresholds reloaded; they apply once no finger is down")
                lastGestureSettings = latest
                runner.useGestureSettings(latest)
            }
            idle?.advance(to: seconds(woke))
            runner.advance(to: seconds(woke))
            if let change = activity.update(idle: runner.engine.isIdle) { logger.debug("\(change)") }
            let laidOut = MonotonicClock.now()
            let damage = output.render(runner.presented())
            let rendered = MonotonicClock.now()
            try output.present(damage: damage, time: runner.time)
            let shown = MonotonicClock.now()
            if !damage.isEmpty {
                frameTimes.record(Double(shown - woke) / 1000)
                metrics?.framePresented(seconds: Double(shown - woke) / 1_000_000)
            }
            if let touched = pendingTouches.first {
                for scan in pendingTouches {
                    latencies.record(Double(shown - scan) / 1000)
                    metrics?.touchReachedScreen(seconds: Double(shown - scan) / 1_000_000)
                }
                frameLatencies.record(Double(shown - touched) / 1000)
                pendingTouches.removeAll(keepingCapacity: true)
                // `--verbose` on a kiosk shows where a touch's latency goes.
                let polled = max(input.lastPollReturn, touched)
                logger.debug("touch to screen \(milliseconds(shown - touched)) ms: waiting \(milliseconds(polled - touched)), reading input \(milliseconds(woke - polled)), gestures and layout \(milliseconds(laidOut - woke)), render \(milliseconds(rendered - laidOut)), present \(milliseconds(shown - rendered))")
            }
            if isFinished?() == true { break }
        }
        try output.close()
        if let median = latencies.median, let maximum = latencies.maximum, let frameMedian = frameLatencies.median {
            logger.notice("touch-to-screen latency: median \(String(format: "%.1f", median)) ms, max \(String(format: "%.1f", maximum)) ms over \(latencies.count) touch scans; oldest scan of each frame: median \(String(format: "%.1f", frameMedian)) ms over \(frameLatencies.count) frames")
        }
        if frameTimes.count > 1, let median = frameTimes.median, let high = frameTimes.percentile(0.95) {
            logger.notice("frame time: median \(String(format: "%.2f", median)) ms, 95th percentile \(String(format: "%.2f", high)) ms over \(frameTimes.count) frames")
        }
    }

    private func handle(_ update: InputUpdate) {
        observer?(update)
        switch update {
        case .deviceAdded(let info):
            logger.info("touch device \(info.node): \(info.description.name)")
            if deviceSlots[info.node] == nil { deviceSlots[info.node] = Int64(deviceSlots.count) }
            metrics?.deviceAdded()
        case .deviceRemoved(let node):
            if node.hasPrefix("web:") {
                logger.info("browser \(node) disconnected; its touches were cancelled")
            } else {
                logger.warning("touch device \(node) went away; its touches were cancelled, waiting for it to come back")
            }
            metrics?.deviceRemoved()
        case .frame(let node, var frame):
            let slot = deviceSlots[node] ?? 0
            for index in frame.contacts.indices { frame.contacts[index].id += Int(slot) * 1_000_000 }
            metrics?.touchReport(frame, device: node)
            onTouches?(frame)
            // Laid out once per loop turn, after everything read (`advance` in `run`).
            // The idle logic may swallow it (the touch that wakes the screen): no latency to count then.
            if let idle {
                guard idle.deliver(frame) else { return }
            } else {
                runner.deliver(frame)
            }
            pendingTouches.append(frame.time)
        case .rawEvent, .pointerMotion, .touchpadGesture:
            break
        }
    }
}
