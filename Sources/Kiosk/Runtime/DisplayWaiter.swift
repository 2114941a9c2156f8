import Geometry
import Display
import Glibc
import KioskService
import Logging
import Seat
import TouchDevices

/// Opens the kiosk's screen, waiting for one to appear when there is none
/// yet (a kiosk started at boot before its display's driver, or with the
/// monitor unplugged): it looks again when udev announces a `drm` change
/// (a card appeared, a monitor was plugged in) and every `fallbackInterval`
/// in case an event was missed, or twice a second without udev; it says once
/// in the log what it waits for, keeps systemd's watchdog fed, and stops
/// waiting on SIGINT/SIGTERM or when its owner asks (`KioskHost.stop()`).
public struct DisplayWaiter {
    /// The display named with `--display`; nil: the first DRM card, else framebuffer.
    public var requested: DisplayChoice?
    public var stop: StopSignal?
    /// Made readable when the owner wants the wait to end; `isFinished` then says whether it does.
    public var wake: WakeUpPipe?
    /// Whether the owner asked the wait to end (checked after every look and every wake-up).
    public var isFinished: () -> Bool = { false }
    public var notifier: ServiceNotifier?
    public var logger: Logger
    /// Seconds between looks without udev.
    public var interval: Double = 0.5
    /// Seconds between looks when udev's `drm` events wake the wait.
    public var fallbackInterval: Double = 10
    /// `display.connector` and `display.mode`.
    public var request = DRMOutputRequest()
    /// The `displays:` list: several connectors at once (see `DisplayChoice.open`).
    public var heads: [DRMHeadRequest] = []
    /// Told what of `request` cannot be met, once the screen opens.
    public var problems: (String) -> Void = { _ in }
    /// Told how the picture is turned (by the KMS plane or in software), once the screen opens.
    public var notes: (String) -> Void = { _ in }
    /// How frames are turned onto the panel (`display.rotation`).
    public var rotation: DisplayRotation
    /// Opens DRM nodes: a seat manager's opener, or directly.
    public var opener: any DeviceOpener
    /// A seat manager opens DRM nodes the user cannot (see `DisplayChoice.automatic`).
    public var seat: Bool

    public init(requested: DisplayChoice?, stop: StopSignal?, notifier: ServiceNotifier?, logger: Logger,
                rotation: DisplayRotation = .none, opener: any DeviceOpener = DirectOpener.shared, seat: Bool = false) {
        self.requested = requested
        self.stop = stop
        self.notifier = notifier
        self.logger = logger
        self.rotation = rotation
        self.opener = opener
        self.seat = seat
    }

    /// The opened display and what it is; nil when stopped while waiting.
    public func open(width: Int, height: Int) -> (choice: DisplayChoice, sink: any DisplaySink)? {
        var lastProblem: String?
        let hotplug = DisplayHotplugMonitor()
        while !isFinished() {
            let problem: String
            let found: (choice: DisplayChoice?, summary: String) = requested.map { ($0, "") }
                ?? DisplayChoice.search(seat: seat, opener: opener, connector: request.connector)
            if let choice = found.choice {
                do {
                    let sink = try choice.open(width: width, height: height, rotation: rotation, opener: opener, request: request, heads: heads, problems: problems, notes: notes)
                    if lastProblem != nil {
                        if !found.summary.isEmpty { logger.notice("\(found.summary)") }
                        logger.notice("display \(choice) appeared: \(sink.width)×\(sink.height)")
                    }
                    return (choice, sink)
                } catch {
                    problem = "cannot use \(choice) yet (\(error)); trying again"
                }
            } else {
                problem = "no display yet (/dev/dri/card*, /dev/fb*): waiting for one to appear"
            }
            if problem != lastProblem {
                logger.notice("\(problem)")
                notifier?.ready(status: "waiting for a display")
                lastProblem = problem
            }
            guard sleep(hotplug) else { return nil }
            notifier?.petIfDue(now: MonotonicClock.now())
        }
        return nil
    }

    /// Sleeps `interval` (`fallbackInterval` with udev; less when the watchdog
    /// is due sooner) or until the stop signal, a wake-up or a `drm` event;
    /// false when the wait is to end.
    private func sleep(_ hotplug: DisplayHotplugMonitor?) -> Bool {
        var milliseconds = Int64((hotplug == nil ? interval : fallbackInterval) * 1000)
        if let pet = notifier?.nextPet { milliseconds = max(0, min(milliseconds, (pet - MonotonicClock.now() + 999) / 1000)) }
        var entries = [pollfd(fd: stop?.fd ?? -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake?.fd ?? -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: hotplug?.fd ?? -1, events: Int16(POLLIN), revents: 0)]
        _ = poll(&entries, nfds_t(entries.count), Int32(milliseconds))
        wake?.drain()
        if let cards = hotplug?.receive(), !cards.isEmpty { logger.info("udev: \(cards.joined(separator: ", ")) changed: looking again") }
        return stop?.hasFired != true && !isFinished()
    }
}
