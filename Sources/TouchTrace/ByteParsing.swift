import TouchModel

/// Small parsers over a line's bytes, used by the event-line fast paths.
/// A cursor moves through the line; every parse reports failure instead of trapping.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// 1-based column of the cursor, for error messages.
    var column: Int { index + 1 }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        index += count
        return true
    }

    /// A decimal integer with an optional sign; nil when there is none or it overflows Int64.
    mutating func decimal() -> Int64? {
        var negative = false
        if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B {
            negative = bytes[index] == 0x2D
            index += 1
        }
        let first = index
        var value: Int64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { break }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int64(digit))
            if o1 || o2 { return nil }
            value = sum
            index += 1
        }
        guard index > first else { return nil }
        return negative ? -value : value
    }

    /// Digits after a decimal point as microseconds (at most six digits, shorter ones scaled).
    mutating func microsecondFraction() -> Int64? {
        let first = index
        var value: Int64 = 0
        while index < bytes.count, bytes[index] &- 0x30 < 10 {
            guard index - first < 6 else { return nil }
            value = value * 10 + Int64(bytes[index] &- 0x30)
            index += 1
        }
        let digits = index - first
        guard digits > 0 else { return nil }
        for _ in digits..<6 { value *= 10 }
        return value
    }

    /// A hexadecimal number without prefix.
    mutating func hex() -> UInt64? {
        let first = index
        var value: UInt64 = 0
        while index < bytes.count {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x61...0x66: digit = byte - 0x61 + 10
            case 0x41...0x46: digit = byte - 0x41 + 10
            default: digit = 0xFF
            }
            guard digit != 0xFF else { break }
            guard value >> 60 == 0 else { return nil }
            value = value << 4 | UInt64(digit)
            index += 1
        }
        return index > first ? value : nil
    }

    /// True when only spaces and an optional `#` comment remain.
    mutating func atEndOrComment() -> Bool {
        skipSpaces()
        return atEnd || bytes[index] == 0x23
    }

    /// The rest of the line as text.
    func rest() -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[index...]), as: UTF8.self)
    }

    /// The whole line as text, for error messages (shortened).
    func lineText(limit: Int = 80) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}

/// Checks an event's type and code against the kernel's tables (via libevdev), cached per type.
struct EventCodeValidator {
    private var maxCodes = [Int32](repeating: -2, count: 32)

    /// nil when valid, else the reason.
    mutating func problem(type: Int64, code: Int64) -> String? {
        guard type >= 0, type < 32 else { return "unknown event type \(type)" }
        if maxCodes[Int(type)] == -2 {
            maxCodes[Int(type)] = EventCodes.maxCode(type: UInt16(type)).map { Int32($0) } ?? -1
        }
        let max = maxCodes[Int(type)]
        guard max >= 0 else { return "unknown event type \(type)" }
        guard code >= 0, code <= Int64(max) else {
            return "unknown event code \(code) for \(EventCodes.typeName(UInt16(type))) (0…\(max))"
        }
        return nil
    }
}
