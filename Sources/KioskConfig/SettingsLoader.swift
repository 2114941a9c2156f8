import Configuration
import Foundation

/// Reads a config file and the environment into `TouchdeckSettings`,
/// rejecting anything the schema does not allow.
///
/// Environment variables follow swift-configuration's convention, under the
/// `TOUCHDECK` prefix: the dotted key with camel-case words split by `_`,
/// upper-cased, dots turned into `_`. So `gestures.tap.maximumDuration` is
/// `TOUCHDECK_GESTURES_TAP_MAXIMUM_DURATION` and
/// `wallet.gestures.drag.minimumDistance` is
/// `TOUCHDECK_WALLET_GESTURES_DRAG_MINIMUM_DISTANCE`.
public struct SettingsLoader: Sendable {
    /// The first component of every environment variable name.
    public static let environmentPrefix = "TOUCHDECK"

    /// The keys a file may contain.
    public var schema: ConfigSchema
    /// The variables to read overrides from (the process's by default).
    public var environment: [String: String]

    /// A loader for `schema`, reading overrides from `environment`.
    public init(schema: ConfigSchema, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.schema = schema
        self.environment = environment
    }

    /// The settings from the file at `path` (defaults when nil) and the environment.
    /// - Throws: `ConfigError` listing every problem, each naming the file
    ///   (with line and column) or variable, the key and what is allowed.
    public func load(path: String?) throws(ConfigError) -> TouchdeckSettings {
        guard let path else { return try settings(from: nil) }
        return try settings(from: snapshot(readingFile: path))
    }

    /// The settings from `text` as the contents of a file named `path`.
    public func load(text: String, path: String) throws(ConfigError) -> TouchdeckSettings {
        try settings(from: snapshot(text: text, path: path))
    }

    /// Reads and validates the file at `path`.
    /// - Throws: `ConfigError` when the file cannot be read.
    public func snapshot(readingFile path: String) throws(ConfigError) -> TouchdeckConfigSnapshot {
        try snapshot(text: Self.readText(path: path), path: path)
    }

    /// Validates `text` as the contents of `path`.
    public func snapshot(text: String, path: String) -> TouchdeckConfigSnapshot {
        TouchdeckConfigSnapshot(text: text, options: .init(schema: schema, path: path))
    }

    /// Resolves a validated file (or none) with the environment.
    /// - Throws: `ConfigError` with the file's issues and the environment's.
    public func settings(from snapshot: TouchdeckConfigSnapshot?) throws(ConfigError) -> TouchdeckSettings {
        let resolver = ConfigResolver(
            schema: schema, environment: environment, file: snapshot.map(StaticSnapshotProvider.init(fixed:)))
        let issues = (snapshot?.issues ?? []) + resolver.environmentIssues()
        guard issues.isEmpty else { throw ConfigError(issues: issues) }
        var settings = resolver.resolve()
        settings.devices = snapshot?.devices ?? []
        settings.deviceDisplays = snapshot?.deviceDisplays ?? []
        settings.displays = snapshot?.displays ?? []
        return settings
    }

    /// A file's text, or an error naming it.
    public static func readText(path: String) throws(ConfigError) -> String {
        func failure(_ message: String) -> ConfigError {
            ConfigError(issues: [ConfigIssue(
                kind: .unreadable, source: .file(path: path, line: nil, column: nil), key: "", message: message)])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory.boolValue else { throw failure("is a directory, not a config file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw failure("cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw failure("is not UTF-8 text") }
        return text
    }
}
