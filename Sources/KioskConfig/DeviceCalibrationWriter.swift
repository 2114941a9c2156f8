import Foundation
import TouchModel
import Yams

/// Puts a device's calibration into a config file's text, keeping everything
/// else byte for byte: only the top-level `devices:` block is rewritten (the
/// entry for the same identity replaced, or one added), or appended when the
/// file has none. Comments inside the old `devices:` block are not kept.
public enum DeviceCalibrationWriter {
    /// The new text, or an error when the file's `devices:` is not a list.
    public static func updating(_ text: String, path: String, with calibration: DeviceCalibration) throws(ConfigError) -> String {
        var entries = try existingEntries(text, path: path)
        let replaced = entries.firstIndex { sameIdentity($0, calibration.identity) }
        var entry = node(for: calibration)
        if let replaced {
            // The screen the device sits on is the user's, not the calibration's: kept.
            if let display = entries[replaced].mapping?["display"], var mapping = entry.mapping {
                mapping["display"] = display
                entry = .mapping(mapping)
            }
            entries[replaced] = entry
        } else {
            entries.append(entry)
        }
        let block = render(entries)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if let start = lines.firstIndex(where: { $0.hasPrefix(DeviceCalibrationList.section.name + ":") }) {
            var end = start + 1
            // The block runs while lines are indented, list items, blank or comments.
            while end < lines.count, lines[end].isEmpty || lines[end].hasPrefix(" ") || lines[end].hasPrefix("-") || lines[end].hasPrefix("\t") {
                end += 1
            }
            // Trailing blank lines belong to what follows.
            while end > start + 1, lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
            lines.replaceSubrange(start..<end, with: block)
        } else {
            if let last = lines.last, !last.isEmpty { lines.append("") }
            lines += block
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The entries of the file's list as YAML nodes, in order.
    private static func existingEntries(_ text: String, path: String) throws(ConfigError) -> [Node] {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            throw ConfigError(issues: [ConfigIssue(kind: .unreadable, source: .file(path: path, line: nil, column: nil), key: "",
                                                   message: "not valid YAML: \(error)")])
        }
        guard let value = root?.mapping?[DeviceCalibrationList.section.name] else { return [] }
        if case .scalar(let scalar) = value, ["", "~", "null"].contains(scalar.string) { return [] }
        guard let sequence = value.sequence else {
            throw ConfigError(issues: [ConfigIssue(kind: .wrongType, source: .file(path: path, line: value.mark?.line, column: value.mark?.column),
                                                   key: DeviceCalibrationList.section.name, message: "expected a list of devices")])
        }
        return Array(sequence)
    }

    private static func sameIdentity(_ entry: Node, _ identity: DeviceIdentity) -> Bool {
        guard let mapping = entry.mapping, mapping["name"]?.scalar?.string == identity.name else { return false }
        func id(_ key: String) -> Int? { mapping[key]?.scalar.flatMap { Int.construct(from: $0) } }
        func text(_ key: String) -> String { mapping[key]?.scalar?.string ?? "" }
        return id("vendor") == identity.vendor.map(Int.init) && id("product") == identity.product.map(Int.init)
            && text("phys") == (identity.phys ?? "") && text("idPath") == (identity.idPath ?? "")
            && text("uniq") == (identity.uniq ?? "") && text("serial") == (identity.serial ?? "")
    }

    private static func node(for calibration: DeviceCalibration) -> Node {
        var pairs: [(Node, Node)] = [("name", Node(calibration.identity.name, Tag(.str), .doubleQuoted))]
        if let vendor = calibration.identity.vendor { pairs.append(("vendor", Node(hex(vendor), Tag(.int)))) }
        if let product = calibration.identity.product { pairs.append(("product", Node(hex(product), Tag(.int)))) }
        for (key, value) in [("phys", calibration.identity.phys), ("idPath", calibration.identity.idPath),
                             ("uniq", calibration.identity.uniq), ("serial", calibration.identity.serial)] {
            if let value, !value.isEmpty { pairs.append((Node(key), Node(value, Tag(.str), .doubleQuoted))) }
        }
        let numbers = calibration.matrix.values.map { value in
            let rounded = (value * 1_000_000).rounded() / 1_000_000
            return rounded == 0 ? "0" : String(rounded)
        }
        pairs.append(("calibration", Node(numbers.joined(separator: " "), Tag(.str), .doubleQuoted)))
        return Node(pairs)
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `devices:` and its entries as block YAML lines.
    private static func render(_ entries: [Node]) -> [String] {
        let name = DeviceCalibrationList.section.name
        guard !entries.isEmpty else { return ["\(name): []"] }
        let serialized = (try? Yams.serialize(node: Node([(Node(name), Node(entries))]))) ?? "\(name): []\n"
        return serialized.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
