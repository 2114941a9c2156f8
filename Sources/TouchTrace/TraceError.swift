/// A problem with a trace file, with the place it was found.
public struct TraceError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    /// 1-based line, when the problem is on one line.
    public var line: Int?
    public var message: String
    /// The file ends mid-way (a recording interrupted by a kill or a power
    /// cut) rather than being malformed: what came before it is sound, and a
    /// reader opened with `recoverTruncated` keeps it.
    public var isTruncation: Bool

    public init(file: String, line: Int? = nil, _ message: String, isTruncation: Bool = false) {
        self.file = file
        self.line = line
        self.message = message
        self.isTruncation = isTruncation
    }

    /// The same problem, marked as the file ending mid-way.
    func asTruncation(_ reason: String) -> TraceError {
        TraceError(file: file, line: line, "\(reason): \(message)", isTruncation: true)
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
