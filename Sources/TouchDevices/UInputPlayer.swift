#if canImport(Glibc)
import Glibc
#endif
import TouchModel

/// Plays recorded events into uinput devices in real time, as `libinput
/// replay` does: each event waits until its offset from the first event has
/// passed on the monotonic clock, so the kernel stamps it with that spacing.
public enum UInputPlayer {
    /// Outcome of a playback.
    public enum Outcome: Equatable, Sendable {
        case finished
        /// The stop signal fired; events after it were not played.
        case stopped(afterEvents: Int)
    }

    /// Plays `events` (device index, event), in order of time, into `devices`.
    /// `SYN_DROPPED` markers of the recording are not replayed: they describe
    /// the recording machine's buffer, not input.
    public static func play(_ events: [(device: Int, event: InputEvent)], into devices: [UInputDevice],
                            speed: Double = 1, stop: StopSignal? = nil) throws -> Outcome {
        guard let first = events.first?.event.time else { return .finished }
        let start = MonotonicClock.now()
        for (index, item) in events.enumerated() {
            guard devices.indices.contains(item.device) else { continue }
            if item.event.type == EventType.syn, item.event.code == SynCode.dropped { continue }
            let due = start + Int64(Double(item.event.time - first) / max(speed, 0.001))
            sleep(until: due)
            if let stop, stop.hasFired { return .stopped(afterEvents: index) }
            try devices[item.device].write(item.event)
        }
        return .finished
    }

    /// Sleeps until `time` (µs, `CLOCK_MONOTONIC`); a signal cuts it short.
    public static func sleep(until time: Int64) {
        guard time > MonotonicClock.now() else { return }
        var ts = timespec(tv_sec: Int(time / 1_000_000), tv_nsec: Int(time % 1_000_000) * 1000)
        _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil)
    }
}
