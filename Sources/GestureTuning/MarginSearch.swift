/// One labelled touch's measurement, as evidence for where a threshold goes.
public struct Evidence: Hashable, Sendable {
    /// The measured value, in the threshold's unit.
    public var value: Double
    /// Which touch: `tap at taps.labels.yaml:12`.
    public var source: String

    public init(value: Double, source: String) {
        self.value = value
        self.source = source
    }
}

/// A threshold that separates two labelled classes by one measurement: the
/// `below` class must measure less than it (a tap moves less than
/// `tap.maximumDistance`), the `above` class as much or more (a drag moves
/// at least that far, so it is no tap).
struct Boundary {
    var below: [Evidence]
    var above: [Evidence]
    /// The lowest and highest values the threshold may take.
    var range: ClosedRange<Double>
    /// Values are written to this step (10^-decimals).
    var step: Double
    /// The measured noise in the threshold's unit (nil: unknown).
    var noise: Double?

    /// Touches on the wrong side of `value`.
    func misplaced(at value: Double) -> [Evidence] {
        below.filter { $0.value >= value } + above.filter { $0.value < value }
    }

    /// The nearest evidence on each side of `value` that it keeps right.
    func nearest(to value: Double) -> (below: Evidence?, above: Evidence?) {
        (below.filter { $0.value < value }.max { $0.value < $1.value },
         above.filter { $0.value >= value }.min { $0.value < $1.value })
    }

    /// The least a margin must be for `base` to be kept: three times the
    /// noise, and at least 15 % of the value (a threshold sitting 2 pt from a
    /// labelled touch is a coin toss for the next person).
    func comfort(_ base: Double) -> Double { max(3 * (noise ?? 0), 0.15 * abs(base)) }

    /// Where the threshold goes, and why.
    ///
    /// - The base stays when it misplaces no more touches than the best value
    ///   and lies at least `comfort` from the nearest touch on each side: the
    ///   labels give no reason to move it (guided drags that all cross a third
    ///   of the screen say nothing about 30 pt drags, so they must not pull
    ///   `tap.maximumDistance` up to meet them).
    /// - Otherwise, when the classes separate, the value moves from the base
    ///   into the gap between them just far enough to clear the nearest touch
    ///   on each side by `comfort` (to the middle of the gap when it is
    ///   narrower than that): the taps of people whose fingers wander 58 pt
    ///   and guided drags of 270 pt say the line lies above 58 pt, not that
    ///   it belongs at 160 pt, where every 100 pt drag would be a tap.
    /// - When they overlap, it goes to the middle of the widest stretch
    ///   between neighbouring measurements that misplaces the fewest touches.
    /// - With evidence on one side only, no gap can be measured: the value
    ///   goes a fallback distance past it (25 %, at least `comfort`), or to
    ///   half the shortest `above` value; reported as a fallback.
    func choose(base: Double) -> (value: Double, basis: ThresholdChoice.Basis) {
        if below.isEmpty && above.isEmpty { return (base, .noEvidence) }
        let points = Array(Set((below + above).map(\.value))).sorted()
        // Stretches (low, high] over which the misplaced count is constant.
        var stretches: [(low: Double?, high: Double?)] = [(nil, points.first)]
        for (low, high) in zip(points, points.dropFirst()) { stretches.append((low, high)) }
        stretches.append((points.last, nil))
        func errors(_ stretch: (low: Double?, high: Double?)) -> Int {
            let probe = stretch.high ?? ((stretch.low ?? 0) + 1)
            return misplaced(at: probe).count
        }
        let counts = stretches.map(errors)
        let fewest = counts.min() ?? 0
        let near = nearest(to: base)
        let comfortable = [near.below.map { base - $0.value }, near.above.map { $0.value - base }]
            .compactMap { $0 }.allSatisfy { $0 >= comfort(base) }
        if misplaced(at: base).count == fewest, comfortable, range.contains(base) { return (base, .kept) }
        let best = stretches.indices.filter { counts[$0] == fewest }.map { stretches[$0] }
        let bounded = best.compactMap { stretch -> (Double, Double)? in
            guard let low = stretch.low, let high = stretch.high else { return nil }
            return (low, high)
        }
        if let widest = bounded.max(by: { $0.1 - $0.0 < $1.1 - $1.0 }) {
            let (low, high) = widest, middle = (low + high) / 2
            guard fewest == 0 else { return (place(middle, in: low, high), .bestSplit) }
            // A gap far wider than the margins needs says only that no labelled touch lies
            // inside it, not where the next person's touches will: the base moves just far
            // enough to clear both sides by `comfort`, towards the middle when the gap is narrow.
            let lowest = low + comfort(low), highest = high - comfort(high)
            let target = lowest <= highest ? min(max(base, lowest), highest) : middle
            return (place(target, in: low, high), .gap)
        }
        // Evidence on one side only (or every best stretch open-ended).
        if let open = best.first(where: { $0.high == nil }), let low = open.low {
            let target = low + max(0.25 * abs(low), comfort(low), step)
            return (place(target, in: low, range.upperBound), .fallback)
        }
        if let open = best.first(where: { $0.low == nil }), let high = open.high {
            let floor = max(range.lowerBound, 0)
            return (place((floor + high) / 2, in: floor, high), .fallback)
        }
        return (base, .noEvidence)
    }

