import Foundation
import Synchronization
import TouchDevices
import TouchModel

/// What browsers said, waiting for the kiosk's loop: filled by the web
/// server's connections on their threads, drained by `WebTouchSource` on the
/// loop's. Each push writes a byte to a pipe the loop polls, so browser
/// touches wake the loop at once, as a touchscreen's would.
///
/// Bounded by construction (`WebInputLimits` says how, and what is dropped):
/// however fast browsers send, what waits for one loop turn is at most
/// `queueCapacity` downs and moves, the lifts of the fingers down and one
/// item per connection change; moves of one pointer merge, the newest
/// position winning.
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

    /// A pointer of a browser.
    private struct PointerKey: Hashable {
        var client: Int
        var pointer: Int
    }

    /// What the queue knows of one connected browser.
    private struct Client {
        /// Its pointers down (as accepted here), and the fingers each is (a pinch is two).
        var down: [Int: Int] = [:]
        var bucket: TokenBucket
        var fingers: Int { down.values.reduce(0, +) }
    }

    /// What the connections and the loop share.
    private struct State {
        /// Items not yet drained, oldest first.
        var items: [Item] = []
        /// Downs and moves among `items` (what `queueCapacity` bounds).
        var admitted = 0
        /// Where in `items` the waiting move of each pointer is (merged into).
        var pendingMove: [PointerKey: Int] = [:]
        var clients: [Int: Client] = [:]
        /// Fingers down over all browsers.
        var fingers = 0
        /// Dropped messages by reason, since the start.
        var dropped: [WebInputDrop: Int] = [:]
        /// The last liveness check asked for, and the last the loop answered.
        var pingAsked = 0
        var pingAnswered = 0
    }

    public let limits: WebInputLimits
    /// Browsers connected at once; `push(.connected)` refuses more.
    public let maximumClients: Int
    private let state = Mutex(State())
    /// Told of every drop, on the connection's thread (the metrics' counter).
    private let onDrop: (@Sendable (WebInputDrop) -> Void)?
    /// The pipe: the loop polls the read end.
    let readEnd: Int32
    private let writeEnd: Int32

    /// - Parameters:
    ///   - limits: the bounds and rates.
    ///   - maximumClients: browsers connected at once (16).
    ///   - onDrop: counts drops (called on the connection's thread).
    /// - Throws: when no pipe can be made.
    public init(limits: WebInputLimits = WebInputLimits(), maximumClients: Int = 16,
                onDrop: (@Sendable (WebInputDrop) -> Void)? = nil) throws(WebServerError) {
        self.limits = limits
        self.maximumClients = max(1, maximumClients)
        self.onDrop = onDrop
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

    /// What became of a pushed item.
    public enum Outcome: Equatable, Sendable {
        /// Queued (or merged into a waiting move).
        case queued
        /// Changes nothing (a move or lift of a pointer that is not down, a second down): not queued.
        case ignored
        /// Dropped by the limits.
        case dropped(WebInputDrop)
        /// A connection beyond `maximumClients`: the connection should close.
        case refused
    }

    /// Queues `item` within the limits and wakes the loop.
    @discardableResult
    public func push(_ item: Item) -> Outcome {
        let outcome = state.withLock { state in
            let outcome = admit(item, &state)
            if case .dropped(let reason) = outcome { state.dropped[reason, default: 0] += 1 }
            return outcome
        }
        switch outcome {
        case .queued: wake()
        case .dropped(let reason): onDrop?(reason)
        case .ignored, .refused: break
        }
        return outcome
    }

    private func admit(_ item: Item, _ state: inout State) -> Outcome {
        switch item {
        case .connected(let client):
            guard state.clients.count < maximumClients else { return .refused }
            state.clients[client] = Client(bucket: TokenBucket(rate: limits.messagesPerSecond, capacity: limits.burst))
            state.items.append(item)
            return .queued
        case .disconnected(let client):
            guard let gone = state.clients.removeValue(forKey: client) else { return .ignored }
            state.fingers -= gone.fingers
            state.items.append(item)
            return .queued
        case .pointer(let client, let event, _):
            guard var entry = state.clients[client] else { return .ignored }
            defer { state.clients[client] = entry }
            let key = PointerKey(client: client, pointer: event.pointer)
            switch event.kind {
            case .up, .cancel:
                // A lift of a finger that is down always gets through: no touch is left stuck.
                guard let fingers = entry.down.removeValue(forKey: event.pointer) else { return .ignored }
                state.fingers -= fingers
                state.pendingMove[key] = nil
                state.items.append(item)
                return .queued
            case .down:
                // Every down and move costs the browser a token, even one that changes nothing.
                guard entry.bucket.take(at: event.time) else { return .dropped(.rate) }
                guard entry.down[event.pointer] == nil else { return .ignored }
                let fingers = event.pinch ? 2 : 1
                guard entry.fingers + fingers <= limits.contactsPerClient, state.fingers + fingers <= limits.totalContacts else {
                    return .dropped(.contacts)
                }
                guard state.admitted < limits.queueCapacity else { return .dropped(.queue) }
                entry.down[event.pointer] = fingers
                state.fingers += fingers
                state.admitted += 1
                state.items.append(item)
                return .queued
            case .move:
                guard entry.bucket.take(at: event.time) else { return .dropped(.rate) }
                guard entry.down[event.pointer] != nil else { return .ignored }
                if let index = state.pendingMove[key] {
                    // Not yet seen by the loop: the newest position wins.
                    state.items[index] = item
                    return .queued
                }
                guard state.admitted < limits.queueCapacity else { return .dropped(.queue) }
                state.pendingMove[key] = state.items.count
                state.admitted += 1
                state.items.append(item)
                return .queued
            }
        }
    }

    /// Messages dropped so far, by reason.
    public var dropped: [WebInputDrop: Int] { state.withLock { $0.dropped } }

    /// Items waiting now.
    public var count: Int { state.withLock { $0.items.count } }

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
            state.pendingMove.removeAll(keepingCapacity: true)
            state.admitted = 0
            // A new array, so a flood's high-water capacity is not kept for ever.
            defer { state.items = [] }
            return state.items
        }
    }

    private func wake() {
        var byte: UInt8 = 1
        // A full pipe already wakes the loop; nothing is lost (the items are in `state`).
        _ = write(writeEnd, &byte, 1)
    }
}
