import Foundation
import Synchronization
import TouchDevices
import TouchModel

/// What browsers said, waiting for the kiosk's loop: filled by the web
/// server's connections on their threads, drained by `WebTouchSource` on the
/// loop's. Each push writes a byte to a pipe the loop polls, so browser
/// touches wake the loop at once, as a touchscreen's would.
public final class WebInputQueue: Sendable {
    /// One thing a browser connection reports.
    public enum Item: Sendable, Equatable {
        /// A browser connected (it becomes touch device `web:CLIENT`).
        case connected(client: Int)
        /// A pointer event; `sequence` is the page's number for it, echoed in the frames that show it.
        case pointer(client: Int, PointerEvent, sequence: Int)
        /// The browser went away: its touches are cancelled.
        case disconnected(client: Int)
    }

    /// What the connections and the loop share.
    private struct State {
        /// Items not yet drained, oldest first.
        var items: [Item] = []
        /// The last liveness check asked for, and the last the loop answered.
        var pingAsked = 0
        var pingAnswered = 0
    }

    private let state = Mutex(State())
    /// The pipe: the loop polls the read end.
    let readEnd: Int32
    private let writeEnd: Int32

    /// - Throws: when no pipe can be made.
    public init() throws(WebServerError) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw WebServerError("cannot make the web input pipe: \(String(cString: strerror(errno)))") }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Queues `item` and wakes the loop.
    public func push(_ item: Item) {
        state.withLock { $0.items.append(item) }
        wake()
    }

    /// Asks the loop to show it is alive; returns the number to wait for (`isAnswered`).
    public func ping() -> Int {
        let asked = state.withLock { state in
            state.pingAsked += 1
            return state.pingAsked
        }
        wake()
        return asked
    }

    /// Whether the loop has drained the queue since ping `number` was asked.
    public func isAnswered(_ number: Int) -> Bool {
        state.withLock { $0.pingAnswered >= number }
    }

    /// Everything queued, oldest first (the loop's side); answers pending pings.
    func drain() -> [Item] {
        var byte = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &byte, byte.count) > 0 {}
        return state.withLock { state in
            state.pingAnswered = state.pingAsked
            defer { state.items.removeAll(keepingCapacity: true) }
            return state.items
        }
    }

    private func wake() {
        var byte: UInt8 = 1
        // A full pipe already wakes the loop; nothing is lost (the items are in `state`).
        _ = write(writeEnd, &byte, 1)
    }
}
