import Gestures

extension TuningResult {
    /// The report `touchdeck tune` prints: the confusion matrix before and
    /// after, the thresholds that moved, and each threshold's margin.
    public func report() -> String {
        var text = "Before (base thresholds):\n" + before.table() + "\nAfter (tuned thresholds):\n" + after.table() + "\n"
        let moved = changes
        if moved.isEmpty {
            text += "No threshold changed: the base recognizes these labels as well as any tried.\n"
        } else {
            text += "Changed:\n"
            for change in moved {
                let unit = change.threshold.unit
                text += "  gestures.\(change.threshold.key): \(change.threshold.format(change.from)) → \(change.threshold.format(change.to)) \(unit)\n"
            }
        }
        text += "\nMargins (how far each threshold can move before a labelled touch is recognized differently):\n"
        for margin in margins {
            guard let threshold = thresholds.first(where: { $0.key == margin.key }) else { continue }
            let unit = threshold.unit
            var line = "  \(margin.key) = \(threshold.format(margin.value)) \(unit): "
            if let value = margin.margin {
                line += "margin \(threshold.format(value)) \(unit)"
            } else {
                line += "no labelled touch flips within \(threshold.format(threshold.candidates.first ?? 0))…\(threshold.format(threshold.candidates.last ?? 0)) \(unit)"
            }
            var sides: [String] = []
            if let below = margin.flipsBelow {
                sides.append("below \(threshold.format(below)): \(margin.firstFlipBelow ?? "?")")
            }
            if let above = margin.flipsAbove {
                sides.append("above \(threshold.format(above)): \(margin.firstFlipAbove ?? "?")")
            }
            if !sides.isEmpty { line += " (" + sides.joined(separator: "; ") + ")" }
            text += line + "\n"
        }
        return text
    }

    /// The tuned values to write: every threshold that applies, by key.
    public var tunedValues: [(key: String, value: String)] {
        thresholds.filter { $0.applies(tuned) }.map { ($0.key, $0.format($0.read(tuned))) }
    }
}
