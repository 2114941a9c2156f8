import Foundation
import Testing
import TestSupport

/// `touchdeck trace build` on a script it cannot use: a message naming the file, exit status 1.
@Suite("touchdeck trace build errors")
struct TraceBuildCommandTests {
    static let touchdeck = TestBinaries.touchdeck

    @Test("a missing or non-UTF-8 script is named in a one-line error",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func unreadableScripts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trace-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.touch").path
        let binary = directory.appendingPathComponent("binary.touch").path
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: binary))
        let output = directory.appendingPathComponent("out.yaml").path

        let (missingStatus, missingError) = try ChildProcess.run(Self.touchdeck, ["trace", "build", missing, "-o", output])
        #expect(missingStatus == 1)
        #expect(missingError == "touchdeck: \(missing): cannot read the touch script (missing or not readable)\n")
        let (binaryStatus, binaryError) = try ChildProcess.run(Self.touchdeck, ["trace", "build", binary, "-o", output])
        #expect(binaryStatus == 1)
        #expect(binaryError == "touchdeck: \(binary): the touch script is not UTF-8 text\n")
        #expect(!FileManager.default.fileExists(atPath: output), "nothing written")
    }
}
