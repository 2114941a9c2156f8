import Gestures
import TouchdeckSupport
import TouchModel

/// Why one touch sequence did what it did under a gesture expression: what
/// `touchdeck recognize --explain` prints for it. A sequence runs from its
/// first finger's touch-down until every finger has lifted and the gesture
/// tree is decided (pending timers included). Times are seconds since the
/// trace's first event.
public struct SequenceExplanation: Hashable, Sendable {
    /// 1, 2, … in order of touch-down.
    public var number: Int
    /// The first finger's touch-down.
    public var start: Double
    /// The later of the last lift and the decision.
    public var end: Double
    /// The fingers of the sequence, in order of touch-down.
    public var touches: [TouchSummary]
    /// What the whole expression did.
    public var outcome: ExplainedOutcome
    /// Every primitive of the expression, left to right.
    public var candidates: [CandidateExplanation]
    /// The primitives that won (ended) when the whole expression ended, by
    /// name (with their path where two share one); empty when it did not end.
    public var winners: [String] = []
    /// The config keys the primitives read (those their arguments leave
    /// out): what the flip search changed.
    public var flipKeys: [String] = []
    /// Each key's smallest change that changes who wins, found by re-running
    /// the recognizers over the sequence; smallest relative change first.
    public var flips: [ThresholdFlip] = []

    /// `ended`, `failed` or `cancelled`.
    public var outcomeKind: String {
        switch outcome {
        case .ended: "ended"
        case .failed: "failed"
        case .cancelled: "cancelled"
        }
    }
}

/// One finger of a sequence.
public struct TouchSummary: Hashable, Sendable {
    /// The contact's id in the replay (never reused).
    public var id: Int
    /// The touch-down.
    public var down: Double
    /// Where it touched down (screen points).
    public var downLocation: Point
    /// The lift; nil if it never lifted (it is then cancelled at the trace's end).
    public var up: Double?
    /// Cancelled rather than lifted: the trace ended with the finger down.
    public var cancelled: Bool
    /// The greatest distance from the touch-down point, in points.
    public var greatestDistance: Double
}

/// What the whole expression did in a sequence.
public enum ExplainedOutcome: Hashable, Sendable {
    /// It ended with this value (as `recognize` prints values).
    case ended(time: Double, value: JSONValue)
    /// It failed with the reason the tree reports (an exclusive combination
    /// reports its second's); `decidedBy` names the primitives whose own
    /// failure at that event decided it (`TapGesture() and DragGesture()`), if any.
    case failed(time: Double, reason: GestureEndReason, decidedBy: String?)
    /// It was cancelled from outside (a finger still down when the trace ended).
    case cancelled(time: Double, reason: GestureEndReason)
}

/// One primitive of the expression in one sequence.
public struct CandidateExplanation: Hashable, Sendable {
    /// Its path through the combinators (`exclusively.first`), empty at the root.
    public var path: String
    /// The primitive in Swift syntax (`TapGesture(count: 2)`).
    public var name: String
    /// The thresholds it decided by, resolved from its arguments and the config.
    public var thresholds: [ExplainThreshold]
    /// Each phase it showed, when it changed.
    public var changes: [PhaseChange]
    /// How it came out.
    public var decision: CandidateDecision
    /// What it measured against each threshold it read: why it won, or why it lost.
    public var checks: [ThresholdCheck] = []

    /// `exclusively.first: TapGesture()`, or just the name at the root.
    public var label: String { path.isEmpty ? name : "\(path): \(name)" }
}

/// A primitive showing a new phase after an event.
public struct PhaseChange: Hashable, Sendable {
    /// The event's time.
    public var time: Double
    /// The phase shown from that event on.
    public var phase: ProbedPhase
    /// For an own failure: what was measured against which threshold.
    public var measurement: FailureMeasurement?
    /// For `failed(excluded)` while a gesture ahead is active: that gesture.
    public var excludedBy: String?
    /// The fingers' locations at that event (screen points).
    public var locations: [Point]
}

/// A measured number against the threshold it broke: `46.2 pt > 45`.
public struct FailureMeasurement: Hashable, Sendable {
    /// What was measured: `distance from where the tap began`.
    public var quantity: String
    /// The number measured, in `unit`.
    public var measured: Double
    /// The threshold's name (`maximumDistance`) and value.
    public var thresholdName: String
    /// The threshold's value, in `unit`.
    public var threshold: Double
    /// `pt`, `s`, `°` or empty.
    public var unit: String
    /// `>`, `>=` or `<`: how `measured` stands to `threshold`.
    public var comparison: String
    /// Decimals the measured number is printed with (more when needed to
    /// tell it from the threshold).
    var decimals: Int

    /// Differences this small are rounding in the arithmetic of times, not measurements.
    static let tolerance = 1e-9

    /// `46.2 pt > 45`.
    public var text: String {
        let thresholdText = JSONValue.format(threshold, decimals: 6, trimmed: true)
        var places = max(0, decimals)
        var measuredText = Self.format(measured, places)
        while places < 6, abs(measured - threshold) > Self.tolerance, Double(measuredText) == threshold {
            places += 1
            measuredText = Self.format(measured, places)
        }
        let suffix = unit.isEmpty ? "" : unit == "°" ? "°" : " " + unit
        return "\(measuredText)\(suffix) \(comparison) \(thresholdText)"
    }

    /// `value` with exactly `places` decimals (a whole number for none).
    private static func format(_ value: Double, _ places: Int) -> String {
        places > 0 ? JSONValue.format(value, decimals: places, trimmed: false) : JSONValue.format(value, decimals: 6, trimmed: true)
    }
}

/// How a primitive came out of a sequence.
public enum CandidateDecision: Hashable, Sendable {
    /// It ended (recognized).
    case ended(time: Double)
    /// It failed by its own rules.
    case failed(time: Double, reason: GestureEndReason, measurement: FailureMeasurement?)
    /// Another gesture won: `by` names it (nil when the whole expression
    /// failed first). `ownFailure` is the failure its own rules decided at the
    /// same time or after the winner had won, if any.
    case excluded(time: Double, by: String?, ownFailure: GestureEndReason?, measurement: FailureMeasurement?)
    /// Cancelled from outside (a finger still down when the trace ended).
    case cancelled(time: Double, reason: GestureEndReason)
    /// It never saw an event: the gesture before it in a sequence did not end.
    case notReached(waitingFor: String?)
}
