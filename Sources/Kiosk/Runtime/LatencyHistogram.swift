import Foundation

/// Latencies in milliseconds, kept as counts in logarithmic buckets: its
/// size is fixed however long a kiosk runs (a live kiosk used to keep every
/// touch scan's latency, a few megabytes an hour of touching). Percentiles
/// come back within `precision` of the true value; the count, minimum and
/// maximum are exact.
///
/// ```swift
/// var histogram = LatencyHistogram()
/// histogram.record(12.5)
/// histogram.percentile(0.5)   // ≈ 12.5
/// ```
public struct LatencyHistogram: Sendable, Equatable {
    /// The smallest latency told apart from zero, in milliseconds; below it, values share the first bucket.
    public static let floor = 0.01
    /// The largest latency told apart, in milliseconds (100 s); above it, values share the last bucket.
    public static let ceiling = 100_000.0
    /// Relative width of a bucket: a percentile is off by at most this fraction.
    public static let precision = 0.01

    private static let growth = log1p(precision)
    private static let bucketCount = Int((log(ceiling / floor) / growth).rounded(.up)) + 1

    private var buckets: [Int]
    /// How many latencies were recorded.
    public private(set) var count = 0
    /// The smallest recorded (nil when empty).
    public private(set) var minimum: Double?
    /// The largest recorded (nil when empty).
    public private(set) var maximum: Double?

    public init() {
        buckets = Array(repeating: 0, count: Self.bucketCount)
    }

    /// Adds one latency; a value that is not a finite number is ignored.
    public mutating func record(_ milliseconds: Double) {
        guard milliseconds.isFinite else { return }
        let value = Swift.max(0, milliseconds)
        buckets[Self.bucket(of: value)] += 1
        count += 1
        minimum = Swift.min(minimum ?? value, value)
        maximum = Swift.max(maximum ?? value, value)
    }

    /// The latency below which the fraction `p` (0…1) of the recorded ones
    /// lie, to within `precision` (exact at 0 and 1); nil when empty.
    public func percentile(_ p: Double) -> Double? {
        guard count > 0, let minimum, let maximum else { return nil }
        if p <= 0 { return minimum }
        if p >= 1 { return maximum }
        // The nearest-rank definition: the smallest value with at least p of them at or below it.
        let rank = Swift.max(1, Int((p * Double(count)).rounded(.up)))
        var seen = 0
        for (index, bucketCount) in buckets.enumerated() where bucketCount > 0 {
            seen += bucketCount
            if seen >= rank { return Swift.min(Swift.max(Self.value(of: index), minimum), maximum) }
        }
        return maximum
    }

    /// The median (`percentile(0.5)`).
    public var median: Double? { percentile(0.5) }

    private static func bucket(of value: Double) -> Int {
        guard value > floor else { return 0 }
        let index = Int((log(value / floor) / growth).rounded(.down)) + 1
        return Swift.min(index, bucketCount - 1)
    }

    /// A bucket's middle (geometric), what a percentile in it reports.
    private static func value(of bucket: Int) -> Double {
        guard bucket > 0 else { return floor / 2 }
        return floor * exp((Double(bucket - 1) + 0.5) * growth)
    }
}
