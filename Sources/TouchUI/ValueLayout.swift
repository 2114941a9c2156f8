@_spi(Reflection) import Swift
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Which bytes of a type's values hold its fields: the runs of bytes a
/// comparison of two values' bytes looks at, the padding between fields left
/// out. A value copied field by field (any struct holding a reference is)
/// does not copy its padding, so two copies of one view differed in their
/// bytes and were compared field by field through a `Mirror`, or taken for
/// changed; compared run by run, they are equal.
///
/// Found once per type from its field records (`_forEachField`, as
/// `DynamicPropertyFields`): a struct's or tuple's fields are followed down,
/// anything else (an enum, a class reference, a closure, an existential) is
/// a leaf compared whole. Bounded: past `maxDepth` levels or `maxRuns` runs,
/// the value's bytes are one run, as before.
struct ValueLayout: Sendable {
    /// Byte ranges, ascending and apart, that hold field bytes.
    let runs: [Range<Int>]

    static let maxDepth = 12
    static let maxRuns = 64

    init<T>(of type: T.Type) {
        let size = MemoryLayout<T>.size
        var runs: [Range<Int>] = []
        if Self.collect(T.self, size: size, at: 0, depth: 0, into: &runs), runs.count <= Self.maxRuns {
            self.runs = runs
        } else {
            self.runs = size == 0 ? [] : [0..<size]
        }
    }

    /// Whether the values at `a` and `b` have the same bytes in every run.
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for run in runs where memcmp(a + run.lowerBound, b + run.lowerBound, run.count) != 0 { return false }
        return true
    }

    /// Whether `a` and `b` have the same bytes in every run.
    func equal<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }  // no bytes at all
                return equal(p, q)
            }
        }
    }

    /// Appends the runs of `type` (`size` bytes) placed at `offset`; false
    /// when its fields cannot be read (then the caller takes it whole).
    private static func collect(_ type: Any.Type, size: Int, at offset: Int, depth: Int, into runs: inout [Range<Int>]) -> Bool {
        guard size > 0 else { return true }
        guard depth < maxDepth, runs.count <= maxRuns else { return false }
        var fields: [(offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        let read = _forEachField(of: type) { _, fieldOffset, fieldType, kind in
            fields.append((fieldOffset, fieldType, kind))
            return true
        }
        // A leaf: no fields to follow (an enum, a builtin, a type the runtime cannot read).
        guard read, !fields.isEmpty else {
            append(offset..<offset + size, to: &runs)
            return true
        }
        for field in fields {
            let fieldSize = Self.size(of: field.type)
            if field.kind == .struct || field.kind == .tuple {
                var inner: [Range<Int>] = []
                if collect(field.type, size: fieldSize, at: offset + field.offset, depth: depth + 1, into: &inner) {
                    for run in inner { append(run, to: &runs) }
                    continue
                }
            }
            if fieldSize > 0 { append(offset + field.offset..<offset + field.offset + fieldSize, to: &runs) }
        }
        return true
    }

    private static func append(_ run: Range<Int>, to runs: inout [Range<Int>]) {
        if let last = runs.last, last.upperBound == run.lowerBound {
            runs[runs.count - 1] = last.lowerBound..<run.upperBound
        } else {
            runs.append(run)
        }
    }

    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }

    /// The layout of `T`, found once per type (for the values compared
    /// without a `ViewTypeTraits` at hand: the fields `ViewInputs` compares).
    static func of<T>(_ type: T.Type) -> ValueLayout {
        let key = ObjectIdentifier(type)
        if let known = known.withLock({ $0[key] }) { return known }
        let made = ValueLayout(of: type)
        known.withLock { $0[key] = made }
        return made
    }

    private static let known = Mutex<[ObjectIdentifier: ValueLayout]>([:])
}
