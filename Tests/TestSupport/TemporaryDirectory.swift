import Foundation

/// A temporary directory, removed when the value is dropped by the test.
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "touchdeck-kiosk-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` inside, with a modification time `age` seconds from now.
    @discardableResult
    public func write(_ name: String, _ text: String, modified offset: TimeInterval = 0) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(offset)], ofItemAtPath: file)
        return file
    }
}
