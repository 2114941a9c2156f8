#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file line by line in fixed-size chunks, so a trace of any size is
/// read in bounded memory. Lines are handed out as byte buffers valid only
/// during the call; nothing is converted to `String` unless a parser asks.
///
/// Written by hand because Foundation's line APIs build a `String` per line,
/// which costs more than parsing an evemu event line itself.
final class LineScanner {
    let path: String
    private let fd: Int32
    private let capacity: Int
    private let storage: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var eof = false
    /// Number of the line most recently returned (1-based).
    private(set) var lineNumber = 0
    /// The line an error about the file as a whole names: the last one read,
    /// nil when there was none (an empty file has no line 0).
    var lastLine: Int? { lineNumber > 0 ? lineNumber : nil }
    /// The line most recently returned was the file's last and had no
    /// newline: a file cut off mid-line, or one whose writer left it out.
    private(set) var lastLineUnterminated = false
    /// Bytes consumed so far.
    private(set) var offset: Int64 = 0

    /// - Parameter maximumLineLength: longer lines are an error (a binary or
    ///   corrupt file), which bounds memory.
    init(path: String, maximumLineLength: Int = 1 << 20) throws(TraceError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw TraceError(file: path, "cannot open: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw TraceError(file: path, "is a directory, expected a trace file")
        }
        self.fd = fd
        capacity = maximumLineLength
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: maximumLineLength, alignment: 16)
    }

    deinit {
        close(fd)
        storage.deallocate()
    }

    /// Calls `body` with the next line (without its `\n` or `\r\n`); nil at the end of the file.
    func nextLine<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R? {
        guard let base = storage.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        while true {
            if start < end, let newline = memchr(base + start, 0x0A, end - start) {
                let lineEnd = newline.assumingMemoryBound(to: UInt8.self) - base
                return try emit(base: base, from: start, to: lineEnd, consumed: lineEnd + 1, body)
            }
            if eof {
                guard start < end else { return nil }
                lastLineUnterminated = true
                return try emit(base: base, from: start, to: end, consumed: end, body)
            }
            try refill(base: base)
        }
    }

    private func emit<R>(base: UnsafeMutablePointer<UInt8>, from: Int, to: Int, consumed: Int,
                         _ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R {
        lineNumber += 1
        offset += Int64(consumed - from)
        start = consumed
        var length = to - from
        if memchr(base + from, 0, length) != nil {
            throw TraceError(file: path, line: lineNumber, "binary data (a NUL byte): this is not a text trace file")
        }
        if length > 0, base[from + length - 1] == 0x0D { length -= 1 }
        return try body(UnsafeBufferPointer(start: base + from, count: length))
    }

    private func refill(base: UnsafeMutablePointer<UInt8>) throws {
        if start > 0 {
            let remaining = end - start
            if remaining > 0 { memmove(base, base + start, remaining) }
            start = 0
            end = remaining
        }
        guard end < capacity else {
            throw TraceError(file: path, line: lineNumber + 1, "line longer than \(capacity) bytes: this is not a trace file, or it is corrupt")
        }
        let count = read(fd, base + end, capacity - end)
        if count < 0 {
            if errno == EINTR { return }
            throw TraceError(file: path, line: lineNumber + 1, "read failed: \(String(cString: strerror(errno)))")
        }
        if count == 0 { eof = true } else { end += count }
    }
}
