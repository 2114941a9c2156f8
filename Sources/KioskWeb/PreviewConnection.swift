import Foundation
import Geometry
import HummingbirdWebSocket
import Logging
import NIOCore
import TouchDevices

/// One browser on `/ws`: its pointer events go to the kiosk's loop through
/// the input queue; when it asked for frames, the damaged regions it has not
/// seen go back to it, encoded and sent here, off the loop.
struct PreviewConnection: Sendable {
    let client: Int
    let screen: Size
    let queue: WebInputQueue?
    let hub: PreviewHub?
    let logger: Logger

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        queue?.push(.connected(client: client))
        defer { queue?.push(.disconnected(client: client)) }
        await withTaskGroup(of: Void.self) { group in
            if let hub {
                let wakes = hub.addPage(client)
                group.addTask { await send(wakes, hub: hub, outbound: outbound) }
            }
            do {
                for try await message in inbound.messages(maxSize: 4096) {
                    guard case .text(let text) = message else { continue }
                    guard let parsed = PointerMessage.parse(text, screen: screen),
                          let event = parsed.event(time: MonotonicClock.now(), screen: screen) else {
                        logger.debug("browser \(client): ignored a malformed message")
                        continue
                    }
                    queue?.push(.pointer(client: client, event, sequence: parsed.seq))
                }
            } catch {
                logger.debug("browser \(client): \(error)")
            }
            hub?.removePage(client)
            group.cancelAll()
        }
    }

    /// Sends the page what changed each time the hub says there is something.
    private func send(_ wakes: AsyncStream<Void>, hub: PreviewHub, outbound: WebSocketOutboundWriter) async {
        for await _ in wakes {
            guard let update = hub.take(client) else { continue }
            do {
                let bytes = try FrameMessage.encode(update)
                try await outbound.writeBinaryMessage(ByteBuffer(bytes: bytes))
            } catch {
                logger.debug("browser \(client): stopped sending frames: \(error)")
                return
            }
        }
    }
}
