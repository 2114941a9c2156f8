import Gestures

/// Picks thresholds that recognize labelled touches best, with the widest
/// margin, by replaying every touch through `TuningClassifier`.
///
/// The search is coordinate-wise and deterministic: each threshold in turn is
/// tried at every value of its grid with the others held, and set to the
/// middle of the widest stretch of values that recognize the most labels
/// (the value farthest from flipping a label either way); rounds repeat
/// until nothing moves. A stretch that runs to the end of the grid has no
/// evidence beyond the labels, so the value moves only as far as it must:
/// it stays where it was if that is inside, else it goes 25 % past the
/// nearest labelled touch. The result is never worse than the base: each
/// step keeps the best count it has seen.
public final class ThresholdTuner {
    public let touches: [LabelledTouch]
    public let thresholds: [TunableThreshold]
    /// Rounds of the coordinate search at most.
    public var maximumRounds = 4
    /// Recognitions already replayed, by settings: the search revisits many.
    private var memo: [GestureSettings: [GestureKind]] = [:]

    public init(touches: [LabelledTouch], thresholds: [TunableThreshold] = TunableThreshold.standard) {
        self.touches = touches
        self.thresholds = thresholds
    }

    /// The tuned settings and, for the report, what they and the base recognize.
    public func tune(base: GestureSettings) -> TuningResult {
        let thresholds = scaled(for: base)
        var settings = base
        var current = recognitions(settings)
        for _ in 0..<maximumRounds {
            var moved = false
            for threshold in thresholds where threshold.applies(settings) {
                let old = threshold.read(settings)
                let chosen = bestValue(threshold, settings: settings, current: old)
                guard chosen != old else { continue }
                var next = settings
                threshold.write(&next, chosen)
                let nextRecognitions = recognitions(next)
                guard correctCount(nextRecognitions) >= correctCount(current) else { continue }
                settings = next
                current = nextRecognitions
                moved = true
            }
            if !moved { break }
        }
        let margins = thresholds.filter { $0.applies(settings) }.map { margin(of: $0, at: settings, recognitions: current) }
        return TuningResult(
            base: base, tuned: settings,
            before: ConfusionMatrix(labels: touches.map(\.label.kind), recognized: recognitions(base)),
            after: ConfusionMatrix(labels: touches.map(\.label.kind), recognized: current),
            margins: margins, thresholds: thresholds)
    }

    /// Every touch's recognized kind under `settings`.
    public func recognitions(_ settings: GestureSettings) -> [GestureKind] {
        if let known = memo[settings] { return known }
        let classifier = TuningClassifier(settings: settings)
        let result = touches.map { classifier.classify($0.frames) }
        memo[settings] = result
        return result
    }

    func correctCount(_ recognized: [GestureKind]) -> Int {
        zip(touches, recognized).reduce(0) { $0 + ($1.0.label.kind == $1.1 ? 1 : 0) }
    }

    private func profile(_ threshold: TunableThreshold, _ settings: GestureSettings) -> ThresholdProfile {
        ThresholdProfile(threshold: threshold, settings: settings) { recognitions($0) }
    }

    /// The value to move `threshold` to (or `current` to stay): the middle of
    /// the widest stretch that recognizes the most labels.
    private func bestValue(_ threshold: TunableThreshold, settings: GestureSettings, current: Double) -> Double {
        let profile = profile(threshold, settings)
        let samples = profile.samples, grid = profile.grid
        guard !samples.isEmpty else { return current }
        let counts = samples.map { correctCount($0.recognized) }
        let currentCount = counts[profile.position(of: current)]
        guard let best = counts.max(), best >= currentCount else { return current }
        // Stretches of consecutive samples reaching the best count; neighbouring
        // samples that differ are adjacent grid values, so each stretch is exact.
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for position in samples.indices {
            if counts[position] == best {
                if start == nil { start = position }
            } else if let begin = start {
                runs.append(begin...(position - 1))
                start = nil
            }
        }
        if let begin = start { runs.append(begin...(samples.count - 1)) }
        let choose = { (run: ClosedRange<Int>) in
            Placement(samples: samples, grid: grid, run: run).value(current: current)
        }
        if best == currentCount, let holding = runs.first(where: { $0.contains(profile.position(of: current)) }) {
            return choose(holding)
        }
        // The widest closed stretch; an open one only when there is no closed one.
        let width = { (run: ClosedRange<Int>) in grid[samples[run.upperBound].index] - grid[samples[run.lowerBound].index] }
        let closed = runs.filter { $0.lowerBound > 0 && $0.upperBound < samples.count - 1 }
        guard let widest = (closed.isEmpty ? runs : closed).max(by: { width($0) < width($1) }) else { return current }
        return choose(widest)
    }

