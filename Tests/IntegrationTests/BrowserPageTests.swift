import Foundation
import Testing
import TestSupport

/// The preview page on a phone (Chrome's device mode: a HiDPI touch screen)
/// and across a kiosk restart: sharp, fitted, turned, touched where it shows,
/// honest about its round trips, resized to the kiosk's new screen.
@Suite("the preview page on a phone", .serialized)
struct BrowserPageTests {
    static let available = BrowserPreviewTests.available
    static let skipReason = BrowserPreviewTests.skipReason
    /// A Pixel 7 in portrait: 412×915 CSS pixels at 2.625 device pixels each.
    static let phone = WebDriver.Phone(width: 412, height: 915, pixelRatio: 2.625)

    /// The page's canvas and layout as numbers.
    static let geometry = """
        const canvas = document.getElementById("screen"), status = document.getElementById("status");
        const box = canvas.getBoundingClientRect(), bar = document.getElementById("bar").getBoundingClientRect();
        const button = document.getElementById("fullscreen").getBoundingClientRect();
        return { backingWidth: canvas.width, backingHeight: canvas.height, cssWidth: box.width, cssHeight: box.height,
                 left: box.left, top: box.top, ratio: window.devicePixelRatio, innerWidth: window.innerWidth, innerHeight: window.innerHeight,
                 barBottom: bar.bottom, buttonRight: button.right, buttonWidth: button.width,
                 statusFits: status.scrollWidth <= status.clientWidth, status: status.textContent, help: status.title,
                 screen: window.touchdeck.screen };
        """

    /// Whether every pixel the canvas shows is a pixel of the kiosk's frame (no colour made up by resampling), and how many.
    static let sharpness = """
        const kiosk = window.touchdeck.kiosk, canvas = document.getElementById("screen");
        const source = kiosk.getContext("2d").getImageData(0, 0, kiosk.width, kiosk.height).data;
        const palette = new Set();
        for (let i = 0; i < source.length; i += 4) palette.add(((source[i] << 24) | (source[i + 1] << 16) | (source[i + 2] << 8) | source[i + 3]) >>> 0);
        const shown = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
        let foreign = 0;
        for (let i = 0; i < shown.length; i += 4) {
          if (!palette.has(((shown[i] << 24) | (shown[i + 1] << 16) | (shown[i + 2] << 8) | shown[i + 3]) >>> 0)) foreign += 1;
        }
        return { foreign, pixels: shown.length / 4, colours: palette.size };
        """

    static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

