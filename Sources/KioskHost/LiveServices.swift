import Display
import Foundation
import Geometry
import Kiosk
import KioskConfig
import KioskMetrics
import KioskRuntime
import KioskWeb
import Logging
import TouchDevices

/// A live kiosk's services: the web server with the preview, browser input
/// and metrics, and the field-trace ring with its SIGUSR1.
final class LiveServices {
    let screen: Size
    let queue: WebInputQueue?
    let source: WebTouchSource?
    let hub: PreviewHub?
    let prometheus: PrometheusKioskMetrics?
    /// The field-trace ring: the last seconds of touches, written out as a trace on demand.
    let traces: FieldTraceRecorder?
    private let address: WebListenAddress?
    private let security: WebSecurity?
    private let logger: Logger
    private var signal: SignalSource?
    private var server: RunningWebServer?
    /// The browser preview's display, when there is one.
    private var webSink: WebFrameSink?

    init(configuration: KioskHost.Configuration, settings config: KioskServiceSettings, web: WebPlan, screen: Size, logger: Logger) throws {
        self.screen = screen
        self.logger = logger
        address = try WebListenAddress.chosen(listen: configuration.listen, configured: config.listen, port: web.port)
            ?? (web.isPreview ? WebListenAddress() : nil)
        security = try address.map { try WebSecurity.prepare(configuration.webSecurityOptions(config), listening: $0) }
        prometheus = address == nil ? nil : PrometheusKioskMetrics()
        // The queue answers /healthz's pings from the loop; with a preview it carries the page's touches too.
        var onDrop: (@Sendable (WebInputDrop) -> Void)?
        if let drops = prometheus?.inputDrops { onDrop = { drops.dropped($0) } }
        queue = address == nil ? nil : try WebInputQueue(limits: WebInputLimits(totalContacts: config.webContacts), onDrop: onDrop)
        source = queue.map { WebTouchSource(queue: $0, screen: screen) }
        hub = web.isPreview ? PreviewHub(width: Int(screen.width), height: Int(screen.height)) : nil
        let seconds = configuration.ring ?? config.ringSeconds
        guard seconds.isFinite, seconds >= 0, seconds <= 3600 else {
            throw KioskHostError.invalid("--ring: expected 0…3600 seconds, found \(seconds)")
        }
        traces = seconds > 0
            ? FieldTraceRecorder(seconds: seconds, screen: screen, directory: configuration.ringDirectory ?? config.traceDirectory,
                                 keptFiles: config.traceFiles)
            : nil
        if let traces {
            signal = SignalSource.install(SIGUSR1) { [logger] in
                do {
                    let written = try traces.write()
                    logger.notice("SIGUSR1: \(written.summary)")
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
            guard let primary else { throw KioskHostError.failed("touchdeck: no display to draw on") }
            return primary
        }
        let web = WebFrameSink(hub: hub, input: source)
        webSink = web
        guard let primary else { return web }
        return MirroredDisplay(primary: primary, mirrors: [web])
    }

    /// Hooks metrics and the ring into the kiosk.
    func attach(to kiosk: LiveKiosk) {
        kiosk.metrics = metrics
        if let traces { kiosk.onTouches = { traces.record($0) } }
        if let webSink { kiosk.afterTurn = { webSink.endTurn() } }
        if let traces {
            logger.notice("keeping the last \(Int(traces.seconds)) s of touches: kill -USR1 \(getpid())\(address == nil ? "" : " or POST /trace") writes them to \(traces.directory)/field-trace-N.yaml")
        }
    }

    /// Starts the web server, if one was asked for, and says where it is.
    func startServer() throws {
        guard let address, let security else { return }
        for note in security.notes { logger.notice("\(note)") }
        let server = try KioskWebServer(address: address, access: security.access, screen: screen, hub: hub, queue: queue,
                                        metrics: prometheus?.registry, traces: traces, tls: security.tls, insecureHTTP: security.insecureHTTP,
                                        logger: logger).start()
        self.server = server
        let shown = WebListenAddress(host: address.host == "0.0.0.0" || address.host == "::" ? "127.0.0.1" : address.host, port: server.port)
        let base = "\(security.tls == nil ? "http" : "https")://\(shown)/"
        logger.notice("serving \(hub == nil ? "" : "the preview at \(base), ")\(base)metrics, \(base)healthz\(traces == nil ? "" : ", \(base)trace") (listening on \(WebListenAddress(host: address.host, port: server.port)))")
    }

    /// Stops the server, giving its connections half a second to close: a
    /// stop signal is honoured within a second, whatever browsers keep open.
    func stop() {
        server?.stop(timeout: 0.5)
    }
}
