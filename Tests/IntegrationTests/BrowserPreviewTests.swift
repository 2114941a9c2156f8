import Foundation
import Testing
import TestSupport

/// `touchdeck run wallet --display web` driven by a real headless Chromium:
/// the page shows the kiosk's frames and its pointer events are the only touches.
@Suite("browser preview in headless Chromium", .serialized)
struct BrowserPreviewTests {
    static let chromium = WebTestSupport.tool("chromium", "chromium-browser", "google-chrome")
    static let chromedriver = WebTestSupport.tool("chromedriver")
    static let available = WebTestSupport.hasTouchdeck && chromium != nil && chromedriver != nil
    static let skipReason: Comment = "needs chromium and chromium-driver (tools/setup.sh installs them) and the built touchdeck"

    /// The wallet's card frames at 800×480, from `touchdeck run wallet --layout`.
    static func cardFrames() throws -> [String: [Double]] {
        let layoutFile = try WebTestSupport.temporaryDirectory("layout").appendingPathComponent("layout.json")
        let (status, errors) = try ChildProcess.run("/bin/sh", ["-c", "'\(WebTestSupport.touchdeck)' run wallet --layout --screen 800x480 > '\(layoutFile.path)'"])
        #expect(status == 0, "\(errors)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: layoutFile)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: views.compactMap { view in
            (view["id"] as? String).flatMap { id in (view["frame"] as? [Double]).map { (id, $0) } }
        })
    }

    /// The app events of an `--events` file.
    static func events(_ path: URL) -> [[String: Any]] {
        guard let text = try? String(contentsOf: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    @Test("dragging a wallet card in the page reorders it in the kiosk; the field trace of it replays to the same reorder",
          .enabled(if: available, skipReason), .timeLimit(.minutes(3)))
    func dragReordersAndReplays() async throws {
        let directory = try WebTestSupport.temporaryDirectory("browser-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = try Self.cardFrames()
        let discover = try #require(frames["card.discover"]), visa = try #require(frames["card.visa"])
        let eventsFile = directory.appendingPathComponent("events.jsonl")
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--screen", "800x480", "--date", "Monday, 23 November",
                                      "--events", eventsFile.path, "--ring", "120", "--ring-directory", directory.path])
        var stopped = false
        defer { if !stopped { kiosk.stop() } }
        #expect(kiosk.child.errorText.contains("no touchscreen: touches come from the browser alone"))

        let browser = try await WebDriver(chromedriver: try #require(Self.chromedriver), chromium: try #require(Self.chromium), width: 1000, height: 700)
        do {
            try await browser.open(kiosk.base + "/")
            let shown = await WebTestSupport.eventually(timeout: 20) { () async -> Bool? in
                let ready = try? await browser.execute("return !!(window.touchdeck && window.touchdeck.connected && window.touchdeck.frames > 0)")
                return ready as? Bool == true ? true : nil
            }
            #expect(shown == true, "the page connected and drew the first frame")

            // Discover (fourth card) held and dragged down one card offset, as recordings/wallet/reorder-down-one.touch does.
            let grab = (discover[0] + discover[2] / 2, discover[1] + 25)
            try await browser.pointerActions(PointerAction.drag(from: grab, to: (grab.0, grab.1 + 60), hold: 900, steps: 24, stepTime: 20))
            let reordered = await WebTestSupport.eventually(timeout: 10) { () async -> [String: Any]? in
                Self.events(eventsFile).first { $0["event"] as? String == "reordered" }
            }
            #expect(reordered?["card"] as? String == "discover")
            #expect(reordered?["from"] as? Int == 3)
            #expect(reordered?["to"] as? Int == 2)

            // Two more drags of the front card, for round-trip samples.
            let front = (visa[0] + visa[2] / 2, visa[1] + 100)
            for _ in 0..<2 {
                try await browser.pointerActions(PointerAction.drag(from: front, to: (front.0 + 40, front.1 - 30), hold: 800, steps: 24, stepTime: 20))
            }
            // The page counts a round trip when the frame a move caused is drawn.
            let stats = await WebTestSupport.eventually(timeout: 10) { () async -> [String: Any]? in
                let stats = try? await browser.execute("return window.touchdeck") as? [String: Any]
                return (stats?["roundTrips"] as? [Double] ?? []).count >= 20 ? stats : nil
            }
            let roundTrips = stats?["roundTrips"] as? [Double] ?? []
            let median = Self.median(roundTrips)
            print("browser round trip (pointer event → frame drawn in the page): median \(String(format: "%.1f", median)) ms over \(roundTrips.count) events; \(stats?["frames"] ?? 0) frames, \(stats?["regions"] ?? 0) regions, \(stats?["bytes"] ?? 0) bytes")
            #expect(roundTrips.count >= 20, "moves of a lifted card each come back as a frame")
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()

        // The ring, written on request, replays to the same reorder.
        let (status, body) = await WebTestSupport.http("POST", kiosk.base + "/trace")
        #expect(status == 200)
        let written = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        let trace = try #require(written?["file"] as? String)
        #expect(FileManager.default.fileExists(atPath: trace))
        let replayEvents = directory.appendingPathComponent("replay.jsonl")
        let (replayStatus, replayErrors) = try ChildProcess.run(WebTestSupport.touchdeck, [
            "run", "wallet", "--replay", trace, "--screen", "800x480", "--date", "Monday, 23 November",
            "--display", "png:" + directory.appendingPathComponent("frames").path, "--events", replayEvents.path])
        #expect(replayStatus == 0, "\(replayErrors)")
        let replayed = Self.events(replayEvents).first { $0["event"] as? String == "reordered" }
        #expect(replayed?["card"] as? String == "discover" && replayed?["from"] as? Int == 3 && replayed?["to"] as? Int == 2,
                "the field trace replays to the reorder the browser made")

        // SIGUSR1 writes the next one.
        kill(kiosk.child.pid, SIGUSR1)
        #expect(kiosk.child.waitForError(containing: "field-trace-2.yaml", timeout: 10))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("field-trace-2.yaml").path))

        stopped = true
        #expect(kiosk.stop() == 0)
        #expect(kiosk.child.errorText.contains("frame time: median"))
        if let line = kiosk.child.errorText.split(separator: "\n").first(where: { $0.contains("frame time: median") }) {
            print("kiosk with a connected page: \(line)")
        }
    }

    /// `frameSeconds` once the kiosk has stopped drawing (the count the same
    /// in two reads 200 ms apart): what a page's connection or a drag's
    /// animation drew is in it, whatever the host's speed.
    static func settledFrameSeconds(_ kiosk: KioskProcess) async -> (sum: Double, count: Double) {
        var last = await frameSeconds(kiosk)
        for _ in 0..<100 {
            try? await Task.sleep(for: .milliseconds(200))
            let now = await frameSeconds(kiosk)
            if now.count == last.count { return now }
            last = now
        }
        return last
    }

    /// `touchdeck_frame_seconds`' sum and count from the kiosk's /metrics.
    static func frameSeconds(_ kiosk: KioskProcess) async -> (sum: Double, count: Double) {
        let (_, body) = await WebTestSupport.http("GET", kiosk.base + "/metrics")
        var sum = 0.0, count = 0.0
        for line in String(decoding: body, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let value = Double(parts[1]) else { continue }
            if parts[0] == "touchdeck_frame_seconds_sum" { sum = value }
            if parts[0] == "touchdeck_frame_seconds_count" { count = value }
        }
        return (sum, count)
    }

    @Test("the server's cost on the kiosk's loop: frame time while a page is shown the frames, and while it only touches",
          .enabled(if: available, skipReason), .timeLimit(.minutes(3)))
    func serverCostOnTheLoop() async throws {
        let frames = try Self.cardFrames()
        let visa = try #require(frames["card.visa"])
        let kiosk = try KioskProcess(["wallet", "--display", "web:0", "--screen", "800x480", "--date", "Monday, 23 November"])
        defer { kiosk.stop() }
        let browser = try await WebDriver(chromedriver: try #require(Self.chromedriver), chromium: try #require(Self.chromium), width: 1000, height: 700)
        var means: [String: Double] = [:]
        do {
            for (name, query) in [("without a page shown frames", "?frames=0"), ("with a page shown frames", "")] {
                try await browser.open(kiosk.base + "/" + query)
                let connected = await WebTestSupport.eventually(timeout: 20) { () async -> Bool? in
                    let ready = try? await browser.execute("return !!(window.touchdeck && window.touchdeck.connected)")
                    return ready as? Bool == true ? true : nil
                }
                #expect(connected == true)
                let before = await Self.settledFrameSeconds(kiosk)
                let front = (visa[0] + visa[2] / 2, visa[1] + 100)
                for _ in 0..<3 {
                    try await browser.pointerActions(PointerAction.drag(from: front, to: (front.0 + 40, front.1 - 30), hold: 800, steps: 24, stepTime: 20))
                }
                let after = await Self.settledFrameSeconds(kiosk)
                let count = after.count - before.count
                #expect(count >= 30, "the drags drew frames (\(count))")
                means[name] = (after.sum - before.sum) / max(1, count) * 1000
                print("kiosk frame time \(name): mean \(String(format: "%.2f", means[name] ?? 0)) ms over \(Int(count)) frames")
            }
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}
