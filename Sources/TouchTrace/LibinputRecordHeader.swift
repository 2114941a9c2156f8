import TouchModel
import Yams

/// Turns the YAML of a libinput-record device entry (everything but its
/// `events:`) into a `TraceDevice`. Unknown keys are ignored, as libinput's
/// own tools do; missing or mistyped required keys are errors with a line.
struct LibinputRecordHeader {
    let file: String
    /// Line in the file where the parsed chunk starts, to turn Yams' marks into file lines.
    let firstLine: Int

    func error(_ node: Node?, _ message: String) -> TraceError {
        TraceError(file: file, line: node?.mark.map { firstLine + $0.line - 1 } ?? firstLine, message)
    }

    /// Parses `text` (the top-level keys before `devices:`) and checks the version.
    func checkTopLevel(_ text: String) throws {
        let root = try compose(text)
        guard let mapping = root?.mapping else {
            throw TraceError(file: file, line: firstLine, "expected a libinput-record YAML mapping (version, ndevices, devices)")
        }
        guard let version = mapping["version"] else {
            throw TraceError(file: file, line: firstLine, "missing `version:` (libinput record files have `version: 1`)")
        }
        guard version.int == 1 else {
            throw error(version, "unsupported libinput-record version \(version.string ?? "?"), expected 1")
        }
        if let ndevices = mapping["ndevices"], (ndevices.int ?? -1) < 1 {
            throw error(ndevices, "`ndevices` must be a positive integer")
        }
    }

    /// Parses one `- node: …` device entry.
    func device(_ text: String) throws -> TraceDevice {
        let root = try compose(text)
        return try device(node: root?.sequence?.first ?? root)
    }

    /// Parses a device entry that is already a YAML node.
    func device(node root: Node?) throws -> TraceDevice {
        guard let entry = root?.mapping else {
            throw TraceError(file: file, line: firstLine, "expected a device entry (node, evdev, udev, events)")
        }
        guard let evdevNode = entry["evdev"], let evdev = evdevNode.mapping else {
            throw error(root, "device entry has no `evdev:` mapping")
        }
        guard let name = evdev["name"]?.string else { throw error(evdevNode, "`evdev.name` is missing") }
        let id = try deviceID(evdev["id"], parent: evdevNode)
        var codes: [UInt16: [UInt16]] = [:]
        if let codesNode = evdev["codes"] {
            guard let codesMap = codesNode.mapping else { throw error(codesNode, "`evdev.codes` must map event types to lists of codes") }
            for (key, value) in codesMap {
                guard let type = key.int, let list = value.sequence, EventCodes.isKnown(type: UInt16(clamping: type)), type >= 0 else {
                    throw error(key, "`evdev.codes`: expected `TYPE: [CODE, …]` with a known event type, found \(key.string ?? "?")")
                }
                codes[UInt16(type)] = try list.map { node in
                    guard let code = node.int, code >= 0, EventCodes.isKnown(type: UInt16(type), code: UInt16(clamping: code)) else {
                        throw error(node, "`evdev.codes`: unknown code \(node.string ?? "?") for \(EventCodes.typeName(UInt16(type)))")
                    }
                    return UInt16(code)
                }
            }
        }
        var absInfo: [UInt16: AbsInfo] = [:]
        if let absNode = evdev["absinfo"], absNode.null == nil {
            guard let absMap = absNode.mapping else { throw error(absNode, "`evdev.absinfo` must map axis codes to [min, max, fuzz, flat, resolution]") }
            for (key, value) in absMap {
                guard let code = key.int, code >= 0, code <= Int(AbsCode.max) else {
                    throw error(key, "`evdev.absinfo`: expected an axis code 0…\(AbsCode.max), found \(key.string ?? "?")")
                }
                let numbers = value.sequence?.compactMap { $0.int.flatMap(Int32.init(exactly:)) } ?? []
                guard numbers.count == 5, value.sequence?.count == 5 else {
                    throw error(value, "`evdev.absinfo.\(code)`: expected [min, max, fuzz, flat, resolution]")
                }
                absInfo[UInt16(code)] = AbsInfo(minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: numbers[4])
            }
        }
        var properties: [UInt16] = []
        if let propNode = evdev["properties"], propNode.null == nil {
            guard let list = propNode.sequence else { throw error(propNode, "`evdev.properties` must be a list of INPUT_PROP numbers") }
            properties = try list.map { node in
                guard let value = node.int, value >= 0, value <= Int(InputProperty.max) else {
                    throw error(node, "`evdev.properties`: expected an input property 0…\(InputProperty.max)")
                }
                return UInt16(value)
            }
        }
        let udev = entry["udev"]?.mapping?["properties"]?.sequence?.compactMap(\.string) ?? []
        let quirks = entry["quirks"]?.sequence?.compactMap(\.string) ?? []
        return TraceDevice(
            description: DeviceDescription(name: name, id: id, codes: codes, absInfo: absInfo, properties: properties),
            node: entry["node"]?.string, udevProperties: udev, quirks: quirks)
    }

    private func deviceID(_ node: Node?, parent: Node) throws -> DeviceID {
        guard let node else { throw error(parent, "`evdev.id` is missing") }
        let values = node.sequence?.compactMap { $0.int.flatMap(UInt16.init(exactly:)) } ?? []
        guard values.count == 4, node.sequence?.count == 4 else {
            throw error(node, "`evdev.id`: expected [bustype, vendor, product, version]")
        }
        return DeviceID(bustype: values[0], vendor: values[1], product: values[2], version: values[3])
    }

    func compose(_ text: String) throws -> Node? {
        do {
            // The basic resolver: numbers are read from the scalars' text, and
            // the default one's tag rules are regular expressions that page in
            // ICU's regex engine and data (about 1.6 MB resident) for a header.
            return try Yams.compose(yaml: text, Resolver.basic)
        } catch let yamlError as YamlError {
            switch yamlError {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                throw TraceError(file: file, line: firstLine + mark.line - 1, "invalid YAML: \(problem)")
            default:
                throw TraceError(file: file, line: firstLine, "invalid YAML: \(yamlError)")
            }
        }
    }
}
