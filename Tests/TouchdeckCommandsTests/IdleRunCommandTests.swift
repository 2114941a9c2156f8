import Foundation
import Testing
import TestSupport

/// `touchdeck run APP --replay TRACE` with an `idle:` section: the replay
/// goes on after the trace on its virtual clock and shows every idle stage.
@Suite("Idle in touchdeck run --replay")
struct IdleRunCommandTests {
    static let root = TestBinaries.root
    static let touchdeck = TestBinaries.touchdeck

    @Test("the wallet tour, then home after the timeout, the attract loop (its own tour as touches), then blanking",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"), .timeLimit(.minutes(2)))
    func replayShowsIdleStages() throws {
        let directory = NSTemporaryDirectory() + "idle-run-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = directory + "/idle.yaml"
        try "idle:\n  timeout: 3\n  attract:\n    after: 2\n  blank:\n    after: 4\n".write(toFile: config, atomically: true, encoding: .utf8)
        let events = directory + "/events.jsonl"
        let tour = Self.root.appendingPathComponent("recordings/wallet/tour.yaml").path
        let (status, output) = try ChildProcess.run(Self.touchdeck, [
            "run", "wallet", "--replay", tour, "--config", config, "--events", events,
            "--display", "png:\(directory)/frames", "--date", "Monday, 23 November"], timeout: 100)
        #expect(status == 0, "\(output)")
        let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n").map(String.init)
        func index(_ text: String) -> Int? { lines.firstIndex { $0.contains(text) } }
        let home = index(#""event": "idle", "stage": "home""#)
        let attract = index(#""event": "idle", "stage": "attract""#)
        let blank = index(#""event": "idle", "stage": "blank""#)
        #expect(home != nil && attract != nil && blank != nil, "\(lines)")
        guard let home, let attract, let blank else { return }
        #expect(home < attract && attract < blank)
        // The attract loop taps like the tour: the visa card is selected again after the loop starts.
        #expect(lines[attract..<blank].contains { $0.contains(#""event": "selected", "card": "visa""#) }, "\(lines)")
        // Blanking stops the loop and goes home: the final state is the wallet's first one.
        #expect(lines.last?.contains(#""order": ["visa", "mastercard", "amex", "discover", "unionpay"], "selected": null"#) == true,
                "\(lines.last ?? "")")
        #expect(output.contains("idle: back to wallet's home state"), "\(output)")
    }

    @Test("an attract recording that cannot be read is an error naming the file and key",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func badRecording() throws {
        let directory = NSTemporaryDirectory() + "idle-run-bad-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = directory + "/idle.yaml"
        try "idle:\n  attract:\n    after: 2\n    recording: \(directory)/missing.yaml\n".write(toFile: config, atomically: true, encoding: .utf8)
        let tour = Self.root.appendingPathComponent("recordings/wallet/tour.yaml").path
        let (status, output) = try ChildProcess.run(Self.touchdeck, [
            "run", "wallet", "--replay", tour, "--config", config, "--display", "png:\(directory)/frames"])
        #expect(status == 1, "\(output)")
        #expect(output.contains("\(config): idle.attract.recording:") && output.contains("missing.yaml"), "\(output)")
    }
}
