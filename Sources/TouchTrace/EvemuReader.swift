import TouchModel

/// Reads evemu files, formats 1.0 to 1.3: an optional `# EVEMU` header,
/// descriptor lines, then `E: sec.usec type code value` lines (type and code
/// in hex, value in decimal, zero-padded or not, with or without a trailing
/// comment). A headerless `.events` file takes its description from `--desc`
/// or from `<device name>.desc` beside it.
final class EvemuReader: TraceRecordSource {
    private let path: String
    private let scanner: LineScanner
    private var descriptor = EvemuDescriptor()
    private var external: DeviceDescription?
    private var announced = false
    private var pendingEvent: InputEvent?
    private var finished = false
    private var validator = EventCodeValidator()

    init(path: String, descPath: String?) throws {
        self.path = path
        scanner = try LineScanner(path: path)
        if let descPath { external = try Self.readDescription(path: descPath) }
    }

    func next() throws -> TraceRecord? {
        if let event = pendingEvent, announced {
            pendingEvent = nil
            return .event(device: 0, event)
        }
        guard !finished else { return nil }
        while true {
            let step: Step?
            do {
                step = try scanner.nextLine { bytes throws -> Step in try parseLine(bytes) }
            } catch let error as TraceError where scanner.lastLineUnterminated && announced {
                finished = true
                throw error.asTruncation("the file ends mid-line")
            }
            switch step {
            case nil:
                finished = true
                if !announced {
                    announced = true
                    return .device(index: 0, TraceDevice(description: try resolvedDescription()))
                }
                return nil
            case .skip?:
                continue
            case .event(let event)?:
                if !announced {
                    announced = true
                    pendingEvent = event
                    return .device(index: 0, TraceDevice(description: try resolvedDescription()))
                }
                return .event(device: 0, event)
            }
        }
    }

    private enum Step { case skip, event(InputEvent) }

    private func parseLine(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Step {
        let line = scanner.lineNumber
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "E"), bytes[1] == 0x3A {
            return .event(try parseEvent(bytes, line: line))
        }
        var cursor = ByteCursor(bytes)
        cursor.skipSpaces()
        if cursor.atEnd { return .skip }
        if cursor.current == 0x23 {
            try checkVersion(cursor.rest(), line: line)
            return .skip
        }
        if announced {
            throw TraceError(file: path, line: line, "expected an event line `E: sec.usec type code value`, found: \(cursor.lineText())")
        }
        guard try descriptor.parse(bytes, file: path, line: line) else {
            throw TraceError(file: path, line: line, "expected an evemu line (N:, I:, P:, B:, A:, E: or a # comment), found: \(cursor.lineText())")
        }
        return .skip
    }

    private func checkVersion(_ comment: String, line: Int) throws {
        guard comment.hasPrefix("# EVEMU") else { return }
        let version = comment.dropFirst("# EVEMU".count).trimmingSpaces
        let supported = ["1.0", "1.1", "1.2", "1.3"]
        guard supported.contains(version) else {
            throw TraceError(file: path, line: line, "unsupported evemu format \"\(version)\", expected one of \(supported.joined(separator: ", "))")
        }
    }

    private func parseEvent(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws -> InputEvent {
        var cursor = ByteCursor(bytes)
        cursor.index = 2
        func fail(_ expected: String) -> TraceError {
            TraceError(file: path, line: line, "malformed event at column \(cursor.column): expected \(expected) in `E: sec.usec type code value`: \(cursor.lineText())")
        }
        cursor.skipSpaces()
        guard let seconds = cursor.decimal(), seconds >= 0 else { throw fail("seconds") }
        guard cursor.consume(0x2E), let micros = cursor.microsecondFraction() else { throw fail("a '.' and 1 to 6 digits of microseconds") }
        cursor.skipSpaces()
        guard let type = cursor.hex() else { throw fail("the event type in hex") }
        cursor.skipSpaces()
        guard let code = cursor.hex() else { throw fail("the event code in hex") }
        cursor.skipSpaces()
        guard let value = cursor.decimal(), let narrow = Int32(exactly: value) else { throw fail("a 32-bit decimal value") }
        guard cursor.atEndOrComment() else { throw fail("the end of the line or a # comment") }
        guard type <= 0xFFFF, code <= 0xFFFF else { throw fail("a 16-bit type and code") }
        if let problem = validator.problem(type: Int64(type), code: Int64(code)) {
            throw TraceError(file: path, line: line, problem)
        }
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        let (time, carry) = scaled.addingReportingOverflow(micros)
        guard !overflow, !carry else { throw fail("a timestamp that fits in microseconds") }
        return InputEvent(time: time, type: UInt16(type), code: UInt16(code), value: narrow)
    }

    private func resolvedDescription() throws -> DeviceDescription {
        if let external { return external }
        if descriptor.hasLines { return descriptor.description(fallbackName: baseName(path)) }
        if let found = Self.companionDescription(for: path) { return try Self.readDescription(path: found) }
        throw TraceError(file: path, "no device description: the file has no N:/I:/B:/A: lines and no .desc was found beside it (looked for \"<device name>.desc\"); pass one with --desc")
    }

    /// Reads a `.desc` (or any evemu file) for its description only.
    static func readDescription(path: String) throws -> DeviceDescription {
        let reader = try EvemuReader(path: path, descPath: nil)
        let scanner = reader.scanner
        while let step = try scanner.nextLine({ bytes throws -> Bool in
            if bytes.count >= 2, bytes[0] == UInt8(ascii: "E"), bytes[1] == 0x3A { return false }
            _ = try reader.parseLine(bytes)
            return true
        }), step {}
        guard reader.descriptor.hasLines else {
            throw TraceError(file: path, "not an evemu device description: no N:/I:/B:/A: lines")
        }
        return reader.descriptor.description(fallbackName: baseName(path))
    }

    /// `Dev Name.what.events` → `Dev Name.desc` (or `.device`), trying each dot from the right.
    static func companionDescription(for path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        var stem = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
        var candidates = [stem]
        var rest = Substring(stem)
        while let dot = rest.lastIndex(of: ".") {
            rest = rest[..<dot]
            candidates.append(String(rest))
        }
        for candidate in candidates where !candidate.isEmpty {
            for suffix in [".desc", ".device"] {
                let full = directory + candidate + suffix
                if full != path, fileExists(full) { return full }
            }
        }
        return nil
    }
}

func baseName(_ path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
