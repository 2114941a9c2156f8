import Foundation
import KioskConfig
import Logging
import Synchronization

@testable import Kiosk
@testable import KioskRuntime

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
