import Foundation
import TouchdeckSupport

/// The type a configurable value must have.
public enum SettingType: String, Sendable, Hashable {
    /// A finite number, integer or not (YAML `0.5`, `10`).
    case number
    /// A whole number (YAML `20`, not `20.5`).
    case integer
    /// `true` or `false`.
    case boolean
    /// Any text.
    case string

    /// "a number", "a whole number", … for error messages.
    var phrase: String {
        switch self {
        case .number: "a number"
        case .integer: "a whole number"
        case .boolean: "true or false"
        case .string: "a string"
        }
    }
}

/// A configured value, already checked against its `SettingSpec`.
public enum SettingValue: Sendable, Hashable, CustomStringConvertible {
    /// A `.number` key's value.
    case number(Double)
    /// An `.integer` key's value.
    case integer(Int)
    /// A `.boolean` key's value.
    case boolean(Bool)
    /// A `.string` key's value.
    case string(String)

    /// The value as a number, for `.number` and `.integer`.
    public var number: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        case .boolean, .string: nil
        }
    }

    /// The value as YAML source text.
    public var description: String {
        switch self {
        case .number(let value): formatNumber(value)
        case .integer(let value): String(value)
        case .boolean(let value): String(value)
        case .string(let value): quoteYAMLString(value)
        }
    }
}

private func quoteYAMLString(_ value: String) -> String {
    let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
}

/// An interval of allowed numbers, each end open or closed, the upper end optional.
public struct SettingRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest allowed value (or the bound just below it, when not inclusive).
    public var lowerBound: Double
    /// Whether `lowerBound` itself is allowed.
    public var lowerInclusive: Bool
    /// The largest allowed value, if any.
    public var upperBound: Double?
    /// Whether `upperBound` itself is allowed.
    public var upperInclusive: Bool

    /// A range with the given ends.
    public init(lowerBound: Double, lowerInclusive: Bool, upperBound: Double?, upperInclusive: Bool = true) {
        self.lowerBound = lowerBound
        self.lowerInclusive = lowerInclusive
        self.upperBound = upperBound
        self.upperInclusive = upperInclusive
    }

    /// More than `lower` (exclusive), at most `upper`.
    public static func positive(upTo upper: Double) -> SettingRange {
        SettingRange(lowerBound: 0, lowerInclusive: false, upperBound: upper)
    }

    /// `lower` or more, at most `upper`.
    public static func from(_ lower: Double, upTo upper: Double) -> SettingRange {
        SettingRange(lowerBound: lower, lowerInclusive: true, upperBound: upper)
    }

    /// Whether `value` lies inside (NaN and infinities never do).
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        let aboveLower = lowerInclusive ? value >= lowerBound : value > lowerBound
        guard aboveLower else { return false }
        guard let upperBound else { return true }
        return upperInclusive ? value <= upperBound : value < upperBound
    }

    /// "more than 0 and at most 10", "at least 2 and at most 100".
    public var description: String {
        var text = (lowerInclusive ? "at least " : "more than ") + formatNumber(lowerBound)
        if let upperBound {
            text += (upperInclusive ? " and at most " : " and less than ") + formatNumber(upperBound)
        }
        return text
    }
}

/// One configurable value: where it lives in its section, what it accepts,
/// its default and what it means. Apps declare their keys with these.
public struct SettingSpec: Sendable {
    /// Dotted path inside the section, e.g. `tap.maximumDuration`.
    public var key: String
    /// The type a value must have.
    public var type: SettingType
    /// Unit for documentation and messages ("seconds", "points"), if any.
    public var unit: String?
    /// Allowed numbers, for `.number` and `.integer`.
    public var range: SettingRange?
    /// The value used when no source sets the key; nil means "unset".
    public var defaultValue: SettingValue?
    /// One or two sentences for the commented defaults file.
    public var summary: String
    /// A further check beyond type and range: what is wrong with a value, or
    /// nil when it is allowed (`display.rotation`'s quarter turns, a matrix's six numbers).
    public var check: (@Sendable (SettingValue) -> String?)?
    /// What `check` accepts, for messages and the defaults file ("0, 90, 180 or 270").
    public var checkDescription: String?

    public init(
        key: String, type: SettingType, unit: String? = nil, range: SettingRange? = nil,
        defaultValue: SettingValue?, summary: String,
        check: (@Sendable (SettingValue) -> String?)? = nil, checkDescription: String? = nil
    ) {
        self.key = key
        self.type = type
        self.unit = unit
        self.range = range
        self.defaultValue = defaultValue
        self.summary = summary
        self.check = check
        self.checkDescription = checkDescription
    }

    /// Path components of `key`.
    var components: [String] { key.split(separator: ".").map(String.init) }

    /// "more than 0 and at most 10 seconds", "a whole number", … — what the key accepts.
    public var allowedDescription: String {
        var text = type.phrase
        if let checkDescription { text += ": " + checkDescription }
        if let range { text += ", " + range.description }
        if let unit { text += " " + unit }
        return text
    }

    /// Checks a typed value against the range. Returns nil when it is allowed.
    func rangeProblem(_ value: SettingValue) -> String? {
        if let range, let number = value.number, !range.contains(number) {
            return "\(value) is out of range; allowed: \(allowedDescription)"
        }
        if let problem = check?(value) { return "\(value) \(problem); allowed: \(allowedDescription)" }
        return nil
    }
}
