import Gestures

/// Picks thresholds from labelled touches by their margins.
///
/// Every labelled touch is measured once (`TouchMeasurements`: each stroke's
/// duration and distance, two taps' lift-to-lift interval, a drag's release
/// speed). Each key that decides between two labelled classes
/// (`TuningRule`) goes to the middle of the widest gap between the classes'
/// measurements, or the best split by count where they overlap; the base
/// value stays where the labels give no reason to move it. Keys that interact
/// are decided in order, each reading those before it. Then every gesture
/// the app attaches (`gestures`) is replayed alone under the tuned values: a
/// change that makes one of them fail more labelled touches than under the
/// base is refused and reported. Deterministic: the same input always gives
/// the same output.
public final class ThresholdTuner {
    public let touches: [LabelledTouch]
    public let thresholds: [TunableThreshold]
    /// The gestures the app attaches: only the keys they read are tuned, and
    /// each is checked alone against the tuned values.
    public var gestures: [AppGesture] = AppGesture.standard
    /// Recognitions already replayed, by settings.
    private var memo: [GestureSettings: [GestureKind]] = [:]

    public init(touches: [LabelledTouch], thresholds: [TunableThreshold] = TunableThreshold.standard) {
        self.touches = touches
        self.thresholds = thresholds
    }

    /// The tuned settings, how each key was chosen, and what the base and the
    /// tuned settings recognize.
    public func tune(base: GestureSettings) -> TuningResult {
        let thresholds = scaled(for: base)
        let (tuned, choices) = search(base: base, thresholds: thresholds)
        let labels = touches.map(\.label.kind)
        var result = TuningResult(
            base: base, tuned: tuned,
            before: ConfusionMatrix(labels: labels, recognized: recognitions(base)),
            after: ConfusionMatrix(labels: labels, recognized: recognitions(tuned)),
            choices: choices, thresholds: thresholds, gestures: gestures)
        // The app's own gestures, when they are not the standard chain; per person under whichever applies.
        var kinds = (base: recognitions(base), tuned: recognitions(tuned))
        if gestures != AppGesture.standard {
            let before = AppGestureClassifier(gestures: gestures, settings: result.base)
            let after = AppGestureClassifier(gestures: gestures, settings: tuned)
            kinds = (touches.map { before.classify($0.frames) }, touches.map { after.classify($0.frames) })
            result.app = ConfusionPair(base: ConfusionMatrix(labels: labels, recognized: kinds.base),
                                       tuned: ConfusionMatrix(labels: labels, recognized: kinds.tuned))
        }
        for person in Set(touches.compactMap(\.person)) {
            let mine = touches.indices.filter { touches[$0].person == person }
            result.byPerson[person] = ConfusionPair(
                base: ConfusionMatrix(labels: mine.map { labels[$0] }, recognized: mine.map { kinds.base[$0] }),
                tuned: ConfusionMatrix(labels: mine.map { labels[$0] }, recognized: mine.map { kinds.tuned[$0] }))
        }
        return result
    }

    /// The tuned settings alone (no confusion matrices): what cross-validation needs.
    public func tunedSettings(base: GestureSettings) -> GestureSettings {
        search(base: base, thresholds: scaled(for: base)).settings
    }

    private func search(base: GestureSettings, thresholds: [TunableThreshold]) -> (settings: GestureSettings, choices: [ThresholdChoice]) {
        let data = TuningData(touches: touches, base: base)
        let scale = data.scale
        let distanceNoise = PanelNoise.distance(data.measured).map { $0 / scale }, timeNoise = PanelNoise.time(data.measured)
        let read = Set(gestures.flatMap(\.keysRead))
        var settings = base
        var choices: [ThresholdChoice] = []
        for rule in TuningRule.all where read.contains(rule.key) {
            guard let threshold = thresholds.first(where: { $0.key == rule.key }), threshold.applies(settings) else { continue }
            var (below, above) = rule.boundary(data, settings)
            if rule.isDistance && scale != 1 {
                below = below.map { Evidence(value: $0.value / scale, source: $0.source) }
                above = above.map { Evidence(value: $0.value / scale, source: $0.source) }
            }
            // Speeds have no measured noise: a jitter of a point says little about a release speed.
            let noise = rule.key == "drag.swipeSpeed" ? nil : (rule.isDistance ? distanceNoise : timeNoise)
            let step = 1 / pow10(threshold.decimals)
            let boundary = Boundary(below: below, above: above,
                                    range: (threshold.candidates.first ?? 0)...(threshold.candidates.last ?? .greatestFiniteMagnitude),
                                    step: step, noise: noise)
            let baseValue = threshold.read(base)
            let (value, basis) = boundary.choose(base: baseValue)
            threshold.write(&settings, value)
            let near = boundary.nearest(to: value)
            choices.append(ThresholdChoice(key: rule.key, unit: threshold.unit, base: baseValue, value: value, basis: basis,
                                           nearestBelow: near.below, nearestAbove: near.above,
                                           misplaced: boundary.misplaced(at: value), noise: noise,
                                           evidenceCounts: (below.count, above.count)))
        }
        refuseBreakingChanges(&settings, &choices, base: base, thresholds: thresholds)
        return (settings, choices)
    }

