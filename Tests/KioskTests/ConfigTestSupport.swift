import Foundation
import Logging
import Synchronization

@testable import GestureLanguage
@testable import Kiosk
@testable import KioskRuntime

/// A temporary directory, removed when the value is dropped by the test.
final class TemporaryDirectory: Sendable {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "touchdeck-kiosk-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` inside, with a modification time `age` seconds from now.
    @discardableResult
    func write(_ name: String, _ text: String, modified offset: TimeInterval = 0) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(offset)], ofItemAtPath: file)
        return file
    }
}

/// Log messages kept for assertions.
final class LogCapture: Sendable {
    private let entries = Mutex<[(level: Logger.Level, message: String)]>([])

    var logger: Logger {
        Logger(label: "test") { _ in Handler(capture: self) }
    }

    var errors: [String] { entries.withLock { $0.filter { $0.level == .error }.map(\.message) } }

    fileprivate func append(_ level: Logger.Level, _ message: String) {
        entries.withLock { $0.append((level, message)) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.append(event.level, "\(event.message)")
        }
    }
}

/// Loads `text` as `path` with only `environment`, returning the error's issues (or nil when it loaded).
func issues(_ text: String, path: String = "kiosk.yaml", environment: [String: String] = [:],
            schema: ConfigSchema = .standard) -> [ConfigIssue]? {
    do {
        _ = try SettingsLoader(schema: schema, environment: environment).load(text: text, path: path)
        return nil
    } catch {
        return error.issues
    }
}
