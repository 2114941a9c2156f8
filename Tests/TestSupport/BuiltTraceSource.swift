import TouchTrace

/// Serves a built trace's records from memory.
public final class BuiltTraceSource: TraceRecordSource {
    private var records: [TraceRecord]

    public init(_ builder: TraceBuilder) {
        records = [.device(index: 0, TraceDevice(description: builder.device))]
            + builder.events.map { TraceRecord.event(device: 0, $0) }
        records.reverse()
    }

    public init(records: [TraceRecord]) {
        self.records = records.reversed()
    }

    public func next() throws -> TraceRecord? { records.popLast() }
}
