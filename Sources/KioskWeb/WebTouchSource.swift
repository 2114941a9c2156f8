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
/// Lives on the loop's thread; the server side is its `queue`.
public final class WebTouchSource: LiveInputSource {
    public let queue: WebInputQueue
    private let screen: Size
    private var assemblers: [Int: PointerFrameAssembler] = [:]
    /// For each browser, the number of the last pointer event handed to the
    /// kiosk: a frame presented after it shows it (the page's round trip).
    public private(set) var appliedSequences: [Int: Int] = [:]

    public init(queue: WebInputQueue, screen: Size) {
        self.queue = queue
        self.screen = screen
    }

    public var descriptors: [Int32] { [queue.readEnd] }

    public func start(_ emit: (InputUpdate) -> Void) {}

    public func readable(fd: Int32, _ emit: (InputUpdate) -> Void) {
        for item in queue.drain() {
            switch item {
            case .connected(let client):
                assemblers[client] = PointerFrameAssembler(pinchCentre: Point(x: screen.width / 2, y: screen.height / 2))
                let device = DeviceDescription.syntheticTouchscreen(
                    name: "Browser \(client)", width: Int32(screen.width), height: Int32(screen.height))
                emit(.deviceAdded(InputDeviceInfo(node: Self.node(client), description: device)))
            case .pointer(let client, let event, let sequence):
                guard var assembler = assemblers[client] else { continue }
                let frame = assembler.frame(for: event)
                assemblers[client] = assembler
                appliedSequences[client] = sequence
                if let frame { emit(.frame(node: Self.node(client), frame)) }
            case .disconnected(let client):
                guard var assembler = assemblers.removeValue(forKey: client) else { continue }
                appliedSequences[client] = nil
                if let cancel = assembler.cancelAll(time: MonotonicClock.now()) { emit(.frame(node: Self.node(client), cancel)) }
                emit(.deviceRemoved(node: Self.node(client)))
            }
        }
    }

    /// The device node a browser's touches come from.
    public static func node(_ client: Int) -> String { "web:\(client)" }
}
