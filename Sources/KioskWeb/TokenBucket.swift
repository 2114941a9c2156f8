/// A token bucket: `rate` tokens a second, at most `capacity` saved up.
/// Times are passed in (µs, monotonic), so it reads no clock of its own.
struct TokenBucket: Sendable, Equatable {
    let rate: Double
    let capacity: Double
    private var tokens: Double
    private var last: Int64?

    /// Starts full.
    init(rate: Double, capacity: Double) {
        self.rate = rate
        self.capacity = capacity
        tokens = capacity
    }

    /// Takes one token at `time`; false when there is none (the bucket is refilled first).
    mutating func take(at time: Int64) -> Bool {
        if let last, time > last {
            tokens = min(capacity, tokens + Double(time - last) / 1_000_000 * rate)
        }
        last = max(last ?? time, time)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// Seconds from `time` until a token is there (0: one is).
    func wait(at time: Int64) -> Double {
        let refilled = min(capacity, tokens + Double(max(0, time - (last ?? time))) / 1_000_000 * rate)
        return refilled >= 1 ? 0 : (1 - refilled) / rate
    }
}