    /// `target` on the step grid, inside (low, high] and the range when it can be.
    private func place(_ target: Double, in low: Double, _ high: Double) -> Double {
        let clamped = min(max(target, range.lowerBound), range.upperBound)
        let rounded = (clamped / step).rounded() * step
        for candidate in [rounded, rounded + step, rounded - step] where candidate > low && candidate <= high && range.contains(candidate) {
            return candidate
        }
        return clamped
    }
}

/// Where one threshold went and the evidence for it: what `touchdeck tune`
/// reports for every key it considers.
public struct ThresholdChoice: Sendable {
    /// Why the value is what it is.
    public enum Basis: String, Sendable {
        /// The base value, far enough from the labelled touches on both sides.
        case kept
        /// Moved into the gap between the two classes, clear of both.
        case gap
        /// The classes overlap: the middle of the stretch that misplaces the fewest.
        case bestSplit
        /// Evidence on one side only: a fixed distance past it.
        case fallback
        /// No labelled touch measures this: the base value.
        case noEvidence
    }

    /// The key under `gestures:` and its unit.
    public var key: String
    public var unit: String
    /// The base value and the chosen one.
    public var base: Double
    public var value: Double
    public var basis: Basis
    /// The nearest labelled touch kept below the value, and above it.
    public var nearestBelow: Evidence?
    public var nearestAbove: Evidence?
    /// Labelled touches on the wrong side of the value.
    public var misplaced: [Evidence]
    /// The measured noise in the key's unit, when known.
    public var noise: Double?
    /// How many labelled touches bound the value from below and from above.
    public var evidenceCounts: (below: Int, above: Int)
    /// Why the change was not made (a standalone gesture it would break), when refused.
    public var refused: String?

    /// How far the value may fall before the nearest touch below is misplaced.
    public var marginBelow: Double? { nearestBelow.map { value - $0.value } }
    /// How far it may rise before the nearest touch above is misplaced.
    public var marginAbove: Double? { nearestAbove.map { $0.value - value } }

    /// Margins smaller than the panel's noise: a touch that much off flips.
    public var warnings: [String] {
        guard let noise else { return [] }
        var lines: [String] = []
        if let margin = marginBelow, margin < noise { lines.append("margin below (\(margin)) is under the panel's noise (\(noise))") }
        if let margin = marginAbove, margin < noise { lines.append("margin above (\(margin)) is under the panel's noise (\(noise))") }
        return lines
    }
}
