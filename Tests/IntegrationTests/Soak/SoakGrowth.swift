import KioskRuntime
import TouchdeckSupport

/// Whether a measure (resident memory, open descriptors) kept climbing
/// during a soak. Samples from the warm-up are left out; of the rest, the
/// highest value in the last third must not exceed the highest before it
/// (the first two thirds) by more than `tolerance`: a leak keeps setting new
/// highs, while a cache that fills once — a step, then flat (the renderer's
/// takes one of about 5 MB some twenty app openings into a run) — lands
/// before the last third of any run long enough to judge. Maxima, not means:
/// a measure that swings with what is on screen (a touchscreen plugged in or
/// not, an app open or not) swings alike before and after. The slope (least
/// squares, per hour) is reported to read long runs by, not judged.
struct SoakGrowth: Equatable {
    let name: String
    /// Samples after the warm-up.
    let samples: Int
    let firstValue: Int
    let lastValue: Int
    let minimum: Int
    let maximum: Int
    /// The highest of the first two thirds.
    let earlierMaximum: Int
    /// The highest of the last third.
    let lastThirdMaximum: Int
    let tolerance: Int
    /// Least-squares trend over the samples after the warm-up, per hour.
    let slopePerHour: Double

    /// Whether the last third's high exceeds the earlier high by more than the tolerance.
    var grew: Bool { lastThirdMaximum > earlierMaximum + tolerance }

    /// Judges `values` (seconds since the start, value); nil when fewer than
    /// six samples come after `warmup` seconds (too few to have thirds).
    init?(name: String, _ values: [(time: Double, value: Int)], warmup: Double, tolerance: (Int) -> Int) {
        let kept = values.filter { $0.time >= warmup }
        guard kept.count >= 6, let first = kept.first, let last = kept.last else { return nil }
        let third = kept.count / 3
        let head = kept.dropLast(third).map(\.value), tail = kept.suffix(third).map(\.value)
        self.name = name
        samples = kept.count
        firstValue = first.value
        lastValue = last.value
        minimum = kept.map(\.value).min() ?? 0
        maximum = kept.map(\.value).max() ?? 0
        earlierMaximum = head.max() ?? 0
        lastThirdMaximum = tail.max() ?? 0
        self.tolerance = tolerance(earlierMaximum)
        let meanTime = kept.map(\.time).reduce(0, +) / Double(kept.count)
        let meanValue = kept.map { Double($0.value) }.reduce(0, +) / Double(kept.count)
        let spread = kept.map { ($0.time - meanTime) * ($0.time - meanTime) }.reduce(0, +)
        let covariance = kept.map { ($0.time - meanTime) * (Double($0.value) - meanValue) }.reduce(0, +)
        slopePerHour = spread > 0 ? covariance / spread * 3600 : 0
    }

    var json: JSONValue {
        .object([
            ("samples", .number(Double(samples))), ("first", .number(Double(firstValue))), ("last", .number(Double(lastValue))),
            ("min", .number(Double(minimum))), ("max", .number(Double(maximum))),
            ("earlierMax", .number(Double(earlierMaximum))), ("lastThirdMax", .number(Double(lastThirdMaximum))),
            ("tolerance", .number(Double(tolerance))), ("slopePerHour", .number((slopePerHour * 10).rounded() / 10)),
            ("grew", .bool(grew)),
        ])
    }
}
