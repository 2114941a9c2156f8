import Gestures
import TouchdeckSupport
import TouchModel

extension SequenceExplanation {
    /// The sequence as readable text, one string per line:
    ///
    /// ```
    /// sequence 1: 0.000 s to 0.300 s, 1 touch
    ///   touch 1: down 0.000 s (+0.000) at (300, 400), up 0.300 s (+0.300), moved at most 400.5 pt
    ///   outcome: failed at 0.042 s (+0.042): movedTooFar; decided when TapGesture() failed
    ///   TapGesture()  [maximumDuration 0.75 s, maximumDistance 45 pt]
    ///     0.000 s (+0.000)  possible
    ///     0.042 s (+0.042)  failed: movedTooFar 56.1 pt > 45 (distance from where the tap began; against maximumDistance)
    ///     decision: failed at 0.042 s (+0.042): movedTooFar 56.1 pt > 45
    /// ```
    ///
    /// Times are seconds since the trace's first event, then (+ since the sequence began).
    public var textLines: [String] {
        var lines = ["sequence \(number): \(seconds(start)) to \(seconds(end)), \(touches.count) touch\(touches.count == 1 ? "" : "es")"]
        for (offset, touch) in touches.enumerated() {
            let up = touch.up.map { ", \(touch.cancelled ? "cancelled" : "up") \(at($0))" } ?? ", still down"
            lines.append("  touch \(offset + 1): down \(at(touch.down)) at \(point(touch.downLocation))\(up), "
                + "moved at most \(JSONValue.format(touch.greatestDistance, decimals: 1, trimmed: false)) pt")
        }
        lines.append("  outcome: " + outcomeText)
        lines += verdictLines
        for candidate in candidates {
            let limits = candidate.thresholds.map { "\($0.name) \(Self.number($0.value))\(Self.unitSuffix($0.unit))" }
            lines.append("  \(candidate.label)" + (limits.isEmpty ? "" : "  [\(limits.joined(separator: ", "))]"))
            for change in candidate.changes {
                lines.append("    \(at(change.time))  \(Self.phaseText(change))")
            }
            lines.append("    decision: \(decisionText(candidate.decision))")
        }
        return lines
    }

    /// The outcome line's text after `outcome: `.
    var outcomeText: String {
        switch outcome {
        case .ended(let time, let value):
            (winners.isEmpty ? "" : "\(winners.joined(separator: " and ")) won, ") + "ended at \(at(time)), value \(value.text)"
        case .failed(let time, let reason, let culprit):
            "nothing won: failed at \(at(time)): \(reason.rawValue)" + (culprit.map { "; decided when \($0) failed" } ?? "")
        case .cancelled(let time, let reason):
            "cancelled at \(at(time)): \(reason.rawValue)"
        }
    }

    /// A decision as text: `failed: movedTooFar 46.2 pt > 45`, `excluded by TapGesture()`, …
    public func decisionText(_ decision: CandidateDecision) -> String {
        switch decision {
        case .ended(let time):
            return "ended at \(at(time))"
        case .failed(let time, let reason, let measurement):
            return "failed at \(at(time)): " + Self.failureText(reason, measurement)
        case .excluded(let time, let by, let own, let measurement):
            let winner = by.map { "excluded by \($0)" } ?? "excluded: the whole gesture failed first"
            let also = own.map { "; it had itself failed: " + Self.failureText($0, measurement) } ?? ""
            return "\(winner) at \(at(time))\(also)"
        case .cancelled(let time, let reason):
            return "cancelled at \(at(time)): \(reason.rawValue)"
        case .notReached(let first):
            return "not reached: " + (first.map { "\($0) did not end" } ?? "the gesture before it did not end")
        }
    }

    /// `movedTooFar 46.2 pt > 45`, or just the reason when nothing was measured.
    static func failureText(_ reason: GestureEndReason, _ measurement: FailureMeasurement?) -> String {
        guard let measurement else { return reason.rawValue }
        return "\(reason.rawValue) \(measurement.text)"
    }

    private static func phaseText(_ change: PhaseChange) -> String {
        switch change.phase {
        case .possible, .active, .ended:
            return change.phase.name
        case .held:
            return "held (recognized underneath, held back by the gesture ahead)"
        case .failed(let reason):
            if let by = change.excludedBy { return "failed: excluded while \(by) is active" }
            guard let measurement = change.measurement else { return "failed: \(reason.rawValue)" }
            return "failed: \(failureText(reason, measurement)) (\(measurement.quantity); against \(measurement.thresholdName))"
        }
    }

    /// `0.120 s (+0.020)`: since the trace's first event, and since the sequence began.
    private func at(_ time: Double) -> String {
        "\(seconds(time)) (+\(JSONValue.format(time - start, decimals: 3, trimmed: false)))"
    }

    private func seconds(_ time: Double) -> String { JSONValue.format(time, decimals: 3, trimmed: false) + " s" }

    private func point(_ point: Point) -> String {
        "(\(JSONValue.format(point.x, decimals: 1, trimmed: true)), \(JSONValue.format(point.y, decimals: 1, trimmed: true)))"
    }

    static func number(_ value: Double) -> String { JSONValue.format(value, decimals: 6, trimmed: true) }

    static func unitSuffix(_ unit: String) -> String { unit.isEmpty ? "" : unit == "°" ? "°" : " " + unit }
}
