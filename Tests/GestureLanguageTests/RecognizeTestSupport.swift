import Gestures
import Geometry
import TouchModel
import TouchTrace

@testable import GestureLanguage
import TestSupport
import TouchdeckSupport

/// The JSON lines `expression` prints for the trace `build` makes.
func recognize(_ expression: String, screen: Size? = nil, settings: GestureSettings = GestureSettings(),
               _ build: (inout TraceBuilder) -> Void) throws -> [String] {
    var builder = TraceBuilder()
    build(&builder)
    var lines: [String] = []
    let runner = RecognizeRunner(gesture: try GestureExpressionParser.parse(expression), screen: screen, settings: settings)
    try runner.run(records: BuiltTraceSource(builder), tracePath: "built.yaml") { lines.append($0) }
    return lines
}
