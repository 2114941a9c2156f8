import Foundation
import Testing
import TestSupport
import TouchDevices
import TouchModel
import TouchTrace

extension GuestTests {
    /// `touchdeck record` on a replayed device.
    @Suite("Record")
    struct Record {
        @Test("touchdeck record of a replayed trace equals the trace and passes libinput analyze recording", .timeLimit(.minutes(1)))
        func recordReplayedTrace() throws {
            let touchdeck = TestBinaries.touchdeck
            #expect(FileManager.default.isExecutableFile(atPath: touchdeck), "no \(touchdeck)")
            let (device, events) = GuestTraces.protocolB()
            let uinput = try UInputDevice(description: device)
            try Guest.waitForUdev(uinput.devnode)
            let output = NSTemporaryDirectory() + "touchdeck-record-\(getpid()).yaml"

            let recorder = try ChildProcess(touchdeck, ["record", uinput.devnode, "-o", output])
            // It says so once it has opened the device.
            #expect(recorder.waitForError(containing: "recording", timeout: 20), "touchdeck record said: \(recorder.errorText)")
            let start = MonotonicClock.now()
            for event in events {
                UInputPlayer.sleep(until: start + event.time - events[0].time)
                try uinput.write(event)
            }
            UInputPlayer.sleep(until: MonotonicClock.now() + 300_000)
            let status = recorder.stop(with: SIGINT)
            #expect(status == 0, "touchdeck record: \(recorder.errorText)")

            let recorded = try TraceReader.open(path: output).readAll()
            #expect(recorded.count == 1)
            let got = recorded.first?.events ?? []
            let expected = KernelEventModel.passed(events, device: device)
            #expect(got.map { [$0.type, $0.code] } == expected.map { [$0.type, $0.code] })
            #expect(got.map(\.value) == expected.map(\.value))
            if let first = got.first, let e0 = expected.first {
                let worst = zip(got, expected).map { abs(Double(($0.time - first.time) - ($1.time - e0.time))) / 1e6 }.max() ?? 0
                // The player here is a test thread: on a loaded host under emulation it has been late by up to 0.9 s.
                #expect(worst < 1.5, "timestamps off by up to \(worst) s")
            }
            #expect(recorded.first?.device.description.absInfo == device.absInfo)

            let (analyzed, complaint) = try ChildProcess.run("/usr/bin/libinput", ["analyze", "recording", output])
            #expect(analyzed == 0, "libinput analyze recording: \(complaint)")
            try? FileManager.default.removeItem(atPath: output)
        }

        @Test("touchdeck record killed with SIGKILL mid-way leaves a file that reads up to its last complete frame", .timeLimit(.minutes(1)))
        func recordKilledMidWay() throws {
            let touchdeck = TestBinaries.touchdeck
            let (device, events) = GuestTraces.protocolB()
            // Play up to a frame about half-way, then kill the recorder with no chance to finish the file.
            let half = try #require(events.indices.filter { events[$0].isSynReport }.first { $0 >= events.count / 2 })
            let played = Array(events[...half])
            let uinput = try UInputDevice(description: device)
            try Guest.waitForUdev(uinput.devnode)
            let output = NSTemporaryDirectory() + "touchdeck-killed-\(getpid()).yaml"
            defer { try? FileManager.default.removeItem(atPath: output) }

            let recorder = try ChildProcess(touchdeck, ["record", uinput.devnode, "-o", output])
            #expect(recorder.waitForError(containing: "recording", timeout: 20), "touchdeck record said: \(recorder.errorText)")
            let start = MonotonicClock.now()
            for event in played {
                UInputPlayer.sleep(until: start + event.time - played[0].time)
                try uinput.write(event)
            }
            UInputPlayer.sleep(until: MonotonicClock.now() + 300_000)
            #expect(recorder.stop(with: SIGKILL) == nil, "SIGKILL ends it without an exit status")

            let (inspected, note) = try ChildProcess.run(touchdeck, ["trace", "inspect", output])
            #expect(inspected == 0, "trace inspect of the killed recording: \(note)")
            let reader = try TraceReader.open(path: output, recoverTruncated: true)
            let recorded = try reader.readAll()
            let got = recorded.first?.events ?? []
            let expected = KernelEventModel.passed(played, device: device)
            // Every frame the kernel delivered before the kill is in the file: each is flushed as it ends.
            #expect(got.map { [$0.type, $0.code] } == expected.map { [$0.type, $0.code] })
            #expect(got.map(\.value) == expected.map(\.value))
            #expect(got.last?.isSynReport == true)
        }
    }
}
