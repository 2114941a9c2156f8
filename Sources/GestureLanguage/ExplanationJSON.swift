import Gestures
import TouchdeckSupport
import TouchModel

extension SequenceExplanation {
    /// The sequence as one JSON object (one line of `recognize --explain --format json`):
    /// `sequence`, `start`, `end`, `touches`, `outcome` and `candidates`, each
    /// candidate with its `path`, `gesture`, `thresholds`, phase `changes` and
    /// `decision`. Times are seconds since the trace's first event, with
    /// `sinceStart` beside them; distances in points.
    public var json: JSONValue {
        .object([
            ("sequence", .number(Double(number))),
            ("start", .number(start)),
            ("end", .number(end)),
            ("touches", .array(touches.map(touchJSON))),
            ("outcome", outcomeJSON),
            ("candidates", .array(candidates.map(candidateJSON))),
            ("verdict", verdictJSON),
        ])
    }

    private func touchJSON(_ touch: TouchSummary) -> JSONValue {
        .object([
            ("contact", .number(Double(touch.id))),
            ("down", .number(touch.down)),
            ("downLocation", point(touch.downLocation)),
            ("up", touch.up.map(JSONValue.number) ?? .null),
            ("cancelled", .bool(touch.cancelled)),
            ("greatestDistance", .number(touch.greatestDistance)),
        ])
    }

    private var outcomeJSON: JSONValue {
        switch outcome {
        case .ended(let time, let value):
            .object(timed("ended", time) + [("winners", .array(winners.map(JSONValue.string))), ("value", value),
                                             ("text", .string(outcomeText))])
        case .failed(let time, let reason, let culprit):
            .object(timed("failed", time) + [("reason", .string(reason.rawValue)), ("decidedBy", culprit.map(JSONValue.string) ?? .null),
                                              ("text", .string(outcomeText))])
        case .cancelled(let time, let reason):
            .object(timed("cancelled", time) + [("reason", .string(reason.rawValue)), ("text", .string(outcomeText))])
        }
    }

    private func candidateJSON(_ candidate: CandidateExplanation) -> JSONValue {
        .object([
            ("path", .string(candidate.path)),
            ("gesture", .string(candidate.name)),
            ("thresholds", .object(candidate.thresholds.map { ($0.name, .number($0.value)) })),
            ("changes", .array(candidate.changes.map(changeJSON))),
            ("decision", decisionJSON(candidate.decision)),
        ])
    }

    private func changeJSON(_ change: PhaseChange) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("time", .number(change.time)), ("sinceStart", .number(change.time - start)), ("phase", .string(change.phase.name)),
        ]
        if let reason = change.phase.failureReason { members.append(("reason", .string(reason.rawValue))) }
        if let measurement = change.measurement { members.append(("measurement", Self.measurementJSON(measurement))) }
        if let by = change.excludedBy { members.append(("excludedBy", .string(by))) }
        members.append(("locations", .array(change.locations.map(point))))
        return .object(members)
    }

    private func decisionJSON(_ decision: CandidateDecision) -> JSONValue {
        var members: [(String, JSONValue)]
        switch decision {
        case .ended(let time):
            members = timed("ended", time, key: "kind")
        case .failed(let time, let reason, let measurement):
            members = timed("failed", time, key: "kind") + [("reason", .string(reason.rawValue))]
            if let measurement { members.append(("measurement", Self.measurementJSON(measurement))) }
        case .excluded(let time, let by, let own, let measurement):
            members = timed("excluded", time, key: "kind") + [("by", by.map(JSONValue.string) ?? .null)]
            if let own { members.append(("ownFailure", .string(own.rawValue))) }
            if let measurement { members.append(("measurement", Self.measurementJSON(measurement))) }
        case .cancelled(let time, let reason):
            members = timed("cancelled", time, key: "kind") + [("reason", .string(reason.rawValue))]
        case .notReached(let first):
            members = [("kind", .string("notReached")), ("waitingFor", first.map(JSONValue.string) ?? .null)]
        }
        return .object(members + [("text", .string(decisionText(decision)))])
    }

    static func measurementJSON(_ measurement: FailureMeasurement) -> JSONValue {
        .object([
            ("quantity", .string(measurement.quantity)),
            ("measured", .number(measurement.measured)),
            ("comparison", .string(measurement.comparison)),
            ("threshold", .number(measurement.threshold)),
            ("thresholdName", .string(measurement.thresholdName)),
            ("unit", .string(measurement.unit)),
            ("text", .string(measurement.text)),
        ])
    }

    private func timed(_ name: String, _ time: Double, key: String = "phase") -> [(String, JSONValue)] {
        [(key, .string(name)), ("time", .number(time)), ("sinceStart", .number(time - start))]
    }

    private func point(_ point: Point) -> JSONValue { .array([.number(point.x), .number(point.y)]) }
}
