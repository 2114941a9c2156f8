import Foundation
import Geometry
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import HummingbirdWebSocket
import Kiosk
import Logging
import Prometheus
import ServiceLifecycle
import Synchronization
import TouchDevices

/// The kiosk's web server (Hummingbird, with its WebSocket module):
///
/// - `GET /` the preview page, `GET /ws` its WebSocket (frames out as damaged
///   regions, pointer events in as touches), when there is a preview or
///   browser input;
/// - `GET /metrics` the Prometheus text of `metrics`, with `touchdeck_uptime_seconds`;
/// - `GET /healthz` 200 `ok` when the kiosk's loop answers within 2 s, else 503;
/// - `POST /trace` writes the field-trace ring to a file (JSON reply naming
///   it), `GET /trace` sends the ring itself as libinput-record YAML.
///
/// `WebAccess` says who may ask. The server runs on its own threads; the
/// kiosk's loop only meets it through the `WebInputQueue` and the `PreviewHub`.
public struct KioskWebServer: Sendable {
    public var address: WebListenAddress
    public var access: WebAccess
    /// The screen in points (the page's canvas, where touches land).
    public var screen: Size
    /// Frames for the page (nil: no preview).
    public var hub: PreviewHub?
    /// The kiosk loop's queue: `/healthz` pings the loop through it, and with
    /// a preview (`hub`) the page's touches go there. Nil: `/healthz` answers
    /// for the server alone.
    public var queue: WebInputQueue?
    /// What `/metrics` shows (nil: 404).
    public var metrics: PrometheusCollectorRegistry?
    /// The ring `/trace` writes (nil: 404).
    public var traces: FieldTraceRecorder?
    /// HTTPS with this certificate (nil: plain HTTP, loopback only unless `insecureHTTP`).
    public var tls: WebTLS?
    /// Plain HTTP beyond loopback, the token in clear text (`--insecure-http`).
    public var insecureHTTP: Bool
    public var logger: Logger

    public init(address: WebListenAddress, access: WebAccess, screen: Size, hub: PreviewHub? = nil, queue: WebInputQueue? = nil,
                metrics: PrometheusCollectorRegistry? = nil, traces: FieldTraceRecorder? = nil, tls: WebTLS? = nil, insecureHTTP: Bool = false,
                logger: Logger) {
        self.address = address
        self.access = access
        self.screen = screen
        self.hub = hub
        self.queue = queue
        self.metrics = metrics
        self.traces = traces
        self.tls = tls
        self.insecureHTTP = insecureHTTP
        self.logger = logger
    }

    /// Starts listening and returns once the port is bound.
    /// - Throws: `WebServerError` for an address that needs a token or TLS, or one that cannot be bound.
    public func start() throws -> RunningWebServer {
        try access.check(listening: address, tls: tls != nil, insecureHTTP: insecureHTTP)
        // Bound as resolved: the address judged loopback or not is the one listened on.
        let bound = try address.resolved()
        let started = Mutex<Result<Int, WebServerError>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let application = try makeApplication(binding: bound) { port in
            started.withLock { $0 = .success(port) }
            ready.signal()
        }
        let address = self.address
        // Its own service group, so `stop` can shut it down gracefully (the
        // process's signals are the kiosk's, not the server's).
        let group = ServiceGroup(configuration: .init(services: [application], gracefulShutdownSignals: [], logger: Self.quiet(logger)))
        let task = Task.detached {
            do {
                try await group.run()
            } catch {
                started.withLock { $0 = $0 ?? .failure(WebServerError("cannot listen on \(address): \(error)")) }
                ready.signal()
            }
        }
        ready.wait()
        switch started.withLock({ $0 }) {
        case .success(let port):
            return RunningWebServer(port: port, task: task, group: group, hub: hub)
        case .failure(let error):
            throw error
        case nil:
            throw WebServerError("cannot listen on \(address)")
        }
    }