    /// How far `threshold` can move each way from its value before any touch
    /// is recognized differently (to one grid step), and which touch flips.
    func margin(of threshold: TunableThreshold, at settings: GestureSettings, recognitions: [GestureKind]) -> ThresholdMargin {
        let value = threshold.read(settings)
        let (lower, upper) = profile(threshold, settings).flips(around: value)
        return ThresholdMargin(key: threshold.key, value: value,
                               flipsBelow: lower, firstFlipBelow: lower.flatMap { firstFlip(threshold, at: $0, settings, recognitions) },
                               flipsAbove: upper, firstFlipAbove: upper.flatMap { firstFlip(threshold, at: $0, settings, recognitions) })
    }

    /// The first touch recognized differently with `threshold` at `value`: its kind and where it is labelled.
    private func firstFlip(_ threshold: TunableThreshold, at value: Double, _ settings: GestureSettings,
                           _ recognitions: [GestureKind]) -> String? {
        var probe = settings
        threshold.write(&probe, value)
        let changed = self.recognitions(probe)
        guard let index = changed.indices.first(where: { changed[$0] != recognitions[$0] }) else { return nil }
        return "\(touches[index].label.kind.rawValue) at \(touches[index].source) → \(changed[index].rawValue)"
    }

    /// Distance thresholds in millimetres when the base config measures them so.
    private func scaled(for base: GestureSettings) -> [TunableThreshold] {
        guard let perMillimetre = base.pointsPerMillimetre, perMillimetre > 0 else { return thresholds }
        return thresholds.map { threshold in
            guard threshold.unit.hasPrefix("pt") else { return threshold }
            var scaled = threshold
            scaled.candidates = threshold.candidates.map { $0 / perMillimetre }
            scaled.unit = threshold.unit.replacingOccurrences(of: "pt", with: "mm")
            scaled.decimals = threshold.decimals + 1
            return scaled
        }
    }
}

/// Where in a stretch of best values to put a threshold.
private struct Placement {
    /// The grid values tried (indexes into `grid`) and what each recognized.
    let samples: [(index: Int, recognized: [GestureKind])]
    /// The grid: the threshold's candidate values, its current one among them.
    let grid: [Double]
    /// The stretch: consecutive samples (positions in `samples`) that recognize the most labels.
    let run: ClosedRange<Int>

    func value(current: Double) -> Double {
        let low = grid[samples[run.lowerBound].index], high = grid[samples[run.upperBound].index]
        let openBelow = run.lowerBound == 0, openAbove = run.upperBound == samples.count - 1
        switch (openBelow, openAbove) {
        case (true, true):
            return current
        case (false, false):
            // Halfway between the nearest flips on either side.
            let before = grid[samples[run.lowerBound - 1].index], after = grid[samples[run.upperBound + 1].index]
            return nearest((before + after) / 2, within: low...high)
        case (false, true):
            if current >= low { return current }
            return nearest(min(high, max(low, low * 1.25)), within: low...high)
        case (true, false):
            if current <= high { return current }
            return nearest(max(low, min(high, high / 1.25)), within: low...high)
        }
    }

    /// The grid value nearest `value` inside `range`.
    private func nearest(_ value: Double, within range: ClosedRange<Double>) -> Double {
        grid.filter { range.contains($0) }.min { abs($0 - value) < abs($1 - value) } ?? value
    }
}

/// A threshold's distance to the nearest flip on each side: a flip is a
/// value at which some labelled touch is recognized differently, so the
/// margin says how far the threshold may drift before a recognition changes.
public struct ThresholdMargin: Hashable, Sendable {
    /// The threshold's key under `gestures:`, and its value.
    public var key: String
    public var value: Double
    /// The highest value below `value` at which some touch is recognized
    /// differently (to a tenth of a grid step), nil when none in the grid.
    public var flipsBelow: Double?
    /// The first touch that flips there: `tap at tap.labels.yaml:12 → drag`.
    public var firstFlipBelow: String?
    /// The lowest such value above, nil when none.
    public var flipsAbove: Double?
    /// The first touch that flips there.
    public var firstFlipAbove: String?

    /// The smaller of the two distances, nil when nothing flips either way.
    public var margin: Double? {
        [flipsBelow.map { value - $0 }, flipsAbove.map { $0 - value }].compactMap { $0 }.min()
    }
}

/// What `ThresholdTuner.tune` found.
public struct TuningResult: Sendable {
    /// The settings the search started from, and those it found.
    public var base: GestureSettings
    public var tuned: GestureSettings
    /// What the labelled touches are recognized as under `base`, and under `tuned`.
    public var before: ConfusionMatrix
    public var after: ConfusionMatrix
    /// How far each threshold that has an effect lies from its nearest flips.
    public var margins: [ThresholdMargin]
    /// The thresholds as tuned (units scaled as the base measures them).
    public var thresholds: [TunableThreshold]

    /// The thresholds whose value changed, with old and new values.
    public var changes: [(threshold: TunableThreshold, from: Double, to: Double)] {
        thresholds.compactMap { threshold in
            let from = threshold.read(base), to = threshold.read(tuned)
            return from == to ? nil : (threshold, from, to)
        }
    }
}
