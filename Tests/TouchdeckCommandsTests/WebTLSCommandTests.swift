import Foundation
import Testing
import TestSupport

/// TLS on a real kiosk: beyond loopback it serves HTTPS with a self-signed
/// certificate it makes (or one given), and a client that trusts that
/// certificate by the fingerprint the kiosk logged gets in.
@Suite("web server TLS on a real kiosk", .serialized)
struct WebTLSCommandTests {
    static let curl = WebTestSupport.tool("curl"), openssl = WebTestSupport.tool("openssl")
    static let available = WebTestSupport.hasTouchdeck && curl != nil && openssl != nil

    /// Runs `path arguments` with `input` on standard input: its status and output.
    static func output(_ path: String, _ arguments: [String], input: String = "") throws -> (Int32, String) {
        try WebTestSupport.output(path, arguments, input: input)
    }

    /// The SHA-256 fingerprint of the certificate the server on `port` presents, as openssl prints it.
    static func presentedFingerprint(port: Int) throws -> String {
        let openssl = try #require(Self.openssl)
        let (_, presented) = try output(openssl, ["s_client", "-connect", "127.0.0.1:\(port)", "-servername", "localhost"])
        guard let begin = presented.range(of: "-----BEGIN CERTIFICATE-----"), let end = presented.range(of: "-----END CERTIFICATE-----") else { return "" }
        let (_, text) = try output(openssl, ["x509", "-noout", "-fingerprint", "-sha256"], input: String(presented[begin.lowerBound..<end.upperBound]))
        return String(text.split(separator: "=", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("the README's example (--display web:PORT --listen 0.0.0.0 --token-file FILE): HTTPS on that port with a self-signed certificate whose logged fingerprint is the one served; plain HTTP refused; the same certificate given with --tls-cert/--tls-key",
          .enabled(if: available, "needs curl, openssl and the built touchdeck"), .timeLimit(.minutes(2)))
    func readmeExampleOverTLS() async throws {
        let state = try TemporaryDirectory()
        let file = try state.write("token", "f00dfeedf00dfeed1234\n")
        let port = try WebTestSupport.freePort()
        let kiosk = try KioskProcess(["wallet", "--display", "web:\(port)", "--listen", "0.0.0.0", "--token-file", file],
                                     environment: ["XDG_STATE_HOME": state.path])
        var stopped = false
        defer { if !stopped { kiosk.stop() } }
        #expect(kiosk.port == port, "listening on the display's port")
        let certificate = state.path + "/touchdeck/web-tls-cert.pem", key = state.path + "/touchdeck/web-tls-key.pem"
        let logged = try #require(kiosk.child.errorText.range(of: #"fingerprint [0-9A-F:]{95}"#, options: .regularExpression).map { String(kiosk.child.errorText[$0].dropFirst(12)) },
                                  "the fingerprint is logged: \(kiosk.child.errorText)")
        #expect(kiosk.child.errorText.contains("https://127.0.0.1:\(port)/"))
        #expect(try Self.presentedFingerprint(port: port) == logged, "the served certificate is the logged one")

        let curl = try #require(Self.curl)
        let (status, metrics) = try Self.output(curl, ["-sS", "--max-time", "10", "--cacert", certificate, "-H", "Authorization: Bearer f00dfeedf00dfeed1234",
                                                       "https://localhost:\(port)/metrics"])
        #expect(status == 0 && metrics.contains("touchdeck_uptime_seconds"), "\(metrics)")
        let (_, refused) = try Self.output(curl, ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--cacert", certificate, "https://localhost:\(port)/metrics"])
        #expect(refused == "401")
        let plain = await WebTestSupport.http("GET", kiosk.base + "/healthz", timeout: 5)
        #expect(plain.0 == 0, "plain HTTP beyond loopback without --insecure-http got an answer")
        stopped = true
        kiosk.stop()

        // The same pair given as files, on loopback: served over TLS with that certificate.
        let given = try KioskProcess(["wallet", "--display", "web:0", "--tls-cert", certificate, "--tls-key", key], environment: ["XDG_STATE_HOME": state.path])
        defer { given.stop() }
        #expect(try Self.presentedFingerprint(port: given.port) == logged)
        let (_, health) = try Self.output(curl, ["-sS", "--cacert", certificate, "https://localhost:\(given.port)/healthz"])
        #expect(health == "ok\n")

        let (halfStatus, halfErrors) = try ChildProcess.run(WebTestSupport.touchdeck, ["run", "wallet", "--display", "web:0", "--tls-cert", certificate], timeout: 60)
        #expect(halfStatus == 1)
        #expect(halfErrors.contains("--tls-cert needs --tls-key"), "\(halfErrors)")
    }
}
