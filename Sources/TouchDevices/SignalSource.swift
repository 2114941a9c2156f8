#if canImport(Glibc)
import Glibc
#endif

/// Write ends of the signal pipes, by signal number, for the handlers (which can capture nothing).
nonisolated(unsafe) private var signalPipeWriteEnds = [Int32](repeating: -1, count: 65)

/// A signal (SIGUSR1, say) as a live input source: its handler only writes
/// a byte to a pipe (the self-pipe trick), and the loop runs `action` on its
/// own thread when the pipe is readable, so the action may do anything.
///
/// ```swift
/// let dump = SignalSource.install(SIGUSR1) { try? ring.write() }
/// let input = try LiveInput(configuration: …, extraSources: [dump].compactMap { $0 })
/// ```
public final class SignalSource: LiveInputSource {
    /// The signal it catches.
    public let signal: Int32
    private let fd: Int32
    private let action: () -> Void

    /// Installs the handler; nil when `number` is out of range, already
    /// installed, or no pipe could be made.
    public static func install(_ number: Int32, action: @escaping () -> Void) -> SignalSource? {
        guard number > 0, number < 65, signalPipeWriteEnds[Int(number)] < 0 else { return nil }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        signalPipeWriteEnds[Int(number)] = fds[1]
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, number)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        _ = Glibc.signal(number) { caught in
            var byte: UInt8 = 1
            _ = write(signalPipeWriteEnds[Int(caught)], &byte, 1)
        }
        return SignalSource(signal: number, fd: fds[0], action: action)
    }

    private init(signal: Int32, fd: Int32, action: @escaping () -> Void) {
        self.signal = signal
        self.fd = fd
        self.action = action
    }

    public var descriptors: [Int32] { [fd] }

    public func start(_ emit: (InputUpdate) -> Void) {}

    /// Drains the pipe and runs the action once, however many signals came.
    public func readable(fd: Int32, _ emit: (InputUpdate) -> Void) {
        var byte: UInt8 = 0
        var caught = false
        while read(self.fd, &byte, 1) > 0 { caught = true }
        if caught { action() }
    }
}
