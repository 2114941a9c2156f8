import TouchModel

/// A recorded device: its evdev description plus what libinput-record keeps about it.
public struct TraceDevice: Hashable, Sendable {
    public var description: DeviceDescription
    /// The node it was recorded from, e.g. `/dev/input/event5`.
    public var node: String?
    /// udev properties as `KEY=value` lines.
    public var udevProperties: [String]
    /// libinput quirks as `Section:Key=value` lines.
    public var quirks: [String]

    public init(description: DeviceDescription, node: String? = nil, udevProperties: [String] = [], quirks: [String] = []) {
        self.description = description
        self.node = node
        self.udevProperties = udevProperties
        self.quirks = quirks
    }
}

/// One item of a trace, in file order: a device is announced before its events.
public enum TraceRecord: Hashable, Sendable {
    case device(index: Int, TraceDevice)
    case event(device: Int, InputEvent)
}

/// The two trace formats of the Linux input world.
public enum TraceFormat: String, Sendable {
    /// `libinput record` YAML, version 1.
    case libinputRecord = "libinput-record"
    /// `evemu-record` / `evemu-describe` text, formats 1.0 to 1.3.
    case evemu

    /// The format a file name asks for, by extension.
    public static func forPath(_ path: String) -> TraceFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") { return .libinputRecord }
        if lower.hasSuffix(".events") || lower.hasSuffix(".evemu") || lower.hasSuffix(".desc") || lower.hasSuffix(".device") {
            return .evemu
        }
        return nil
    }
}

/// A source of trace records, read lazily so a file of any size streams.
public protocol TraceRecordSource: AnyObject {
    /// The next record, nil at the end. Errors name the file and line.
    func next() throws -> TraceRecord?
}