    /// Reverts each change that makes a gesture reading its key, replayed
    /// alone, get more labelled touches wrong than under the base (and that
    /// reverting helps), noting which gesture and how many touches.
    private func refuseBreakingChanges(_ settings: inout GestureSettings, _ choices: inout [ThresholdChoice], base: GestureSettings,
                                       thresholds: [TunableThreshold]) {
        let baseFaults = Dictionary(uniqueKeysWithValues: gestures.map { ($0, $0.faults(touches, settings: base).count) })
        for index in choices.indices where choices[index].value != choices[index].base {
            guard let threshold = thresholds.first(where: { $0.key == choices[index].key }) else { continue }
            for gesture in gestures where gesture.keysRead.contains(threshold.key) {
                let faults = gesture.faults(touches, settings: settings)
                guard faults.count > baseFaults[gesture] ?? 0 else { continue }
                var reverted = settings
                threshold.write(&reverted, choices[index].base)
                let revertedFaults = gesture.faults(touches, settings: reverted)
                guard revertedFaults.count < faults.count else { continue }
                let example = faults.first { !revertedFaults.contains($0) }.map { " (e.g. \(touches[$0].label.kind.rawValue) at \(touches[$0].source))" } ?? ""
                choices[index].refused = "\(gesture) alone would get \(faults.count) labelled touches wrong, not \(baseFaults[gesture] ?? 0) as with the base\(example)"
                choices[index].value = choices[index].base
                settings = reverted
                break
            }
        }
    }

    private func pow10(_ exponent: Int) -> Double { (0..<max(0, exponent)).reduce(1) { value, _ in value * 10 } }

    /// Every touch's recognized kind under `settings` (`TuningClassifier`).
    public func recognitions(_ settings: GestureSettings) -> [GestureKind] {
        if let known = memo[settings] { return known }
        let classifier = TuningClassifier(settings: settings)
        let result = touches.map { classifier.classify($0.frames) }
        memo[settings] = result
        return result
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

/// What `ThresholdTuner.tune` found.
public struct TuningResult: Sendable {
    /// The settings the search started from, and those it found.
    public var base: GestureSettings
    public var tuned: GestureSettings
    /// What the labelled touches are recognized as under `base`, and under `tuned`.
    public var before: ConfusionMatrix
    public var after: ConfusionMatrix
    /// Every key considered: its value, margins, evidence, and any refusal.
    public var choices: [ThresholdChoice]
    /// The thresholds (units scaled as the base measures them).
    public var thresholds: [TunableThreshold]
    /// The gestures tuned for.
    public var gestures: [AppGesture]
    /// Cross-validated accuracy, when computed (`CrossValidation`).
    public var heldOut: [HeldOutAccuracy] = []
    /// The app's gestures (`AppGestureClassifier`, in the order given) under
    /// the base and the tuned settings; nil for the standard chain.
    public var app: ConfusionPair?
    /// Each person's touches (labels files naming a `person:`), under the
    /// app's gestures when given, else the standard chain.
    public var byPerson: [String: ConfusionPair] = [:]

    /// The thresholds whose value changed, with old and new values.
    public var changes: [(threshold: TunableThreshold, from: Double, to: Double)] {
        thresholds.compactMap { threshold in
            let from = threshold.read(base), to = threshold.read(tuned)
            return from == to ? nil : (threshold, from, to)
        }
    }
}

/// The same labelled touches under the base settings and the tuned ones.
public struct ConfusionPair: Hashable, Sendable {
    public var base: ConfusionMatrix
    public var tuned: ConfusionMatrix

    public init(base: ConfusionMatrix, tuned: ConfusionMatrix) {
        self.base = base
        self.tuned = tuned
    }
}
