import Foundation
import HTTPTypes
@testable import KioskWeb
import Logging
import Testing

/// Host and Origin (DNS rebinding), the token's strength, file and cookie, the page's CSP.
@Suite("web security: hosts, origins, tokens, cookie, CSP")
struct WebSecurityTests {
    @Test("token or not, a Host that is not the kiosk's is refused: rebinding names, look-alikes; names given, addresses and the machine's name are served",
          arguments: [
              ("127.0.0.1:8080", true), ("localhost:8080", true), ("LOCALHOST.", true), ("[::1]:8080", true), ("192.168.1.5:8080", true),
              ("kiosk.lan:8080", true), ("KIOSK.LAN.", true), ("rebind.evil:8080", false), ("127.example:8080", false),
              ("localhost.evil", false), ("127.0.0.1.nip.io:8080", false), ("kiosk.lan.evil", false), ("", false),
          ])
    func hosts(_ authority: String, _ served: Bool) {
        #expect(WebAccess(token: nil, names: ["kiosk.lan"]).permits(authority: authority) == served)
        #expect(WebAccess(token: "s3cret0123456789ab", names: ["kiosk.lan"]).permits(authority: authority) == served)
    }

    @Test("the machine's own name, and its .local name, are the kiosk's")
    func machineName() throws {
        let name = try #require(HostCheck.machineNames.first)
        #expect(WebAccess(token: nil).permits(authority: name + ":8080"))
        #expect(HostCheck.machineNames.contains { $0.hasSuffix(".local") })
    }

    @Test("a WebSocket's Origin must be the kiosk's own page: same scheme, host and port; a rebinding site's is refused")
    func origins() {
        let access = WebAccess(token: nil, names: ["kiosk.lan"])
        #expect(access.permits(origin: nil, authority: "127.0.0.1:8080", secure: false), "not a browser: no Origin")
        #expect(access.permits(origin: "http://127.0.0.1:8080", authority: "127.0.0.1:8080", secure: false))
        #expect(access.permits(origin: "https://kiosk.lan:8443", authority: "KIOSK.lan:8443", secure: true))
        #expect(!access.permits(origin: "http://kiosk.lan:8443", authority: "kiosk.lan:8443", secure: true), "http page on a TLS server")
        #expect(!access.permits(origin: "http://rebind.evil:8080", authority: "rebind.evil:8080", secure: false), "same origin, but a rebinding name")
        #expect(!access.permits(origin: "http://evil.example", authority: "127.0.0.1:8080", secure: false))
        #expect(!access.permits(origin: "http://127.0.0.1:9999", authority: "127.0.0.1:8080", secure: false), "another port")
        #expect(!access.permits(origin: "null", authority: "127.0.0.1:8080", secure: false))
        #expect(!access.permits(origin: "http://127.0.0.1:8080", authority: nil, secure: false))
    }

