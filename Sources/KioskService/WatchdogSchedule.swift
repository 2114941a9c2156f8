/// When to pet systemd's watchdog: every half of `WATCHDOG_USEC`, as
/// sd_watchdog_enabled(3) advises, so one late loop turn is no restart. Pure:
/// the loop asks it with the monotonic time.
public struct WatchdogSchedule: Sendable, Hashable {
    /// Microseconds between pets (half the service's `WatchdogSec`).
    public let interval: Int64
    /// When the watchdog was last petted (µs).
    public private(set) var lastPet: Int64

    /// A schedule for a watchdog of `timeout` µs, counting from `now`.
    public init(timeout: Int64, now: Int64) {
        interval = max(timeout / 2, 1)
        lastPet = now
    }

    /// When the next pet is due (µs): the loop wakes up for it.
    public var nextPet: Int64 { lastPet + interval }

    /// Whether a pet is due at `now`; if so it counts as done.
    public mutating func petIfDue(now: Int64) -> Bool {
        guard now >= nextPet else { return false }
        lastPet = now
        return true
    }
}
