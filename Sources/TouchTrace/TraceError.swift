/// A problem with a trace file, with the place it was found.
public struct TraceError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    /// 1-based line, when the problem is on one line.
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