    @Test("a blank, short or spaced token is refused naming where it came from", arguments: ["", " ", "a", "0123456789abcde", "sixteen chars ok", "0123456789abcdef\u{7}"])
    func weakTokens(_ token: String) {
        #expect {
            try WebSecurity.prepare(WebSecurityOptions(token: (token, "--token")), listening: WebListenAddress(port: 0))
        } throws: { error in
            "\(error)".hasPrefix("--token: ") && "\(error)".contains("at least 16 characters")
        }
    }

    @Test("--token-file: the first line, checked; a weak one names the file")
    func tokenFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "f00dfeedf00dfeed1234\nrest\n".write(toFile: directory + "/good", atomically: true, encoding: .utf8)
        try "short\n".write(toFile: directory + "/weak", atomically: true, encoding: .utf8)
        #expect(try WebToken.read(file: directory + "/good", what: "--token-file") == "f00dfeedf00dfeed1234")
        #expect { try WebToken.read(file: directory + "/weak", what: "--token-file") } throws: { "\($0)".contains("--token-file \(directory)/weak") }
        #expect { try WebToken.read(file: directory + "/none", what: "kiosk.web.tokenFile") } throws: { "\($0)".contains("kiosk.web.tokenFile") }
    }

    @Test("with none given, a 256-bit token is made once, kept readable by its owner only, and read again; a file others can read is refused")
    func storedToken() throws {
        let directory = try Self.temporaryDirectory() + "/state"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let made = try WebToken.stored(in: directory)
        #expect(made.created)
        #expect(made.token.count == 64 && made.token.allSatisfy(\.isHexDigit))
        var status = stat()
        #expect(stat(made.path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(stat(directory, &status) == 0 && status.st_mode & 0o077 == 0, "the state directory is its owner's alone")
        let again = try WebToken.stored(in: directory)
        #expect(!again.created && again.token == made.token)
        #expect(try WebToken.stored(in: try Self.temporaryDirectory()).token != made.token, "random, not derived")
        chmod(made.path, 0o644)
        #expect { try WebToken.stored(in: directory) } throws: { "\($0)".contains("readable by others") }
    }

    @Test("beyond loopback without a token one is made in the state directory and logged by path, never by value")
    func preparedBeyondLoopback() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let security = try WebSecurity.prepare(WebSecurityOptions(stateDirectory: directory), listening: WebListenAddress(host: "0.0.0.0", port: 0))
        let token = try #require(security.access.token)
        #expect(try WebToken.stored(in: directory).token == token)
        #expect(security.tls != nil, "served over TLS")
        #expect(security.notes.contains { $0.contains(directory + "/web-token") })
        #expect(!security.notes.joined().contains(token))
        let loopback = try WebSecurity.prepare(WebSecurityOptions(stateDirectory: directory), listening: WebListenAddress(port: 0))
        #expect(loopback.access.token == nil && loopback.tls == nil, "loopback needs neither")
        let plain = try WebSecurity.prepare(WebSecurityOptions(insecureHTTP: true, stateDirectory: directory), listening: WebListenAddress(host: "0.0.0.0", port: 0))
        #expect(plain.tls == nil && plain.access.token == token)
        #expect { try WebSecurity.prepare(WebSecurityOptions(tlsCertificate: "/x.pem"), listening: WebListenAddress(port: 0)) } throws: { "\($0)".contains("--tls-key") }
    }

    @Test("loopback is decided on the resolved address: localhost resolves to loopback, a name that does not resolve is refused, a literal stays")
    func resolvedLoopback() throws {
        #expect(try WebListenAddress(host: "localhost", port: 1).resolved().isLoopback)
        #expect(try WebListenAddress(host: "localhost", port: 1).resolved().host != "localhost", "bound as an address")
        #expect(try WebListenAddress(host: "0.0.0.0", port: 1).resolved() == WebListenAddress(host: "0.0.0.0", port: 1))
        #expect(throws: WebServerError.self) { try WebListenAddress(host: "127.example", port: 1).resolved() }
        #expect(throws: WebServerError.self) { try WebAccess(token: "s3cret0123456789ab").check(listening: WebListenAddress(host: "127.example", port: 1), tls: true) }
    }

    @Test("--listen ADDRESS takes the default port, or --display web:PORT's (the README's example)")
    func listenAddressAlone() throws {
        #expect(try WebListenAddress.chosen(listen: "0.0.0.0", configured: nil, port: nil) == WebListenAddress(host: "0.0.0.0", port: 8080))
        #expect(try WebListenAddress.chosen(listen: "0.0.0.0", configured: nil, port: 9000) == WebListenAddress(host: "0.0.0.0", port: 9000))
        #expect(try WebListenAddress.chosen(listen: nil, configured: "::", port: 9000) == WebListenAddress(host: "::", port: 9000))
    }

    @Test("the page's cookie: HttpOnly, SameSite=Strict, Secure under TLS, named by port, an HMAC of the token and not the token; it lets requests in")
    func cookie() {
        let token = "s3cret0123456789ab"
        let header = SessionCookie.setCookie(token: token, authority: "127.0.0.1:8080", secure: false)
        #expect(header.hasPrefix("touchdeck-8080="))
        #expect(header.contains("; HttpOnly") && header.contains("; SameSite=Strict") && header.contains("; Path=/"))
        #expect(!header.contains("Secure"))
        #expect(SessionCookie.setCookie(token: token, authority: "kiosk:8443", secure: true).hasSuffix("; Secure"))
        #expect(!header.contains(token))
        let value = SessionCookie.value(token: token)
        #expect(value.count == 64 && value != SessionCookie.value(token: token + "x"))
        let access = WebAccess(token: token)
        #expect(access.permits(path: "/ws", headers: [.cookie: "a=b; touchdeck-8080=\(value)"], authority: "127.0.0.1:8080"))
        #expect(!access.permits(path: "/ws", headers: [.cookie: "touchdeck-8080=\(value)"], authority: "127.0.0.1:9090"), "another kiosk's cookie")
        #expect(!access.permits(path: "/ws", headers: [.cookie: "touchdeck-8080=\(token)"], authority: "127.0.0.1:8080"), "the token is not the cookie")
    }

    @Test("the page's CSP allows its own inline script and style by hash only; everything else gets a CSP that allows nothing")
    func contentSecurityPolicy() {
        #expect(PreviewPage.inlineHashes(of: "<p><script>alert(1)</script>", element: "script") == "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
        #expect(PreviewPage.inlineHashes(of: "<p>", element: "script") == "'none'")
        let html = PreviewPage.html(width: 800, height: 480, preview: true)
        let policy = PreviewPage.contentSecurityPolicy(of: html)
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(policy.contains("script-src 'sha256-"))
        #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
        #expect(policy.contains("style-src 'sha256-"))
    }

    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("web-security-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
