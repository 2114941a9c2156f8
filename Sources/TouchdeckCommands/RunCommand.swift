import ArgumentParser
import Foundation
import Geometry
import Kiosk
import KioskRuntime
import KioskWeb
import Logging
import Seat
import TouchDevices
import TouchModel
import TouchTrace

/// `touchdeck run APP`: the kiosk itself, live or on a trace.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a kiosk app: live on touchscreens and a screen, or on a recorded trace.",
        discussion: """
            Apps: \(KioskAppCatalog.all.map(\.name).joined(separator: ", ")).

            Live: reads the touchscreens (or --input) and draws on DRM/KMS or fbdev, chosen \
            automatically (or --display). Ctrl-C or SIGTERM stops it. SIGHUP never stops it: with \
            --config it has the file checked for changes at once (it is also checked every 2 s), \
            without it the signal is ignored.

            Where seatd or logind runs, the screen and touchscreens are opened through it (libseat), \
            so a normal user can run the kiosk; it pauses while another VT is in front and draws the \
            whole screen when its VT comes back (--seat; `touchdeck console restore` gives a VT back \
            to its console after a kiosk was killed).

            --replay TRACE runs the same app on a trace on a virtual clock: the app starts and its \
            start-up animation settles before the trace's first event (--start-delay sets another \
            gap), and the run goes as fast as the machine allows (--realtime paces it). Frames go to \
            --display, by default PNG files and a contact sheet in ./touchdeck-out.

            --overlay draws, over the app, each touch with its id and trail, the tap, long-press and \
            drag distances around its touch-down, and the phases of the gestures it reached: live, \
            on a replay, and in PNG frames alike.

            --display web[:PORT] shows the app in a browser (http://127.0.0.1:8080/ by default) and \
            takes its pointer events as touches (a mouse is one finger, a touch screen's fingers are \
            fingers, Alt+drag pinches and rotates about the centre): no touchscreen or screen needed. \
            --mirror web[:PORT] does the same beside a real display. The server also answers \
            /metrics (Prometheus), /healthz and /trace; --listen starts it without a preview. \
            Listening on anything but loopback needs --token.

            --ring SECONDS keeps the last seconds of touches; SIGUSR1 or POST /trace writes them \
            to a trace that --replay plays again.

            With no touchscreen, or no screen, it says so and replays the app's bundled tour \
            (--wait-for-devices waits for them instead, as a service should).
            """
    )

    @Argument(help: "The app: \(KioskAppCatalog.all.map(\.name).joined(separator: " or ")) (default: home, the screen that lists the others).")
    var app: String = "home"

    @Option(help: "Replay this trace instead of reading touchscreens.")
    var replay: String?

    @Option(help: "evemu device description for a headerless .events trace.")
    var desc: String?

    @Option(help: "drm:/dev/dri/cardN, fbdev:/dev/fbN, png:DIRECTORY or web[:PORT] (a browser; default: DRM, then fbdev, else png:./touchdeck-out).")
    var display: String?

    @Option(help: "Live: web[:PORT] shows the screen in a browser too, whose touches count as well.")
    var mirror: String?

    @Option(help: "Screen size WIDTHxHEIGHT in points, for PNG output and --layout (default: the display's, or 800x480); with --display-rotation 90 or 270 the panel's, the app getting HEIGHTxWIDTH.")
    var screen: String?

    @Option(help: "Turn the picture and the touches together, degrees clockwise: 0, 90, 180 or 270 (default: display.rotation from --config, else 0). --rotate turns touches alone.")
    var displayRotation: Int?

    @Option(help: "Config file (see `touchdeck config defaults`).")
    var config: String?

    @Option(help: "Write app events as JSON lines to FILE, or - for standard output.")
    var events: String?

    @Flag(help: "Print where the app's cards (for a view app: its views with gestures) are once its start-up animation settled, as JSON, and exit.")
    var layout = false

    @Option(help: "Replay: seconds from the app's start to the trace's first event (default: when the start-up animation settles).")
    var startDelay: Double?

    @Flag(help: "Replay: pace the trace in real time instead of as fast as possible.")
    var realtime = false

    @Option(help: "The date the app shows, e.g. \"Friday, 21 November\" (default: today).")
    var date: String?

    @Flag(help: "Draw touches, their trails, the gestures' tolerance circles and the recognizer phases over the app.")
    var overlay = false

    @Option(help: "Live: touch device nodes (default: every touchscreen, with hotplug).")
    var input: [String] = []

    @Option(help: "Live: how devices are opened: auto (through seatd or logind when one runs, else directly), libseat (through a seat manager or not at all) or direct (as root or through the input and video groups; no VT switching).")
    var seat: String = "auto"
    @Flag(help: "Live: with no screen or no touchscreen yet, wait for them to appear (a kiosk started at boot, a service) instead of replaying the bundled tour.")
    var waitForDevices = false

    @OptionGroup var reading: InputReadingOptions

    @OptionGroup var server: ServerOptions

    @OptionGroup var ringOptions: RingOptions

    func run() throws {
        guard let definition = KioskAppCatalog.named(app) else {
            throw ValidationError("unknown app \"\(app)\": expected \(KioskAppCatalog.all.map(\.name).joined(separator: " or "))")
        }
        let logger = makeLogger("touchdeck.run", verbose: reading.verbose)
        let (settings, everyApp, services, loaded, idleSettings): (AppSettings, [String: AppSettings], KioskServiceSettings, TouchdeckSettings, IdleSettings) = try exitingOnError {
            let loaded = try SettingsLoader().load(path: config)
            func section(_ name: String) -> AppSettings { loaded.apps[name] ?? AppSettings(gestures: loaded.gestures(forApp: name)) }
            return (section(definition.name), Dictionary(uniqueKeysWithValues: KioskAppCatalog.all.map { ($0.name, section($0.name)) }),
                    KioskServiceSettings(loaded), loaded, IdleSettings(loaded))
        }
        let placement = try TouchPlacement(option: displayRotation, settings: loaded)
        let instance = definition.make(settings, AppLaunchOptions(date: date ?? Self.today(), appSettings: everyApp))
        let requestedScreen = try screen.map(Self.parseScreen)

        if layout {
            print(instance.layout(placement.logical(requestedScreen ?? Size(width: 800, height: 480))).text)
            return
        }
        let eventSink = try events.map(EventLog.init(path:))
        let web = try exitingOnError { try WebPlan(display: display, mirror: mirror, replaying: replay != nil) }
        if web.isDisplay {
            let size = requestedScreen ?? Size(width: 800, height: 480)
            return try runLiveWeb(instance: instance, settings: settings, services: services, web: web, primary: nil,
                                  screen: placement.logical(size), placement: placement, events: eventSink, logger: logger)
        }
        var replayPath = replay
        var chosenDisplay = try display.map(DisplayChoice.init(parsing:))
        guard let seatMode = SeatMode(rawValue: seat) else { throw ValidationError("--seat must be auto, libseat or direct, not \(seat)") }
        // Live, the devices are opened through a seat manager when there is one.
        var access = DeviceAccess.direct
        if replayPath == nil { access = try exitingOnError { try DeviceAccess.open(mode: seatMode, logger: logger) } }
        defer { access.session?.close() }
        if replayPath == nil, web.isMirror {
            guard let target = chosenDisplay ?? DisplayChoice.automatic(seat: access.session != nil) else {
                throw ValidationError("--mirror web: no display (/dev/dri/card0, /dev/fb0) to mirror; use --display web to show the app in the browser alone")
            }
            let size = requestedScreen ?? Size(width: 800, height: 480)
            let primary = try exitingOnError {
                try target.open(width: Int(size.width), height: Int(size.height), rotation: placement.rotation, opener: access.opener)
            }
            return try runLiveWeb(instance: instance, settings: settings, services: services, web: web, primary: primary,
                                  screen: Size(width: Double(primary.width), height: Double(primary.height)), placement: placement,
                                  events: eventSink, access: access, logger: logger)
        }
        if replayPath == nil {
            let touchscreens = DeviceDiscovery.touchDevices(opener: access.opener)
            let automatic = chosenDisplay ?? DisplayChoice.automatic(seat: access.session != nil)
            if waitForDevices {
                // The display is waited for below; touchscreens come with hotplug.
                if input.isEmpty && touchscreens.isEmpty { logger.notice("no touchscreen yet: waiting for one to appear") }
            } else if input.isEmpty && touchscreens.isEmpty || automatic == nil {
                let missing = [input.isEmpty && touchscreens.isEmpty ? "no touchscreen" : nil, automatic == nil ? "no display (/dev/dri/card0, /dev/fb0)" : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                guard let tour = Self.locate(definition.tourPath) else {
                    throw ValidationError("\(missing) found, and the bundled tour \(definition.tourPath) is not here: run from the repository, or pass --replay TRACE")
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
        let size = requestedScreen ?? Size(width: 800, height: 480)
        // Started by systemd (NOTIFY_SOCKET): READY=1, the watchdog, STOPPING=1.
        let notifier = replayPath == nil ? ServiceNotifier(now: MonotonicClock.now(), logger: logger) : nil
        let target: DisplayChoice
        let output: FrameOutput
        if replayPath == nil && waitForDevices {
            let waiter = DisplayWaiter(requested: chosenDisplay, stop: StopSignal.install(), notifier: notifier, logger: logger,
                                       rotation: placement.rotation, opener: access.opener, seat: access.session != nil)
            guard let opened = waiter.open(width: Int(size.width), height: Int(size.height)) else {
                notifier?.stopping()
                return
            }
            target = opened.choice
            output = try exitingOnError { try FrameOutput(sink: opened.sink) }
        } else {
            target = chosenDisplay ?? .png("touchdeck-out")
            output = try exitingOnError {
                try FrameOutput(sink: target.open(width: Int(size.width), height: Int(size.height), rotation: placement.rotation,
                                                  opener: access.opener))
            }
        }
        let runner = AppRunner(app: instance.app, screen: output.screen, settings: settings.gestures)
        if overlay { runner.overlay = TouchOverlay() }
        if let replayPath {
            let replay = AppReplay(runner: runner, options: AppReplay.Options(startDelay: startDelay))
            replay.idle = try exitingOnError {
                try makeIdle(idleSettings, definition: definition, instance: instance, runner: runner, output: output, logger: logger) { [unowned replay] stage, time in
                    eventSink?.write(time: time - (replay.traceStart ?? 0), [("event", .string("idle")), ("stage", .string(stage.rawValue))])
                }
            }
            try runReplay(replayPath, replay: replay, output: output, instance: instance, events: eventSink, display: target,
                          placement: placement, logger: logger)
        } else {
            let live = try exitingOnError { try LiveServices(server: server, ring: ringOptions, config: services, web: web, screen: output.screen, logger: logger) }
            let origin = Double(MonotonicClock.now()) / 1_000_000
            let idle = try exitingOnError {
                try makeIdle(idleSettings, definition: definition, instance: instance, runner: runner, output: output, logger: logger) { stage, time in
                    eventSink?.write(time: time - origin, [("event", .string("idle")), ("stage", .string(stage.rawValue))])
                }
            }
            try runLive(runner: runner, output: output, instance: instance, events: eventSink, services: live, touchscreens: true,
                        placement: placement, access: access, idle: idle, notifier: notifier, origin: origin, logger: logger)
        }
    }

    private func runReplay(_ path: String, replay: AppReplay, output: FrameOutput, instance: KioskAppInstance,
                           events: EventLog?, display: DisplayChoice, placement: TouchPlacement, logger: Logger) throws {
        let runner = replay.runner
        var drawError: Error?
        let wallStart = ContinuousClock.now
        replay.onFrame = { layers, time in
            if realtime { Self.sleep(until: time, from: wallStart) }
            do { try output.draw(layers, time: time) } catch { drawError = drawError ?? error }
        }
        instance.reportEvents { members in
            events?.write(time: runner.time - (replay.traceStart ?? 0), members)
        }
        try exitingOnError {
            // The trace's device stands on the panel: calibration, --rotate and
            // flips, then the display's rotation onto the app's screen.
            let orientation = ScreenOrientation(rotation: ScreenOrientation.rotation(degrees: reading.rotate) ?? .none,
                                                flipHorizontally: reading.flipX, flipVertically: reading.flipY)
            let calibration = reading.calibration.flatMap(CalibrationMatrix.init(parsing:)) ?? .identity
            try replay.run(reader: TraceReader.open(path: path, descPath: desc),
                           calibration: calibration.followed(by: orientation.matrix).followed(by: placement.touchRotation.displayTouchMatrix))
            if let drawError { throw drawError }
            events?.write(time: runner.time - (replay.traceStart ?? 0), instance.finalState())
            try output.close()
        }
        if case .png(let directory) = display {
            logger.notice("wrote \(output.presentedFrames) frames and contact-sheet.png to \(directory)/")
        }
    }

    /// The live kiosk. `touchscreens` false: no device is read, touches come
    /// from `services`' browsers alone. Devices are opened through `access`;
    /// with a seat, the kiosk pauses while another VT is in front.
    func runLive(runner: AppRunner, output: FrameOutput, instance: KioskAppInstance, events: EventLog?,
                 services: LiveServices, touchscreens: Bool, placement: TouchPlacement, access: DeviceAccess = .direct,
                 idle: IdleDirector? = nil, notifier: ServiceNotifier? = nil,
                 origin: Double = Double(MonotonicClock.now()) / 1_000_000, logger: Logger) throws {
        // SIGHUP (a service manager's "reload", a closed terminal) must not
        // kill a kiosk: ignored here, and with --config the file watcher's
        // reloading provider takes it as "check the file now".
        signal(SIGHUP, SIG_IGN)
        try exitingOnError {
            var configuration = try reading.configuration(
                nodes: input, screen: output.screen, includeTouchpads: false)
            placement.apply(to: &configuration)
            let seatEvents = access.session.map { SeatEvents(seat: $0) }
            let sources = services.inputSources + (seatEvents.map { [$0] } ?? [])
            let live = touchscreens
                ? try LiveInput(configuration: configuration, logger: logger, hotplug: true, stop: StopSignal.install(), extraSources: sources,
                                opener: access.opener)
                : LiveInput(sources: sources, configuration: configuration, logger: logger, stop: StopSignal.install())
            instance.reportEvents { members in events?.write(time: runner.time - origin, members) }
            let kiosk = LiveKiosk(runner: runner, output: output, input: live, logger: logger, seat: seatEvents)
            kiosk.idle = idle
            kiosk.notifier = notifier ?? ServiceNotifier(now: MonotonicClock.now(), logger: logger)
            services.attach(to: kiosk)
            try services.startServer()
            defer { services.stop() }
            var watcher: Task<Void, Never>?
            if let config {
                // Gesture thresholds follow the file while the kiosk runs; a bad
                // edit is logged and the last good settings stay.
                // A change wakes the kiosk, so an idle one takes it at once (not at the next touch).
                let reloads = services.metrics?.configReloads
                let store = try SettingsStore(path: config, logger: logger,
                                              onChange: { [wakeUp = live.wakeUp] _ in
                                                  reloads?.reloaded(applied: true)
                                                  wakeUp?.wakeUp()
                                              },
                                              onReject: { _ in reloads?.reloaded(applied: false) })
                let app = self.app
                kiosk.gestureSettings = { store.current.gestures(forApp: app) }
                watcher = Task.detached {
                    do { try await store.watch() } catch is CancellationError {} catch {
                        logger.error("\(config): no longer watched for changes: \(error)")
                    }
                }
            }
            defer { watcher?.cancel() }
            try kiosk.run()
            events?.write(time: runner.time - origin, instance.finalState())
        }
    }

    static func parseScreen(_ text: String) throws -> Size {
        let parts = text.replacingOccurrences(of: "×", with: "x").split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 64 && $0 <= 16384 }) else {
            throw ValidationError("--screen must be WIDTHxHEIGHT with each side 64…16384, e.g. 800x480")
        }
        return Size(width: parts[0], height: parts[1])
    }

    /// The bundled file, from the current directory or the checkout the binary was built in.
    static func locate(_ relative: String) -> String? {
        var candidates = [relative]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent(relative).path)
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Today in the apps' own language, "Tuesday, 24 November", from the C
    /// library's local time: DateFormatter would page in about 3 MB of ICU's
    /// locale data for the kiosk's lifetime to name a weekday and a month.
    static func today() -> String {
        var now = time(nil)
        var local = tm()
        guard localtime_r(&now, &local) != nil else { return "" }
        return dateText(weekday: Int(local.tm_wday), day: Int(local.tm_mday), month: Int(local.tm_mon))
    }

    /// "Tuesday, 24 November" for `weekday` 0 (Sunday) … 6, `month` 0 (January) … 11.
    static func dateText(weekday: Int, day: Int, month: Int) -> String {
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July",
                      "August", "September", "October", "November", "December"]
        guard weekdays.indices.contains(weekday), months.indices.contains(month) else { return "" }
        return "\(weekdays[weekday]), \(day) \(months[month])"
    }

    static func sleep(until time: Double, from start: ContinuousClock.Instant) {
        let target = start + .microseconds(Int64(time * 1_000_000))
        let now = ContinuousClock.now
        if target > now { Thread.sleep(forTimeInterval: Double((target - now).components.attoseconds) / 1e18 + Double((target - now).components.seconds)) }
    }
}

/// `--events`: one JSON object per line, `time` first.
final class EventLog {
    private let handle: FileHandle

    init(path: String) throws {
        if path == "-" {
            handle = .standardOutput
        } else {
            guard FileManager.default.createFile(atPath: path, contents: nil) , let handle = FileHandle(forWritingAtPath: path) else {
                throw ValidationError("--events: cannot create \(path)")
            }
            self.handle = handle
        }
    }

    func write(time: Double, _ members: [(String, JSONValue)]) {
        let line = JSONValue.object([("time", .number(time))] + members).text + "\n"
        handle.write(Data(line.utf8))
    }
}
