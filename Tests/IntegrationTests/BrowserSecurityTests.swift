import Foundation
import Testing
import TestSupport

/// The preview's defences in a real headless Chromium: a rebinding site, a
/// framing site, the token exchanged for a cookie, the page's CSP.
@Suite("browser preview security in headless Chromium", .serialized)
struct BrowserSecurityTests {
    static let available = BrowserPreviewTests.available
    static let skipReason = BrowserPreviewTests.skipReason

    /// What a hostile page's script tries from its own origin: read the touch
    /// history and metrics, write a field trace, open the WebSocket and tap.
    static let attack = """
        return (async () => {
          const result = {};
          for (const [name, method, path] of [["trace", "GET", "/trace"], ["metrics", "GET", "/metrics"], ["write", "POST", "/trace"], ["page", "GET", "/"]]) {
            try { result[name] = (await fetch(path, { method })).status; } catch (error) { result[name] = "failed"; }
          }
          result.socket = await new Promise(resolve => {
            const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws?frames=0");
            socket.onopen = () => {
              for (const type of ["down", "up"]) socket.send(JSON.stringify({ type, pointer: 1, x: 400, y: 240, pinch: false, seq: 1 }));
              setTimeout(() => { socket.close(); resolve("open"); }, 500);
            };
            socket.onerror = () => resolve("refused");
            setTimeout(() => resolve("timeout"), 5000);
          });
          return result;
        })();
        """

    /// Touch frames in the kiosk's field-trace ring (`POST /trace` from the test itself).
    static func ringFrames(_ kiosk: KioskProcess, headers: [String: String] = [:]) async -> Int? {
        let (status, body) = await WebTestSupport.http("POST", kiosk.base + "/trace", headers: headers)
        guard status == 200 else { return nil }
        return (try? JSONSerialization.jsonObject(with: body) as? [String: Any])?["frames"] as? Int
    }

    static func chromium(_ arguments: [String] = []) async throws -> WebDriver {
        try await WebDriver(chromedriver: try #require(BrowserPreviewTests.chromedriver), chromium: try #require(BrowserPreviewTests.chromium),
                            width: 1000, height: 700, arguments: arguments)
    }

