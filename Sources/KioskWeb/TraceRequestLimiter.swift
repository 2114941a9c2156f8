import Synchronization
import TouchDevices

/// How often `/trace` may be asked: each request builds a trace of the whole
/// ring (`POST` also writes it to disk), so a client asking in a loop would
/// keep a core and the disk busy. A token bucket: `burst` requests at once,
/// then one every `interval` seconds; more get 429 with `Retry-After`.
final class TraceRequestLimiter: Sendable {
    private let bucket: Mutex<TokenBucket>

    /// - Parameters:
    ///   - interval: seconds between requests, sustained (5).
    ///   - burst: requests at once (2).
    init(interval: Double = 5, burst: Double = 2) {
        bucket = Mutex(TokenBucket(rate: 1 / max(0.001, interval), capacity: max(1, burst)))
    }

    /// Nil when a request may go ahead now; else the seconds to wait.
    func admit(at time: Int64 = MonotonicClock.now()) -> Int? {
        bucket.withLock { bucket in
            bucket.take(at: time) ? nil : max(1, Int(bucket.wait(at: time).rounded(.up)))
        }
    }
}
