import CSystemd
import Glibc
import Logging

/// The kiosk's side of systemd's notify protocol (`Type=notify`), through
/// libsystemd's sd_notify: READY=1 once it runs, WATCHDOG=1 from its loop at
/// half of WATCHDOG_USEC (so a hung loop stops petting and systemd restarts
/// it), STATUS= lines, and STOPPING=1 on the way out. sd_notify reads
/// NOTIFY_SOCKET itself; without it (not started by systemd) this is nil.
public final class ServiceNotifier {
    private let logger: Logger
    /// The watchdog's schedule, when the service has `WatchdogSec=`.
    public private(set) var watchdog: WatchdogSchedule?
    private var readySent = false

    /// The notifier for this process, nil when `NOTIFY_SOCKET` is unset.
    /// `now` is the monotonic time (µs) the watchdog counts from.
    public init?(now: Int64, logger: Logger) {
        guard let socket = getenv("NOTIFY_SOCKET"), socket.pointee != 0 else { return nil }
        self.logger = logger
        var usec: UInt64 = 0
        // > 0: the watchdog is on for this process (WATCHDOG_USEC set, WATCHDOG_PID ours or unset).
        let enabled = sd_watchdog_enabled(0, &usec)
        if enabled > 0, usec > 0 {
            watchdog = WatchdogSchedule(timeout: Int64(clamping: usec), now: now)
            logger.info("systemd watchdog: \(Double(usec) / 1_000_000) s; petting it every \(Double(usec) / 2_000_000) s from the kiosk's loop")
        } else if enabled < 0 {
            logger.warning("WATCHDOG_USEC is not understood (\(String(cString: strerror(-enabled)))); not petting a watchdog")
        }
    }

    /// Tells systemd the service is up (once), with a status line.
    public func ready(status: String) {
        if readySent {
            send("STATUS=\(status)")
        } else {
            readySent = true
            send("READY=1\nSTATUS=\(status)")
        }
    }

    /// A status line `systemctl status` shows.
    public func status(_ text: String) { send("STATUS=\(text)") }

    /// Pets the watchdog when half its time has passed since the last pet.
    public func petIfDue(now: Int64) {
        guard var schedule = watchdog, schedule.petIfDue(now: now) else { return }
        watchdog = schedule
        send("WATCHDOG=1")
    }

    /// When the loop must wake up to pet the watchdog (µs), if it must.
    public var nextPet: Int64? { watchdog?.nextPet }

    /// Tells systemd the service is stopping.
    public func stopping() { send("STOPPING=1\nSTATUS=stopping") }

    private func send(_ message: String) {
        let result = sd_notify(0, message)
        if result < 0 {
            logger.warning("sd_notify(\(message.split(separator: "\n").first ?? "")) failed: \(String(cString: strerror(-result)))")
        }
    }
}
