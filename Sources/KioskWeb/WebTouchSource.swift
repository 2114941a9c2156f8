import Geometry
import TouchDevices
import TouchModel
import TouchTrace

/// Browser touches as a live input source of the kiosk's loop: each
/// connected browser is a touch device `web:N` whose pointer events the
/// `PointerFrameAssembler` turns into touch frames (a mouse is one finger,
/// a touch screen's fingers are fingers, a pinch-modifier drag is two).
/// Events are stamped with the monotonic clock when the server received
/// them, so the kiosk's touch-to-screen latency covers the queue.
///
/// What one loop turn drains is bounded (`WebInputQueue`), and a browser's
/// moves in it become one frame: the loop's work per turn does not grow
/// with the rate the browser sends at.
///
/// Lives on the loop's thread; the server side is its `queue`.
public final class WebTouchSource: LiveInputSource {
    public let queue: WebInputQueue
    private let screen: Size
    private var assemblers: [Int: PointerFrameAssembler] = [:]
    /// For each browser, the number of its last pointer event handled in
    /// this loop turn: a frame presented in the same turn shows it (`takeHandled`).
    private var handled: [Int: Int] = [:]

    public init(queue: WebInputQueue, screen: Size) {
        self.queue = queue
        self.screen = screen
    }

    public var descriptors: [Int32] { [queue.readEnd] }

    public func start(_ emit: (InputUpdate) -> Void) {}

    public func readable(fd: Int32, _ emit: (InputUpdate) -> Void) {
        // Each browser's moves wait here until another of its events (or the end of the drain) needs them out first.
        var moves: [Int: [PointerEvent]] = [:]
        var order: [Int] = []
        func flush(_ client: Int) {
            guard let batch = moves.removeValue(forKey: client), var assembler = assemblers[client] else { return }
            let frame = assembler.frame(moving: batch)
            assemblers[client] = assembler
            if let frame { emit(.frame(node: Self.node(client), frame)) }
        }
        for item in queue.drain() {
            switch item {
            case .connected(let client):
                assemblers[client] = PointerFrameAssembler(pinchCentre: Point(x: screen.width / 2, y: screen.height / 2))
                let device = DeviceDescription.syntheticTouchscreen(
                    name: "Browser \(client)", width: Int32(screen.width), height: Int32(screen.height))
                emit(.deviceAdded(InputDeviceInfo(node: Self.node(client), description: device)))
            case .pointer(let client, let event, let sequence):
                guard assemblers[client] != nil else { continue }
                handled[client] = max(handled[client] ?? 0, sequence)
                if event.kind == .move {
                    if moves[client] == nil { order.append(client) }
                    moves[client, default: []].append(event)
                    continue
                }
                flush(client)
                guard var assembler = assemblers[client] else { continue }
                let frame = assembler.frame(for: event)
                assemblers[client] = assembler
                if let frame { emit(.frame(node: Self.node(client), frame)) }
            case .disconnected(let client):
                flush(client)
                guard var assembler = assemblers.removeValue(forKey: client) else { continue }
                handled[client] = nil
                if let cancel = assembler.cancelAll(time: MonotonicClock.now()) { emit(.frame(node: Self.node(client), cancel)) }
                emit(.deviceRemoved(node: Self.node(client)))
            }
        }
        for client in order { flush(client) }
    }

    /// The numbers of the pointer events handled since the last call, per
    /// browser: the frame being presented shows them.
    public func takeHandled() -> [Int: Int] {
        defer { handled.removeAll(keepingCapacity: true) }
        return handled
    }

    /// The loop turn ended: the events handled in it that no presented frame
    /// took changed nothing on screen (the page does not count them as round trips).
    public func endTurn() -> [Int: Int] {
        takeHandled()
    }

    /// The device node a browser's touches come from.
    public static func node(_ client: Int) -> String { "web:\(client)" }
}
