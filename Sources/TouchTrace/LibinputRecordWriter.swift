import TouchModel

/// Writes `libinput record` YAML version 1 in the layout libinput 1.22 writes,
/// which libinput's own `replay` and `analyze recording` read.
public final class LibinputRecordWriter: TraceWriter {
    private let sink: TextSink
    private let deviceCount: Int
    private var devices = 0
    private var frameOpen = false

    public init(sink: TextSink, deviceCount: Int, libinputVersion: String = "1.22.1", kernel: String = "unknown") throws {
        self.sink = sink
        self.deviceCount = deviceCount
        try sink.write("""
            # libinput record
            # written by touchdeck
            version: 1
            ndevices: \(deviceCount)
            libinput:
              version: "\(libinputVersion)"
              git: "unknown"
            system:
              os: "unknown"
              kernel: "\(Self.escape(kernel))"
              dmi: "unknown"
            devices:

            """)
    }

    public func beginDevice(_ device: TraceDevice) throws {
        devices += 1
        guard devices <= deviceCount else { throw TraceError(file: sink.path, "more devices than the \(deviceCount) announced") }
        frameOpen = false
        let d = device.description
        var text = "- node: \(device.node ?? "/dev/input/event\(devices - 1)")\n"
        text += "  evdev:\n"
        text += "    # Name: \(d.name)\n"
        text += "    name: \"\(Self.escape(d.name))\"\n"
        text += "    id: [\(d.id.bustype), \(d.id.vendor), \(d.id.product), \(d.id.version)]\n"
        text += "    codes:\n"
        for (type, codes) in d.codes.sorted(by: { $0.key < $1.key }) where !codes.isEmpty {
            text += "      \(type): [\(codes.map(String.init).joined(separator: ", "))] # \(EventCodes.typeName(type))\n"
        }
        text += "    absinfo:\n"
        for (code, info) in d.absInfo.sorted(by: { $0.key < $1.key }) {
            text += "      \(code): [\(info.minimum), \(info.maximum), \(info.fuzz), \(info.flat), \(info.resolution)] # \(EventCodes.codeName(type: EventType.abs, code: code))\n"
        }
        text += "    properties: [\(d.properties.map(String.init).joined(separator: ", "))]\n"
        text += "  udev:\n    properties:\n"
        for property in device.udevProperties { text += "    - \(property)\n" }
        text += "  quirks:\n"
        for quirk in device.quirks { text += "  - \(quirk)\n" }
        text += "  events:\n"
        try sink.write(text)
    }

    public func write(_ event: InputEvent) throws {
        var text = frameOpen ? "" : "  - evdev:\n"
        frameOpen = true
        let time = formatTime(event)
        text += "    - [\(padLeft(time.seconds, 3)), \(padLeft(String(event.microseconds), 6)), \(padLeft(String(event.type), 3)), \(padLeft(String(event.code), 3)), \(padLeft(String(event.value), 7))]"
        text += " # \(EventCodes.typeName(event.type)) / \(EventCodes.codeName(type: event.type, code: event.code))\n"
        if event.isSynReport { frameOpen = false }
        try sink.write(text)
    }

    public func flush(durably: Bool) throws {
        try sink.flush()
        if durably { try sink.synchronize() }
    }

    public func finish() throws {
        guard devices == deviceCount else {
            throw TraceError(file: sink.path, "announced \(deviceCount) device(s) but wrote \(devices)")
        }
        try sink.flush()
    }

    /// Escapes a string for a double-quoted YAML scalar.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\x" + hex(UInt64(scalar.value), width: 2) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
