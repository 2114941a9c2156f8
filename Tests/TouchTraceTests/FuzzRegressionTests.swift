import Foundation
import Testing
import TouchModel
import TouchTrace

/// Inputs the trace fuzz targets (`tools/fuzz libinput-record evemu
/// touch-script`) found, each cut down to its cause: every one must be a
/// `TraceError` naming the file (and a real line), never a trap.
@Suite("Traces found by fuzzing")
struct TraceFuzzRegressionTests {
    /// Reads `text` as a file named `name` and returns the error it must give.
    private func readError(_ text: String, named name: String) throws -> TraceError {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Fixtures.write(text, named: name, in: directory)
        do {
            _ = try TraceReader.open(path: path).readAll()
        } catch let error as TraceError {
            #expect(error.file == path)
            return error
        }
        Issue.record("expected an error for \(name)")
        return TraceError(file: "", "")
    }

    /// An empty `.yaml` named line 0.
    @Test func emptyLibinputRecordFileNamesNoLine() throws {
        let error = try readError("", named: "empty.yaml")
        #expect(error.line == nil)
        #expect(error.message.hasPrefix("the file is empty"))
    }

    /// An empty file of no known extension named line 0 too.
    @Test func emptyFileOfUnknownFormatNamesNoLine() throws {
        let error = try readError("", named: "empty.trace")
        #expect(error.line == nil)
        #expect(error.message.hasPrefix("not a trace"))
    }

    /// A stray character among a `B:` or `P:` line's hex bytes trapped (an
    /// exclusive-access conflict: the error message read the cursor while the
    /// byte parser still held it) instead of giving an error.
    @Test(arguments: [("B: 15 00 00 00%00", 15), ("P: 01 zz", 7), ("B: 01 100", 7)])
    func strayCharacterAmongDescriptorBytesIsAnError(line: String, column: Int) throws {
        let error = try readError("# EVEMU 1.3\nN: Fuzz\nI: 0003 0001 0002 0001\n\(line)\n", named: "bad.evemu")
        #expect(error.line == 4)
        #expect(error.message.hasPrefix("malformed \(line.prefix(1)): line at column \(column), expected hex bytes"))
    }

    /// A touch-script position beyond a 32-bit evdev value trapped converting
    /// it to `Int32` (found as `down 300 4002147483647`).
    @Test(arguments: [
        ("down 300 4002147483647\nup", 1, "y 4002147483647"),
        ("down -2147483649 0\nup", 1, "x -2147483649"),
        ("down 1 1\nmove 1e300 1 over 0.1\nup", 2, "x 1e300"),
    ])
    func scriptPositionBeyondAnEvdevValueIsAnError(script: String, line: Int, what: String) {
        #expect {
            _ = try TraceScript.build(script, file: "fuzz.touch")
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.file == "fuzz.touch" && error.line == line
                && error.message.contains("\(what) is beyond an evdev value (-2147483648…2147483647)")
        }
    }

    /// An evemu description declaring 2³¹ slots read fine but ran the frame
    /// assembler out of memory (its own tests in TouchModelTests).
    @Test func traceDeclaringAHugeSlotRangeAssemblesFrames() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = """
            # EVEMU 1.3
            N: Fuzz Touchscreen
            I: 0003 0001 0002 0001
            A: 2f 0 2147483647 0 0
            A: 35 0 100 0 0
            A: 36 0 100 0 0
            E: 0.000001 0003 0039 1
            E: 0.000001 0000 0000 0

            """
        let path = try Fixtures.write(text, named: "huge-slots.evemu", in: directory)
        let trace = try TraceReader.open(path: path).readAll()
        let device = try #require(trace.first)
        #expect(device.device.description.slotCount == 2_147_483_648)
        let assembler = FrameAssembler(device: device.device.description)
        let frames = device.events.compactMap { assembler.feed($0) }
        #expect(frames.map { $0.contacts.map(\.change) } == [[.began]])
    }

    /// The largest whole seconds that fit in microseconds, plus a fraction,
    /// overflowed adding the microseconds.
    @Test func evemuTimestampJustPastTheLimitIsAnError() throws {
        let error = try readError("# EVEMU 1.3\nN: Fuzz\nI: 0003 0001 0002 0001\nE: 9223372036854.999999 0000 0000 0\n", named: "late.evemu")
        #expect(error.line == 4)
        #expect(error.message.contains("expected a timestamp that fits in microseconds"))
    }

    /// `B:` lines (8 bytes each, as evemu writes them) with a bit set past
    /// code 65535 trapped converting the code to `UInt16`.
    @Test(arguments: ["B: 01", "P:"])
    func bitmaskPastSixteenBitCodesIsAnError(prefix: String) throws {
        let line = prefix + " 00 00 00 00 00 00 00 01\n"
        let header = "# EVEMU 1.3\nN: Fuzz\nI: 0003 0001 0002 0001\n"
        let error = try readError(header + String(repeating: line, count: 1_025), named: "wide.evemu")
        #expect(error.line == 3 + 1_025)
        #expect(error.message.contains("expected at most 8192 bytes of bits in all (codes and properties are 16-bit)"))
        // 1 024 such lines are the whole 16-bit range, and fine.
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Fixtures.write(header + String(repeating: line, count: 1_024), named: "full.evemu", in: directory)
        #expect(throws: Never.self) { _ = try TraceReader.open(path: path).readAll() }
    }

    /// A 72-byte script with `move … over 0586` timed the fuzz target out:
    /// 70 000 scans. A script's moves together may last an hour, so a few
    /// kilobytes can no longer ask for gigabytes of events.
    @Test func scriptMovesLastAnHourInAll() throws {
        let script = "down 1 1\nmove 500 500 over 2000\nmove 1 1 over 1600\nmove 2 2 over 0.1\nup"
        #expect {
            _ = try TraceScript.build(script, file: "long.touch")
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.line == 4 && error.message == "`move`: the script's moves last more than 3600 s in all"
        }
    }
}
