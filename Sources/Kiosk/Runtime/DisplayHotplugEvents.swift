import Display
import Logging
import TouchDevices

/// udev's `drm` change events as a source of the kiosk's loop: on each, the
/// screen probes its connector again (`FrameOutput.connectorsChanged`): a
/// monitor unplugged is noted, one plugged in again or replaced gets the
/// mode set and the newest frame. A failure is logged; the kiosk goes on.
public final class DisplayHotplugEvents: LiveInputSource {
    private let monitor: DisplayHotplugMonitor
    private let output: FrameOutput
    private let logger: Logger

    /// nil without udev's netlink socket.
    public init?(output: FrameOutput, logger: Logger) {
        guard let monitor = DisplayHotplugMonitor() else { return nil }
        self.monitor = monitor
        self.output = output
        self.logger = logger
    }

    /// Called after the screen reported a change (a head came, a monitor of
    /// another size): the kiosk lays out again and maps touches anew. Its
    /// argument reports input updates (devices re-added) into the loop.
    public var screensChanged: ((_ emit: (InputUpdate) -> Void) throws -> Void)?

    public var descriptors: [Int32] { [monitor.fd] }

    public func start(_ emit: (InputUpdate) -> Void) {}

    public func readable(fd: Int32, _ emit: (InputUpdate) -> Void) throws {
        let cards = monitor.receive()
        guard !cards.isEmpty else { return }
        logger.info("udev: \(cards.joined(separator: ", ")) changed: probing the screen's connector")
        do {
            let lines = try output.connectorsChanged(time: Double(MonotonicClock.now()) / 1_000_000)
            for line in lines { logger.notice("\(line)") }
            if !lines.isEmpty { try screensChanged?(emit) }
        } catch {
            logger.error("\(error)")
        }
    }
}
