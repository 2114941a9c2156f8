#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered, append-only text file (or standard output) for the trace writers.
public final class TextSink {
    public let path: String
    private let fd: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []

    /// Creates (or truncates) `path`; "-" writes to standard output.
    public init(path: String) throws {
        self.path = path
        if path == "-" {
            fd = STDOUT_FILENO
            ownsDescriptor = false
        } else {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw TraceError(file: path, "cannot create: \(String(cString: strerror(errno)))") }
            self.fd = fd
            ownsDescriptor = true
        }
        buffer.reserveCapacity(1 << 16)
    }

    deinit {
        try? flush()
        if ownsDescriptor { close(fd) }
    }

    public func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Waits until what was flushed is on the disk (`fdatasync`); standard
    /// output and pipes, which cannot be synced, are left as they are.
    public func synchronize() throws {
        guard ownsDescriptor else { return }
        while fdatasync(fd) != 0 {
            if errno == EINTR { continue }
            if errno == EINVAL || errno == EROFS { return }  // a special file: nothing to sync
            throw TraceError(file: path, "fdatasync failed: \(String(cString: strerror(errno)))")
        }
    }

    public func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc.write(fd, base + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                buffer.removeAll(keepingCapacity: true)
                throw TraceError(file: path, "write failed: \(reason)")
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
