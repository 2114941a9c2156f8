#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private directory for the files a fuzz target hands to readers that take
/// a path. Made once per process under `$TMPDIR` (or `/tmp`); every iteration
/// overwrites the same few files, so nothing piles up.
public final class ScratchDirectory: Sendable {
    /// The directory's path, without a trailing slash.
    public let path: String

    /// The process's scratch directory, made on first use.
    public static let shared = ScratchDirectory()

    private init() {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/touchdeck-fuzz-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard made else { fuzzFailure("cannot make a scratch directory under \(base): \(String(cString: strerror(errno)))") }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `bytes` to the file `name` in the directory (replacing it) and returns its path.
    @discardableResult
    public func writeFile(_ bytes: UnsafeBufferPointer<UInt8>, named name: String) -> String {
        let file = path + "/" + name
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { fuzzFailure("cannot write \(file): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(fd, base + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { fuzzFailure("cannot write \(file): \(String(cString: strerror(errno)))") }
            offset += written
        }
        return file
    }

    /// Removes the file `name` from the directory, if it is there.
    public func remove(_ name: String) {
        unlink(path + "/" + name)
    }
}
