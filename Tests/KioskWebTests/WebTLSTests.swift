import Foundation
import Geometry
@testable import KioskWeb
import Logging
import Testing
import TestSupport

/// HTTPS: the self-signed certificate the kiosk makes and keeps, and a real
/// TLS client (curl, openssl) that trusts it by its fingerprint.
@Suite("web server TLS", .serialized)
struct WebTLSTests {
    static let curl = WebTestSupport.tool("curl"), openssl = WebTestSupport.tool("openssl")

    /// Runs `path arguments` with `input` on standard input: its status and output.
    static func run(_ path: String, _ arguments: [String], input: String = "") throws -> (Int32, String) {
        try WebTestSupport.output(path, arguments, input: input)
    }

    /// `openssl x509 -fingerprint -sha256` of a PEM certificate: `AB:CD:…`.
    static func opensslFingerprint(pem: String) throws -> String {
        let (_, text) = try run(try #require(openssl), ["x509", "-noout", "-fingerprint", "-sha256"], input: pem)
        return String(text.split(separator: "=", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("the self-signed certificate: made once with its key readable by its owner only, its fingerprint openssl's, kept, made again for a new name",
          .enabled(if: openssl != nil, "needs openssl"))
    func selfSigned() throws {
        let directory = try WebSecurityTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let made = try WebTLS.selfSigned(in: directory, names: ["kiosk.lan"])
        #expect(made.created)
        let pem = try String(contentsOfFile: made.certificatePath, encoding: .utf8)
        #expect(try Self.opensslFingerprint(pem: pem) == made.fingerprint)
        #expect(made.fingerprint.count == 32 * 3 - 1)
        var status = stat()
        #expect(stat(directory + "/" + WebTLS.keyFileName, &status) == 0 && status.st_mode & 0o777 == 0o600)
        let (_, text) = try Self.run(try #require(Self.openssl), ["x509", "-noout", "-ext", "subjectAltName"], input: pem)
        #expect(text.contains("DNS:kiosk.lan") && text.contains("DNS:localhost") && text.contains("IP Address:127.0.0.1"), "\(text)")
        let kept = try WebTLS.selfSigned(in: directory, names: ["kiosk.lan"])
        #expect(!kept.created && kept.fingerprint == made.fingerprint)
        let renamed = try WebTLS.selfSigned(in: directory, names: ["kiosk.lan", "kiosk.example"])
        #expect(renamed.created && renamed.fingerprint != made.fingerprint)
        let expiring = try WebTLS.selfSigned(in: directory, names: [], now: Date().addingTimeInterval(820 * 86400))
        #expect(expiring.created, "made again within 30 days of its end")
    }

    @Test("beyond loopback: served over HTTPS to a client that trusts the certificate by its fingerprint; plain HTTP gets nothing; without TLS it does not start",
          .enabled(if: curl != nil && openssl != nil, "needs curl and openssl"), .timeLimit(.minutes(1)))
    func servedOverTLS() async throws {
        let directory = try WebSecurityTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let security = try WebSecurity.prepare(WebSecurityOptions(stateDirectory: directory), listening: WebListenAddress(host: "0.0.0.0", port: 0))
        let tls = try #require(security.tls)
        let token = try #require(security.access.token)
        let logger = Logger(label: "test")
        let server = try KioskWebServer(address: WebListenAddress(host: "0.0.0.0", port: 0), access: security.access, screen: Size(width: 10, height: 10),
                                        tls: tls, logger: logger).start()
        defer { server.stop() }

        // The certificate the server presents is the one whose fingerprint was logged.
        let (_, presented) = try Self.run(try #require(Self.openssl), ["s_client", "-connect", "127.0.0.1:\(server.port)", "-servername", "localhost"])
        let begin = try #require(presented.range(of: "-----BEGIN CERTIFICATE-----")), end = try #require(presented.range(of: "-----END CERTIFICATE-----"))
        #expect(try Self.opensslFingerprint(pem: String(presented[begin.lowerBound..<end.upperBound])) == tls.fingerprint)

        // curl trusting that certificate alone, checking the name.
        let curl = try #require(Self.curl)
        let (okStatus, health) = try Self.run(curl, ["-sS", "--max-time", "10", "--cacert", tls.certificatePath, "https://localhost:\(server.port)/healthz"])
        #expect(okStatus == 0 && health == "ok\n", "\(health)")
        let (_, refused) = try Self.run(curl, ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--cacert", tls.certificatePath, "https://127.0.0.1:\(server.port)/"])
        #expect(refused == "401", "no token: \(refused)")
        let (_, withToken) = try Self.run(curl, ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--cacert", tls.certificatePath,
                                                 "-H", "Authorization: Bearer \(token)", "https://127.0.0.1:\(server.port)/"])
        #expect(withToken == "200")
        // A redirect with a Secure cookie for the page's ?token=.
        let (_, headers) = try Self.run(curl, ["-s", "-D", "-", "-o", "/dev/null", "--cacert", tls.certificatePath, "https://127.0.0.1:\(server.port)/?token=\(token)&frames=0"])
        #expect(headers.contains("HTTP/1.1 303") && headers.lowercased().contains("location: /?frames=0"), "\(headers)")
        #expect(headers.contains("HttpOnly; SameSite=Strict; Secure"), "\(headers)")
        // Plain HTTP on the same port: no answer.
        let (plainStatus, _) = try Self.run(curl, ["-s", "--max-time", "5", "http://127.0.0.1:\(server.port)/healthz"])
        #expect(plainStatus != 0, "plain HTTP was answered")

        #expect {
            try KioskWebServer(address: WebListenAddress(host: "0.0.0.0", port: 0), access: security.access, screen: Size(width: 10, height: 10), logger: logger).start()
        } throws: { "\($0)".contains("needs TLS") && "\($0)".contains("--insecure-http") }
    }
}