    /// A static site (Python's http.server) on 127.0.0.1:`port` serving `html` as its page.
    static func site(_ html: String, port: Int, in directory: URL) async throws -> ChildProcess {
        let root = directory.appendingPathComponent("site-\(port)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try html.write(to: root.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let server = try ChildProcess("/usr/bin/python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", root.path])
        let served = await WebTestSupport.eventually(timeout: 10) { () async -> Bool? in
            await WebTestSupport.http("GET", "http://127.0.0.1:\(port)/").0 == 200 ? true : nil
        }
        #expect(served == true, "the site serves: \(server.errorText)")
        return server
    }

    @Test("DNS rebinding: a page of rebind.evil, whose name then resolves to 127.0.0.1, can neither read /trace or /metrics, write a trace, nor tap; the kiosk's own page can",
          .enabled(if: available, skipReason), .timeLimit(.minutes(2)))
    func rebinding() async throws {
        let directory = try WebTestSupport.temporaryDirectory("rebinding")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The attacker's site answers rebind.evil:PORT first; then the name leads to the kiosk on the same port.
        let port = try WebTestSupport.freePort()
        let site = try await Self.site("<!doctype html><title>rebind.evil</title><p>nothing to see", port: port, in: directory)
        var siteRunning = true
        defer { if siteRunning { _ = site.stop(with: SIGTERM, timeout: 5) } }
        let browser = try await Self.chromium(["--host-resolver-rules=MAP rebind.evil 127.0.0.1"])
        var kioskProcess: KioskProcess?
        defer { kioskProcess?.stop() }
        do {
            try await browser.open("http://rebind.evil:\(port)/")
            #expect(try await browser.execute("return document.title") as? String == "rebind.evil")
            siteRunning = false
            _ = site.stop(with: SIGTERM, timeout: 5)
            let kiosk = try KioskProcess(["wallet", "--display", "web:\(port)", "--screen", "800x480", "--ring", "60", "--ring-directory", directory.path])
            kioskProcess = kiosk
            let attacked = try await browser.execute(Self.attack) as? [String: Any]
            for name in ["trace", "metrics", "write", "page"] {
                #expect(attacked?[name] as? Int == 403, "\(name): \(attacked?[name] ?? "nothing")")
            }
            #expect(attacked?["socket"] as? String == "refused")
            #expect(await Self.ringFrames(kiosk) == 0, "no touch reached the kiosk")

            // The same script from the kiosk's own page does all of it: the test can tell.
            try await browser.open(kiosk.base + "/?frames=0")
            let own = try await browser.execute(Self.attack) as? [String: Any]
            #expect(own?["trace"] as? Int == 200 && own?["metrics"] as? Int == 200 && own?["write"] as? Int == 200, "\(own ?? [:])")
            #expect(own?["socket"] as? String == "open")
            // `POST /trace` is rate-limited (2 at once, then one every 5 s): wait long enough for a write.
            let frames = await WebTestSupport.eventually(timeout: 12) { await Self.ringFrames(kiosk).flatMap { $0 > 0 ? $0 : nil } }
            #expect(frames != nil, "the own page's tap reached the kiosk")
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    @Test("clickjacking: a page of another origin framing the preview shows nothing of it, and a click on the frame is no tap",
          .enabled(if: available, skipReason), .timeLimit(.minutes(1)))
    func framing() async throws {
        let directory = try WebTestSupport.temporaryDirectory("framing")
        defer { try? FileManager.default.removeItem(at: directory) }
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--screen", "800x480", "--ring", "60", "--ring-directory", directory.path])
        defer { kiosk.stop() }
        let port = try WebTestSupport.freePort()
        let server = try await Self.site("""
            <!doctype html><title>win a prize</title><body style="margin:0">
            <iframe id="kiosk" src="\(kiosk.base)/" width="900" height="600" style="border:0"></iframe>
            """, port: port, in: directory)
        defer { _ = server.stop(with: SIGTERM, timeout: 5) }
        let browser = try await Self.chromium(["--host-resolver-rules=MAP attacker.test 127.0.0.1"])
        do {
            try await browser.open("http://attacker.test:\(port)/")
            try await Task.sleep(for: .seconds(2))
            // The card at the frame's centre, clicked as a visitor would.
            try await browser.pointerActions([PointerAction.move(450, 300), PointerAction.down, PointerAction.pause(100), PointerAction.up, PointerAction.pause(300)])
            try await Task.sleep(for: .seconds(1))
            #expect(await Self.ringFrames(kiosk) == 0, "the click in the frame reached the kiosk")
            #expect(!kiosk.child.errorText.contains("web:1"), "the framed page connected: \(kiosk.child.errorText)")
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    @Test("?token= is exchanged for an HttpOnly, SameSite=Strict cookie and stripped from the address; the page then works by the cookie alone, under a CSP that stops injected script",
          .enabled(if: available, skipReason), .timeLimit(.minutes(1)))
    func cookieExchange() async throws {
        let directory = try WebTestSupport.temporaryDirectory("cookie")
        defer { try? FileManager.default.removeItem(at: directory) }
        let token = "f00dfeedf00dfeed1234abcd"
        let file = directory.appendingPathComponent("token")
        try (token + "\n").write(to: file, atomically: true, encoding: .utf8)
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--screen", "800x480", "--token-file", file.path,
                                      "--ring", "60", "--ring-directory", directory.path])
        defer { kiosk.stop() }
        let browser = try await Self.chromium()
        do {
            try await browser.open(kiosk.base + "/?token=\(token)&frames=0")
            let address = try await browser.execute("return location.href") as? String
            #expect(address == kiosk.base + "/?frames=0", "the token left the address bar")
            #expect(try await browser.execute("return performance.getEntriesByType('navigation')[0].redirectCount") as? Int == 1)
            #expect(try await browser.execute("return document.cookie") as? String == "", "script cannot read the cookie")
            let cookies = try await browser.cookies()
            let cookie = try #require(cookies.first { ($0["name"] as? String)?.hasPrefix("touchdeck-") == true }, "\(cookies)")
            #expect(cookie["httpOnly"] as? Bool == true)
            #expect(cookie["sameSite"] as? String == "Strict")
            #expect(cookie["value"] as? String != token, "the cookie is not the token")

            // The page reloaded without the token connects by the cookie, and its tap arrives.
            try await browser.open(kiosk.base + "/")
            let connected = await WebTestSupport.eventually(timeout: 15) { () async -> Bool? in
                let ready = try? await browser.execute("return !!(window.touchdeck && window.touchdeck.connected && window.touchdeck.frames > 0)")
                return ready as? Bool == true ? true : nil
            }
            #expect(connected == true, "the page ran under its CSP and connected with the cookie")
            try await browser.pointerActions([PointerAction.move(400, 240), PointerAction.down, PointerAction.pause(80), PointerAction.up, PointerAction.pause(200)])
            let frames = await WebTestSupport.eventually(timeout: 5) { () async -> Int? in
                await Self.ringFrames(kiosk, headers: ["Authorization": "Bearer \(token)"]).flatMap { $0 > 0 ? $0 : nil }
            }
            #expect(frames != nil, "the tap reached the kiosk")

            // An injected inline script does not run.
            let injected = try await browser.execute("""
                const script = document.createElement("script");
                script.textContent = "window.injected = true";
                document.body.appendChild(script);
                return window.injected === true;
                """) as? Bool
            #expect(injected == false, "the CSP let an injected script run")
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}
