import Yams

/// A config file with some `gestures:` keys set: the base config's keys
/// all kept, the tuned ones set (under `APP.gestures:` for one app), checked
/// against the schema before it is handed back. What `touchdeck tune` writes.
///
/// The base is re-emitted from its YAML tree, so its comments do not carry
/// over (the header names where the values came from instead).
public enum TunedConfigFile {
    /// The file's text.
    /// - Parameters:
    ///   - base: the base config's text ("" for none), named `basePath` in errors.
    ///   - app: the app whose `gestures:` override to set; nil for the top-level section.
    ///   - values: dotted keys under `gestures:` and their values as YAML scalars.
    ///   - header: comment lines (without `#`) to open the file with.
    ///   - schema: what the base and the result are checked against.
    /// - Throws: `ConfigError` when the base is not a valid config, or the result would not be.
    public static func render(base: String, basePath: String, app: String?, values: [(key: String, value: String)],
                              header: [String], schema: ConfigSchema) throws -> String {
        _ = try SettingsLoader(schema: schema, environment: [:]).load(text: base, path: basePath)
        var root: Node
        do {
            root = try Yams.compose(yaml: base) ?? Node.mapping(Node.Mapping([]))
        } catch {
            throw unreadable(basePath, "not valid YAML: \(error)")
        }
        if case .scalar(let scalar) = root, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
            root = Node.mapping(Node.Mapping([]))
        }
        let section = (app.map { [$0] } ?? []) + [ConfigSchema.gesturesSection]
        for (key, value) in values {
            root = setting(root, path: section + key.split(separator: ".").map(String.init), to: Node(value, Tag(.implicit), .plain))
        }
        let body: String
        do { body = try Yams.serialize(node: root, indent: 2, sortKeys: false) } catch {
            throw unreadable(basePath, "cannot write YAML: \(error)")
        }
        let text = header.map { "# \($0)" }.joined(separator: "\n") + (header.isEmpty ? "" : "\n") + body
        _ = try SettingsLoader(schema: schema, environment: [:]).load(text: text, path: "(tuned config)")
        return text
    }

    private static func unreadable(_ path: String, _ message: String) -> ConfigError {
        ConfigError(issues: [ConfigIssue(kind: .unreadable, source: .file(path: path, line: nil, column: nil), key: "", message: message)])
    }

    /// `node` with the mapping entry at `path` set to `value`, creating sections as needed.
    private static func setting(_ node: Node, path: [String], to value: Node) -> Node {
        guard let first = path.first else { return value }
        var mapping = node.mapping ?? Node.Mapping([])
        let child = mapping[first] ?? Node.mapping(Node.Mapping([]))
        mapping[first] = setting(path.count == 1 ? child : (child.mapping == nil ? Node.mapping(Node.Mapping([])) : child),
                                 path: Array(path.dropFirst()), to: value)
        return Node.mapping(mapping)
    }
}
