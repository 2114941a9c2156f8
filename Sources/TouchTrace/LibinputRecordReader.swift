import TouchModel

/// Reads `libinput record` YAML, version 1, streaming.
///
/// Yams parses the top-level keys and each device's description. The
/// `events:` lists, which are nearly all of a recording, are read line by line
/// in the exact layout `libinput record` writes (`- evdev:` followed by
/// `- [sec, usec, type, code, value]` lines): a full YAML tree of a large
/// recording would not fit the memory bound, and Yams takes several times
/// longer than the whole budget on a 10 MB file (see `touchdeck bench trace`).
/// `libinput:` interpreted events and unknown keys are skipped.
final class LibinputRecordReader: TraceRecordSource {
    private enum State {
        case topLevel
        case awaitingDevice
        case deviceHeader
        case events(inEvdev: Bool)
        case otherTopLevelKey
    }

    private let path: String
    private let scanner: LineScanner
    private var state = State.topLevel
    private var headerText = ""
    private var chunk = ""
    private var chunkFirstLine = 1
    private var deviceIndent = 0
    private var deviceCount = 0
    private var declaredDevices: Int?
    private var sawDevicesKey = false
    private var finished = false
    private var validator = EventCodeValidator()

    init(path: String) throws {
        self.path = path
        scanner = try LineScanner(path: path)
    }

    func next() throws -> TraceRecord? {
        guard !finished else { return nil }
        while true {
            let step: TraceRecord??
            do {
                step = try scanner.nextLine({ bytes throws -> TraceRecord? in try consume(bytes) })
            } catch let error as TraceError where scanner.lastLineUnterminated && deviceCount > 0 {
                // A bad last line with no newline is where a killed recorder stopped writing.
                finished = true
                throw error.asTruncation("the file ends mid-line")
            }
            if let step {
                if let record = step { return record }
                continue
            }
            finished = true
            return try finish()
        }
    }

    private func finish() throws -> TraceRecord? {
        guard sawDevicesKey else {
            let problem = scanner.lastLine == nil ? "the file is empty" : "no `devices:` key"
            throw TraceError(file: path, line: scanner.lastLine, "\(problem): not a libinput-record file, or it is truncated")
        }
        if case .deviceHeader = state {
            do { return try emitDevice() } catch let error as TraceError where deviceCount > 0 {
                throw error.asTruncation("the file ends inside a device's description")
            }
        }
        if let declaredDevices, declaredDevices != deviceCount {
            // Fewer devices than announced is what a recording of several
            // devices looks like when it was killed: the later devices are
            // written at its end.
            throw TraceError(file: path, line: scanner.lineNumber,
                             "`ndevices: \(declaredDevices)` but the file has \(deviceCount) device(s): it is truncated or inconsistent",
                             isTruncation: deviceCount > 0 && deviceCount < declaredDevices)
        }
        return nil
    }

    private func consume(_ bytes: UnsafeBufferPointer<UInt8>) throws -> TraceRecord? {
        var cursor = ByteCursor(bytes)
        cursor.skipSpaces()
        let indent = cursor.index
        let blank = cursor.atEnd || cursor.current == 0x23
        switch state {
        case .topLevel:
            if indent == 0, cursor.consume("devices:") {
                guard cursor.atEndOrComment() else {
                    throw TraceError(file: path, line: scanner.lineNumber, "expected `devices:` followed by a list of devices")
                }
                try LibinputRecordHeader(file: path, firstLine: 1).checkTopLevel(headerText)
                declaredDevices = Self.ndevices(in: headerText)
                sawDevicesKey = true
                state = .awaitingDevice
                return nil
            }
            headerText += String(decoding: bytes, as: UTF8.self)
            headerText += "\n"
            if headerText.utf8.count > 1 << 20 {
                throw TraceError(file: path, line: scanner.lineNumber, "no `devices:` key in the first MiB: not a libinput-record file")
            }
            return nil
        case .awaitingDevice, .otherTopLevelKey:
            if blank { return nil }
            if cursor.consume("- ") || (cursor.current == 0x2D && cursor.index + 1 == bytes.count) {
                if case .otherTopLevelKey = state, indent == 0 { return nil }
                startDevice(bytes, indent: indent)
                return nil
            }
            if indent == 0 { state = .otherTopLevelKey }
            if case .awaitingDevice = state {
                throw TraceError(file: path, line: scanner.lineNumber, "expected a device entry `- node: …` under `devices:`, found: \(cursor.lineText())")
            }
            return nil
        case .deviceHeader:
            if !blank, indent == deviceIndent + 2, cursor.consume("events:") {
                cursor.skipSpaces()
                let emptyList = cursor.consume("[]")
                guard cursor.atEndOrComment() else {
                    throw TraceError(file: path, line: scanner.lineNumber, "expected `events:` followed by a list of event frames")
                }
                let record = try emitDevice()
                state = emptyList ? .awaitingDevice : .events(inEvdev: false)
                return record
            }
            if !blank, indent == deviceIndent, cursor.current == 0x2D {
                let record = try emitDevice()
                startDevice(bytes, indent: indent)
                return record
            }
            if !blank, indent < deviceIndent {
                let record = try emitDevice()
                state = .otherTopLevelKey
                return record
            }
            chunk += String(decoding: bytes, as: UTF8.self)
            chunk += "\n"
            return nil
        case .events(let inEvdev):
            if blank { return nil }
            if indent == deviceIndent, cursor.current == 0x2D, indent < deviceIndent + 2, !looksLikeEventItem(cursor) {
                startDevice(bytes, indent: indent)
                return nil
            }
            if indent < deviceIndent || (indent == deviceIndent && cursor.current != 0x2D) {
                state = .otherTopLevelKey
                return nil
            }
            guard cursor.consume("- ") else {
                if inEvdev {
                    throw TraceError(file: path, line: scanner.lineNumber, "expected an event `- [sec, usec, type, code, value]`, found: \(cursor.lineText())")
                }
                return nil
            }
            cursor.skipSpaces()
            if cursor.current == 0x5B {  // "["
                guard inEvdev else {
                    throw TraceError(file: path, line: scanner.lineNumber, "event list outside an `- evdev:` frame")
                }
                return .event(device: deviceCount - 1, try parseEvent(&cursor))
            }
            if cursor.consume("evdev:") {
                guard cursor.atEndOrComment() else {
                    throw TraceError(file: path, line: scanner.lineNumber, "expected `- evdev:` followed by its events on the next lines")
                }
                state = .events(inEvdev: true)
                return nil
            }
            // `- libinput:`, `- hidraw:`, or their items: not evdev data.
            if indent <= deviceIndent + 2 { state = .events(inEvdev: false) } else if inEvdev {
                throw TraceError(file: path, line: scanner.lineNumber, "expected an event `- [sec, usec, type, code, value]`, found: \(cursor.lineText())")
            }
            return nil
        }
    }

