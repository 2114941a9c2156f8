/// SwiftUI's velocity estimate for `DragGesture` (OpenSwiftUI's
/// `VelocitySampler.swift`, audited for 6.5.4): the last three samples, the
/// velocity between the older two weighted 0.75 and between the newer two
/// 0.25. A sample at the same time as the newest replaces it, so a lift
/// reported in the same frame as the last move counts once; a lift after a
/// short pause still keeps three quarters of the earlier speed.
///
/// `DragGesture`'s default. `VelocityTracker` (a least-squares fit) is the
/// opt-in alternative (`GestureSettings.velocityLeastSquares`).
public struct VelocitySampler: Sendable {
    private struct Sample: Sendable {
        var t: Double
        var x: Double
        var y: Double
    }

    /// Weight of the older of the two intervals.
    public static let previousSampleWeight = 0.75

    private var oldest: Sample?
    private var middle: Sample?
    private var newest: Sample?

    public init() {}

    public mutating func reset() {
        oldest = nil
        middle = nil
        newest = nil
    }

    /// Records the position `(x, y)` at time `t` (seconds). A sample older
    /// than the newest is ignored.
    public mutating func add(time t: Double, x: Double, y: Double) {
        let sample = Sample(t: t, x: x, y: y)
        guard let last = newest ?? middle ?? oldest else {
            oldest = sample
            return
        }
        if t < last.t { return }
        if t - last.t < Double.ulpOfOne {
            if newest != nil { newest = sample } else if middle != nil { middle = sample } else { oldest = sample }
        } else if newest != nil {
            oldest = middle
            middle = newest
            newest = sample
        } else if middle != nil {
            newest = sample
        } else {
            middle = sample
        }
    }

    /// Units per second; zero with fewer than two samples.
    public var velocity: (x: Double, y: Double) {
        guard let oldest, let middle else { return (0, 0) }
        let older = Self.rate(oldest, middle)
        guard let newest else { return older }
        let newer = Self.rate(middle, newest)
        let w = Self.previousSampleWeight
        return (newer.x + (older.x - newer.x) * w, newer.y + (older.y - newer.y) * w)
    }

    private static func rate(_ a: Sample, _ b: Sample) -> (x: Double, y: Double) {
        let dt = b.t - a.t
        guard dt > 0 else { return (0, 0) }
        return ((b.x - a.x) / dt, (b.y - a.y) / dt)
    }
}
