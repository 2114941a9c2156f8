import Foundation
import Testing
import TestSupport

/// A real Prometheus server on loopback scrapes the kiosk's /metrics over TLS, with the bearer token file and the kiosk's
/// certificate as docs/operations/metrics.md's fleet scrape config shows.
@Suite("Prometheus scrapes the kiosk", .serialized)
struct PrometheusScrapeTests {
    static let prometheus = WebTestSupport.tool("prometheus")

    /// The value of an instant query's first series, if any.
    static func query(_ base: String, _ expression: String) async -> Double? {
        let encoded = expression.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? expression
        let (status, body) = await WebTestSupport.http("GET", "\(base)/api/v1/query?query=\(encoded)", timeout: 5)
        guard status == 200, let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let data = json["data"] as? [String: Any], let result = data["result"] as? [[String: Any]],
              let value = result.first?["value"] as? [Any], value.count == 2, let text = value[1] as? String else { return nil }
        return Double(text)
    }

    @Test("Prometheus scrapes /metrics over HTTPS with a bearer token file every second and its HTTP API returns the kiosk's series",
          .enabled(if: WebTestSupport.hasTouchdeck && prometheus != nil, "needs prometheus (tools/setup.sh installs it) and the built touchdeck"),
          .timeLimit(.minutes(2)))
    func scraped() async throws {
        let directory = try WebTestSupport.temporaryDirectory("prometheus")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokenFile = directory.appendingPathComponent("touchdeck.token")
        try "s3cret0123456789ab\n".write(to: tokenFile, atomically: true, encoding: .utf8)
        // Beyond loopback, as a fleet's kiosks listen: HTTPS with the certificate the kiosk makes in its state directory.
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--screen", "800x480", "--listen", "0.0.0.0:0", "--token-file", tokenFile.path],
                                     environment: ["XDG_STATE_HOME": directory.path])
        defer { kiosk.stop() }
        let certificate = directory.appendingPathComponent("touchdeck/web-tls-cert.pem").path
        let config = """
            global: {scrape_interval: 1s, evaluation_interval: 1s}
            scrape_configs:
              - job_name: touchdeck
                scrape_interval: 1s
                scheme: https
                tls_config: {ca_file: \(certificate)}
                authorization: {type: Bearer, credentials_file: \(tokenFile.path)}
                static_configs:
                  - targets: ["localhost:\(kiosk.port)"]
                    labels: {kiosk: test}
            """
        let configFile = directory.appendingPathComponent("prometheus.yml")
        try config.write(to: configFile, atomically: true, encoding: .utf8)
        let port = try WebTestSupport.freePort()
        let server = try ChildProcess(try #require(Self.prometheus), [
            "--config.file=\(configFile.path)", "--storage.tsdb.path=\(directory.appendingPathComponent("data").path)",
            "--web.listen-address=127.0.0.1:\(port)", "--log.level=warn"])
        defer { _ = server.stop(with: SIGTERM, timeout: 20) }
        let base = "http://127.0.0.1:\(port)"
        let up = await WebTestSupport.eventually(timeout: 60) { await Self.query(base, #"up{job="touchdeck",kiosk="test"}"#).flatMap { $0 == 1 ? $0 : nil } }
        #expect(up == 1, "Prometheus scraped the kiosk with the token: \(server.errorText)")
        let uptime = await WebTestSupport.eventually(timeout: 20) { await Self.query(base, #"touchdeck_uptime_seconds{job="touchdeck"}"#) }
        #expect((uptime ?? 0) > 0)
        let frames = await Self.query(base, #"touchdeck_frames_total{job="touchdeck"}"#)
        #expect(frames != nil, "the frame counter is a series")
        let buckets = await Self.query(base, #"count(touchdeck_frame_seconds_bucket{job="touchdeck"})"#)
        #expect((buckets ?? 0) >= 10, "the frame-time histogram's buckets are series")
    }
}
