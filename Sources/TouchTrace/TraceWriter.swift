import TouchModel

/// Writes trace records in one format, streaming: a device, then its events.
public protocol TraceWriter: AnyObject {
    /// Starts device `index` (0-based, in order).
    func beginDevice(_ device: TraceDevice) throws
    func write(_ event: InputEvent) throws
    /// Hands what was written so far to the kernel, so a killed process loses
    /// none of it; `durably` also waits for it to reach the disk (`fdatasync`),
    /// against a power cut.
    func flush(durably: Bool) throws
    /// Completes the file.
    func finish() throws
}

/// Opens a writer for `path`, the format chosen by the extension.
/// - Parameter deviceCount: how many devices will be written (libinput-record states it up front).
public func makeTraceWriter(path: String, deviceCount: Int) throws -> any TraceWriter {
    switch TraceFormat.forPath(path) {
    case .libinputRecord?: return try LibinputRecordWriter(sink: TextSink(path: path), deviceCount: deviceCount)
    case .evemu?:
        guard deviceCount <= 1 else {
            throw TraceError(file: path, "evemu files hold one device; this trace has \(deviceCount): write .yaml instead")
        }
        return try EvemuWriter(sink: TextSink(path: path))
    case nil:
        throw TraceError(file: path, "unknown output format: name the file .yml/.yaml (libinput record) or .events/.evemu (evemu)")
    }
}

/// Copies every record of `reader` into `writer`.
public func copyTrace(from reader: TraceReader, to writer: any TraceWriter) throws {
    while let record = try reader.next() {
        switch record {
        case .device(_, let device): try writer.beginDevice(device)
        case .event(_, let event): try writer.write(event)
        }
    }
    try writer.finish()
}

func formatTime(_ event: InputEvent) -> (seconds: String, micros: String) {
    let micros = String(event.microseconds)
    return (String(event.seconds), String(repeating: "0", count: max(0, 6 - micros.count)) + micros)
}

func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func hex(_ value: UInt64, width: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
