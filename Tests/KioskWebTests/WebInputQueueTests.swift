import Geometry
@testable import KioskWeb
import Synchronization
import Testing
import TouchDevices
import TouchModel

/// The browser input's bounds: contacts per browser and in all, merged moves,
/// a bounded queue whose lifts always get through, per-browser rates, and
/// the loop's work per turn.
@Suite("WebInputQueue")
struct WebInputQueueTests {
    static func pointer(_ client: Int, _ kind: PointerEvent.Kind, _ pointer: Int, x: Double = 10, time: Int64 = 0, seq: Int = 0,
                        pinch: Bool = false) -> WebInputQueue.Item {
        .pointer(client: client, PointerEvent(kind: kind, pointer: pointer, position: Point(x: x, y: 20), time: time, pinch: pinch), sequence: seq)
    }

    /// What the loop gets from one drain: the frames per device.
    static func drain(_ source: WebTouchSource) -> [InputUpdate] {
        var updates: [InputUpdate] = []
        source.readable(fd: source.queue.readEnd) { updates.append($0) }
        return updates
    }

    static func frames(_ updates: [InputUpdate]) -> [TouchFrame] {
        updates.compactMap { if case .frame(_, let frame) = $0 { frame } else { nil } }
    }

    @Test("at most 10 fingers per browser and the configured total over all; the refused ones' moves and lifts are ignored")
    func contactLimits() throws {
        let queue = try WebInputQueue(limits: WebInputLimits(totalContacts: 15))
        #expect(queue.push(.connected(client: 1)) == .queued)
        #expect(queue.push(.connected(client: 2)) == .queued)
        for id in 0..<5000 {
            let outcome = queue.push(Self.pointer(1, .down, id, time: Int64(id) * 1000))
            #expect(outcome == (id < 10 ? .queued : .dropped(.contacts)))
            if id >= 12 { break }
        }
        #expect(queue.push(Self.pointer(1, .move, 11, time: 20_000)) == .ignored, "a refused finger's move")
        #expect(queue.push(Self.pointer(1, .up, 11, time: 20_000)) == .ignored, "and its lift")
        for id in 0..<6 { #expect(queue.push(Self.pointer(2, .down, id, time: 30_000)) == (id < 5 ? .queued : .dropped(.contacts))) }
        #expect(queue.push(Self.pointer(2, .down, 7, time: 30_000, pinch: true)) == .dropped(.contacts), "a pinch is two fingers")
        // A lift frees a finger.
        #expect(queue.push(Self.pointer(2, .up, 0, time: 40_000)) == .queued)
        #expect(queue.push(Self.pointer(2, .down, 9, time: 40_000)) == .queued)
        #expect(queue.dropped[.contacts] == 5)
        // A browser that goes away frees its fingers.
        #expect(queue.push(.disconnected(client: 1)) == .queued)
        #expect(queue.push(Self.pointer(2, .down, 20, time: 50_000)) == .queued)
    }

    @Test("moves of a pointer waiting for the same loop turn merge: the newest position wins, the queue does not grow")
    func movesMerge() throws {
        let queue = try WebInputQueue()
        let source = WebTouchSource(queue: queue, screen: Size(width: 800, height: 480))
        queue.push(.connected(client: 1))
        queue.push(Self.pointer(1, .down, 1, x: 10, seq: 1))
        queue.push(Self.pointer(1, .down, 2, x: 10, seq: 2))
        for step in 0..<400 {
            queue.push(Self.pointer(1, .move, 1 + step % 2, x: 11 + Double(step), time: Int64(step) * 100, seq: 3 + step))
        }
        #expect(queue.count == 5, "connected, two downs, one waiting move per pointer")
        let frames = Self.frames(Self.drain(source))
        #expect(frames.count == 3, "a frame for each down, then one frame for both pointers' moves")
        let moved = try #require(frames.last)
        #expect(moved.contacts.map(\.position.x).sorted() == [409, 410])
        #expect(moved.contacts.allSatisfy { $0.change == .moved })
        #expect(source.takeHandled() == [1: 402], "the newest event's number, for the page's round trip")
    }

    @Test("a full queue drops downs and moves, never a lift of a finger that is down; a drain empties it")
    func liftsAlwaysGetThrough() throws {
        let queue = try WebInputQueue(limits: WebInputLimits(contactsPerClient: 10, totalContacts: 20, queueCapacity: 16, messagesPerSecond: 1_000_000, burst: 1_000_000))
        let source = WebTouchSource(queue: queue, screen: Size(width: 800, height: 480))
        queue.push(.connected(client: 1))
        for id in 0..<5 { #expect(queue.push(Self.pointer(1, .down, id)) == .queued) }
        // Down-up cycles fill the queue: downs are then refused, each lift of a finger down still queued.
        var refused = 0
        for id in 10..<40 {
            if queue.push(Self.pointer(1, .down, id)) == .dropped(.queue) { refused += 1 } else { #expect(queue.push(Self.pointer(1, .up, id)) == .queued) }
        }
        #expect(refused == 19, "16 downs fit")
        #expect(queue.push(Self.pointer(1, .move, 0, x: 50)) == .dropped(.queue))
        for id in 0..<5 { #expect(queue.push(Self.pointer(1, .up, id)) == .queued, "finger \(id)'s lift") }
        #expect(queue.count == 1 + 16 + 11 + 5, "connected, 16 downs, their 11 lifts and the 5 held fingers' lifts")
        let frames = Self.frames(Self.drain(source))
        let last = try #require(frames.last)
        #expect(last.contacts.allSatisfy { !$0.isActive }, "every finger lifted: none stuck")
        #expect(queue.count == 0)
        #expect(queue.push(Self.pointer(1, .down, 99)) == .queued)
    }

    @Test("a browser sending faster than its rate has downs and moves dropped; its lifts are not")
    func rateLimit() throws {
        let queue = try WebInputQueue(limits: WebInputLimits(messagesPerSecond: 100, burst: 10))
        queue.push(.connected(client: 1))
        #expect(queue.push(Self.pointer(1, .down, 1, time: 0)) == .queued)
        var outcomes: [WebInputQueue.Outcome] = []
        for step in 0..<20 { outcomes.append(queue.push(Self.pointer(1, .move, 1, x: Double(step), time: 0))) }
        #expect(outcomes.prefix(9).allSatisfy { $0 == .queued })
        #expect(outcomes.suffix(11).allSatisfy { $0 == .dropped(.rate) })
        #expect(queue.push(Self.pointer(1, .up, 1, time: 0)) == .queued)
        #expect(queue.push(Self.pointer(1, .down, 2, time: 50_000)) == .queued, "50 ms later, five tokens are back")
        #expect(queue.dropped[.rate] == 11)
    }

    @Test("more browsers than allowed are refused")
    func clientLimit() throws {
        let queue = try WebInputQueue(maximumClients: 2)
        #expect(queue.push(.connected(client: 1)) == .queued)
        #expect(queue.push(.connected(client: 2)) == .queued)
        #expect(queue.push(.connected(client: 3)) == .refused)
        #expect(queue.push(.disconnected(client: 3)) == .ignored)
        queue.push(.disconnected(client: 1))
        #expect(queue.push(.connected(client: 4)) == .queued)
    }

    @Test("the issue's flood: 5,000 downs and 268,616 moves leave one turn's work bounded: ≤ 10 contacts a frame, a few frames")
    func floodIsBounded() throws {
        let drops = Mutex(0)
        let queue = try WebInputQueue(onDrop: { _ in drops.withLock { $0 += 1 } })
        let source = WebTouchSource(queue: queue, screen: Size(width: 800, height: 480))
        queue.push(.connected(client: 1))
        var time: Int64 = 0, seq = 0
        for id in 0..<5000 {
            seq += 1
            time += 10
            queue.push(Self.pointer(1, .down, id, time: time, seq: seq))
        }
        var most = 0, frames = 0
        for step in 0..<268_616 {
            seq += 1
            time += 37   // 10 s of moves
            queue.push(Self.pointer(1, .move, step % 2000, x: Double(step % 700), time: time, seq: seq))
            if step % 20_000 == 0 {
                most = max(most, queue.count)
                let drained = Self.frames(Self.drain(source))
                frames += drained.count
                #expect(drained.allSatisfy { $0.contacts.count <= 10 })
            }
        }
        most = max(most, queue.count)
        #expect(most <= 12, "one waiting move per finger down, at most 10 (found \(most))")
        #expect((queue.dropped[.contacts] ?? 0) + (queue.dropped[.rate] ?? 0) >= 4990)
        #expect((queue.dropped[.rate] ?? 0) > 200_000, "26,000 messages a second is over the rate")
        #expect(drops.withLock { $0 } == queue.dropped.values.reduce(0, +))
        #expect(frames <= 40)
    }
}
