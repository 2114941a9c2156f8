#if canImport(Glibc)
import Glibc
#endif

/// `CLOCK_MONOTONIC` in microseconds, the clock evdev and libinput stamp
/// events with. Only the live edge reads it (for a cancel's time and timer waits).
public enum MonotonicClock {
    public static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1_000
    }
}