    private func makeApplication(binding bound: WebListenAddress, onRunning: @escaping @Sendable (Int) -> Void) throws -> some ApplicationProtocol {
        let router = Router()
        let secure = tls != nil
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: AccessMiddleware(access: access))
        router.add(middleware: TokenExchangeMiddleware(access: access, secure: secure))
        router.add(middleware: SameOriginMiddleware())
        let startedAt = MonotonicClock.now()
        let server = self
        router.get("/") { _, _ -> Response in
            let html = PreviewPage.html(width: Int(server.screen.width), height: Int(server.screen.height), preview: server.hub != nil)
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                                                   .contentSecurityPolicy: PreviewPage.contentSecurityPolicy(of: html)],
                            body: .init(byteBuffer: ByteBuffer(string: html)))
        }
        router.get("/ws") { _, _ -> Response in
            Response(status: .badRequest, body: .init(byteBuffer: ByteBuffer(string: "/ws: expected a WebSocket upgrade from this server's own page\n")))
        }
        router.get("/healthz") { _, _ -> Response in
            guard let queue = server.queue else { return Self.text("ok\n") }
            let number = queue.ping()
            for _ in 0..<200 {
                if queue.isAnswered(number) { return Self.text("ok\n") }
                try await Task.sleep(for: .milliseconds(10))
            }
            return Self.text("the kiosk's loop did not answer within 2 s\n", status: .serviceUnavailable)
        }
        if let registry = metrics {
            let uptime = registry.makeGauge(descriptor: MetricNameDescriptor(
                namespace: "touchdeck", metricName: "uptime", unitName: "seconds", helpText: "Seconds since the kiosk started."))
            router.get("/metrics") { _, _ -> Response in
                uptime.set(Double(MonotonicClock.now() - startedAt) / 1_000_000)
                return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                                body: .init(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
            }
        }
        if let traces {
            // Writing a file and reading the ring are limited apart: a client
            // that reads the ring does not use up a write (nor the other way round).
            let writes = TraceRequestLimiter(), reads = TraceRequestLimiter()
            router.post("/trace") { _, _ -> Response in
                if let wait = writes.admit() { return Self.tooManyRequests(retryAfter: wait) }
                do {
                    let written = try traces.write()
                    server.logger.notice("POST /trace: \(written.summary)")
                    return Response(status: .ok, headers: [.contentType: "application/json"],
                                    body: .init(byteBuffer: ByteBuffer(string: TraceReply.json(written))))
                } catch let error as FieldTraceError where error.isBusy {
                    return Self.tooManyRequests(retryAfter: 1)
                } catch {
                    return Self.text("\(error)\n", status: .internalServerError)
                }
            }
            router.get("/trace") { _, _ -> Response in
                if let wait = reads.admit() { return Self.tooManyRequests(retryAfter: wait) }
                do {
                    return Response(status: .ok, headers: [.contentType: "application/yaml"],
                                    body: .init(byteBuffer: ByteBuffer(string: try traces.yaml())))
                } catch {
                    return Self.text("\(error)\n", status: .internalServerError)
                }
            }
        }
        let clients = Atomic<Int>(0)
        let connected = metrics?.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "touchdeck", metricName: "web_clients", unitName: "", helpText: "Browsers connected to the preview's WebSocket."))
        connected?.set(0.0)
        let access = self.access
        return Application(
            router: router,
            server: try Self.serving(tls: tls, .http1WebSocketUpgrade(configuration: .init(ws: .init(maxFrameSize: 1 << 20))) { request, _, _ in
                let path = request.path ?? ""
                // A refused upgrade goes on to the router: 403 or 401 from `AccessMiddleware`, else 400.
                guard server.hub != nil, WebAccess.route(of: path) == "/ws", access.permits(authority: request.authority),
                      access.permits(path: path, headers: request.headerFields, authority: request.authority),
                      access.permits(origin: request.headerFields[.origin], authority: request.authority, secure: secure) else { return .dontUpgrade }
                let client = clients.add(1, ordering: .relaxed).newValue
                let wantsFrames = WebAccess.query(of: path)["frames"] != "0"
                let connection = PreviewConnection(client: client, screen: server.screen, queue: server.queue,
                                                   hub: wantsFrames ? server.hub : nil, logger: server.logger)
                return .upgrade([:]) { inbound, outbound, _ in
                    connected?.increment()
                    defer { connected?.decrement() }
                    await connection.run(inbound: inbound, outbound: outbound)
                }
            }),
            configuration: .init(address: .hostname(bound.host, port: bound.port), serverName: "touchdeck"),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? 0) },
            logger: Self.quiet(logger)
        )
    }

    /// `http` as it is, or over TLS.
    private static func serving(tls: WebTLS?, _ http: HTTPServerBuilder) throws -> HTTPServerBuilder {
        guard let tls else { return http }
        return try .tls(http, tlsConfiguration: tls.configuration)
    }

    static func text(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// Hummingbird logs every request at info; the kiosk's log keeps only its warnings.
    private static func quiet(_ logger: Logger) -> Logger {
        var quiet = logger
        quiet.logLevel = max(logger.logLevel, .warning)
        return quiet
    }
}

/// A running server: its port (the one bound, when 0 was asked), and stopping it.
public final class RunningWebServer: Sendable {
    public let port: Int
    private let task: Task<Void, Never>
    private let group: ServiceGroup
    private let hub: PreviewHub?

    init(port: Int, task: Task<Void, Never>, group: ServiceGroup, hub: PreviewHub?) {
        self.port = port
        self.task = task
        self.group = group
        self.hub = hub
    }

    /// Closes the pages' streams and shuts the server down gracefully,
    /// waiting up to `timeout` seconds before cutting it off.
    public func stop(timeout: Double = 2) {
        hub?.finish()
        let done = DispatchSemaphore(value: 0)
        let task = self.task, group = self.group
        Task.detached {
            await group.triggerGracefulShutdown()
            await task.value
            done.signal()
        }
        if done.wait(timeout: .now() + timeout) == .timedOut { task.cancel() }
    }
}

/// Refuses, with 403, a request that changes something (`POST /trace`) sent
/// by a page of another origin: no other site in the browser can ask.
struct SameOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.method != .get, request.method != .head,
           !WebAccess.sameOrigin(origin: request.headers[.origin], authority: request.head.authority) {
            return KioskWebServer.text("requests from a page of another origin are refused\n", status: .forbidden)
        }
        return try await next(request, context)
    }
}

/// Refuses, with 403, a request naming another host (DNS rebinding), and
/// with 401 requests `WebAccess` does not permit.
struct AccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: WebAccess

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard access.permits(authority: request.head.authority) else {
            return KioskWebServer.text("Host \(request.head.authority ?? "") is not this kiosk's name: refused (DNS rebinding)\n", status: .forbidden)
        }
        guard access.permits(path: request.uri.description, headers: request.headers, authority: request.head.authority) else {
            return Response(status: .unauthorized, headers: [.contentType: "text/plain; charset=utf-8", .wwwAuthenticate: "Bearer"],
                            body: .init(byteBuffer: ByteBuffer(string: "a token is required: Authorization: Bearer TOKEN, or ?token=TOKEN\n")))
        }
        return try await next(request, context)
    }
}
