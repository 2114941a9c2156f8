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
        if queue?.push(.connected(client: client)) == .refused {
            logger.warning("browser \(client): refused, \(queue?.maximumClients ?? 0) browsers are connected already")
            try? await outbound.close(.policyViolation, reason: "too many browsers")
            return
        }
        defer { queue?.push(.disconnected(client: client)) }
        // The page sizes its canvas from this, so a kiosk restarted with another `--screen` is shown right on reconnect.
        try? await outbound.writeTextMessage(PageMessage.screen(screen))
        await withTaskGroup(of: Void.self) { group in
            if let hub {
                let wakes = hub.addPage(client)
                group.addTask { await send(wakes, hub: hub, outbound: outbound) }
            }
            var reported = Set<WebInputDrop>()
            do {
                for try await message in inbound.messages(maxSize: 4096) {
                    guard case .text(let text) = message else { continue }
                    guard let parsed = PointerMessage.parse(text, screen: screen),
                          let event = parsed.event(time: MonotonicClock.now(), screen: screen) else {
                        logger.debug("browser \(client): ignored a malformed message")
                        continue
                    }
                    if case .dropped(let reason) = queue?.push(.pointer(client: client, event, sequence: parsed.seq)),
                       reported.insert(reason).inserted {
                        // Once per connection and reason: a flood must not flood the log too.
                        logger.warning("browser \(client): dropping pointer events (\(reason.explanation)); touchdeck_web_input_dropped_total counts them")
                    }
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
                // In the order they happened, so the page times each event against the frame that showed it.
                let unchanged = update.unchanged.map(PageMessage.unchanged)
                if let unchanged, update.unchanged ?? 0 < update.acknowledged { try await outbound.writeTextMessage(unchanged) }
                if !update.regions.isEmpty {
                    try await outbound.writeBinaryMessage(ByteBuffer(bytes: try FrameMessage.encode(update)))
                }
                if let unchanged, update.unchanged ?? 0 >= update.acknowledged { try await outbound.writeTextMessage(unchanged) }
            } catch {
                logger.debug("browser \(client): stopped sending frames: \(error)")
                return
            }
        }
    }
}
