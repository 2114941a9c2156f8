import ArgumentParser
import Display
import Foundation
import Geometry
import Kiosk
import KioskRuntime
import KioskWeb
import Logging
import Seat
import TouchDevices

/// What `--display` and `--mirror` ask of the browser preview.
struct WebPlan {
    /// `--display web[:PORT]`: the browser is the screen.
    var display: WebDisplayOption?
    /// `--mirror web[:PORT]`: the browser shows the real screen too.
    var mirror: WebDisplayOption?

    init(display: String?, mirror: String?, replaying: Bool) throws {
        self.display = try display.flatMap { try WebDisplayOption(parsing: $0, what: "--display") }
        self.mirror = try mirror.flatMap { try WebDisplayOption(parsing: $0, what: "--mirror") }
        if let mirror, self.mirror == nil {
            throw ValidationError("--mirror: expected web or web:PORT, found '\(mirror)'")
        }
        if self.display != nil, self.mirror != nil {
            throw ValidationError("--mirror web goes beside a real display; --display web already shows the app in the browser")
        }
        if replaying, self.display != nil || self.mirror != nil {
            throw ValidationError("--display web and --mirror web run live, from browser touches; a --replay writes its frames to --display png:DIRECTORY")
        }
    }

    var isDisplay: Bool { display != nil }
    var isMirror: Bool { mirror != nil }
    /// Whether there is a preview at all.
    var isPreview: Bool { isDisplay || isMirror }
    /// The port `web:PORT` asked for.
    var port: Int? { display?.port ?? mirror?.port }
}

/// A live kiosk's services: the web server with the preview, browser input
/// and metrics, and the field-trace ring with its SIGUSR1.
final class LiveServices {
    let screen: Size
    let queue: WebInputQueue?
    let source: WebTouchSource?
    let hub: PreviewHub?
    let prometheus: PrometheusKioskMetrics?
    let traces: FieldTraceRecorder?
    private let address: WebListenAddress?
    private let access: WebAccess
    private let logger: Logger
    private var signal: SignalSource?
    private var server: RunningWebServer?

    init(server options: ServerOptions, ring: RingOptions, config: KioskServiceSettings, web: WebPlan, screen: Size, logger: Logger) throws {
        self.screen = screen
        self.logger = logger
        address = try options.address(config: config, port: web.port) ?? (web.isPreview ? WebListenAddress() : nil)
        access = options.access(config: config)
        if let address { try access.check(listening: address) }
        // The queue answers /healthz's pings from the loop; with a preview it carries the page's touches too.
        queue = address == nil ? nil : try WebInputQueue()
        source = queue.map { WebTouchSource(queue: $0, screen: screen) }
        hub = web.isPreview ? PreviewHub(width: Int(screen.width), height: Int(screen.height)) : nil
        prometheus = address == nil ? nil : PrometheusKioskMetrics()
        let seconds = try ring.seconds(config: config)
        traces = seconds > 0 ? FieldTraceRecorder(seconds: seconds, screen: screen, directory: ring.directory(config: config)) : nil
        if let traces {
            signal = SignalSource.install(SIGUSR1) { [logger] in
                do {
                    let written = try traces.write()
                    logger.notice("SIGUSR1: wrote the last \(String(format: "%.1f", written.seconds)) s of touches (\(written.frames) frames) to \(written.path)")
                } catch {
                    logger.error("SIGUSR1: \(error)")
                }
            }
        }
    }

    /// The kiosk's metrics, when the server shows them.
    var metrics: KioskMetrics? { prometheus?.metrics }

    /// Sources the kiosk's loop waits on beside (or instead of) touchscreens.
    var inputSources: [any LiveInputSource] { [source as (any LiveInputSource)?, signal].compactMap { $0 } }

    /// The display frames go to: the browser, `primary` or both.
    /// - Throws: when there is neither.
    func sink(primary: (any DisplaySink)?) throws -> any DisplaySink {
        guard let hub else {
            guard let primary else { throw UserFacingError("touchdeck: no display to draw on") }
            return primary
        }
        let web = WebFrameSink(hub: hub, input: source)
        guard let primary else { return web }
        return MirroredDisplay(primary: primary, mirrors: [web])
    }

    /// Hooks metrics and the ring into the kiosk.
    func attach(to kiosk: LiveKiosk) {
        kiosk.metrics = metrics
        if let traces { kiosk.onTouches = { traces.record($0) } }
        if let traces {
            logger.notice("keeping the last \(Int(traces.seconds)) s of touches: kill -USR1 \(getpid())\(address == nil ? "" : " or POST /trace") writes them to \(traces.directory)/field-trace-N.yaml")
        }
    }

    /// Starts the web server, if one was asked for, and says where it is.
    func startServer() throws {
        guard let address else { return }
        let server = try KioskWebServer(address: address, access: access, screen: screen, hub: hub, queue: queue,
                                        metrics: prometheus?.registry, traces: traces, logger: logger).start()
        self.server = server
        let shown = WebListenAddress(host: address.host == "0.0.0.0" || address.host == "::" ? "127.0.0.1" : address.host, port: server.port)
        let base = "http://\(shown)/"
        logger.notice("serving \(hub == nil ? "" : "the preview at \(base), ")\(base)metrics, \(base)healthz\(traces == nil ? "" : ", \(base)trace") (listening on \(WebListenAddress(host: address.host, port: server.port)))")
    }

    func stop() {
        server?.stop()
    }
}

extension RunCommand {
    /// The live kiosk with the browser preview: `primary` nil shows it in the
    /// browser alone; touchscreens are read when there are any (or `--input`).
    func runLiveWeb(instance: KioskAppInstance, settings: AppSettings, services config: KioskServiceSettings, web: WebPlan,
                    primary: (any DisplaySink)?, screen: Size, placement: TouchPlacement, events: EventLog?,
                    access: DeviceAccess = .direct, logger: Logger) throws {
        let services = try exitingOnError {
            try LiveServices(server: server, ring: ringOptions, config: config, web: web, screen: screen, logger: logger)
        }
        let output = try exitingOnError { try FrameOutput(sink: services.sink(primary: primary)) }
        let runner = AppRunner(app: instance.app, screen: output.screen, settings: settings.gestures)
        if overlay { runner.overlay = TouchOverlay() }
        let touchscreens = !input.isEmpty || !DeviceDiscovery.touchDevices(opener: access.opener).isEmpty
        if !touchscreens { logger.notice("no touchscreen: touches come from the browser alone") }
        try runLive(runner: runner, output: output, instance: instance, events: events, services: services,
                    touchscreens: touchscreens, placement: placement, access: access, logger: logger)
    }
}
