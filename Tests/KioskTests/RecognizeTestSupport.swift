import Gestures
import Geometry
import TouchModel
import TouchTrace

@testable import GestureLanguage
@testable import Kiosk
@testable import KioskRuntime

/// Serves a built trace's records from memory.
final class BuiltTraceSource: TraceRecordSource {
    private var records: [TraceRecord]

    init(_ builder: TraceBuilder) {
        records = [.device(index: 0, TraceDevice(description: builder.device))]
            + builder.events.map { TraceRecord.event(device: 0, $0) }
        records.reverse()
    }

    init(records: [TraceRecord]) {
        self.records = records.reversed()
    }

    func next() throws -> TraceRecord? { records.popLast() }
}

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
