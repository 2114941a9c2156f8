import Display
import Foundation
import Geometry
import Kiosk
import KioskRuntime
import KioskService
import Logging
import Seat
import ServiceLifecycle
import Synchronization
import TouchDevices

/// A kiosk, assembled and run from a ``Configuration``: the config file, the
/// seat, touch devices, the display, idle stages, systemd's notifications,
/// the web preview and metrics, around one app. `touchdeck run`, a kiosk
/// builder's own executable and the tests all start kiosks through it.
///
/// ```swift
/// var configuration = KioskHost.Configuration(app: KioskAppDefinition(MenuApp.self))
/// configuration.configFile = "/etc/touchdeck/config.yaml"
/// let kiosk = KioskHost(configuration: configuration)
/// try await kiosk.run()   // until SIGTERM, cancellation or a ServiceGroup's shutdown
/// ```
///
/// Live, it runs until SIGINT or SIGTERM (with ``Configuration/handlesStopSignals``),
/// ``stop()``, or — through ``run()`` — the cancellation of its task or a
/// `ServiceGroup`'s graceful shutdown. With ``Configuration/replay`` it plays
/// the trace on a virtual clock and returns when the trace ends.
public final class KioskHost: Service, Sendable {
    public let configuration: Configuration
    let logger: Logger
    /// Set by `stop()`; the live loop checks it once per turn and `wakeUp` makes that turn happen now.
    private let stopState = Mutex<(requested: Bool, wakeUp: WakeUpPipe?)>((false, nil))

