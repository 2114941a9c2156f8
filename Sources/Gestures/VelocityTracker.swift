/// Estimates a velocity from recent samples with a least-squares fit, as
/// Flutter's `VelocityTracker` does. Steadier than SwiftUI's three-sample
/// `VelocitySampler` on a noisy, fast-scanning digitizer, at the price of
/// differing from SwiftUI: `DragGesture` uses it only when
/// `GestureSettings.velocityLeastSquares` is set; the two-finger gestures
/// always do. The fit is a quadratic fit of x(t) and y(t) over the
/// samples of the last `window` seconds (at most `maximumSamples`), evaluated
/// at the newest sample. Two samples give a straight line, fewer give zero.
///
/// A pause longer than `stoppedGap` between two samples cuts the history
/// there, and asked at a time `stoppedGap` past the newest sample it reports
/// zero, so a finger that rests before lifting gives no fling.
///
/// Samples live in an inline ring buffer: adding one never allocates.
public struct VelocityTracker: Sendable {
    /// The most samples kept.
    public static let capacity = 32
    /// A gap between samples longer than this means the finger had stopped
    /// (Flutter's `_assumePointerMoveStoppedMilliseconds`).
    public static let stoppedGap = 0.04

    @usableFromInline
    struct Sample: Sendable {
        var t: Double
        var x: Double
        var y: Double
    }

    private typealias Storage8 = (Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample)
    private var storage: (Storage8, Storage8, Storage8, Storage8)
    private var head = 0
    private var count = 0
    /// Seconds of history the fit looks at.
    public var window: Double
    /// Samples the fit looks at, at most `capacity`.
    public var maximumSamples: Int

    public init(window: Double = 0.1, maximumSamples: Int = 20) {
        let zero = Sample(t: 0, x: 0, y: 0)
        let eight: Storage8 = (zero, zero, zero, zero, zero, zero, zero, zero)
        storage = (eight, eight, eight, eight)
        self.window = window
        self.maximumSamples = min(max(maximumSamples, 1), Self.capacity)
    }

    public mutating func reset() {
        head = 0
        count = 0
    }

    /// Records the position `(x, y)` at time `t` (seconds, non-decreasing).
    public mutating func add(time t: Double, x: Double, y: Double) {
        head = (head + 1) % Self.capacity
        write(Sample(t: t, x: x, y: y), at: head)
        count = min(count + 1, Self.capacity)
    }

    /// The velocity in units per second at the newest sample. With `now`, a
    /// newest sample older than `stoppedGap` means the finger rests: zero.
    public func velocity(at now: Double? = nil) -> (x: Double, y: Double) {
        guard count >= 2 else { return (0, 0) }
        let newest = read(head)
        if let now, now - newest.t > Self.stoppedGap { return (0, 0) }
        // Sums for the normal equations of x(t) = a + b·t + c·t², with t
        // relative to the newest sample so that b is the velocity there.
        var n = 0.0, st = 0.0, st2 = 0.0, st3 = 0.0, st4 = 0.0
        var sx = 0.0, stx = 0.0, st2x = 0.0, sy = 0.0, sty = 0.0, st2y = 0.0
        var previousT = newest.t
        var used = 0
        var index = head
        let limit = min(count, max(1, min(maximumSamples, Self.capacity)))
        while used < limit {
            let s = read(index)
            if newest.t - s.t > window || previousT - s.t > Self.stoppedGap { break }
            // Milliseconds keep the sums of t⁴ well away from underflow.
            let t = (s.t - newest.t) * 1000
            previousT = s.t
            let t2 = t * t
            n += 1; st += t; st2 += t2; st3 += t2 * t; st4 += t2 * t2
            sx += s.x; stx += t * s.x; st2x += t2 * s.x
            sy += s.y; sty += t * s.y; st2y += t2 * s.y
            used += 1
            index = (index + Self.capacity - 1) % Self.capacity
        }
        if used >= 3 {
            // Cramer's rule on the 3×3 system; only the linear coefficient is needed.
            let det = n * (st2 * st4 - st3 * st3) - st * (st * st4 - st3 * st2) + st2 * (st * st3 - st2 * st2)
            if abs(det) > 1e-9 {
                func slope(_ s0: Double, _ s1: Double, _ s2: Double) -> Double {
                    (n * (s1 * st4 - st3 * s2) - s0 * (st * st4 - st3 * st2) + st2 * (st * s2 - s1 * st2)) / det
                }
                return (slope(sx, stx, st2x) * 1000, slope(sy, sty, st2y) * 1000)
            }
        }
        guard used >= 2 else { return (0, 0) }
        let denominator = n * st2 - st * st
        guard abs(denominator) > 1e-9 else { return (0, 0) }
        return ((n * stx - st * sx) / denominator * 1000, (n * sty - st * sy) / denominator * 1000)
    }

    private func read(_ index: Int) -> Sample {
        withUnsafeBytes(of: storage) { $0.load(fromByteOffset: index * MemoryLayout<Sample>.stride, as: Sample.self) }
    }

    private mutating func write(_ sample: Sample, at index: Int) {
        withUnsafeMutableBytes(of: &storage) {
            $0.storeBytes(of: sample, toByteOffset: index * MemoryLayout<Sample>.stride, as: Sample.self)
        }
    }
}
