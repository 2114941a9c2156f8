import Geometry
import Yams

/// The config file's `displays:` list: several connectors of one card showing
/// the kiosk at once, each with its own mode and rotation; the first sets the
/// size the app lays out at, the others mirror it (centred when their turned
/// size differs). Touch devices name the connector they sit on
/// (`devices[].display`), and their touches are turned and placed as that
/// screen's picture is. Without the list, `display:` describes the one screen.
///
/// ```yaml
/// displays:
///   - connector: HDMI-A-1
///     mode: 1920x1080@60
///   - connector: HDMI-A-2
///     rotation: 90
/// devices:
///   - name: "ILITEK ILITEK-TP"
///     display: HDMI-A-2
/// ```
public enum DisplayList {
    static func spec(_ key: String) -> SettingSpec {
        // The same checks as `display:`'s keys.
        DisplaySettings.section.keys.first { $0.key == key } ?? SettingSpec(key: key, type: .string, defaultValue: nil, summary: "")
    }

    /// The list's entries, as `touchdeck config defaults` lists them.
    public static let section = ConfigListSection(
        name: "displays",
        summary: "Several connectors of one card showing the kiosk at once, each with its own mode and rotation; the first sets the app's size, the others mirror it (centred when their size differs). Touch devices name theirs with devices[].display. Without this list, display: describes the one screen.",
        itemKeys: [spec("connector"), spec("mode"), spec("rotation")],
        required: ["connector"],
        example: "{connector: HDMI-A-1, mode: 1920x1080@60, rotation: 0}")

    /// The entries of a file already validated against the schema; entries that
    /// are not well formed are left out (validation reported them).
    public static func entries(in root: Node) -> [DisplayEntry] {
        guard let list = root.mapping?[section.name]?.sequence else { return [] }
        return list.compactMap { entry in
            guard let mapping = entry.mapping, let connector = mapping["connector"]?.scalar?.string else { return nil }
            let rotation = mapping["rotation"]?.scalar.flatMap { Int.construct(from: $0) }.flatMap(DisplayRotation.init(rawValue:)) ?? .none
            return DisplayEntry(connector: connector, mode: mapping["mode"]?.scalar.flatMap { DRMModeName(parsing: $0.string) },
                                rotation: rotation)
        }
    }

    /// What the schema cannot see entry by entry: a connector listed twice;
    /// a `devices[].display` naming no screen of the list (each message lists those there are);
    /// `display.connector`, `display.mode` or `display.rotation` beside the list (which replaces them).
    static func crossIssues(in root: Node, path: String) -> [ConfigIssue] {
        guard let top = root.mapping else { return [] }
        func source(_ node: Node) -> ConfigSource { .file(path: path, line: node.mark?.line, column: node.mark?.column) }
        var issues: [ConfigIssue] = []
        let displays = top[section.name]?.sequence.map { Array($0) } ?? []
        var names: [String] = []
        for (index, entry) in displays.enumerated() {
            guard let node = entry.mapping?["connector"], let name = node.scalar?.string else { continue }
            if names.contains(name) {
                issues.append(ConfigIssue(kind: .duplicateKey, source: source(node), key: "displays[\(index + 1)].connector",
                                          message: "\(name) is listed already (displays[\((names.firstIndex(of: name) ?? 0) + 1)]): a connector shows one picture"))
            }
            names.append(name)
        }
        if !displays.isEmpty, let single = top[DisplaySettings.section.name]?.mapping {
            for key in ["connector", "mode", "rotation"] {
                guard let node = single[key] else { continue }
                issues.append(ConfigIssue(kind: .unknownReference, source: source(node), key: "display.\(key)",
                                          message: "the displays: list gives each screen's \(key); display.\(key) beside it would be ignored: move it into the displays: entry"))
            }
        }
        let known = names.isEmpty ? "there is no displays: list, so no screen has a name to give here" : "displays: has \(names.joined(separator: ", "))"
        for (index, entry) in (top[DeviceCalibrationList.section.name]?.sequence.map { Array($0) } ?? []).enumerated() {
            if let mapping = entry.mapping, mapping["calibration"] == nil, mapping["display"] == nil {
                issues.append(ConfigIssue(kind: .wrongType, source: source(entry), key: "devices[\(index + 1)]",
                                          message: "says nothing of its device: give calibration, display or both"))
            }
            guard let node = entry.mapping?["display"], let name = node.scalar?.string, !names.contains(name) else { continue }
            issues.append(ConfigIssue(kind: .unknownReference, source: source(node), key: "devices[\(index + 1)].display",
                                      message: "no screen \"\(name)\" in the displays: list (\(known))"))
        }
        return issues
    }
}
