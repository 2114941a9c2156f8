#if canImport(Glibc)
import Glibc
#endif

/// Wakes a live loop sleeping in `poll` from another thread: a pipe whose
/// read end `LiveInput.wait` watches. The kiosk's config watcher calls
/// `wakeUp()` when the file changed, so an idle kiosk (which otherwise sleeps
/// until the next touch) takes the new settings at once.
public final class WakeUpPipe: Sendable {
    /// Readable after `wakeUp()`, until `drain()`.
    public let fd: Int32
    private let writeEnd: Int32

    /// Nil when no pipe can be made (out of descriptors).
    public init?() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        fd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(fd)
        close(writeEnd)
    }

    /// Makes `fd` readable; from any thread (a full pipe is already readable).
    public func wakeUp() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe.
    public func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(fd, &bytes, bytes.count) > 0 {}
    }
}
