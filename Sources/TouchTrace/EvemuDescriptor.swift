import TouchModel

/// The descriptor lines of an evemu file (`N:`, `I:`, `P:`, `B:`, `A:`),
/// gathered into a `DeviceDescription`.
struct EvemuDescriptor {
    var name: String?
    var id = DeviceID()
    private var propertyBytes: [UInt8] = []
    private var bitBytes: [UInt16: [UInt8]] = [:]
    private var absInfo: [UInt16: AbsInfo] = [:]
    private(set) var hasLines = false

    /// Parses one descriptor line; returns false when the line is not a
    /// descriptor line at all. Throws for a descriptor line that is malformed.
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int) throws -> Bool {
        guard bytes.count >= 2, bytes[1] == 0x3A else { return false }  // "X:"
        var cursor = ByteCursor(bytes)
        cursor.index = 2
        func fail(_ expected: String) -> TraceError {
            TraceError(file: file, line: line, "malformed \(Character(UnicodeScalar(bytes[0]))): line at column \(cursor.column), expected \(expected): \(cursor.lineText())")
        }
        switch bytes[0] {
        case UInt8(ascii: "N"):
            cursor.skipSpaces()
            name = cursor.rest()
        case UInt8(ascii: "I"):
            var fields: [UInt16] = []
            for _ in 0..<4 {
                cursor.skipSpaces()
                guard let value = cursor.hex(), value <= UInt64(UInt16.max) else { throw fail("four hex numbers: bus vendor product version") }
                fields.append(UInt16(value))
            }
            id = DeviceID(bustype: fields[0], vendor: fields[1], product: fields[2], version: fields[3])
        case UInt8(ascii: "P"):
            guard let bytes = hexBytes(&cursor) else { throw fail("hex bytes") }
            propertyBytes += bytes
            guard propertyBytes.count <= Self.maximumMaskBytes else { throw fail(Self.maskLimit) }
        case UInt8(ascii: "B"):
            cursor.skipSpaces()
            guard let type = cursor.hex(), type < 0x20 else { throw fail("an event type in hex (00…1f)") }
            guard let bytes = hexBytes(&cursor) else { throw fail("hex bytes") }
            bitBytes[UInt16(type), default: []] += bytes
            guard bitBytes[UInt16(type), default: []].count <= Self.maximumMaskBytes else { throw fail(Self.maskLimit) }
        case UInt8(ascii: "A"):
            cursor.skipSpaces()
            guard let code = cursor.hex(), code <= UInt64(AbsCode.max) else { throw fail("an axis code in hex (00…3f)") }
            var numbers: [Int32] = []
            while true {
                cursor.skipSpaces()
                if cursor.atEnd || cursor.current == 0x23 { break }
                guard let value = cursor.decimal(), let narrow = Int32(exactly: value) else { throw fail("decimal min max fuzz flat [resolution]") }
                numbers.append(narrow)
            }
            guard numbers.count == 4 || numbers.count == 5 else { throw fail("4 or 5 numbers after the code (min max fuzz flat [resolution])") }
            absInfo[UInt16(code)] = AbsInfo(minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                                            resolution: numbers.count == 5 ? numbers[4] : 0)
        case UInt8(ascii: "L"), UInt8(ascii: "S"):
            break  // LED and switch states: not needed for touch.
        default:
            return false
        }
        hasLines = true
        return true
    }

    /// Codes and properties are 16-bit: a bitmask of one type (all its `B:`
    /// lines together) or of the properties has at most this many bytes.
    static let maximumMaskBytes = 8192
    private static let maskLimit = "at most \(maximumMaskBytes) bytes of bits in all (codes and properties are 16-bit)"

    /// The rest of the line's hex bytes; nil at the first that is not one,
    /// with the cursor there. (It reports no error itself: the caller's
    /// message reads the cursor, which must not be in use meanwhile.)
    private func hexBytes(_ cursor: inout ByteCursor) -> [UInt8]? {
        var out: [UInt8] = []
        while true {
            cursor.skipSpaces()
            if cursor.atEnd || cursor.current == 0x23 { break }
            let start = cursor.index
            guard let value = cursor.hex(), value <= 0xFF else {
                cursor.index = start
                return nil
            }
            out.append(UInt8(value))
        }
        return out
    }

    /// The description; codes come from the `B:` bitmasks, and every `A:` axis is also an `EV_ABS` code.
    func description(fallbackName: String) -> DeviceDescription {
        var codes: [UInt16: [UInt16]] = [:]
        // The EV_SYN bitmask (`B: 00`) is the device's type bitmask; types are implied by their codes.
        for (type, bytes) in bitBytes where type != EventType.syn {
            var list: [UInt16] = []
            for (index, byte) in bytes.enumerated() where byte != 0 {
                for bit in 0..<8 where byte & (1 << bit) != 0 { list.append(UInt16(index * 8 + bit)) }
            }
            if !list.isEmpty { codes[type] = list }
        }
        if !absInfo.isEmpty { codes[EventType.abs, default: []] += absInfo.keys }
        var properties: [UInt16] = []
        for (index, byte) in propertyBytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { properties.append(UInt16(index * 8 + bit)) }
        }
        // Every evdev device has the four SYN codes, as libevdev reports them.
        codes[EventType.syn] = [SynCode.report, SynCode.config, SynCode.mtReport, SynCode.dropped]
        return DeviceDescription(name: name ?? fallbackName, id: id, codes: codes, absInfo: absInfo, properties: properties)
    }
}
