import Foundation
import Testing
import TestSupport
import TouchDevices
import TouchModel
import TouchTrace

extension GuestTests {
    /// `touchdeck record --ring` on a replayed device.
    @Suite("Record ring")
    struct RecordRing {
        /// Contacts of each frame a trace assembles into: positions and changes (ids and times aside).
        static func touches(_ device: DeviceDescription, _ events: [InputEvent]) -> [[String]] {
            let assembler = FrameAssembler(device: device)
            return events.compactMap { assembler.feed($0) }.map { frame in
                frame.contacts.map { "\(Int($0.position.x)),\(Int($0.position.y)) \($0.change.rawValue)" }
            }
        }

        @Test("touchdeck record --ring keeps the touches in memory, and SIGUSR1 writes them as a trace that assembles into the same touches",
              .timeLimit(.minutes(1)))
        func ringWrittenOnSignal() throws {
            let touchdeck = TestBinaries.touchdeck
            #expect(FileManager.default.isExecutableFile(atPath: touchdeck), "no \(touchdeck)")
            let (device, events) = GuestTraces.protocolB()
            let uinput = try UInputDevice(description: device)
            try Guest.waitForUdev(uinput.devnode)
            let output = NSTemporaryDirectory() + "touchdeck-ring-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: output) }

            let recorder = try ChildProcess(touchdeck, ["record", "--ring", "30", uinput.devnode, "-o", output])
            #expect(recorder.waitForError(containing: "keeping the last", timeout: 20), "touchdeck record said: \(recorder.errorText)")
            let start = MonotonicClock.now()
            for event in events {
                UInputPlayer.sleep(until: start + event.time - events[0].time)
                try uinput.write(event)
            }
            UInputPlayer.sleep(until: MonotonicClock.now() + 300_000)
            #expect(!FileManager.default.fileExists(atPath: output + "/field-trace-1.yaml"), "nothing is written until asked")
            kill(recorder.pid, SIGUSR1)
            #expect(recorder.waitForError(containing: "field-trace-1.yaml", timeout: 10), "\(recorder.errorText)")
            #expect(recorder.stop(with: SIGINT) == 0, "touchdeck record: \(recorder.errorText)")

            let written = try #require(try TraceReader.open(path: output + "/field-trace-1.yaml").readAll().first)
            #expect(written.device.description.absInfo[AbsCode.mtPositionX] == device.absInfo[AbsCode.mtPositionX], "the device's own axes")
            #expect(Self.touches(written.device.description, written.events) == Self.touches(device, events))
        }
    }
}
