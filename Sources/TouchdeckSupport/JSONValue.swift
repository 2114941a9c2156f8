/// A JSON value with object keys in a fixed order, written compactly with a
/// space after `:` and `,` (`{"time": 0.5, "event": "ended", "value": null}`).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// A number written with exactly `places` decimals (`0.500000`): times in output meant to line up.
    case fixed(Double, places: Int)
    case string(String)
    case array([JSONValue])
    /// Members in the order written.
    case object([(String, JSONValue)])

    /// Equal when written the same.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }
    /// Hashes the written form.
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// `[x, y]`.
    package static func pair(_ first: Double, _ second: Double) -> JSONValue { .array([.number(first), .number(second)]) }

    /// The value as one line of JSON. Numbers are rounded to 6 decimals,
    /// written without trailing zeros; non-finite numbers become `null`.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.format(value, decimals: 6, trimmed: true)
        case .fixed(let value, let places): out += Self.format(value, decimals: places, trimmed: false)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += ", " }
                Self.writeString(key, to: &out)
                out += ": "
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// `value` with exactly (or, trimmed, at most) `decimals` decimals.
    package static func format(_ value: Double, decimals: Int, trimmed: Bool) -> String {
        guard value.isFinite else { return "null" }
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded()
        guard abs(rounded) < 9e15 else { return String(value) }
        let units = Int64(rounded)
        let negative = units < 0
        let magnitude = negative ? -units : units
        let whole = magnitude / Int64(scale)
        var fraction = String(magnitude % Int64(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        if trimmed { while fraction.hasSuffix("0") { fraction.removeLast() } }
        let sign = negative && (whole != 0 || !fraction.isEmpty) ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