    /// Whether the item at device indent is an event frame (`- evdev:` written
    /// at the device's own indentation, which YAML allows) rather than a new device.
    private func looksLikeEventItem(_ cursor: ByteCursor) -> Bool {
        var probe = cursor
        guard probe.consume("- ") else { return false }
        probe.skipSpaces()
        return probe.consume("evdev:") || probe.consume("libinput:") || probe.consume("hidraw:") || probe.current == 0x5B
    }

    private func startDevice(_ bytes: UnsafeBufferPointer<UInt8>, indent: Int) {
        deviceIndent = indent
        chunk = String(decoding: bytes, as: UTF8.self) + "\n"
        chunkFirstLine = scanner.lineNumber
        state = .deviceHeader
    }

    private func emitDevice() throws -> TraceRecord {
        let device = try LibinputRecordHeader(file: path, firstLine: chunkFirstLine).device(chunk)
        chunk = ""
        deviceCount += 1
        if let declaredDevices, deviceCount > declaredDevices {
            throw TraceError(file: path, line: chunkFirstLine, "more devices than `ndevices: \(declaredDevices)`")
        }
        return .device(index: deviceCount - 1, device)
    }

    private func parseEvent(_ cursor: inout ByteCursor) throws -> InputEvent {
        let line = scanner.lineNumber
        func fail(_ expected: String) -> TraceError {
            TraceError(file: path, line: line, "malformed event at column \(cursor.column): expected \(expected) in `- [sec, usec, type, code, value]`: \(cursor.lineText())")
        }
        _ = cursor.consume(0x5B)
        var fields: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
        for index in 0..<5 {
            cursor.skipSpaces()
            guard let value = cursor.decimal() else { throw fail(["seconds", "microseconds", "type", "code", "value"][index]) }
            switch index {
            case 0: fields.0 = value
            case 1: fields.1 = value
            case 2: fields.2 = value
            case 3: fields.3 = value
            default: fields.4 = value
            }
            cursor.skipSpaces()
            guard cursor.consume(index == 4 ? 0x5D : 0x2C) else { throw fail(index == 4 ? "`]`" : "`,`") }
        }
        guard cursor.atEndOrComment() else { throw fail("the end of the line or a # comment") }
        guard fields.0 >= 0, fields.0 < 1 << 40 else { throw fail("non-negative seconds") }
        guard (0..<1_000_000).contains(fields.1) else { throw fail("microseconds 0…999999") }
        if let problem = validator.problem(type: fields.2, code: fields.3) { throw TraceError(file: path, line: line, problem) }
        guard let value = Int32(exactly: fields.4) else { throw fail("a 32-bit value") }
        return InputEvent(time: fields.0 * 1_000_000 + fields.1, type: UInt16(fields.2), code: UInt16(fields.3), value: value)
    }

    private static func ndevices(in header: String) -> Int? {
        for line in header.split(separator: "\n") where line.hasPrefix("ndevices:") {
            return Int(line.dropFirst("ndevices:".count).split(separator: "#").first?.trimmingSpaces ?? "")
        }
        return nil
    }
}
