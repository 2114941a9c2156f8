import Foundation

/// A child process with its standard error on a pipe, through posix_spawn
/// (Foundation's Process needs a CFSocket wakeup pair the test VM cannot make).
public final class ChildProcess {
    public let pid: pid_t
    private let errorFD: Int32
    public private(set) var errorText = ""
    /// The wait status once `hasExited` reaped the child.
    private var reapedStatus: Int32?

    /// Starts `path` with `arguments`; `environment` adds to (or overrides) this process's variables.
    public init(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The child starts with default signal handling and nothing blocked, whatever this thread has.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        let rc = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        close(fds[1])
        guard rc == 0 else {
            close(fds[0])
            throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .ENOENT)
        }
        pid = child
        errorFD = fds[0]
    }

    /// Reads standard error until it contains `text` or `timeout` seconds pass.
    public func waitForError(containing text: String, timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !errorText.contains(text), Date() < end {
            var entry = pollfd(fd: errorFD, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) > 0 else { continue }
            let count = read(errorFD, &buffer, buffer.count)
            if count <= 0 { return errorText.contains(text) }
            errorText += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return errorText.contains(text)
    }

    /// Reads what standard error has for up to `timeout` seconds and returns
    /// it without keeping it in `errorText`: for a long-running child whose
    /// log is followed line by line (the soak's kiosk), so memory stays flat.
    public func takeNewError(timeout: Double) -> String {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var wait = Int32(max(0, timeout * 1000))
        while true {
            var entry = pollfd(fd: errorFD, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, wait) > 0 else { break }
            let count = read(errorFD, &buffer, buffer.count)
            if count <= 0 { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
            wait = 0
        }
        return text
    }

    /// Whether the child has exited (reaping it; `stop` then returns its status at once).
    public var hasExited: Bool {
        guard reapedStatus == nil else { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        reapedStatus = status
        return true
    }

    /// Sends `signal` and waits for the exit status (nil when it did not exit normally).
    public func stop(with signal: Int32, timeout: Double = 10) -> Int32? {
        if let status = reapedStatus {
            _ = waitForError(containing: "\u{0}never", timeout: 0.1)
            close(errorFD)
            return (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
        }
        kill(pid, signal)
        _ = waitForError(containing: "\u{0}never", timeout: 0.2)
        let end = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > end {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return nil
            }
            usleep(20_000)
        }
        _ = waitForError(containing: "\u{0}never", timeout: 0.1)
        close(errorFD)
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
    }

    /// Runs to the end; the exit status (nil when it did not exit normally).
    public static func run(_ path: String, _ arguments: [String], timeout: Double = 60) throws -> (Int32?, String) {
        let child = try ChildProcess(path, arguments)
        let end = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while waitpid(child.pid, &status, WNOHANG) == 0 {
            _ = child.waitForError(containing: "\u{0}never", timeout: 0.05)
            if Date() > end {
                kill(child.pid, SIGKILL)
                waitpid(child.pid, &status, 0)
                return (nil, child.errorText)
            }
        }
        _ = child.waitForError(containing: "\u{0}never", timeout: 0.1)
        close(child.errorFD)
        return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : nil, child.errorText)
    }
}
