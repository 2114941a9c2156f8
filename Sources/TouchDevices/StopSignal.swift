#if canImport(Glibc)
import Glibc
#endif

/// The write end of the stop pipe, for the signal handler (which can capture nothing).
nonisolated(unsafe) private var stopPipeWriteEnd: Int32 = -1
/// The process's one stop signal, once installed.
nonisolated(unsafe) private var installedStopSignal: StopSignal?

/// SIGINT and SIGTERM as a readable descriptor (the self-pipe trick), so the
/// input loop stops cleanly between events instead of dying mid-write.
public final class StopSignal {
    /// Readable once a signal arrived.
    public let fd: Int32
    private var fired = false

    /// Installs the handlers; one per process (later calls return the same
    /// one: e.g. the kiosk's wait for a display, then its input loop).
    public static func install(signals: [Int32] = [SIGINT, SIGTERM]) -> StopSignal? {
        if let installedStopSignal { return installedStopSignal }
        guard stopPipeWriteEnd < 0 else { return nil }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        stopPipeWriteEnd = fds[1]
        // A parent (a test runner, a service manager) may have left them blocked.
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals { sigaddset(&mask, number) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        for number in signals {
            signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(stopPipeWriteEnd, &byte, 1)
            }
        }
        let stop = StopSignal(fd: fds[0])
        installedStopSignal = stop
        return stop
    }

    private init(fd: Int32) { self.fd = fd }

    /// Whether a signal arrived (drains the pipe).
    public var hasFired: Bool {
        var byte: UInt8 = 0
        while read(fd, &byte, 1) > 0 { fired = true }
        return fired
    }
}
