import Foundation
import KioskRuntime
import TouchdeckSupport

/// App events as JSON lines, `time` first (`--events`).
final class EventLog {
    private let handle: FileHandle

    /// `path` a file to create, or `-` for standard output.
    init(path: String) throws {
        if path == "-" {
            handle = .standardOutput
        } else {
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                throw KioskHostError.invalid("--events: cannot create \(path)")
            }
            self.handle = handle
        }
    }

    func write(time: Double, _ members: [(String, JSONValue)]) {
        let line = JSONValue.object([("time", .number(time))] + members).text + "\n"
        handle.write(Data(line.utf8))
    }
}
