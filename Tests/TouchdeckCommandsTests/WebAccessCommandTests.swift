import Foundation
import Testing
import TestSupport

/// The auth rule on a real kiosk: loopback by default; any other address needs a token, which every request but /healthz must carry.
@Suite("web server access", .serialized)
struct WebAccessCommandTests {
    @Test("listening on 0.0.0.0 without a token is refused at start, naming the fix",
          .enabled(if: WebTestSupport.hasTouchdeck, "needs the built touchdeck"))
    func nonLocalNeedsToken() throws {
        let (status, errors) = try ChildProcess.run(WebTestSupport.touchdeck, ["run", "wallet", "--display", "web:0", "--listen", "0.0.0.0:0"], timeout: 60)
        #expect(status == 1)
        #expect(errors.contains("needs a token"), "\(errors)")
        #expect(errors.contains("--token"))
    }

    @Test("on 0.0.0.0 with a token: a request without it is refused (401), with it answered; /healthz needs none",
          .enabled(if: WebTestSupport.hasTouchdeck, "needs the built touchdeck"))
    func tokenIsRequired() async throws {
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--listen", "0.0.0.0:0", "--token", "s3cret"])
        defer { kiosk.stop() }
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics").0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/").0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/ws").0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics", headers: ["Authorization": "Bearer wrong"]).0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics?token=wrong").0 == 401)
        let (status, body) = await WebTestSupport.http("GET", kiosk.base + "/metrics", headers: ["Authorization": "Bearer s3cret"])
        #expect(status == 200)
        #expect(String(decoding: body, as: UTF8.self).contains("touchdeck_uptime_seconds"))
        #expect(await WebTestSupport.http("GET", kiosk.base + "/?token=s3cret").0 == 200)
        let (health, text) = await WebTestSupport.http("GET", kiosk.base + "/healthz")
        #expect(health == 200)
        #expect(String(decoding: text, as: UTF8.self) == "ok\n", "the loop answered the health check")
    }
}
