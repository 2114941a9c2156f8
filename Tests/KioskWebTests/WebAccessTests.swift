import HTTPTypes
import KioskWeb
import Testing

/// Where the server listens and who may ask it.
@Suite("WebAccess and WebListenAddress")
struct WebAccessTests {
    @Test("[ADDRESS:]PORT parses; the address defaults to loopback; bad ones name the option")
    func parsesAddresses() throws {
        #expect(try WebListenAddress(parsing: "8081", what: "--listen") == WebListenAddress(host: "127.0.0.1", port: 8081))
        #expect(try WebListenAddress(parsing: "0.0.0.0:80", what: "--listen") == WebListenAddress(host: "0.0.0.0", port: 80))
        #expect(try WebListenAddress(parsing: "[::1]:9000", what: "--listen") == WebListenAddress(host: "::1", port: 9000))
        #expect(try WebListenAddress(parsing: "localhost:1", what: "--listen").isLoopback)
        #expect(try !WebListenAddress(parsing: "192.168.1.5:8080", what: "--listen").isLoopback)
        #expect(throws: WebServerError.self) { try WebListenAddress(parsing: "kiosk:http", what: "--listen") }
        do {
            _ = try WebListenAddress(parsing: "70000", what: "kiosk.web.listen")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("kiosk.web.listen"))
        }
        #expect(try WebDisplayOption(parsing: "web:9090", what: "--display")?.port == 9090)
        #expect(try WebDisplayOption(parsing: "png:out", what: "--display") == nil)
    }

    @Test("no token: loopback only; a token: needed on every request but /healthz, as a bearer header or ?token=")
    func tokenRule() throws {
        let open = WebAccess(token: nil)
        #expect(throws: WebServerError.self) { try open.check(listening: WebListenAddress(host: "0.0.0.0", port: 80)) }
        try open.check(listening: WebListenAddress())
        #expect(open.permits(path: "/metrics", headers: [:]))

        let locked = WebAccess(token: "s3cret0123456789ab")
        try locked.check(listening: WebListenAddress(host: "0.0.0.0", port: 80), tls: true)
        #expect(throws: WebServerError.self, "plain HTTP beyond loopback") { try locked.check(listening: WebListenAddress(host: "0.0.0.0", port: 80)) }
        try locked.check(listening: WebListenAddress(host: "0.0.0.0", port: 80), insecureHTTP: true)
        #expect(!locked.permits(path: "/metrics", headers: [:]))
        #expect(!locked.permits(path: "/", headers: [.authorization: "Bearer s3cre"]))
        #expect(locked.permits(path: "/metrics", headers: [.authorization: "Bearer s3cret0123456789ab"]))
        #expect(locked.permits(path: "/ws?token=s3cret0123456789ab&frames=0", headers: [:]))
        #expect(!locked.permits(path: "/ws?token=other", headers: [:]))
        #expect(locked.permits(path: "/healthz", headers: [:]))
        #expect(!locked.permits(path: "/healthzX", headers: [:]))
    }

    @Test("an address alone listens on the default port: --listen 0.0.0.0, as the README writes it")
    func addressAlone() throws {
        #expect(try WebListenAddress(parsing: "0.0.0.0", what: "--listen") == WebListenAddress(host: "0.0.0.0", port: WebListenAddress.defaultPort))
        #expect(try WebListenAddress(parsing: "::", what: "--listen") == WebListenAddress(host: "::", port: WebListenAddress.defaultPort))
        #expect(try WebListenAddress(parsing: "kiosk.local", what: "--listen").port == WebListenAddress.defaultPort)
        #expect(try WebListenAddress(parsing: "0", what: "--listen") == WebListenAddress(host: "127.0.0.1", port: 0))
    }

    @Test("loopback is an address in 127.0.0.0/8, ::1 or localhost; a name that only starts with 127. is not", arguments: [
        ("127.0.0.1", true), ("127.45.6.7", true), ("::1", true), ("::ffff:127.0.0.1", true), ("localhost", true),
        ("127.example", false), ("127.0.0.1.nip.io", false), ("0.0.0.0", false), ("::", false), ("10.0.0.127", false), ("128.0.0.1", false),
    ])
    func loopback(_ host: String, _ expected: Bool) throws {
        #expect(WebListenAddress(host: host, port: 80).isLoopback == expected)
        // A name is judged on what it resolves to (127.0.0.1.nip.io may well be loopback): only names that never resolve here.
        if !expected, WebListenAddress.isAddressLiteral(host) || host.hasSuffix(".example") {
            #expect(throws: WebServerError.self) { try WebAccess(token: nil).check(listening: WebListenAddress(host: host, port: 80)) }
        }
    }

    @Test("the bearer scheme's name is case-insensitive; the token is not")
    func bearerScheme() {
        let locked = WebAccess(token: "s3cret0123456789ab")
        #expect(locked.permits(path: "/metrics", headers: [.authorization: "bearer s3cret0123456789ab"]))
        #expect(locked.permits(path: "/metrics", headers: [.authorization: "BEARER  s3cret0123456789ab"]))
        #expect(!locked.permits(path: "/metrics", headers: [.authorization: "Bearer S3CRET0123456789AB"]))
        #expect(!locked.permits(path: "/metrics", headers: [.authorization: "Basic s3cret0123456789ab"]))
        #expect(!locked.permits(path: "/metrics", headers: [.authorization: "Bearer"]))
    }

    @Test("token or not, only the kiosk's names are served (DNS rebinding): loopback, addresses, its own name", arguments: [
        ("127.0.0.1:8080", true), ("localhost:8080", true), ("localhost", true), ("[::1]:8080", true), ("192.168.1.5", true),
        ("rebind.evil:8080", false), ("127.example:8080", false),
    ])
    func hostRule(_ authority: String, _ served: Bool) {
        #expect(WebAccess(token: nil).permits(authority: authority) == served)
        #expect(WebAccess(token: "s3cret0123456789ab").permits(authority: authority) == served)
    }

    @Test("a token shorter than 16 characters or with spaces is refused at start, with how to make one", arguments: ["a", " ", "s3cret", "sixteen chars ok", "0123456789abcde"])
    func weakTokens(_ token: String) {
        #expect {
            try WebAccess(token: token).check(listening: WebListenAddress(host: "0.0.0.0", port: 80), tls: true)
        } throws: { error in
            "\(error)".contains("at least 16 characters") && "\(error)".contains("openssl rand")
        }
    }

    @Test("a token of 16 characters or more without spaces is taken")
    func strongToken() throws {
        try WebAccess(token: "0123456789abcdef").check(listening: WebListenAddress(host: "0.0.0.0", port: 80), tls: true)
    }

    @Test("a WebSocket upgrade from a page of another origin is refused")
    func sameOrigin() {
        #expect(WebAccess.sameOrigin(origin: nil, authority: "127.0.0.1:8080"))
        #expect(WebAccess.sameOrigin(origin: "http://127.0.0.1:8080", authority: "127.0.0.1:8080"))
        #expect(!WebAccess.sameOrigin(origin: "https://evil.example", authority: "127.0.0.1:8080"))
    }
}
