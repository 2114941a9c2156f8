import Display
import Foundation
import Geometry
import Kiosk
import KeyboardInput
import KioskConfig
import KioskRuntime
import KioskService
import Logging
import Seat
import TouchDevices

extension KioskHost {
    /// The live kiosk with the browser preview: `primary` nil shows it in the
    /// browser alone; touchscreens are read when there are any (or `input.nodes`).
    func runLiveWeb(_ setup: Setup, web: WebPlan, primary: (any DisplaySink)?, screen: Size, events: EventLog?,
                    access: DeviceAccess = .direct) throws {
        let services = try LiveServices(configuration: configuration, settings: setup.services, web: web, screen: screen, logger: logger)
        let output = try FrameOutput(sink: services.sink(primary: primary))
        let runner = AppRunner(app: setup.instance.app, screen: output.screen, settings: setup.settings.gestures)
        if configuration.overlay { runner.overlay = TouchOverlay() }
        let touchscreens = !configuration.input.nodes.isEmpty || !DeviceDiscovery.touchDevices(opener: access.opener).isEmpty
        if !touchscreens { logger.notice("no touchscreen: touches come from the browser alone") }
        try runLive(setup, runner: runner, output: output, events: events, services: services,
                    touchscreens: touchscreens, access: access, onConsole: primary != nil)
    }

