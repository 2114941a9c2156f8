import Foundation
import TouchModel
import TouchTrace

enum Fixtures {
    /// The repository's root, from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/traces/evemu-devices` beside the checkout, when present.
    static var sharedTraces: URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/traces/evemu-devices")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Whether `libinput analyze recording` can run here (libinput-tools plus python3's libevdev and yaml).
    static let libinputToolsUsable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/libexec/libinput/libinput-analyze-recording") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import libevdev, yaml"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchdeck-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A short two-finger trace from the builder.
    static func twoFingerTrace() -> TraceBuilder {
        var builder = TraceBuilder()
        builder.down(at: Point(x: 100, y: 100))
        builder.hold(for: 0.2)
        builder.down(at: Point(x: 600, y: 400), finger: 1)
        builder.move([0: Point(x: 200, y: 150), 1: Point(x: 500, y: 300)], over: 0.25)
        builder.up(finger: 0)
        builder.move(to: Point(x: 520, y: 320), over: 0.05, finger: 1)
        builder.up(finger: 1)
        return builder
    }
}

/// Counts taken straight from an evemu file's `E:` lines, sharing no code with the readers.
struct RawEvemuCounts {
    var events = 0
    var synReports = 0
    var touches = 0

    init(path: String, protocol touchProtocol: TouchProtocol) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var contactsInFrame = 0
        var contactsInPrevious = 0
        var sawMTReport = false
        var touchReleased = false
        for line in text.split(separator: "\n") where line.hasPrefix("E:") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let type = Int(fields[2], radix: 16) ?? -1
            let code = Int(fields[3], radix: 16) ?? -1
            let value = Int(fields[4]) ?? 0
            events += 1
            switch (type, code) {
            case (0, 0):
                synReports += 1
                if touchProtocol == .a {
                    if sawMTReport || touchReleased {
                        let now = sawMTReport ? contactsInFrame : 0
                        touches += max(0, now - contactsInPrevious)
                        contactsInPrevious = now
                    }
                    contactsInFrame = 0
                    sawMTReport = false
                    touchReleased = false
                }
            case (0, 2):
                sawMTReport = true
            case (3, 0x35) where touchProtocol == .a:
                contactsInFrame += 1  // one X per contact group
            case (3, 0x39) where touchProtocol == .b:
                if value >= 0 { touches += 1 }
            case (1, 0x14a):
                if touchProtocol == .single, value == 1 { touches += 1 }
                if touchProtocol == .a { touchReleased = value == 0 }
            default:
                break
            }
        }
    }
}
