import Foundation
import Gestures
import TouchModel
import TestSupport
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
