import Geometry
import Foundation
import Testing
import TestSupport

/// `display.rotation` (and `--display-rotation`) on the host: a replayed tap
/// on the panel lands on the card under it on the turned screen, and PNG
/// frames are the panel's size.
@Suite("touchdeck run with a turned display")
struct DisplayRotationCommandTests {
    static let touchdeck = TestBinaries.touchdeck

    @Test("a tap on the landscape panel selects the portrait card it is on; frames are the panel's size; a bad rotation is refused",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func portraitWallet() throws {
        let directory = try TemporaryDirectory()
        // Discover's strip is at (240, 147) on the 480×800 portrait screen: on the panel, 147 pt from its right edge.
        let script = try directory.write("tap.touch", "screen 800x480\ndown 653 240\nhold 0.1\nup\nhold 0.5\n")
        let trace = directory.path + "/tap.yaml"
        #expect(try ChildProcess.run(Self.touchdeck, ["trace", "build", script, "-o", trace]).0 == 0)
        let config = try directory.write("kiosk.yaml", "display:\n  rotation: 90\n")
        let events = directory.path + "/events.jsonl"
        let frames = directory.path + "/frames"
        let (status, error) = try ChildProcess.run(Self.touchdeck, ["run", "wallet", "--replay", trace, "--display", "png:\(frames)",
                                                                    "--screen", "800x480", "--config", config, "--events", events])
        #expect(status == 0, "\(error)")
        let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.contains("\"event\": \"selected\", \"card\": \"discover\"") == true, "\(lines)")
        let png = try Data(contentsOf: URL(fileURLWithPath: frames + "/frame-00000-t0.000000.png"))
        // The IHDR chunk: width then height, big-endian, at bytes 16…23.
        let size = [16, 20].map { offset in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(size == [800, 480])

        let (badStatus, badError) = try ChildProcess.run(Self.touchdeck, ["run", "wallet", "--replay", trace, "--display-rotation", "45",
                                                                          "--display", "png:\(frames)"])
        #expect(badStatus != 0)
        #expect(badError.contains("--display-rotation must be 0, 90, 180 or 270"), "\(badError)")
    }
}
