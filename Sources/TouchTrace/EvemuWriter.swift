import TouchModel

/// Writes evemu format 1.3: `# EVEMU 1.3`, descriptor lines, `E:` lines.
final class EvemuWriter: TraceWriter {
    private let sink: TextSink
    private var devices = 0

    init(sink: TextSink) { self.sink = sink }

    func beginDevice(_ device: TraceDevice) throws {
        devices += 1
        guard devices == 1 else { throw TraceError(file: sink.path, "evemu files hold one device") }
        let description = device.description
        var text = "# EVEMU 1.3\n"
        text += "# Input device name: \"\(description.name)\"\n"
        text += "N: \(description.name)\n"
        let id = description.id
        text += "I: \(hex(UInt64(id.bustype), width: 4)) \(hex(UInt64(id.vendor), width: 4)) \(hex(UInt64(id.product), width: 4)) \(hex(UInt64(id.version), width: 4))\n"
        text += bitmaskLines(prefix: "P:", bits: description.properties, byteCount: 8)
        let types = description.codes.keys.filter { !(description.codes[$0]?.isEmpty ?? true) }
        text += bitmaskLines(prefix: "B: 00", bits: Array(types), byteCount: 8)
        for type in types.sorted() where type != EventType.syn {
            let codes = description.codes[type] ?? []
            let maxCode = Int(EventCodes.maxCode(type: type) ?? codes.max() ?? 0)
            text += bitmaskLines(prefix: "B: \(hex(UInt64(type), width: 2))", bits: codes, byteCount: (maxCode + 8) / 8)
        }
        for (code, info) in description.absInfo.sorted(by: { $0.key < $1.key }) {
            text += "A: \(hex(UInt64(code), width: 2)) \(info.minimum) \(info.maximum) \(info.fuzz) \(info.flat) \(info.resolution)\n"
        }
        try sink.write(text)
    }

    /// evemu splits a bitmask into lines of eight bytes.
    private func bitmaskLines(prefix: String, bits: [UInt16], byteCount: Int) -> String {
        var bytes = [UInt8](repeating: 0, count: max(8, (byteCount + 7) / 8 * 8))
        for bit in bits where Int(bit) / 8 < bytes.count { bytes[Int(bit) / 8] |= 1 << (bit % 8) }
        var out = ""
        for start in stride(from: 0, to: bytes.count, by: 8) {
            out += prefix + bytes[start..<start + 8].map { " " + hex(UInt64($0), width: 2) }.joined() + "\n"
        }
        return out
    }

    func write(_ event: InputEvent) throws {
        let time = formatTime(event)
        try sink.write("E: \(time.seconds).\(time.micros) \(hex(UInt64(event.type), width: 4)) \(hex(UInt64(event.code), width: 4)) \(zeroPadded(event.value))\n")
    }

    func flush(durably: Bool) throws {
        try sink.flush()
        if durably { try sink.synchronize() }
    }

    func finish() throws { try sink.flush() }

    /// Values as evemu prints them (`%04d`): at least four characters, sign included.
    private func zeroPadded(_ value: Int32) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, 4 - sign.count - digits.count)) + digits
    }
}