    /// The live kiosk. `touchscreens` false: no device is read, touches come
    /// from `services`' browsers alone. Devices are opened through `access`;
    /// with a seat, the kiosk pauses while another VT is in front.
    func runLive(_ setup: Setup, runner: AppRunner, output: FrameOutput, events: EventLog?,
                 services: LiveServices, touchscreens: Bool, access: DeviceAccess = .direct,
                 idle: IdleDirector? = nil, notifier: ServiceNotifier? = nil, onConsole: Bool = false,
                 origin: Double = Double(MonotonicClock.now()) / 1_000_000) throws {
        // A screen of the machine's (DRM, fbdev), not PNG files or a browser: its VT is the kiosk's.
        let console = onConsole ? takeConsole(direct: access.session == nil) : nil
        defer {
            do { try console?.release() } catch { logger.warning("\(console?.terminal.path ?? "the VT"): cannot put it back in text mode: \(error)") }
        }
        // SIGHUP (a service manager's "reload", a closed terminal) must not
        // kill a kiosk: ignored here, and with a config file the file watcher's
        // reloading provider takes it as "check the file now".
        if configuration.handlesStopSignals { signal(SIGHUP, SIG_IGN) }
        // A live kiosk's `@AppStorage` values outlive a restart.
        useAppStorage(live: true)
        var input = configuration.input
        input.screen = output.screen
        // Keyboards and barcode scanners type into the app's focused field (libinput backend).
        input.keyboards = true
        setup.placement.apply(to: &input)
        // Several screens: each device's touches are turned and placed as its screen's picture.
        let shown = output.sink as? MultiHeadDisplay ?? (output.sink as? any DisplayWrapper)?.wrapped as? MultiHeadDisplay
        if let heads = shown?.placements { TouchPlacement.apply(heads: heads, to: &input) }
        let seatEvents = access.session.map { SeatEvents(seat: $0) }
        // The main dispatch queue wakes the loop, which drains it (see `MainQueue`).
        // A monitor plugged in, unplugged or replaced: the screen's connector is probed again.
        let hotplug = onConsole ? DisplayHotplugEvents(output: output, logger: logger) : nil
        let sources = services.inputSources + (seatEvents.map { [$0] } ?? []) + (MainQueueSource().map { [$0] } ?? [])
            + (hotplug.map { [$0] } ?? [])
        let live = touchscreens
            ? try LiveInput(configuration: input, logger: logger, hotplug: true, stop: stopSignal, extraSources: sources,
                            opener: access.opener)
            : LiveInput(sources: sources, configuration: input, logger: logger, stop: stopSignal)
        if let hotplug { hotplug.screensChanged = Self.screensChanged(runner: runner, output: output, heads: shown, input: live, logger: logger) }
        stopWakes(live.wakeUp)
        defer { stopWakes(nil) }
        // The dates views show (`TimelineView`): the wall clock, read here in the
        // shell and never in the core, at the runner's (monotonic) time, in the
        // machine's zone. A view's task resumed on another thread wakes the loop.
        let wallClock = Date(), monotonic = Double(MonotonicClock.now()) / 1_000_000
        setup.instance.app.setDateOrigin(wallClock.addingTimeInterval(-monotonic), timeZone: .current)
        setup.instance.app.setAsyncWakeUp { [wakeUp = live.wakeUp] in wakeUp?.wakeUp() }
        setup.instance.reportEvents { members in events?.write(time: runner.time - origin, members) }
        let kiosk = LiveKiosk(runner: runner, output: output, input: live, logger: logger, seat: seatEvents)
        kiosk.idle = idle
        let keyboardSource = configuration.configFile ?? "keyboard"
        kiosk.keyboardSource = keyboardSource
        kiosk.typing = Keymap.choosing(KeyboardSettings(setup.loaded).layout, source: keyboardSource, logger: logger)
            .map { KeyboardTyping(keymap: $0) }
        if let events {
            kiosk.onTyped = { event, time in events.write(time: time - origin, TypedEventReport.members(event)) }
        }
        kiosk.notifier = notifier ?? ServiceNotifier(now: MonotonicClock.now(), logger: logger)
        // Ctrl+Alt+Fn: with a seat the kernel drops it (the keyboard is off), so the kiosk asks the seat manager.
        if onConsole {
            let session = access.session, terminal = console?.terminal.path ?? "/dev/tty0"
            kiosk.switchVT = { number in
                if let session { try session.switchSession(number) } else { try VirtualTerminal.requestActivation(number, through: terminal) }
            }
        }
        kiosk.isFinished = { [unowned self] in isStopRequested }
        services.attach(to: kiosk)
        try services.startServer()
        defer { services.stop() }
        var watcher: Task<Void, Never>?
        if let config = configuration.configFile {
            // Gesture thresholds follow the file while the kiosk runs; a bad
            // edit is logged and the last good settings stay.
            // A change wakes the kiosk, so an idle one takes it at once (not at the next touch).
            let reloads = services.metrics?.configReloads
            let store = SettingsStore(path: config, loaded: setup.loaded, loader: SettingsLoader(), logger: logger,
                                      onChange: { [wakeUp = live.wakeUp] _ in
                                          reloads?.reloaded(applied: true)
                                          wakeUp?.wakeUp()
                                      },
                                      onReject: { _ in reloads?.reloaded(applied: false) })
            let app = configuration.app.name
            kiosk.gestureSettings = { store.current.gestures(forApp: app) }
            kiosk.keyboardLayout = { KeyboardSettings(store.current).layout }
            let logger = logger
            watcher = Task.detached {
                do { try await store.watch() } catch is CancellationError {} catch {
                    logger.error("\(config): no longer watched for changes: \(error)")
                }
            }
        }
        defer { watcher?.cancel() }
        try kiosk.run()
        events?.write(time: runner.time - origin, setup.instance.finalState())
    }

    /// What the kiosk does when a monitor came or changed: a screen of another
    /// size (a monitor of another size replaced the one shown) lays the app
    /// out again at it and maps touches onto it; a head of the `displays:`
    /// list plugged in after the start gets its devices' touches placed on it.
    static func screensChanged(runner: AppRunner, output: FrameOutput, heads: MultiHeadDisplay?,
                               input: LiveInput, logger: Logger) -> (_ emit: (InputUpdate) -> Void) throws -> Void {
        var placed = heads?.placements ?? []
        return { [unowned input] emit in
            var updated = input.configuration
            var changed = false
            if output.screen != runner.screen {
                logger.notice("screen \(Int(runner.screen.width))×\(Int(runner.screen.height)) → \(Int(output.screen.width))×\(Int(output.screen.height)): laying the app out again")
                runner.resize(to: output.screen)
                updated.screen = output.screen
                changed = true
            }
            if let heads, heads.placements != placed {
                placed = heads.placements
                TouchPlacement.apply(heads: placed, to: &updated)
                changed = true
            }
            if changed { try input.reconfigure(updated, emit) }
        }
    }
}
