import Foundation
import Gestures
import KeyboardInput
import KioskMetrics
import KioskRuntime
import KioskService
import Logging
import Seat
import TouchDevices
import TouchModel

/// The live kiosk: touches from real devices, time from the monotonic clock,
/// frames to a real screen. It sleeps in `poll` until a touch, a gesture
/// timer, the next animation frame, an idle stage or the watchdog's next pet
/// is due — an idle kiosk wakes up for nothing else.
///
/// With a seat (`SeatEvents`), it pauses while another VT is in front: the
/// touch devices are closed (touches cancelled), nothing is advanced or
/// drawn, and the seat manager gets the screen back; when the VT returns the
/// devices are reopened and the whole screen is drawn again. The watchdog is
/// still petted while paused.
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
    /// When the kiosk comes to rest (`--verbose`), with the contacts ended by then.
    private var rest = RestReport()
    private var touchesEnded = 0
    /// The config file's current gesture thresholds (a `SettingsStore`
    /// watching it), checked once per loop turn; nil when there is no file.
    public var gestureSettings: (() -> GestureSettings)?
    /// Sees every input update before the kiosk handles it (raw events too,
    /// when the input reads them): what `record --guided` records from.
    public var observer: ((InputUpdate) -> Void)?
    /// Checked once per loop turn, after drawing: true ends `run` as the stop signal would.
    public var isFinished: (() -> Bool)?
    /// Called once per loop turn that was not paused, after the frame (if any) was presented:
    /// the browser preview tells its pages which of their events changed nothing.
    public var afterTurn: (() -> Void)?
    /// Sees every touch frame as the runner gets it (screen points, contact
    /// ids made unique across devices): what a field-trace ring keeps.
    public var onTouches: ((TouchFrame) -> Void)?
    /// Frames, frame times, latencies, touch reports, gestures and devices
    /// go here when set (`touchdeck run` with its web server); nil costs nothing.
    public var metrics: KioskMetrics?
    /// Milliseconds of work for each loop turn that presented a frame: from
    /// waking up to the frame presented.
    public private(set) var frameTimes = LatencyHistogram()
    /// A reloaded layout that did not compile: not tried again until the file says something else.
    private var rejectedLayout: KeyboardLayout?
    /// The thresholds last handed to the runner (at first, those it started with).
    private var lastGestureSettings: GestureSettings?
    /// The seat's enables and disables; nil when devices were opened directly.
    private let seat: SeatEvents?
    /// True while the seat is away: nothing is advanced or drawn until it is back.
    public private(set) var isPaused = false
    /// How many times the seat went away.
    public private(set) var pauses = 0
    /// When the seat went away (µs on `CLOCK_MONOTONIC`), and the frames presented by then.
    private var pausedAt: (time: Int64, frames: Int) = (0, 0)
    /// The next frame is drawn whole: the screen came back after a pause.
    private var redrawWhole = false
    /// The idle logic (`idle:` in the config): real touches go through it,
    /// its deadlines join the runner's. Nil: no idle stages.
    public var idle: IdleDirector?
    /// Keyboards and barcode scanners: their keys become typed events for the app, taken after
    /// every read of the devices (and at once when its queue is full); its repeats join the
    /// loop's deadlines. Nil: keys are ignored.
    public var typing: KeyboardTyping?
    /// The config file's current keyboard layout (a `SettingsStore` watching it), checked once per
    /// loop turn; a change compiles a new keymap for `typing` (one that fails is logged, the old one stays).
    public var keyboardLayout: (() -> KeyboardLayout)?
    /// Names the layout's origin in log lines (the config file).
    public var keyboardSource = "keyboard"
    /// Sees every typed event as the app gets it, at its time (`touchdeck run --events`).
    public var onTyped: ((TextInputEvent, Double) -> Void)?
    /// systemd's notify protocol, when started by systemd: READY=1 once the
    /// loop runs, WATCHDOG=1 from the loop itself, STOPPING=1 at the end.
    public var notifier: ServiceNotifier?
    /// Brings VT *n* to the front on Ctrl+Alt+F*n* (the seat manager's
    /// `libseat_switch_session`, or `VT_ACTIVATE` without one): with the
    /// keyboard in `K_OFF` the kernel no longer does. Nil: the keys do nothing.
    public var switchVT: ((Int) throws -> Void)?
    /// The VT-switch keys' state (held Ctrl and Alt per keyboard).
    private var vtKeys = VTSwitchKeys()

    /// - Parameter seat: the seat's events, waited on among `input`'s sources.
    public init(runner: AppRunner, output: FrameOutput, input: LiveInput, logger: Logger, seat: SeatEvents? = nil) {
        self.runner = runner
        self.output = output
        self.input = input
        self.logger = logger
        self.seat = seat
    }

    private func seconds(_ micros: Int64) -> Double { Double(micros) / 1_000_000 }
    /// What the last frame drew, for `--verbose` (built only when the line is logged).
    private var drawnSummary: String {
        let stats = output.renderer.statistics
        return "\(stats.damagedPixels) px, \(stats.layersDrawn) layers, \(stats.looksRendered) looks made, \(stats.textLayoutsMade) text layouts"
    }
    /// "12.3": tenths of a millisecond, in integers (`--verbose` formats a
    /// line of these after every frame; Foundation's formatter cost more
    /// than the rest of the line under emulation).
    private func milliseconds(_ micros: Int64) -> String {
        let tenths = (abs(micros) + 50) / 100
        return "\(micros < 0 ? "-" : "")\(tenths / 10).\(tenths % 10)"
    }

    /// Runs until the stop signal (SIGINT/SIGTERM) fires.
    public func run() throws {
        if let metrics { runner.engine.observer = GestureMetricsObserver(metrics: metrics, next: runner.engine.observer) }
        runner.start(at: seconds(MonotonicClock.now()))
        idle?.restart(at: runner.time)
        // However the loop ends, systemd hears that the kiosk is stopping.
        defer { notifier?.stopping() }
        let started = MonotonicClock.now()
        var lastShown = started
        func reportRest() {
            // An animation still waiting out its delay counts as moving (the
            // first frame of a staggered entrance shows none of it yet), and a
            // layer drawn from its look a frame after it stops is not done until that frame is shown.
            let atRest = runner.isAtRest && runner.engine.isIdle && !output.renderer.needsFollowUpFrame
            for change in rest.update(atRest: atRest, touchesEnded: touchesEnded) {
                switch change {
                case .startUpSettled:
                    logger.debug("\(RestReport.startUpLine) after \(milliseconds(MonotonicClock.now() - started)) ms")
                case .atRest(let touches):
                    logger.debug("\(RestReport.line(touches: touches))")
                }
            }
        }
        try output.draw(runner.presented(), time: runner.time)
        reportRest()
        seat?.onChange = { [unowned self] in try seatChanged($0) }
        defer { seat?.onChange = nil }
        try input.start(handle)
        notifier?.ready(status: input.devices.isEmpty ? "running; no touchscreen yet, waiting for one" : "running")
        while true {
            // Paused, only the seat, the stop signal, the other sources and the watchdog can wake it.
            // A layer drawn as vectors while its look kept changing is drawn from its look a frame after it holds still.
            let followUp = output.renderer.needsFollowUpFrame ? runner.time + runner.frameInterval : nil
            let wake = isPaused ? nil : [runner.nextWakeUp(), idle?.nextWakeUp, followUp, typing?.nextRepeat].compactMap { $0 }.min()
            var deadline = wake.map { Int64(($0 * 1_000_000).rounded(.up)) }
            if let pet = notifier?.nextPet { deadline = min(deadline ?? pet, pet) }
            let outcome = try input.wait(until: deadline, handle)
            if outcome == .stopped { break }
            if isPaused {
                // A kiosk left on another VT is paused, not hung: systemd must not restart it.
                notifier?.petIfDue(now: MonotonicClock.now())
                if isFinished?() == true { break }
                continue
            }
            let woke = MonotonicClock.now()
            // Petted from the loop itself: a loop that hangs stops petting, and systemd restarts the kiosk.
            notifier?.petIfDue(now: woke)
            if let latest = gestureSettings?(), latest != (lastGestureSettings ?? runner.engine.settings) {
                logger.notice("gesture thresholds reloaded; they apply once no finger is down")
                lastGestureSettings = latest
                runner.useGestureSettings(latest)
            }
            typing?.advance(to: seconds(woke))
            deliverTyped()
            if let typing, let layout = keyboardLayout?(), layout != typing.keymap.layout, layout != rejectedLayout {
                do {
                    typing.use(try Keymap(layout))
                    logger.notice("keyboard layout reloaded: \(layout)")
                } catch {
                    rejectedLayout = layout
                    logger.error("\(keyboardSource): \(error); keyboards keep typing with \(typing.keymap.layout)")
                }
            }
            idle?.advance(to: seconds(woke))
            runner.advance(to: seconds(woke))
            if let change = activity.update(idle: runner.engine.isIdle) { logger.debug("\(change)") }
            let laidOut = MonotonicClock.now()
            let layers = runner.presented()
            let presentedAt = MonotonicClock.now()
            var damage = output.render(layers)
            let whole = redrawWhole
            if whole { damage = output.wholeScreen }
            let rendered = MonotonicClock.now()
            do {
                try output.present(damage: damage, time: runner.time)
            } catch {
                // The seat manager takes DRM master before it says so: a frame
                // in flight then fails, and the disable is on its way.
                guard try seatWentAway() else { throw error }
                continue
            }
            redrawWhole = false
            if whole {
                logger.notice("whole screen redrawn after the pause: \(pausedAt.frames) frames before it, \(output.presentedFrames - 1 - pausedAt.frames) while away")
            }
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
                logger.debug("touch to screen \(milliseconds(shown - touched)) ms: since last frame \(milliseconds(woke - lastShown)), waiting \(milliseconds(polled - touched)), reading input \(milliseconds(woke - polled)), gestures and layout \(milliseconds(laidOut - woke)), render \(milliseconds(rendered - laidOut)) (presenting \(milliseconds(presentedAt - laidOut)), \(drawnSummary)), present \(milliseconds(shown - rendered))")
            }
            lastShown = shown
            afterTurn?()
            reportRest()
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

    /// The seat went away or came back.
    private func seatChanged(_ change: SeatChange) throws {
        guard let seat else { return }
        switch change {
        case .disabled:
            if !isPaused {
                isPaused = true
                pauses += 1
                pausedAt = (MonotonicClock.now(), output.presentedFrames)
                try input.suspend(handle)
                vtKeys.reset()
                logger.notice("\(seat.seat.seatName) went away (another VT is in front): input and drawing paused, the screen left to the seat manager")
            }
            try seat.seat.acknowledgeDisable()
        case .enabled:
            guard isPaused else { return }
            try output.resume()
            try input.resume(handle)
            isPaused = false
            redrawWhole = true
            logger.notice("\(seat.seat.seatName) is back after \(String(format: "%.1f", seconds(MonotonicClock.now() - pausedAt.time))) s: input reopened, drawing resumed")
        }
    }

    /// After a failed frame: whether the seat is going away (a disable
    /// arrives within a second), which the pause then handles.
    private func seatWentAway() throws -> Bool {
        guard let seat else { return false }
        let end = MonotonicClock.now() + 1_000_000
        while !isPaused, MonotonicClock.now() < end {
            var entry = pollfd(fd: seat.seat.fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 100)
            try seat.readable(fd: seat.seat.fd, handle)
        }
        return isPaused
    }

    private func handle(_ update: InputUpdate) {
        observer?(update)
        switch update {
        case .deviceAdded(let info):
            logger.info("touch device \(info.node): \(info.description.name)")
            if deviceSlots[info.node] == nil { deviceSlots[info.node] = Int64(deviceSlots.count) }
            metrics?.deviceAdded(info.node)
        case .deviceRemoved(let node):
            if isPaused {
                logger.info("touch device \(node) closed while the seat is away; its touches were cancelled")
            } else if node.hasPrefix("web:") {
                logger.info("browser \(node) disconnected; its touches were cancelled")
            } else {
                logger.warning("touch device \(node) went away; its touches were cancelled, waiting for it to come back")
            }
            metrics?.deviceRemoved()
        case .frame(let node, var frame):
            let slot = deviceSlots[node] ?? 0
            touchesEnded += frame.ended.count + frame.cancelled.count
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
        case .keyboardAdded(let info):
            logger.info("keyboard \(info.node): \(info.description.name)")
        case .keyboardRemoved(let node):
            typing?.removeKeyboard(node)
            vtKeys.removeKeyboard(node)
            if isPaused {
                logger.info("keyboard \(node) closed while the seat is away")
            } else {
                logger.warning("keyboard \(node) went away; what it typed was delivered, waiting for it to come back")
            }
        case .key(let node, let code, let pressed, let time):
            guard !isPaused else { return }
            if let vt = vtKeys.key(code: code, pressed: pressed, device: node), let switchVT {
                // The F-key types nothing; the Ctrl and Alt before it reached the app as modifiers only.
                do {
                    try switchVT(vt)
                    logger.notice("Ctrl+Alt+F\(vt): switching to VT \(vt)")
                } catch {
                    logger.error("Ctrl+Alt+F\(vt): \(error)")
                }
                return
            }
            guard let typing else { return }
            typing.key(code: code, pressed: pressed, device: node, at: seconds(time))
            // A flood (a scanner, a paste) reaches the app in bounded batches, never dropped.
            if typing.isFull { deliverTyped() }
        case .rawEvent, .pointerMotion, .touchpadGesture:
            break
        }
    }

    /// Hands what the keyboards typed to the app (through the idle logic when there is one).
    private func deliverTyped() {
        guard let typing, typing.hasEvents else { return }
        for entry in typing.take() {
            if let idle {
                idle.deliver(typed: entry.event, at: entry.time)
            } else {
                runner.type(entry.event, at: entry.time)
            }
            onTyped?(entry.event, max(runner.time, entry.time))
        }
    }
}
