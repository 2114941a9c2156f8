/// Where a configured value came from.
public enum ConfigSource: Sendable, Hashable, CustomStringConvertible {
    /// A config file, with the 1-based line and column when known.
    case file(path: String, line: Int?, column: Int?)
    /// An environment variable, by name.
    case environment(variable: String)

    /// `config.yaml:3:5`, `environment variable TOUCHDECK_GESTURES_TAP_MAXIMUM_DURATION`.
    public var description: String {
        switch self {
        case .file(let path, let line, let column):
            var text = path
            if let line {
                text += ":\(line)"
                if let column { text += ":\(column)" }
            }
            return text
        case .environment(let variable):
            return "environment variable \(variable)"
        }
    }
}

/// One problem found in a config file or the environment.
public struct ConfigIssue: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem, for callers that react differently.
    public enum Kind: Sendable, Hashable {
        /// The file could not be read, or is not YAML.
        case unreadable
        /// A key the schema does not know.
        case unknownKey
        /// A key given twice in one mapping.
        case duplicateKey
        /// A value of the wrong type (a string for a number, a list for a section, …).
        case wrongType
        /// A number outside its allowed range.
        case outOfRange
        /// A value naming something the file does not have (`devices[1].display` naming a connector `displays:` lacks).
        case unknownReference
    }

    /// What kind of problem.
    public var kind: Kind
    /// The file position or environment variable at fault.
    public var source: ConfigSource
    /// The full dotted key, e.g. `wallet.gestures.tap.maximumDuration` (empty for the whole file).
    public var key: String
    /// What is wrong, including what is allowed.
    public var message: String

    /// An issue at `source` about `key`.
    public init(kind: Kind, source: ConfigSource, key: String, message: String) {
        self.kind = kind
        self.source = source
        self.key = key
        self.message = message
    }

    /// `config.yaml:3:5: error: gestures.tap.maximumDuration: -1 is out of range; allowed: …`
    public var description: String {
        key.isEmpty ? "\(source): error: \(message)" : "\(source): error: \(key): \(message)"
    }
}

/// A config that cannot be used: every problem found, in file order.
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, at least one.
    public var issues: [ConfigIssue]

    /// An error made of `issues`.
    public init(issues: [ConfigIssue]) {
        self.issues = issues
    }

    /// One line per issue.
    public var description: String {
        issues.map(\.description).joined(separator: "\n")
    }
}
