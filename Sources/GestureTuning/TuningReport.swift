import Foundation
import Gestures

extension TuningResult {
    /// The report `touchdeck tune` prints: the confusion matrix before and
    /// after, every key with its value, margins, evidence and warnings, any
    /// refused change, and the held-out accuracy next to the base's.
    public func report() -> String {
        var text = "Before (base thresholds):\n" + before.table() + "\nAfter (tuned thresholds):\n" + after.table() + "\n"
        if let app {
            let chain = gestures.map(\.description).joined(separator: " ▸ ")
            text += "The app's gestures (\(chain)), before:\n" + app.base.table() + "\nThe app's gestures, after:\n" + app.tuned.table() + "\n"
        }
        for person in byPerson.keys.sorted() {
            guard let pair = byPerson[person] else { continue }
            text += "Person \(person), before:\n" + pair.base.table() + "\nPerson \(person), after:\n" + pair.tuned.table() + "\n"
        }
        text += "Thresholds (for \(gestures.map(\.description).joined(separator: ", "))):\n"
        for choice in choices { text += describe(choice) }
        if changes.isEmpty { text += "No threshold changed.\n" }
        for accuracy in heldOut { text += "\n" + accuracy.table() }
        return text
    }

    /// One key: `gestures.KEY = VALUE UNIT (was BASE): why`, then its margins, evidence and warnings.
    func describe(_ choice: ThresholdChoice) -> String {
        guard let threshold = thresholds.first(where: { $0.key == choice.key }) else { return "" }
        let unit = choice.unit.isEmpty ? "" : " \(choice.unit)"
        func amount(_ value: Double) -> String { threshold.format(value) + unit }
        var head = "  gestures.\(choice.key) = \(amount(choice.value))"
        if choice.value != choice.base { head += " (was \(amount(choice.base)))" }
        let why: String = switch choice.basis {
        case .kept: "kept: the labels sit well clear of it on both sides"
        case .gap: "moved into the gap between the two classes, clear of both"
        case .bestSplit: "the classes overlap: the middle of the split that misplaces the fewest (\(choice.misplaced.count))"
        case .fallback: "fallback (evidence on one side only)"
        case .noEvidence: "fallback (no evidence): no labelled touch measures it"
        }
        var lines = [head + ": " + why]
        if let below = choice.nearestBelow, let margin = choice.marginBelow {
            lines.append("      margin below \(amount(margin)): \(below.source) measures \(amount(below.value))")
        }
        if let above = choice.nearestAbove, let margin = choice.marginAbove {
            lines.append("      margin above \(amount(margin)): \(above.source) measures \(amount(above.value))")
        }
        if choice.basis != .noEvidence {
            lines.append("      evidence: \(choice.evidenceCounts.below) measurements below, \(choice.evidenceCounts.above) above")
        }
        for wrong in choice.misplaced.prefix(3) { lines.append("      on the wrong side: \(wrong.source) measures \(amount(wrong.value))") }
        if choice.misplaced.count > 3 { lines.append("      … and \(choice.misplaced.count - 3) more on the wrong side") }
        if let noise = choice.noise {
            for (side, margin) in [("below", choice.marginBelow), ("above", choice.marginAbove)] {
                if let margin, margin < noise {
                    lines.append("      warning: the margin \(side) (\(amount(margin))) is under the panel's noise (\(amount(noise)))")
                }
            }
        }
        if let refused = choice.refused { lines.append("      refused the change: \(refused)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The tuned values to write: every threshold that applies, by key.
    public var tunedValues: [(key: String, value: String)] {
        thresholds.filter { $0.applies(tuned) }.map { ($0.key, $0.format($0.read(tuned))) }
    }
}

extension HeldOutAccuracy {
    /// Held-out accuracy per gesture (and per person), tuned next to base.
    public func table() -> String {
        var text = "Held-out accuracy (\(method); each part scored with thresholds tuned on the others), tuned vs base:\n"
        func row(_ name: String, _ tally: Tally) -> String {
            let padded = name.padding(toLength: max(12, name.count), withPad: " ", startingAt: 0)
            return "  \(padded)  tuned \(Self.percent(tally.tuned, tally.total))   base \(Self.percent(tally.base, tally.total))\n"
        }
        for label in byLabel.keys.sorted() { text += row(label.rawValue, byLabel[label] ?? Tally()) }
        text += row("all", overall)
        if method == "leave-one-person-out" {
            for person in byGroup.keys.sorted() { text += row("person \(person)", byGroup[person] ?? Tally()) }
        }
        return text
    }

    static func percent(_ count: Int, _ total: Int) -> String {
        let share = total == 0 ? 0 : Int((Double(count) * 100 / Double(total)).rounded())
        return "\(count)/\(total) (\(share) %)"
    }
}
