import Display
import Geometry

/// The browser preview as a display: `--display web` (the only screen) or a
/// mirror beside a real one (`--mirror web`). Presenting copies the damaged
/// rectangles into the `PreviewHub` and wakes the pages' senders; encoding
/// and sending happen on the server's threads, never in the kiosk's loop.
public final class WebFrameSink: ScreenSink {
    public let hub: PreviewHub
    /// Where the numbers of handled pointer events come from (nil: no browser input).
    private let input: WebTouchSource?

    public init(hub: PreviewHub, input: WebTouchSource?) {
        self.hub = hub
        self.input = input
    }

    public var width: Int { hub.width }
    public var height: Int { hub.height }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) {
        hub.present(image, damage: damage, acknowledged: input?.takeHandled() ?? [:])
    }

    /// The loop turn ended: pointer events it handled that no frame showed
    /// are told to their pages as changing nothing.
    public func endTurn() {
        guard let unchanged = input?.endTurn(), !unchanged.isEmpty else { return }
        hub.unchanged(unchanged)
    }

    public func close() {}
}
