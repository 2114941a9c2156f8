import Gestures

/// Accuracy on labelled touches the tuning did not see, next to the base
/// config's on the same touches: each fold (or person) is left out in turn,
/// the rest tuned, and the left-out touches recognized under both configs.
public struct HeldOutAccuracy: Sendable {
    /// Correct under the tuned settings and under the base, of `total`.
    public struct Tally: Hashable, Sendable {
        public var tuned = 0
        public var base = 0
        public var total = 0
    }

    /// How the touches were held out: `5-fold`, `leave-one-person-out`.
    public var method: String
    /// Per labelled gesture.
    public var byLabel: [GestureKind: Tally] = [:]
    /// Per held-out group (each person, for leave-one-person-out).
    public var byGroup: [String: Tally] = [:]

    public var overall: Tally {
        byLabel.values.reduce(into: Tally()) { sum, tally in
            sum.tuned += tally.tuned
            sum.base += tally.base
            sum.total += tally.total
        }
    }
}

/// k-fold and leave-one-person-out cross-validation of `ThresholdTuner`.
public enum CrossValidation {
    /// Stratified k-fold: each label's touches are dealt round-robin into
    /// `folds` folds (in input order, so the split is deterministic). Nil when
    /// there are fewer than two touches per fold.
    public static func kFold(_ touches: [LabelledTouch], base: GestureSettings, gestures: [AppGesture] = AppGesture.standard,
                             folds: Int = 5) -> HeldOutAccuracy? {
        let count = min(folds, touches.count / 2)
        guard count >= 2 else { return nil }
        var seen: [GestureKind: Int] = [:]
        let fold = touches.map { touch -> String in
            let index = seen[touch.label.kind, default: 0]
            seen[touch.label.kind] = index + 1
            return "fold \(index % count + 1)"
        }
        return evaluate(touches, groups: fold, base: base, gestures: gestures, method: "\(count)-fold")
    }

    /// Each person's touches scored with thresholds tuned on everyone
    /// else's. Nil unless at least two people are named (`person:` in the
    /// labels files); touches with no person are always in the tuning half.
    public static func leaveOnePersonOut(_ touches: [LabelledTouch], base: GestureSettings,
                                         gestures: [AppGesture] = AppGesture.standard) -> HeldOutAccuracy? {
        let people = Set(touches.compactMap(\.person))
        guard people.count >= 2 else { return nil }
        return evaluate(touches, groups: touches.map { $0.person ?? "" }, base: base, gestures: gestures, method: "leave-one-person-out")
    }

    private static func evaluate(_ touches: [LabelledTouch], groups: [String], base: GestureSettings, gestures: [AppGesture],
                                 method: String) -> HeldOutAccuracy {
        var result = HeldOutAccuracy(method: method)
        let baseClassifier = TuningClassifier(settings: base)
        for group in Set(groups).sorted() where !group.isEmpty {
            let held = touches.indices.filter { groups[$0] == group }
            let training = touches.indices.filter { groups[$0] != group }.map { touches[$0] }
            guard !training.isEmpty else { continue }
            let tuner = ThresholdTuner(touches: training)
            tuner.gestures = gestures
            let tuned = TuningClassifier(settings: tuner.tunedSettings(base: base))
            for index in held {
                let touch = touches[index], label = touch.label.kind
                let tunedRight = label.isRecognized(as: tuned.classify(touch.frames))
                let baseRight = label.isRecognized(as: baseClassifier.classify(touch.frames))
                result.byLabel[label, default: .init()].add(tuned: tunedRight, base: baseRight)
                result.byGroup[group, default: .init()].add(tuned: tunedRight, base: baseRight)
            }
        }
        return result
    }
}

extension HeldOutAccuracy.Tally {
    mutating func add(tuned: Bool, base: Bool) {
        total += 1
        if tuned { self.tuned += 1 }
        if base { self.base += 1 }
    }
}
