import Foundation
import Gestures
import TouchModel
import TestSupport
import Testing
import TouchTrace

@testable import GestureLanguage
import TouchdeckSupport

/// The sequences `recognize --explain` finds for the trace `build` makes.
func explain(_ expression: String, settings: GestureSettings = GestureSettings(),
             _ build: (inout TraceBuilder) -> Void) throws -> [SequenceExplanation] {
    var builder = TraceBuilder()
    build(&builder)
    let runner = ExplainRunner(gesture: try GestureExpressionParser.parse(expression), settings: settings)
    return try runner.explain(records: BuiltTraceSource(builder), tracePath: "built.yaml")
}

/// The text `recognize --explain` prints for the trace `build` makes.
func explainText(_ expression: String, settings: GestureSettings = GestureSettings(),
                 _ build: (inout TraceBuilder) -> Void) throws -> String {
    let sequences = try explain(expression, settings: settings, build)
    return ExplainFormat.text.lines(sequences, gesture: try GestureExpressionParser.parse(expression)).joined(separator: "\n")
}

/// The JSON lines `recognize --explain --format json` prints, parsed by Foundation.
func explainJSON(_ expression: String, _ build: (inout TraceBuilder) -> Void) throws -> [[String: Any]] {
    let sequences = try explain(expression, build)
    return try ExplainFormat.json.lines(sequences, gesture: try GestureExpressionParser.parse(expression)).map { line in
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        guard let dictionary = object as? [String: Any] else { throw ExplainTestError.notAnObject(line) }
        return dictionary
    }
}

enum ExplainTestError: Error {
    case notAnObject(String)
}

extension SequenceExplanation {
    /// The candidate whose name (or label) is `name`.
    func candidate(_ name: String) -> CandidateExplanation? {
        candidates.first { $0.name == name || $0.label == name }
    }
}

/// Reasons a primitive's own rules give with a measured number.
let measuredReasons: Set<GestureEndReason> = [.movedTooFar, .timedOut, .releasedTooEarly, .tooManyTouches, .notEnoughTouches]

/// Expects a candidate's explanation to be sound: its changes in order within
/// the sequence, and every failure its own rules decided carrying a number
/// that stands to the threshold as its comparison says.
func expectSoundExplanation(_ candidate: CandidateExplanation, in sequence: SequenceExplanation, context: String) {
    let times = candidate.changes.map(\.time)
    #expect(times == times.sorted() && times.allSatisfy { $0 >= sequence.start && $0 <= sequence.end }, "\(context)")
    for change in candidate.changes {
        if let reason = change.phase.failureReason, measuredReasons.contains(reason) {
            #expect(change.measurement?.isConsistent == true, "\(context): \(reason) at \(change.time) without a sound number")
        }
    }
    switch candidate.decision {
    case .ended, .cancelled:
        #expect(!candidate.changes.isEmpty, "\(context)")
    case .failed(_, let reason, let measurement):
        if measuredReasons.contains(reason) {
            #expect(measurement?.isConsistent == true, "\(context): \(reason) without a sound number")
        }
    case .excluded(_, let by, let own, let measurement):
        if case .failed = sequence.outcome {} else { #expect(by != nil, "\(context): excluded by nobody") }
        if let own, measuredReasons.contains(own) { #expect(measurement?.isConsistent == true, "\(context)") }
    case .notReached:
        #expect(candidate.changes.isEmpty, "\(context)")
    }
}

extension FailureMeasurement {
    /// The measured number stands to the threshold as the comparison says.
    var isConsistent: Bool {
        let difference = measured - threshold
        return switch comparison {
        case ">": difference > 0
        case ">=": difference >= -1e-9
        case "<": difference < 0
        default: false
        }
    }
}
