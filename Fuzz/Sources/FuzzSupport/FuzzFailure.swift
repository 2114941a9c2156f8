#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the fuzz run with `message`: an invariant of the code under test was
/// broken. `abort()` raises SIGABRT, which libFuzzer reports as a crash and
/// saves the input that caused it (`crash-…`).
public func fuzzFailure(_ message: String) -> Never {
    fuzzLog("touchdeck fuzz: invariant broken: \(message)")
    abort()
}

/// Writes `line` to standard error at once (libFuzzer's own reports go there too, unbuffered).
public func fuzzLog(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Calls `fuzzFailure` with `message` unless `condition` holds.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fuzzFailure(message()) }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The fuzz input handed to `LLVMFuzzerTestOneInput` (libFuzzer may pass a null pointer for an empty input).
    public init(fuzzData data: UnsafePointer<UInt8>?, count: Int) {
        self.init(start: count > 0 ? data : nil, count: count)
    }

    /// The bytes as text; invalid UTF-8 becomes U+FFFD, as a file read would.
    public var text: String { String(decoding: self, as: UTF8.self) }
}
