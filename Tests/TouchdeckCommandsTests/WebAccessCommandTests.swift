import Foundation
import Testing
import TestSupport

/// The auth rule on a real kiosk: loopback by default; any other address is served with a token (made when none is given), which every request but /healthz must carry.
@Suite("web server access", .serialized)
struct WebAccessCommandTests {
    @Test("listening on 0.0.0.0 without a token: a 256-bit one is made, kept readable by the kiosk's user only, logged by path and never by value, and needed",
          .enabled(if: WebTestSupport.hasTouchdeck, "needs the built touchdeck"))
    func nonLocalMakesToken() async throws {
        let state = try TemporaryDirectory()
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--listen", "0.0.0.0:0", "--insecure-http"], environment: ["XDG_STATE_HOME": state.path])
        defer { kiosk.stop() }
        let path = state.path + "/touchdeck/web-token"
        let token = try String(contentsOfFile: path, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(token.count == 64)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(kiosk.child.errorText.contains(path), "where the token is kept is logged")
        #expect(!kiosk.child.errorText.contains(token), "the token was logged")
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics").0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics", headers: ["Authorization": "bearer \(token)"]).0 == 200)
    }

    @Test("a blank token, or a name only written like loopback (127.example), is refused at start naming the option",
          .enabled(if: WebTestSupport.hasTouchdeck, "needs the built touchdeck"))
    func refusedAtStart() throws {
        for token in ["", " ", "a"] {
            let (status, errors) = try ChildProcess.run(WebTestSupport.touchdeck, ["run", "wallet", "--display", "web:0", "--token", token], timeout: 60)
            #expect(status == 1)
            #expect(errors.contains("--token: a token must be at least 16 characters"), "\(errors)")
        }
        let (status, errors) = try ChildProcess.run(WebTestSupport.touchdeck, ["run", "wallet", "--display", "web:0", "--listen", "127.example:0"], timeout: 60)
        #expect(status == 1)
        #expect(errors.contains("127.example does not resolve"), "\(errors)")
    }

    @Test("on 0.0.0.0 with a token: a request without it is refused (401), with it answered; /healthz needs none",
          .enabled(if: WebTestSupport.hasTouchdeck, "needs the built touchdeck"))
    func tokenIsRequired() async throws {
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--listen", "0.0.0.0:0", "--token", "s3cret0123456789ab", "--insecure-http"])
        defer { kiosk.stop() }
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics").0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/").0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/ws").0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics", headers: ["Authorization": "Bearer wrong"]).0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics?token=wrong").0 == 401)
        let (status, body) = await WebTestSupport.http("GET", kiosk.base + "/metrics", headers: ["Authorization": "Bearer s3cret0123456789ab"])
        #expect(status == 200)
        #expect(String(decoding: body, as: UTF8.self).contains("touchdeck_uptime_seconds"))
        let pageURL = kiosk.base + "/?token=s3cret0123456789ab"
        let exchanged = await Task.detached { RawHTTP.exchangeWithHeader("GET", pageURL) }.value
        #expect(exchanged.status == 303, "the page's token is exchanged for a cookie")
        let cookie = try #require(exchanged.header.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") })
        #expect(cookie.contains("HttpOnly; SameSite=Strict"))
        let pair = String(cookie.dropFirst("set-cookie:".count).split(separator: ";")[0]).trimmingCharacters(in: .whitespaces)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics", headers: ["Cookie": pair]).0 == 200)
        let (health, text) = await WebTestSupport.http("GET", kiosk.base + "/healthz")
        #expect(health == 200)
        #expect(String(decoding: text, as: UTF8.self) == "ok\n", "the loop answered the health check")
    }

    @Test("token or not: a request naming another host is refused (DNS rebinding); no page may be framed by another site",
          .enabled(if: WebTestSupport.hasTouchdeck, "needs the built touchdeck"))
    func rebindingAndFraming() async throws {
        let kiosk = try KioskProcess(["wallet", "--display", "web:0"])
        defer { kiosk.stop() }
        let port = kiosk.port
        let locked = try KioskProcess(["wallet", "--display", "web:0", "--token", "s3cret0123456789ab"])
        defer { locked.stop() }
        let lockedURL = locked.base + "/metrics", lockedPort = locked.port
        let lockedRebound = await Task.detached {
            RawHTTP.exchangeWithHeader("GET", lockedURL, headers: ["Host": "rebind.evil:\(lockedPort)", "Authorization": "Bearer s3cret0123456789ab"])
        }.value
        #expect(lockedRebound.status == 403, "with a token too: \(lockedRebound.header)")
        let url = kiosk.base + "/", traceURL = kiosk.base + "/trace"
        let rebound = await Task.detached { RawHTTP.exchangeWithHeader("GET", url, headers: ["Host": "rebind.evil:\(port)"]) }.value
        #expect(rebound.status == 403, "a page of rebind.evil reached the kiosk: \(rebound.header)")
        let traceRebound = await Task.detached { RawHTTP.exchangeWithHeader("GET", traceURL, headers: ["Host": "127.example:\(port)"]) }.value
        #expect(traceRebound.status == 403)
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "localhost"] {
            let own = await Task.detached { RawHTTP.exchangeWithHeader("GET", url, headers: ["Host": host]) }.value
            #expect(own.status == 200, "Host \(host): \(own.header)")
        }
        let page = await Task.detached { RawHTTP.exchangeWithHeader("GET", url) }.value
        let fields = page.header.lowercased()
        #expect(fields.contains("x-frame-options: deny"), "\(page.header)")
        #expect(fields.contains("content-security-policy: default-src 'none'; script-src 'sha256-"), "\(page.header)")
        #expect(fields.contains("frame-ancestors 'none'"), "\(page.header)")
    }

    @Test("--token-file reads the token from a file (never in ps); a short token, or both options, are refused naming the problem",
          .enabled(if: WebTestSupport.hasTouchdeck, "needs the built touchdeck"))
    func tokenFile() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("token", "f00dfeedf00dfeed1234\n")
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--listen", "0.0.0.0:0", "--token-file", file, "--insecure-http"])
        defer { kiosk.stop() }
        #expect(!kiosk.child.errorText.contains("f00dfeedf00dfeed1234"), "the token was logged")
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics").0 == 401)
        #expect(await WebTestSupport.http("GET", kiosk.base + "/metrics", headers: ["Authorization": "Bearer f00dfeedf00dfeed1234"]).0 == 200)

        let (shortStatus, shortErrors) = try ChildProcess.run(WebTestSupport.touchdeck, ["run", "wallet", "--display", "web:0", "--listen", "0.0.0.0:0", "--token", "a"], timeout: 60)
        #expect(shortStatus == 1)
        #expect(shortErrors.contains("at least 16 characters"), "\(shortErrors)")
        let (bothStatus, bothErrors) = try ChildProcess.run(WebTestSupport.touchdeck, ["run", "wallet", "--display", "web:0", "--token", "f00dfeedf00dfeed1234", "--token-file", file], timeout: 60)
        #expect(bothStatus != 0)
        #expect(bothErrors.contains("--token-file"), "\(bothErrors)")
        let (endlessStatus, endlessErrors) = try ChildProcess.run(WebTestSupport.touchdeck, ["run", "wallet", "--display", "web:0", "--token-file", "/dev/zero"], timeout: 60)
        #expect(endlessStatus != 0)
        #expect(endlessErrors.contains("/dev/zero: the first line is not a token"), "\(endlessErrors)")
        let missing = directory.path + "/no-such-token"
        let (missingStatus, missingErrors) = try ChildProcess.run(WebTestSupport.touchdeck, ["run", "wallet", "--display", "web:0", "--token-file", missing], timeout: 60)
        #expect(missingStatus != 0)
        #expect(missingErrors.contains(missing), "\(missingErrors)")
    }
}
