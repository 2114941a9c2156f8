import TouchModel
import Yams

/// Loads a whole libinput-record file through Yams alone, as a YAML tree.
///
/// The reference reader: it accepts any YAML layout, not only the one
/// `libinput record` writes, but holds the whole file in memory. Tests check
/// the streaming reader against it; `touchdeck bench trace` measures both.
public enum YamsTraceLoader {
    public static func load(path: String, maximumBytes: Int = 256 << 20) throws -> [(device: TraceDevice, events: [InputEvent])] {
        let scanner = try LineScanner(path: path)
        var text = ""
        while let line = try scanner.nextLine({ String(decoding: $0, as: UTF8.self) }) {
            text += line
            text += "\n"
            if text.utf8.count > maximumBytes {
                throw TraceError(file: path, "larger than \(maximumBytes >> 20) MiB: stream it with TraceReader instead")
            }
        }
        let header = LibinputRecordHeader(file: path, firstLine: 1)
        guard let root = try header.compose(text), let mapping = root.mapping else {
            throw TraceError(file: path, line: 1, "expected a libinput-record YAML mapping")
        }
        guard mapping["version"]?.int == 1 else { throw header.error(mapping["version"], "unsupported or missing libinput-record version, expected 1") }
        guard let devices = mapping["devices"]?.sequence else { throw header.error(root, "no `devices:` list") }
        var validator = EventCodeValidator()
        return try devices.map { node in
            let device = try header.device(node: node)
            var events: [InputEvent] = []
            for frame in node.mapping?["events"]?.sequence ?? [] {
                for item in frame.mapping?["evdev"]?.sequence ?? [] {
                    let fields = item.sequence?.compactMap { $0.int } ?? []
                    guard fields.count == 5, item.sequence?.count == 5, (0..<1_000_000).contains(fields[1]),
                          let value = Int32(exactly: fields[4]) else {
                        throw header.error(item, "expected an event [sec, usec, type, code, value]")
                    }
                    if let problem = validator.problem(type: Int64(fields[2]), code: Int64(fields[3])) { throw header.error(item, problem) }
                    events.append(InputEvent(time: Int64(fields[0]) * 1_000_000 + Int64(fields[1]),
                                             type: UInt16(fields[2]), code: UInt16(fields[3]), value: value))
                }
            }
            return (device, events)
        }
    }
}
