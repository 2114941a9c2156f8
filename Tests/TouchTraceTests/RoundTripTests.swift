import Foundation
import Testing
import TouchModel
import TouchTrace

@Suite("Writing and reading traces")
struct RoundTripTests {
    @Test func builderTraceRoundTripsThroughBothFormats() throws {
        let builder = Fixtures.twoFingerTrace()
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let yaml = directory.appendingPathComponent("t.yaml").path
        let evemu = directory.appendingPathComponent("t.events").path
        try builder.write(to: yaml)
        try copyTrace(from: TraceReader.open(path: yaml), to: makeTraceWriter(path: evemu, deviceCount: 1))
        let fromYAML = try TraceReader.open(path: yaml).readAll()
        let fromEvemu = try TraceReader.open(path: evemu).readAll()
        #expect(fromYAML[0].events == builder.events)
        #expect(fromEvemu[0].events == builder.events)
        #expect(fromYAML[0].device.description == builder.device)
        #expect(fromEvemu[0].device.description == builder.device)
        #expect(fromYAML[0].device.udevProperties.contains("ID_INPUT_TOUCHSCREEN=1"))
    }

    @Test func builderProducesTheFramesItDescribes() throws {
        let builder = Fixtures.twoFingerTrace()
        let assembler = FrameAssembler(device: builder.device)
        let frames = builder.events.compactMap { assembler.feed($0) }
        let began = frames.flatMap(\.began)
        #expect(began.map(\.position) == [Point(x: 100, y: 100), Point(x: 600, y: 400)])
        #expect(frames.first?.time == 0)
        #expect(frames[1].time == 200_000)
        let ended = frames.flatMap(\.ended)
        #expect(ended.map(\.id) == [1, 2])
        #expect(ended.last?.position == Point(x: 520, y: 320))
        #expect(frames.last?.time == 500_000)
        // Moving both fingers over 0.25 s at 120 Hz: 30 frames of motion.
        #expect(frames.filter { $0.moved.count == 2 }.count == 30)
    }

    @Test func severalDevicesInOneYAMLFile() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("two.yaml").path
        let first = Fixtures.twoFingerTrace()
        var second = TraceBuilder(device: .syntheticTouchscreen(name: "Second Panel", width: 800, height: 480))
        second.down(at: Point(x: 10, y: 10))
        second.up()
        let writer = try makeTraceWriter(path: path, deviceCount: 2)
        try writer.beginDevice(TraceDevice(description: first.device))
        for event in first.events { try writer.write(event) }
        try writer.beginDevice(TraceDevice(description: second.device))
        for event in second.events { try writer.write(event) }
        try writer.finish()
        let all = try TraceReader.open(path: path).readAll()
        #expect(all.count == 2)
        #expect(all[1].device.description.name == "Second Panel")
        #expect(all[0].events == first.events)
        #expect(all[1].events == second.events)
        let yams = try YamsTraceLoader.load(path: path)
        #expect(yams.map(\.events) == all.map(\.events))
    }

    @Test func libinputInterpretedEventsAndUnknownKeysAreIgnored() throws {
        let text = """
            # libinput record
            version: 1
            ndevices: 1
            libinput:
              version: "1.22.1"
              git: "unknown"
            system:
              kernel: "6.1.0"
            future_key: {a: 1}
            devices:
            - node: /dev/input/event4
              evdev:
                name: "Panel \\"Q\\""
                id: [3, 1, 2, 1]
                codes:
                  0: [0, 1, 2, 3] # EV_SYN
                  3: [0, 1] # EV_ABS
                absinfo:
                  0: [0, 100, 0, 0, 4]
                  1: [0, 50, 0, 0, 4]
                properties: [1]
                something_new: true
              hid: [1, 2, 3]
              udev:
                properties:
                - ID_INPUT=1
              quirks:
              events:
              # Current time is 10:00:00
              - evdev:
                - [  0,      0,   3,   0,      10] # EV_ABS / ABS_X 10
                - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
              - libinput:
                - {time: 0.000000, type: POINTER_MOTION_ABSOLUTE, point: [ 1.00, 2.00]}
              - evdev:
                - [  0,  16000,   3,   0,      12] # EV_ABS / ABS_X 12
                - [  0,  16000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +16ms
            """
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Fixtures.write(text, named: "hand.yml", in: directory)
        let all = try TraceReader.open(path: path).readAll()
        #expect(all[0].device.description.name == "Panel \"Q\"")
        #expect(all[0].device.description.absInfo[0]?.millimetres == 25)
        #expect(all[0].events.map(\.value) == [10, 0, 12, 0])
        #expect(all[0].events[2].time == 16_000)
        #expect(try YamsTraceLoader.load(path: path)[0].events == all[0].events)
    }

    /// A file Touchdeck writes loads in libinput's own tools.
    @Test(.enabled(if: Fixtures.libinputToolsUsable, "libinput-tools, or python3's libevdev and yaml modules, are missing"))
    func libinputAnalyzeRecordingAcceptsOurFiles() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("ours.yaml").path
        var builder = TraceBuilder(device: .syntheticTouchscreen(width: 800, height: 480))
        builder.down(at: Point(x: 10, y: 20))
        builder.move(to: Point(x: 50, y: 60), over: 0.1)
        builder.up()
        try builder.write(to: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["libinput", "analyze", "recording", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "libinput analyze recording failed: \(text)")
        // Its table has a column per absolute axis and a row per frame with the pointer-emulation values.
        #expect(text.contains("X"))
        #expect(text.contains("50"))
        #expect(text.contains("BTN_TOUCH"))
    }
}
