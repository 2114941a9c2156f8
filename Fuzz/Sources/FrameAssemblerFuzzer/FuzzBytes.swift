/// Reads the fuzz input front to back; past the end every read is zero, so
/// any input, however short, decodes to something.
struct FuzzBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next two bytes as a little-endian number.
    mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// The next four bytes as a little-endian number.
    mutating func int32() -> Int32 { Int32(bitPattern: UInt32(uint16()) | UInt32(uint16()) << 16) }
}
