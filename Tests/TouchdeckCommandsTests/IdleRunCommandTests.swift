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

    @Test("at display.rotation 90 the attract loop plays the portrait tour: its taps select the card again; a lone landscape tour does not play",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"), .timeLimit(.minutes(3)))
    func turnedScreenPlaysPortraitTour() throws {
        let directory = NSTemporaryDirectory() + "idle-run-turned-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tour = Self.root.appendingPathComponent("recordings/wallet/tour.yaml").path
        // A landscape tour alone, with no portrait variant beside it.
        let lone = directory + "/lone/tour.yaml"
        try FileManager.default.createDirectory(atPath: directory + "/lone", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: tour, toPath: lone)
        func run(recording: String, name: String) throws -> (lines: [String], output: String, attract: Int?, blank: Int?) {
            let config = directory + "/\(name).yaml"
            try "display:\n  rotation: 90\nidle:\n  timeout: 3\n  attract:\n    after: 2\n    recording: \(recording)\n  blank:\n    after: 6\n"
                .write(toFile: config, atomically: true, encoding: .utf8)
            let events = directory + "/\(name).jsonl"
            // The replayed trace only starts the run: a hold in a corner, so that every selection comes from the attract loop.
            let start = directory + "/start.touch"
            try "screen 800x480\ndown 790 10\nhold 0.1\nup\n".write(toFile: start, atomically: true, encoding: .utf8)
            let (built, buildOutput) = try ChildProcess.run(Self.touchdeck, ["trace", "build", start, "-o", directory + "/start.yaml"])
            #expect(built == 0, "\(buildOutput)")
            let (status, output) = try ChildProcess.run(Self.touchdeck, [
                "run", "wallet", "--replay", directory + "/start.yaml", "--config", config, "--events", events,
                "--display", "png:\(directory)/\(name)-frames", "--date", "Monday, 23 November"], timeout: 100)
            #expect(status == 0, "\(output)")
            let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n").map(String.init)
            return (lines, output, lines.firstIndex { $0.contains(#""event": "idle", "stage": "attract""#) },
                    lines.firstIndex { $0.contains(#""event": "idle", "stage": "blank""#) })
        }
        let turned = try run(recording: tour, name: "turned")
        #expect(turned.output.contains("the screen is portrait (480x800): the attract loop plays") && turned.output.contains("tour-portrait.yaml"),
                "\(turned.output)")
        let attract = try #require(turned.attract), blank = try #require(turned.blank)
        // The portrait tour's taps land on the portrait layout's cards: Visa opened and closed, American Express dragged back.
        // (The landscape tour stretched onto this screen, as it played before, misses the first tap and drags Visa instead.)
        let played = turned.lines[attract..<blank]
        #expect(played.contains { $0.contains(#""event": "selected", "card": "visa""#) }, "\(turned.lines)")
        #expect(played.contains { $0.contains(#""event": "deselected", "card": "visa""#) }, "\(turned.lines)")
        #expect(played.contains { $0.contains(#""event": "reordered", "card": "amex", "from": 2, "to": 4"#) }, "\(turned.lines)")
        #expect(!played.contains { $0.contains(#""event": "reordered", "card": "visa""#) }, "\(turned.lines)")
        #expect(!turned.lines[..<attract].contains { $0.contains(#""event": "selected""#) })

        // The control: the landscape tour alone is not stretched onto the portrait screen; the stage only waits.
        let alone = try run(recording: lone, name: "alone")
        #expect(alone.output.contains("recorded for a landscape screen and this one is portrait"), "\(alone.output)")
        let quiet = try #require(alone.attract)
        #expect(!alone.lines[quiet...].contains { $0.contains(#""event": "selected""#) || $0.contains(#""event": "pressing""#) }, "\(alone.lines)")
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
