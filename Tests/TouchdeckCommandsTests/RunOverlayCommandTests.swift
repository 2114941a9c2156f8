import Foundation
import Testing
import TestSupport

/// `touchdeck run APP --replay TRACE --overlay`: the overlay in the frames the command writes.
@Suite("touchdeck run --overlay")
struct RunOverlayCommandTests {
    static let root = TestBinaries.root
    static let touchdeck = TestBinaries.touchdeck

    /// The PNG frames `touchdeck run wallet` writes for the tap recording, in order.
    static func frames(overlay: Bool, in directory: URL) throws -> [URL] {
        let output = directory.appendingPathComponent(overlay ? "overlay" : "plain")
        let trace = root.appendingPathComponent("recordings/wallet/tap-open-close.yaml").path
        let arguments = ["run", "wallet", "--replay", trace, "--display", "png:" + output.path, "--date", "Monday, 23 November"]
        let (status, errors) = try ChildProcess.run(touchdeck, arguments + (overlay ? ["--overlay"] : []))
        #expect(status == 0, "\(errors)")
        return try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("frame-") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("a replay with --overlay writes the app's frames with the overlay on top; nothing shows before the first touch",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func replayWritesOverlaidFrames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("run-overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try Self.frames(overlay: false, in: directory)
        let overlaid = try Self.frames(overlay: true, in: directory)
        #expect(!plain.isEmpty)
        // Trails and lifted touches fade out frame by frame: more frames than the app alone needs.
        #expect(overlaid.count > plain.count)
        let first = try #require(plain.first), firstOverlaid = try #require(overlaid.first)
        #expect(first.lastPathComponent == firstOverlaid.lastPathComponent)
        #expect(try Data(contentsOf: first) == Data(contentsOf: firstOverlaid), "the start-up frame is the app's alone")
        let last = try #require(plain.last), lastOverlaid = try #require(overlaid.last)
        #expect(try Data(contentsOf: last) != Data(contentsOf: lastOverlaid), "the phase panel stays on the last frame")
    }
}
