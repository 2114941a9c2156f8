import Foundation
import Glibc

/// A child process with its standard error on a pipe, through posix_spawn
/// (Foundation's Process needs a CFSocket wakeup pair the test VM cannot make).
///
/// The pipe is read all the time by a thread of its own: a child that logs
/// more than the pipe holds (64 KB; a `--verbose` kiosk does in a minute)
/// would otherwise block in `write` while the test waits on something else.
public final class ChildProcess {
    public let pid: pid_t
    private let drain: ErrorDrain
    /// Standard error so far, as of the last `waitForError` or `stop`.
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
        drain = ErrorDrain(fd: fds[0])
    }

    /// Waits until standard error contains `text` or `timeout` seconds pass.
    public func waitForError(containing text: String, timeout: Double) -> Bool {
        waitForError(containing: text, times: 1, timeout: timeout)
    }

    /// Waits until standard error contains `text` at least `times` times (a
    /// line a child logs again, such as a device opened after a replug) or
    /// `timeout` seconds pass.
    public func waitForError(containing text: String, times: Int, timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        let enough = { self.errorText.components(separatedBy: text).count - 1 >= times }
        while true {
            errorText += drain.take()
            if enough() { return true }
            guard drain.waitForMore(until: end) else {
                errorText += drain.take()
                return enough()
            }
        }
    }

    /// What standard error brought since the last call, waiting up to
    /// `timeout` seconds for something, without keeping it in `errorText`:
    /// for a long-running child whose log is followed line by line (the
    /// soak's kiosk), so memory stays flat.
    public func takeNewError(timeout: Double) -> String {
        let text = drain.take()
        guard text.isEmpty else { return text }
        _ = drain.waitForMore(until: Date().addingTimeInterval(max(0, timeout)))
        return drain.take()
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
            finishReading()
            return Self.exitCode(status)
        }
        kill(pid, signal)
        let end = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > end {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                finishReading()
                return nil
            }
            usleep(20_000)
        }
        finishReading()
        return Self.exitCode(status)
    }

    /// Runs to the end; the exit status (nil when it did not exit normally).
    public static func run(_ path: String, _ arguments: [String], timeout: Double = 60) throws -> (Int32?, String) {
        let child = try ChildProcess(path, arguments)
        let end = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while waitpid(child.pid, &status, WNOHANG) == 0 {
            if Date() > end {
                kill(child.pid, SIGKILL)
                waitpid(child.pid, &status, 0)
                child.finishReading()
                return (nil, child.errorText)
            }
            usleep(20_000)
        }
        child.finishReading()
        return (exitCode(status), child.errorText)
    }

    /// After the child exited: what is left in the pipe (a grandchild that
    /// keeps it open is not waited for beyond a second).
    private func finishReading() {
        _ = drain.waitForEnd(until: Date().addingTimeInterval(1))
        errorText += drain.take()
    }

    private static func exitCode(_ status: Int32) -> Int32? {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
    }
}

/// Reads a pipe on a thread of its own until its end, keeping what came
/// until it is taken.
private final class ErrorDrain: @unchecked Sendable {
    // All state below is guarded by `condition`.
    private let condition = NSCondition()
    private var unread: [UInt8] = []
    private var ended = false

    init(fd: Int32) {
        let thread = Thread { [self] in read(fd) }
        thread.name = "child stderr"
        thread.start()
    }

    private func read(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            condition.lock()
            if count > 0 { unread.append(contentsOf: buffer[0..<count]) } else { ended = true }
            condition.broadcast()
            condition.unlock()
            if count <= 0 { break }
        }
        close(fd)
    }

    /// What came since the last call.
    func take() -> String {
        condition.lock()
        defer { condition.unlock() }
        let text = String(decoding: unread, as: UTF8.self)
        unread.removeAll(keepingCapacity: true)
        return text
    }

    /// Waits for unread bytes; false at `end` or once the pipe ended with nothing unread.
    func waitForMore(until end: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while unread.isEmpty {
            if ended || !condition.wait(until: end) { return !unread.isEmpty }
        }
        return true
    }

    /// Waits for the pipe's end; whether it came by `end`.
    func waitForEnd(until end: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: end) { return ended }
        }
        return true
    }
}