    @Test("on a phone: the canvas's backing store is its size × devicePixelRatio and shows only the kiosk's own pixels; it fits in portrait and landscape; the status fits and speaks of touch; touches land where they show; a touch that changes nothing is not timed",
          .enabled(if: available, skipReason), .timeLimit(.minutes(1)))
    func phone() async throws {
        let directory = try WebTestSupport.temporaryDirectory("phone")
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = try BrowserPreviewTests.cardFrames()
        let discover = try #require(frames["card.discover"])
        let eventsFile = directory.appendingPathComponent("events.jsonl")
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--screen", "800x480", "--date", "Monday, 23 November", "--events", eventsFile.path])
        defer { kiosk.stop() }
        let browser = try await WebDriver(chromedriver: try #require(BrowserPreviewTests.chromedriver), chromium: try #require(BrowserPreviewTests.chromium),
                                          width: 500, height: 1000, phone: Self.phone)
        do {
            try await browser.open(kiosk.base + "/")
            let shown = await WebTestSupport.eventually(timeout: 15) { () async -> Bool? in
                let ready = try? await browser.execute("return !!(window.touchdeck && window.touchdeck.connected && window.touchdeck.frames > 0)")
                return ready as? Bool == true ? true : nil
            }
            #expect(shown == true)
            try await Task.sleep(for: .milliseconds(500))
            var layout = try #require(try await browser.execute(Self.geometry) as? [String: Any])
            let ratio = Self.number(layout["ratio"])
            #expect(ratio == 2.625)
            #expect(Self.number(layout["cssWidth"]) <= 412 && Self.number(layout["cssWidth"]) >= 400, "the 800-point screen fits the 412-pixel phone: \(layout)")
            #expect(Self.number(layout["backingWidth"]) == (Self.number(layout["cssWidth"]) * ratio).rounded(), "backing store × devicePixelRatio: \(layout)")
            #expect(Self.number(layout["barBottom"]) <= Self.number(layout["innerHeight"]))
            #expect(Self.number(layout["buttonRight"]) <= 412 && Self.number(layout["buttonWidth"]) > 0, "the fullscreen button is on screen")
            #expect(layout["statusFits"] as? Bool == true, "the status line fits: \(layout["status"] ?? "")")
            let status = (layout["status"] as? String ?? "") + " " + (layout["help"] as? String ?? "")
            #expect(status.contains("Touch") && !(layout["status"] as? String ?? "").contains("Alt"))
            let sharp = try #require(try await browser.execute(Self.sharpness) as? [String: Any])
            #expect(Self.number(sharp["colours"]) > 100, "the wallet drawn: \(sharp)")
            #expect(Self.number(sharp["foreign"]) == 0, "no resampled colours: \(sharp)")

            // A touch drag of the Discover card, in the phone's CSS pixels: it lands on the card.
            let scale = Self.number(layout["cssWidth"]) / 800
            let grab = ((discover[0] + discover[2] / 2) * scale, (discover[1] + 25) * scale)
            try await browser.pointerActions(PointerAction.drag(from: grab, to: (grab.0, grab.1 + 60 * scale), hold: 900, steps: 16, stepTime: 20),
                                             pointerType: "touch")
            let reordered = await WebTestSupport.eventually(timeout: 10) { () async -> [String: Any]? in
                BrowserPreviewTests.events(eventsFile).first { $0["event"] as? String == "reordered" }
            }
            #expect(reordered?["card"] as? String == "discover", "the touch reached the card it was on")
            try await Task.sleep(for: .milliseconds(800))

            // A touch on the still background that changes nothing: not a round trip.
            let before = try #require(try await browser.execute("return window.touchdeck") as? [String: Any])
            let still = (6.0 * scale, 470.0 * scale)
            try await browser.pointerActions(PointerAction.drag(from: still, to: (still.0 + 2, still.1), hold: 50, steps: 4, stepTime: 20),
                                             pointerType: "touch")
            let after = await WebTestSupport.eventually(timeout: 5) { () async -> [String: Any]? in
                let stats = try? await browser.execute("return window.touchdeck") as? [String: Any]
                return Self.number(stats?["unchanged"]) > Self.number(before["unchanged"]) ? stats : nil
            }
            #expect(after != nil, "the server said the touch changed nothing")
            let roundTrips = after?["roundTrips"] as? [Double] ?? []
            #expect(roundTrips.count == (before["roundTrips"] as? [Double] ?? []).count, "and the page did not time it")
            #expect(!roundTrips.isEmpty && roundTrips.allSatisfy { $0 < 1000 }, "round trips of the drag: \(roundTrips)")

            // Turned to landscape: the page refits, its backing store follows.
            try await browser.devTools("Emulation.setDeviceMetricsOverride", ["width": 915, "height": 412, "deviceScaleFactor": 2.625, "mobile": true,
                                                                              "screenOrientation": ["type": "landscapePrimary", "angle": 90]])
            let turned = await WebTestSupport.eventually(timeout: 5) { () async -> [String: Any]? in
                let now = try? await browser.execute(Self.geometry) as? [String: Any]
                return Self.number(now?["innerWidth"]) == 915 && Self.number(now?["cssHeight"]) < 412 ? now : nil
            }
            layout = try #require(turned, "the page refitted to landscape")
            #expect(Self.number(layout["barBottom"]) <= 412, "canvas and status fit the landscape phone: \(layout)")
            #expect(Self.number(layout["backingHeight"]) == (Self.number(layout["cssHeight"]) * ratio).rounded())
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    @Test("the page resizes to the kiosk's screen when it reconnects to a kiosk restarted with another --screen",
          .enabled(if: available, skipReason), .timeLimit(.minutes(1)))
    func resizesOnReconnect() async throws {
        let port = try WebTestSupport.freePort()
        var kiosk = try KioskProcess(["wallet", "--display", "web:\(port)", "--screen", "800x480"])
        let browser = try await WebDriver(chromedriver: try #require(BrowserPreviewTests.chromedriver), chromium: try #require(BrowserPreviewTests.chromium),
                                          width: 1000, height: 1000)
        do {
            try await browser.open(kiosk.base + "/")
            let first = await WebTestSupport.eventually(timeout: 15) { () async -> [String: Any]? in
                let stats = try? await browser.execute("return window.touchdeck") as? [String: Any]
                return Self.number(stats?["frames"]) > 0 ? stats : nil
            }
            #expect(first?["screen"] as? [Int] == [800, 480])
            kiosk.stop()
            kiosk = try KioskProcess(["wallet", "--display", "web:\(port)", "--screen", "480x800"])
            let resized = await WebTestSupport.eventually(timeout: 15) { () async -> [String: Any]? in
                let layout = try? await browser.execute(Self.geometry) as? [String: Any]
                return layout?["screen"] as? [Int] == [480, 800] ? layout : nil
            }
            let layout = try #require(resized, "the page took the new screen size")
            #expect(Self.number(layout["cssHeight"]) > Self.number(layout["cssWidth"]), "a portrait canvas: \(layout)")
            let connected = await WebTestSupport.eventually(timeout: 10) { () async -> Bool? in
                (try? await browser.execute("return window.touchdeck.connected")) as? Bool == true ? true : nil
            }
            #expect(connected == true)
            let sharp = try #require(try await browser.execute(Self.sharpness) as? [String: Any])
            #expect(Self.number(sharp["foreign"]) == 0)
        } catch {
            kiosk.stop()
            await browser.quit()
            throw error
        }
        kiosk.stop()
        await browser.quit()
    }
}
