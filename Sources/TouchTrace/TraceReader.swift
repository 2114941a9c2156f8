import TouchModel

/// Opens a trace file in either format and streams its records.
///
/// ```swift
/// let reader = try TraceReader.open(path: "tap.yaml")
/// while let record = try reader.next() { … }
/// ```
public final class TraceReader: TraceRecordSource {
    public let path: String
    public let format: TraceFormat
    private let source: any TraceRecordSource
    private let recovering: CompleteFramesSource?

    private init(path: String, format: TraceFormat, source: any TraceRecordSource, recoverTruncated: Bool) {
        self.path = path
        self.format = format
        recovering = recoverTruncated ? CompleteFramesSource(source) : nil
        self.source = recovering ?? source
    }

    /// When the trace was opened with `recoverTruncated` and turned out to be
    /// cut off: where and how. Everything up to its last complete frame was read.
    public var truncation: TraceError? {
        guard var problem = recovering?.truncation else { return nil }
        if problem.file.isEmpty { problem.file = path }
        return problem
    }

    /// Opens `path`; the format comes from the extension, or from the first
    /// line when the extension says nothing.
    /// - Parameters:
    ///   - descPath: an evemu device description for a headerless
    ///     `.events` file; without it one is looked for beside the file.
    ///   - recoverTruncated: a file cut off mid-way (a recorder killed or a
    ///     power cut) is read up to its last complete frame instead of being
    ///     an error; `truncation` then says where it ended. Off by default:
    ///     a test or a replay should not quietly play half a trace.
    public static func open(path: String, descPath: String? = nil, recoverTruncated: Bool = false) throws -> TraceReader {
        let format = try TraceFormat.forPath(path) ?? sniffFormat(path: path)
        switch format {
        case .libinputRecord:
            return TraceReader(path: path, format: format, source: try LibinputRecordReader(path: path),
                               recoverTruncated: recoverTruncated)
        case .evemu:
            return TraceReader(path: path, format: format, source: try EvemuReader(path: path, descPath: descPath),
                               recoverTruncated: recoverTruncated)
        }
    }

    public func next() throws -> TraceRecord? { try source.next() }

    /// Reads the whole trace into memory: devices in order and each device's events.
    /// For tests and small files; large files should be streamed with `next()`.
    public func readAll() throws -> [(device: TraceDevice, events: [InputEvent])] {
        var result: [(device: TraceDevice, events: [InputEvent])] = []
        while let record = try next() {
            switch record {
            case .device(let index, let device):
                while result.count <= index { result.append((device, [])) }
                result[index].device = device
            case .event(let index, let event):
                guard index < result.count else {
                    throw TraceError(file: path, "event for device \(index) before its description")
                }
                result[index].events.append(event)
            }
        }
        return result
    }

    private static func sniffFormat(path: String) throws -> TraceFormat {
        let scanner = try LineScanner(path: path)
        while let line = try scanner.nextLine({ String(decoding: $0, as: UTF8.self) }) {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("# libinput record") || trimmed.hasPrefix("version:") { return .libinputRecord }
            if trimmed.hasPrefix("# EVEMU") || ["N:", "I:", "E:", "B:", "A:", "P:"].contains(where: trimmed.hasPrefix) {
                return .evemu
            }
            if trimmed.hasPrefix("#") { continue }
            break
        }
        throw TraceError(file: path, line: scanner.lastLine,
                         "not a trace: expected a libinput-record YAML file (.yml/.yaml) or an evemu file (.events/.evemu/.desc)")
    }
}
