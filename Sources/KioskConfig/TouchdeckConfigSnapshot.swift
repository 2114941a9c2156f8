import Configuration
import Foundation
import Geometry
import TouchModel
import Yams

/// A config file as swift-configuration sees it: the values of its YAML
/// snapshot, plus the problems the schema walk found. It never throws on bad
/// content, so a reloading provider hands every change to its watchers and
/// the settings store decides (and logs) whether to take it.
public final class TouchdeckConfigSnapshot: Sendable {
    /// What a snapshot needs to validate a file.
    public struct ParsingOptions: FileParsingOptions {
        /// The keys the file may contain.
        public var schema: ConfigSchema
        /// The file's path as messages should name it.
        public var path: String

        /// Options validating against `schema`, naming the file `path`.
        public init(schema: ConfigSchema, path: String = "config.yaml") {
            self.schema = schema
            self.path = path
        }

        /// The kiosk's own schema (no app), the file named `config.yaml`:
        /// swift-configuration's protocol asks for a default; Touchdeck
        /// always passes the schema it loads with.
        public static var `default`: Self { .init(schema: .kiosk) }
    }

    /// The name swift-configuration reports for this snapshot.
    public let providerName: String
    /// The file's path as given in the parsing options.
    public let path: String
    /// Problems found in the file; empty when it is valid.
    public let issues: [ConfigIssue]
    /// The `devices:` list's calibrations (empty when the file has issues).
    public let devices: [DeviceCalibration]
    /// The `devices:` entries that name their screen (empty when the file has issues).
    public let deviceDisplays: [DeviceDisplay]
    /// The `displays:` list (empty when the file has issues or none).
    public let displays: [DisplayEntry]
    /// The values, when the file is a YAML mapping.
    private let yaml: YAMLSnapshot?

    /// Validates and parses `text` (already read from `options.path`).
    /// The text is composed once; swift-configuration's `YAMLSnapshot` then
    /// reads the values from the bytes it is given (it takes no composed node).
    public init(text: String, providerName: String = "TouchdeckConfigSnapshot", options: ParsingOptions) {
        self.providerName = providerName
        self.path = options.path
        let validator = ConfigDocumentValidator(path: options.path, schema: options.schema)
        var issues: [ConfigIssue]
        var root: Node?
        switch validator.compose(text) {
        case .document(let composed):
            root = composed
            issues = validator.issues(in: composed)
            if issues.isEmpty, let composed { issues = DisplayList.crossIssues(in: composed, path: options.path) }
        case .unreadable(let issue):
            issues = [issue]
        }
        var yaml: YAMLSnapshot?
        if issues.isEmpty, let root {
            let data = Data(Self.withoutLists(text, root: root, schema: options.schema).utf8)
            do {
                yaml = try YAMLSnapshot(data: data.bytes, providerName: providerName, parsingOptions: .default)
            } catch {
                // (An empty file, or only comments, composes to no node and sets nothing: it never gets here.)
                issues.append(ConfigIssue(
                    kind: .unreadable, source: .file(path: options.path, line: nil, column: nil), key: "",
                    message: "cannot be read as configuration: \(error)"))
            }
        }
        self.issues = issues
        self.yaml = yaml
        devices = issues.isEmpty ? root.map(DeviceCalibrationList.entries(in:)) ?? [] : []
        deviceDisplays = issues.isEmpty ? root.map(DeviceCalibrationList.displays(in:)) ?? [] : []
        displays = issues.isEmpty ? root.map(DisplayList.entries(in:)) ?? [] : []
    }
}

extension TouchdeckConfigSnapshot {
    /// The text without its top-level lists (`devices:`): swift-configuration
    /// reads no lists of sections, and they are read from the node apart.
    static func withoutLists(_ text: String, root: Node, schema: ConfigSchema) -> String {
        let names = Set(schema.lists.map(\.name))
        guard !names.isEmpty, let mapping = root.mapping,
              mapping.keys.contains(where: { $0.scalar.map { names.contains($0.string) } ?? false }) else { return text }
        let kept = mapping.filter { !(($0.key.scalar).map { names.contains($0.string) } ?? false) }
        guard !kept.isEmpty else { return "{}\n" }
        return (try? Yams.serialize(node: Node(kept.map { ($0.key, $0.value) }))) ?? text
    }
}

extension TouchdeckConfigSnapshot: FileConfigSnapshot {
    public convenience init(data: RawSpan, providerName: String, parsingOptions: ParsingOptions) throws {
        let bytes = data.withUnsafeBytes { Array($0) }
        self.init(text: String(decoding: bytes, as: UTF8.self), providerName: providerName, options: parsingOptions)
    }

    public func value(forKey key: AbsoluteConfigKey, type: ConfigType) throws -> LookupResult {
        guard let yaml else { return LookupResult(encodedKey: key.components.joined(separator: "."), value: nil) }
        return try yaml.value(forKey: key, type: type)
    }

    public var description: String { "\(providerName)[\(path)]" }

    public var debugDescription: String {
        "\(providerName)[\(path), \(issues.count) issues, \(yaml?.debugDescription ?? "no values")]"
    }
}
