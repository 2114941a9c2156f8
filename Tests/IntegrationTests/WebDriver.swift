import Foundation
import TestSupport

/// A headless Chromium driven through chromedriver's W3C WebDriver HTTP API.
final class WebDriver {
    private let driver: ChildProcess
    private let base: String
    private let session: String

    /// A phone as Chrome's device mode emulates it: its viewport in CSS pixels, its `devicePixelRatio`, touch.
    struct Phone {
        var width: Int
        var height: Int
        var pixelRatio: Double
    }

    /// Starts chromedriver and a headless Chromium session with a `width`×`height` window,
    /// emulating `phone` when given; `arguments` go to Chromium beside the usual ones
    /// (`--host-resolver-rules=…`).
    init(chromedriver: String, chromium: String, width: Int, height: Int, phone: Phone? = nil,
         arguments extra: [String] = []) async throws {
        let port = try WebTestSupport.freePort()
        driver = try ChildProcess(chromedriver, ["--port=\(port)"])
        let base = "http://127.0.0.1:\(port)"
        self.base = base
        let ready = await WebTestSupport.eventually(timeout: 20) { () async -> Bool? in
            let (status, _) = await WebTestSupport.http("GET", "\(base)/status", timeout: 2)
            return status == 200 ? true : nil
        }
        guard ready == true else {
            _ = driver.stop(with: SIGKILL, timeout: 2)
            throw KioskProcessError(message: "chromedriver did not start: \(driver.errorText)")
        }
        var arguments = ["--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(width),\(height)"]
        if getuid() == 0 { arguments.append("--no-sandbox") }
        arguments += extra
        var options: [String: Any] = ["binary": chromium, "args": arguments]
        if let phone {
            options["mobileEmulation"] = ["deviceMetrics": ["width": phone.width, "height": phone.height, "pixelRatio": phone.pixelRatio,
                                                            "touch": true, "mobile": true]]
        }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]]
        let (status, data) = await WebTestSupport.http("POST", "\(base)/session", json: capabilities, timeout: 60)
        guard status == 200, let value = Self.value(data) as? [String: Any], let session = value["sessionId"] as? String else {
            _ = driver.stop(with: SIGKILL, timeout: 2)
            throw KioskProcessError(message: "no WebDriver session (\(status)): \(String(decoding: data, as: UTF8.self))")
        }
        self.session = session
    }

    /// Loads `url`.
    func open(_ url: String) async throws {
        try await command("POST", "url", ["url": url])
    }

    /// Runs `script` in the page; its JSON result.
    func execute(_ script: String) async throws -> Any? {
        try await command("POST", "execute/sync", ["script": script, "args": []])
    }

    /// Performs W3C pointer actions with one pointer of `pointerType` ("mouse", "touch").
    func pointerActions(_ actions: [[String: Any]], pointerType: String = "mouse") async throws {
        let sequence: [String: Any] = ["type": "pointer", "id": "finger", "parameters": ["pointerType": pointerType], "actions": actions]
        try await command("POST", "actions", ["actions": [sequence]])
    }

    /// Runs a Chrome DevTools Protocol command (chromedriver's `goog/cdp/execute`), e.g. to turn an emulated phone.
    @discardableResult
    func devTools(_ command: String, _ parameters: [String: Any]) async throws -> Any? {
        try await self.command("POST", "goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// The browser's cookies for the current page, as WebDriver reports them
    /// (`name`, `value`, `httpOnly`, `secure`, `sameSite`, …).
    func cookies() async throws -> [[String: Any]] {
        let (status, data) = await WebTestSupport.http("GET", "\(base)/session/\(session)/cookie")
        guard status == 200 else { throw KioskProcessError(message: "WebDriver cookie failed (\(status))") }
        return Self.value(data) as? [[String: Any]] ?? []
    }

    /// Ends the session and chromedriver.
    func quit() async {
        _ = await WebTestSupport.http("DELETE", "\(base)/session/\(session)", timeout: 20)
        _ = driver.stop(with: SIGTERM, timeout: 5)
    }

    @discardableResult
    private func command(_ method: String, _ path: String, _ body: [String: Any]) async throws -> Any? {
        let (status, data) = await WebTestSupport.http(method, "\(base)/session/\(session)/\(path)", json: body)
        guard status == 200 else {
            throw KioskProcessError(message: "WebDriver \(path) failed (\(status)): \(String(decoding: data, as: UTF8.self))")
        }
        return Self.value(data)
    }

    private static func value(_ data: Data) -> Any? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["value"]
    }
}

/// W3C pointer actions, positions in CSS pixels of the viewport.
enum PointerAction {
    static func move(_ x: Double, _ y: Double, duration: Int = 0) -> [String: Any] {
        ["type": "pointerMove", "x": Int(x.rounded()), "y": Int(y.rounded()), "origin": "viewport", "duration": duration]
    }
    static var down: [String: Any] { ["type": "pointerDown", "button": 0] }
    static var up: [String: Any] { ["type": "pointerUp", "button": 0] }
    static func pause(_ milliseconds: Int) -> [String: Any] { ["type": "pause", "duration": milliseconds] }

    /// Press at `from`, hold `hold` ms, move to `to` in `steps` moves of `stepTime` ms, pause, lift.
    static func drag(from: (Double, Double), to: (Double, Double), hold: Int, steps: Int, stepTime: Int) -> [[String: Any]] {
        var actions = [move(from.0, from.1), down, pause(hold)]
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            actions.append(move(from.0 + (to.0 - from.0) * fraction, from.1 + (to.1 - from.1) * fraction, duration: stepTime))
        }
        actions += [pause(150), up, pause(100)]
        return actions
    }
}
