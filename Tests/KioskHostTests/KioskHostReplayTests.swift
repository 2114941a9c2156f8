import Foundation
import Geometry
import Kiosk
import KioskApps
import KioskHost
import Testing
import TestSupport

/// A kiosk started from a configuration as a program would, on a recorded trace.
@Suite("A kiosk host replaying a trace", .builtInApps)
struct KioskHostReplayTests {
    static let tour = TestBinaries.root.appendingPathComponent("recordings/wallet/tour.yaml").path

    /// Replays the wallet's tour into `directory`, its events beside the frames.
    static func replayWallet(into directory: URL) throws {
        var configuration = KioskHost.Configuration(app: .wallet)
        configuration.replay = tour
        configuration.display = "png:" + directory.appendingPathComponent("frames").path
        configuration.events = directory.appendingPathComponent("events.jsonl").path
        configuration.screen = Size(width: 800, height: 480)
        configuration.date = "Friday, 21 November"
        try KioskHost(configuration: configuration).runBlocking()
    }

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a replay writes the app's events, ending in its state, and every frame with a contact sheet")
    func replayWritesEventsAndFrames() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.replayWallet(into: directory)
        let lines = try String(contentsOf: directory.appendingPathComponent("events.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { $0.hasPrefix("{\"time\": ") })
        #expect(lines.last?.contains("\"event\": \"state\"") == true)
        let frames = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("frames").path)
        #expect(frames.contains("contact-sheet.png"))
        #expect(frames.filter { $0.hasSuffix(".png") }.count > 10)
    }

    @Test("the same trace and configuration give the same events and the same frames, byte for byte")
    func replayIsReproducible() throws {
        let first = try Self.scratch(), second = try Self.scratch()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        try Self.replayWallet(into: first)
        try Self.replayWallet(into: second)
        for file in ["events.jsonl", "frames/contact-sheet.png"] {
            let a = try Data(contentsOf: first.appendingPathComponent(file))
            let b = try Data(contentsOf: second.appendingPathComponent(file))
            #expect(a == b, "\(file) differs between two replays")
        }
    }

    @Test("the layout lists the app's touchable views with their frames on the configured screen")
    func layout() throws {
        var configuration = KioskHost.Configuration(app: .wallet)
        configuration.screen = Size(width: 1024, height: 600)
        let text = try KioskHost(configuration: configuration).layout()
        #expect(text.contains("\"screen\": [1024, 600]"))
        #expect(text.contains("\"views\": ["))
        #expect(text.contains("\"frame\": ["))
    }

    @Test("a quarter-turned display lays the app out on the turned screen")
    func turnedLayout() throws {
        var configuration = KioskHost.Configuration(app: .wallet)
        configuration.screen = Size(width: 800, height: 480)
        configuration.displayRotation = 90
        let text = try KioskHost(configuration: configuration).layout()
        #expect(text.contains("\"screen\": [480, 800]"))
    }
}

/// Settings that cannot work are refused before anything is opened, naming the setting.
@Suite("A kiosk host's configuration errors", .builtInApps)
struct KioskHostConfigurationErrorTests {
    static func error(_ change: (inout KioskHost.Configuration) -> Void) -> (any Error)? {
        var configuration = KioskHost.Configuration(app: .wallet)
        configuration.replay = KioskHostReplayTests.tour
        change(&configuration)
        do {
            try KioskHost(configuration: configuration).runBlocking()
            return nil
        } catch {
            return error
        }
    }

    @Test("a display rotation that is not a quarter turn names the option")
    func rotation() {
        let error = Self.error { $0.displayRotation = 45 } as? KioskHostError
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.description.contains("--display-rotation") == true)
    }

    @Test("a browser display with a replay is refused: the browser's touches are live")
    func webWithReplay() {
        let error = Self.error { $0.display = "web:0" } as? KioskHostError
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.description.contains("--replay") == true)
    }

    @Test("an unknown display kind names the text")
    func unknownDisplay() {
        let error = Self.error { $0.display = "hdmi:1" }
        #expect(String(describing: error ?? KioskHostError(.failed, "")).contains("hdmi"))
    }

    @Test("a config file that is not there names the file, and nothing runs")
    func missingConfig() {
        let error = Self.error { $0.configFile = "/nonexistent/touchdeck.yaml" }
        #expect(error != nil)
        #expect(String(describing: error ?? KioskHostError(.failed, "")).contains("/nonexistent/touchdeck.yaml"))
    }
}