    public init(configuration: Configuration, logger: Logger = Logger(label: "touchdeck.kiosk")) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs the kiosk on a thread of its own until it stops (see the type's
    /// description). Cancelling the calling task, or a `ServiceGroup`'s
    /// graceful shutdown, stops a live kiosk within a loop turn.
    public func run() async throws {
        try await withGracefulShutdownHandler {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    // The loop blocks in poll(2): a thread, not a task of the cooperative pool.
                    let thread = Thread { [self] in
                        do {
                            try runBlocking()
                            continuation.resume()
                        } catch {
                            continuation.resume(throwing: error)
                        }
                    }
                    thread.name = "touchdeck kiosk"
                    thread.start()
                }
            } onCancel: {
                self.stop()
            }
        } onGracefulShutdown: {
            self.stop()
        }
    }

    /// Asks a live kiosk to stop at its next loop turn, which this call
    /// brings about at once; from any thread. A replay plays to its end.
    public func stop() {
        stopState.withLock { state in
            state.requested = true
            state.wakeUp?.wakeUp()
        }
    }

    var isStopRequested: Bool { stopState.withLock { $0.requested } }

    /// The live loop's wake-up pipe, for `stop()`.
    func stopWakes(_ pipe: WakeUpPipe?) {
        stopState.withLock { state in
            state.wakeUp = pipe
            if state.requested { pipe?.wakeUp() }
        }
    }

    /// The stop signal the loops wait on, when this kiosk owns SIGINT and SIGTERM.
    var stopSignal: StopSignal? { configuration.handlesStopSignals ? StopSignal.install() : nil }

    /// Where the app's touchable and named views are, as JSON text
    /// (`touchdeck run --layout`): on ``Configuration/screen`` (800×480 if
    /// unset), turned as the display is; once the app has started, or with
    /// ``Configuration/replay`` after the replay has played (its frames drawn
    /// only where ``Configuration/display`` is given).
    public func layout() throws -> String {
        let setup = try prepare()
        let screen = setup.placement.logical(configuration.screen ?? Self.defaultScreen)
        guard let replay = configuration.replay else { return setup.instance.layout(screen).text }
        let display = try configuration.display.map(DisplayChoice.init(parsing:))
        let sink: any DisplaySink = try display?.open(width: Int(screen.width), height: Int(screen.height), rotation: setup.placement.rotation,
                                                       opener: DeviceAccess.direct.opener)
            ?? DiscardingSink(width: Int(screen.width), height: Int(screen.height))
        let output = try FrameOutput(sink: sink)
        let runner = AppRunner(app: setup.instance.app, screen: output.screen, settings: setup.settings.gestures)
        try runReplay(replay, setup: setup, runner: runner, output: output, events: try configuration.events.map(EventLog.init(path:)),
                      display: display)
        return setup.instance.layout(output.screen).text
    }

    /// Runs the kiosk on the calling thread until it stops (see the type's description).
    public func runBlocking() throws {
        let setup = try prepare()
        let events = try configuration.events.map(EventLog.init(path:))
        let web = try WebPlan(display: configuration.display, mirror: configuration.mirror, replaying: configuration.replay != nil)
        let requestedScreen = configuration.screen
        if web.isDisplay {
            return try runLiveWeb(setup, web: web, primary: nil,
                                  screen: setup.placement.logical(requestedScreen ?? Self.defaultScreen), events: events)
        }
        var replayPath = configuration.replay
        var chosenDisplay = try configuration.display.map(DisplayChoice.init(parsing:))
        // Live, the devices are opened through a seat manager when there is one.
        var access = DeviceAccess.direct
        if replayPath == nil { access = try DeviceAccess.open(mode: configuration.seat, logger: logger) }
        defer { access.session?.close() }
        if replayPath == nil, web.isMirror {
            guard let target = chosenDisplay ?? automaticDisplay(setup, access: access) else {
                throw KioskHostError.invalid("--mirror web: no display (/dev/dri/card0, /dev/fb0) to mirror; use --display web to show the app in the browser alone")
            }
            let size = requestedScreen ?? Self.defaultScreen
            let primary = try target.open(width: Int(size.width), height: Int(size.height), rotation: setup.placement.rotation, opener: access.opener,
                                          request: setup.output, heads: setup.heads, problems: reportDisplayProblem)
            return try runLiveWeb(setup, web: web, primary: primary, screen: Size(width: Double(primary.width), height: Double(primary.height)),
                                  events: events, access: access)
        }
        if replayPath == nil {
            let touchscreens = DeviceDiscovery.touchDevices(opener: access.opener)
            let automatic = chosenDisplay ?? automaticDisplay(setup, access: access)
            let nodes = configuration.input.nodes
            if configuration.waitForDevices {
                // The display is waited for below; touchscreens come with hotplug.
                if nodes.isEmpty && touchscreens.isEmpty { logger.notice("no touchscreen yet: waiting for one to appear") }
            } else if nodes.isEmpty && touchscreens.isEmpty || automatic == nil {
                let missing = [nodes.isEmpty && touchscreens.isEmpty ? "no touchscreen" : nil, automatic == nil ? "no display (/dev/dri/card0, /dev/fb0)" : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                let definition = configuration.app
                guard !definition.tourPath.isEmpty else {
                    throw KioskHostError.invalid("\(missing) found, and the app \(definition.name) has no tour to replay instead: pass --replay TRACE, or --wait-for-devices")
                }
                guard let tour = BundledFile.locate(definition.tourPath) else {
                    throw KioskHostError.invalid("\(missing) found, and the bundled tour \(definition.tourPath) is not here: run from the repository, or pass --replay TRACE")
                }
                logger.notice("\(missing) found: replaying the bundled tour \(tour) into png:./touchdeck-out instead")
                access.session?.close()
                access = .direct
                replayPath = tour
                if chosenDisplay == nil { chosenDisplay = .png("touchdeck-out") }
            } else {
                chosenDisplay = automatic
            }
        }
        let size = requestedScreen ?? Self.defaultScreen
        // Started by systemd (NOTIFY_SOCKET): READY=1, the watchdog, STOPPING=1.
        let notifier = replayPath == nil ? ServiceNotifier(now: MonotonicClock.now(), logger: logger) : nil
        let target: DisplayChoice
        let output: FrameOutput
        if replayPath == nil && configuration.waitForDevices {
            var waiter = DisplayWaiter(requested: chosenDisplay, stop: stopSignal, notifier: notifier, logger: logger,
                                       rotation: setup.placement.rotation, opener: access.opener, seat: access.session != nil)
            waiter.request = setup.output
            waiter.heads = setup.heads
            waiter.problems = reportDisplayProblem
            waiter.notes = { [logger] in logger.notice("\($0)") }
            // `stop()` ends the wait as it ends the live loop.
            waiter.wake = WakeUpPipe()
            waiter.isFinished = { [unowned self] in isStopRequested }
            stopWakes(waiter.wake)
            let opened = waiter.open(width: Int(size.width), height: Int(size.height))
            stopWakes(nil)
            guard let opened else {
                notifier?.stopping()
                return
            }
            target = opened.choice
            output = try FrameOutput(sink: opened.sink)
        } else {
            target = chosenDisplay ?? .png("touchdeck-out")
            output = try FrameOutput(sink: target.open(width: Int(size.width), height: Int(size.height), rotation: setup.placement.rotation,
                                                       opener: access.opener, request: setup.output, heads: setup.heads,
                                                       problems: reportDisplayProblem, notes: { [logger] in logger.notice("\($0)") }))
        }
        let runner = AppRunner(app: setup.instance.app, screen: output.screen, settings: setup.settings.gestures)
        if configuration.overlay { runner.overlay = TouchOverlay() }
        if let replayPath {
            try runReplay(replayPath, setup: setup, runner: runner, output: output, events: events, display: target)
        } else {
            let services = try LiveServices(configuration: configuration, settings: setup.services, web: web, screen: output.screen, logger: logger)
            let origin = Double(MonotonicClock.now()) / 1_000_000
            let idle = try makeIdle(setup.idle, instance: setup.instance, runner: runner, output: output) { stage, time in
                events?.write(time: time - origin, [("event", .string("idle")), ("stage", .string(stage.rawValue))])
            }
            try runLive(setup, runner: runner, output: output, events: events, services: services, touchscreens: true,
                        access: access, idle: idle, notifier: notifier, onConsole: target.isScreen, origin: origin)
        }
    }

    /// The screen to show on when `--display` names none (see `DisplayChoice.search`); says in the log which and why.
    func automaticDisplay(_ setup: Setup, access: DeviceAccess) -> DisplayChoice? {
        let found = DisplayChoice.search(seat: access.session != nil, opener: access.opener, connector: setup.output.connector)
        logger.notice("\(found.summary)")
        return found.choice
    }

    /// A `display.connector` or `display.mode` that cannot be met: an error in the log, naming the config file.
    func reportDisplayProblem(_ problem: String) {
        logger.error("\(configuration.configFile ?? "config"): \(problem)")
    }

    /// The screen, in points, when neither the configuration nor the display gives one.
    static let defaultScreen = Size(width: 800, height: 480)
}
