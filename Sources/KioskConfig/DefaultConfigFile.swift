import Configuration
import TouchdeckSupport

/// The whole default config file, every key commented with its meaning,
/// unit, allowed range and environment variable. `config check` accepts it.
public enum DefaultConfigFile {
    /// The defaults file for `schema`.
    public static func render(schema: ConfigSchema) -> String {
        var lines = [
            "# Touchdeck configuration (printed by `touchdeck config defaults`).",
            "# Every key is shown with its default; delete what you do not change.",
            "# Distances are in points (or millimetres with gestures.pointsPerMillimetre), durations in seconds.",
            "#",
            "# An app's section (wallet:, swipe:, ...) may hold a gestures: subsection with any of",
            "# the keys below; it overrides the top-level gestures: section for that app only.",
            "#",
            "# Environment variables override the file: \(SettingsLoader.environmentPrefix)_ followed by the key,",
            "# camelCase words split by _, upper-cased, dots as _. The more specific key wins, so for",
            "# the wallet: \(environmentVariable(for: "wallet.gestures.tap.maximumDuration")), then",
            "# wallet.gestures.tap.maximumDuration in this file, then",
            "# \(environmentVariable(for: "gestures.tap.maximumDuration")), then gestures.tap.maximumDuration.",
            "",
            "\(ConfigSchema.gesturesSection):",
        ]
        render(KeyTree(specs: schema.gestureKeys), prefix: ConfigSchema.gesturesSection, depth: 1, into: &lines)
        for app in schema.apps {
            lines.append("")
            lines.append("# \(app.summary)")
            if app.takesGestures {
                lines.append("# \(app.name).gestures: overrides any key of the top-level gestures: section for this app.")
            }
            lines.append("\(app.name):")
            render(KeyTree(specs: app.keys), prefix: app.name, depth: 1, into: &lines)
        }
        for list in schema.lists {
            lines.append("")
            lines.append("# \(list.summary)")
            lines.append("# Each entry: (\(list.required.joined(separator: " and ")) required; read from this file only, not the environment)")
            for spec in list.itemKeys {
                lines.append("#   \(spec.key): \(spec.summary) Allowed: \(spec.allowedDescription).")
            }
            lines.append("\(list.name): []")
            lines.append("# \(list.name):")
            lines.append("#   - \(list.example)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The environment variable that sets the dotted `key`.
    public static func environmentVariable(for key: String) -> String {
        let provider = EnvironmentVariablesProvider(environmentVariables: [:])
            .prefixKeys(with: ConfigKey([SettingsLoader.environmentPrefix]))
        let components = key.split(separator: ".").map(String.init)
        let result = try? provider.value(forKey: AbsoluteConfigKey(components), type: .string)
        return result?.encodedKey ?? key
    }

    private static func render(_ tree: KeyTree, prefix: String, depth: Int, into lines: inout [String]) {
        guard case .section(let names, let children) = tree else { return }
        let indent = String(repeating: "  ", count: depth)
        for name in names {
            guard let child = children[name] else { continue }
            let key = prefix + "." + name
            switch child {
            case .list:
                continue  // Only at the top level, rendered there.
            case .section:
                lines.append("\(indent)\(name):")
                render(child, prefix: key, depth: depth + 1, into: &lines)
            case .leaf(let spec):
                lines.append("\(indent)# \(spec.summary)")
                lines.append("\(indent)# Allowed: \(spec.allowedDescription). Environment: \(environmentVariable(for: key)).")
                if let value = spec.defaultValue {
                    lines.append("\(indent)\(name): \(value)")
                } else {
                    lines.append("\(indent)# Unset by default.")
                    lines.append("\(indent)# \(name): \(exampleValue(spec))")
                }
            }
        }
    }

    /// A value to show for a key that is unset by default.
    private static func exampleValue(_ spec: SettingSpec) -> String {
        switch spec.type {
        case .number, .integer:
            guard let range = spec.range else { return "0" }
            let example = range.lowerInclusive ? range.lowerBound : range.lowerBound + 1
            return spec.type == .integer ? String(Int(example)) : formatNumber(example)
        case .boolean: return "false"
        case .string: return "\"\""
        }
    }
}
