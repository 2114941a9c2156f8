import Foundation
import Testing
import TouchModel
import TouchTrace

/// Bad input gets an error naming the file, the line and what was expected — never a crash or a hang.
@Suite("Malformed traces")
struct MalformedInputTests {
    static let evemuHeader = """
        # EVEMU 1.3
        N: Test Touchscreen
        I: 0003 0001 0002 0001
        P: 02 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 1000 0 0 0
        A: 01 0 1000 0 0 0
        A: 2f 0 9 0 0 0
        A: 35 0 1000 0 0 0
        A: 36 0 1000 0 0 0
        A: 39 0 65535 0 0 0

        """

    private func readError(_ text: String, name: String = "bad.events", desc: String? = nil) throws -> TraceError {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Fixtures.write(text, named: name, in: directory)
        let descPath = try desc.map { try Fixtures.write($0, named: "given.desc", in: directory) }
        do {
            _ = try TraceReader.open(path: path, descPath: descPath).readAll()
        } catch let error as TraceError {
            #expect(error.file == path)
            return error
        }
        Issue.record("expected an error for \(name)")
        return TraceError(file: "", "")
    }

    @Test func malformedEvemuEventLineNamesLineAndExpectation() throws {
        let error = try readError(Self.evemuHeader + "E: 0.000100 0003 0039 1\nE: 0.000200 0003 zz 5\n")
        #expect(error.line == 13)
        #expect(error.message.contains("event code in hex"))
    }

    @Test func unknownEventTypeIsAnError() throws {
        let error = try readError(Self.evemuHeader + "E: 0.000100 001e 0000 1\n")
        #expect(error.line == 12)
        #expect(error.message.contains("unknown event type 30"))
    }

    @Test func unknownEventCodeIsAnError() throws {
        let error = try readError(Self.evemuHeader + "E: 0.000100 0003 0050 1\n")
        #expect(error.message.contains("unknown event code 80 for EV_ABS"))
    }

    @Test func truncatedEvemuLineIsAnError() throws {
        let error = try readError(Self.evemuHeader + "E: 0.000100 0003 0039 1\nE: 0.000200 0003")
        #expect(error.line == 13)
    }

    @Test func unsupportedEvemuVersion() throws {
        let error = try readError("# EVEMU 2.0\nN: x\n")
        #expect(error.line == 1)
        #expect(error.message.contains("1.0, 1.1, 1.2, 1.3"))
    }

    @Test func binaryFileIsRejected() throws {
        var bytes = Array((Self.evemuHeader + "E: 0.1 0003 0039 1\n").utf8)
        bytes += [0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01, 0x02, 0x0A]
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("binary.evemu").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect {
            _ = try TraceReader.open(path: path).readAll()
        } throws: { error in
            (error as? TraceError)?.message.contains("binary") == true
        }
    }

    @Test func headerlessEventsWithoutDescriptionSaysSo() throws {
        let error = try readError("E: 0.000100 0003 0039 1\nE: 0.000100 0000 0000 0\n", name: "Lonely Device.tap.events")
        #expect(error.message.contains("--desc"))
    }

    @Test func headerlessEventsFindTheirDescriptionBeside() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Fixtures.write(Self.evemuHeader, named: "Dev Inc. Panel.desc", in: directory)
        let events = try Fixtures.write("E: 0.000100 0003 0039 1\nE: 0.000100 0000 0000 0\n", named: "Dev Inc. Panel.tap.events", in: directory)
        let all = try TraceReader.open(path: events).readAll()
        #expect(all[0].device.description.name == "Test Touchscreen")
        #expect(all[0].events.count == 2)
    }

    @Test func overlongLineIsAnErrorNotUnboundedMemory() throws {
        let error = try readError(String(repeating: "x", count: 2 << 20), name: "huge.events")
        #expect(error.message.contains("longer than"))
    }

    @Test func missingFileIsAnError() {
        #expect(throws: TraceError.self) { _ = try TraceReader.open(path: "/nonexistent/trace.yaml").readAll() }
    }

    @Test func yamlWrongVersion() throws {
        let error = try readError("# libinput record\nversion: 2\nndevices: 1\ndevices:\n", name: "v2.yaml")
        #expect(error.line == 2)
        #expect(error.message.contains("expected 1"))
    }

    @Test func yamlMalformedEventNamesColumn() throws {
        let builder = Fixtures.twoFingerTrace()
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.yaml").path
        try builder.write(to: good)
        var lines = try String(contentsOfFile: good, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("    - [") })
        lines[index] = "    - [  0,      0,   3,  57]"
        let error = try readError(lines.joined(separator: "\n"), name: "short.yaml")
        #expect(error.line == index + 1)
        #expect(error.message.contains("expected `,`") || error.message.contains("expected code"))
    }

    @Test func yamlTruncatedFileIsDetected() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.yaml").path
        try Fixtures.twoFingerTrace().write(to: good)
        let text = try String(contentsOfFile: good, encoding: .utf8)
        let cut = String(text.prefix(text.count / 2))
        #expect(throws: TraceError.self) { try readErrorThrowing(cut) }
        // Cut inside the device header, before `events:`.
        let header = String(text.prefix(while: { $0 != "a" }))
        _ = try readError(header + "absinfo:\n  0: [0, 1", name: "cut.yaml")
    }

    private func readErrorThrowing(_ text: String) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Fixtures.write(text, named: "cut.yaml", in: directory)
        _ = try TraceReader.open(path: path).readAll()
        // A cut that happens to fall between whole lines is still a valid prefix; make it invalid.
        throw TraceError(file: path, "prefix parsed")
    }

    @Test func yamlMissingEvdevKeys() throws {
        let text = """
            version: 1
            ndevices: 1
            devices:
            - node: /dev/input/event3
              evdev:
                id: [3, 1, 2, 1]
              events:
            """
        let error = try readError(text, name: "noname.yaml")
        #expect(error.message.contains("evdev.name"))
    }

    @Test func yamlNdevicesMismatch() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.yaml").path
        try Fixtures.twoFingerTrace().write(to: good)
        let text = try String(contentsOfFile: good, encoding: .utf8).replacingOccurrences(of: "ndevices: 1", with: "ndevices: 2")
        let error = try readError(text, name: "two.yaml")
        #expect(error.message.contains("ndevices"))
    }

    @Test func notATraceAtAll() throws {
        let error = try readError("hello world\n", name: "notes.txt")
        #expect(error.message.contains("not a trace"))
    }
}
