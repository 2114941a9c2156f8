#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two values by their bytes as a copy writes them: the test the
/// view graph uses for "unchanged" before anything costlier (a view's inputs,
/// a lazy `ForEach`'s elements and closures). Equal bytes are equal values;
/// different bytes may still be equal values (the callers fall back to `==`
/// or field by field where that matters).
enum CopiedBytes {
    /// Whether `a` and `b` have the same bytes, padding aside.
    static func equal<T>(_ a: T, _ b: T) -> Bool {
        let same = withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }  // no bytes at all
                return memcmp(p, q, x.count) == 0
            }
        }
        // A plain value is copied whole, padding and all: its bytes were the answer.
        if same || _isPOD(T.self) { return same }
        return equalAfterCopying(a, b)
    }

    /// Whether `a` and `b` store the same bytes where a copy writes them. A
    /// value holding references is copied field by field, and the padding
    /// between fields (and an enum's payload bytes its case does not use) is
    /// whatever the copy's memory held before: so a view handed on from a
    /// kept body, copied on its way down, compared different from the same
    /// view kept last pass, and a `Form` and every control in it ran their
    /// bodies again on every pass. Both are copied into zeroed memory here
    /// and compared there, where what no copy writes is zero in both.
    @inline(never)
    private static func equalAfterCopying<T>(_ a: T, _ b: T) -> Bool {
        let size = MemoryLayout<T>.size
        guard size > 0 else { return true }
        let stride = MemoryLayout<T>.stride
        return withUnsafeTemporaryAllocation(byteCount: 2 * stride, alignment: MemoryLayout<T>.alignment) { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            memset(base, 0, 2 * stride)
            let x = base.bindMemory(to: T.self, capacity: 2)
            let y = x + 1
            withUnsafePointer(to: a) { x.initialize(from: $0, count: 1) }
            withUnsafePointer(to: b) { y.initialize(from: $0, count: 1) }
            defer {
                x.deinitialize(count: 1)
                y.deinitialize(count: 1)
            }
            return memcmp(x, y, size) == 0
        }
    }
}
