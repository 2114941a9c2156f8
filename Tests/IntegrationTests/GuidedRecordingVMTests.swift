import Foundation
import Geometry
import Gestures
import GestureTuning
import Kiosk
import KioskConfig
import Testing
import TestSupport
import TouchTrace

/// In the QEMU harness only (tools/vmtest): `touchdeck record --guided` on
/// /dev/fb0, a person's session played into a uinput touchscreen, writes the
/// same labelled recordings as the session fed straight from the trace.
@Suite("Guided recording on a real kernel", .serialized, .builtInApps,
       .enabled(if: access("/dev/uinput", W_OK) == 0 && access("/dev/fb0", W_OK) == 0, "needs the QEMU harness (tools/vmtest)"))
struct GuidedRecordingVMTests {
    static let root = TestBinaries.root
    @Test(.timeLimit(.minutes(4)))
    func aGuidedSessionThroughUinputIsRecordedAndLabelledAsTheReplayIs() throws {
        // Recorded and tuned as on a kiosk, by its build (TOUCHDECK_KIOSK_BIN, a release one in tools/vmtest):
        // the tuner replays every touch a thousand times over, minutes in a debug build under emulation.
        let kiosk = TestBinaries.kiosk
        let temporary = try TemporaryDirectory()
        let live = temporary.path + "/live", direct = temporary.path + "/direct"
        // A person doing the session the recorder will draw (seed 5 on the 800×480 framebuffer).
        let plan = GuidedPlan(rounds: 1, screen: Size(width: 800, height: 480), seed: 5)
        let trace = GuidedPerformer().session(plan, device: .syntheticTouchscreen(width: 800, height: 480))
        let session = temporary.path + "/session.yaml"
        try trace.write(to: session)

        // The touches start once the recorder has opened the uinput device (SIGUSR1 to the player),
        // or 25 s after it appeared, however slow the emulation.
        let player = try ChildProcess(kiosk, ["replay", session, "--start-after", "25"])
        #expect(player.waitForError(containing: "/dev/input/event", timeout: 30), "no uinput device: \(player.errorText)")
        Thread.sleep(forTimeInterval: 1)
        let recorder = try ChildProcess(kiosk, ["record", "--guided", "--person", "vm", "--count", "1", "--seed", "5",
                                                "--display", "fbdev:/dev/fb0", "-o", live])
        #expect(recorder.waitForError(containing: "recording /dev/input/event", timeout: 20), "the recorder did not open the touchscreen: \(recorder.errorText)")
        kill(player.pid, SIGUSR1)
        #expect(player.waitForError(containing: "playing", timeout: 5), "SIGUSR1 did not start the playback: \(player.errorText)")
        #expect(player.stop(with: 0, timeout: 90) == 0, "touchdeck replay failed: \(player.errorText)")
        // Its last prompt done, the recorder closes its files and exits by itself.
        #expect(recorder.stop(with: 0, timeout: 30) == 0, "the guided recorder did not finish: \(recorder.errorText)")

        // The same session fed straight from the trace (no drawing: that is slow under emulation).
        let (folder, number) = try GuidedSessionFolder.create(in: direct, person: "vm")
        let files = GuidedSessionFiles(folder: folder, plan: plan, person: "vm", session: number)
        let directSession = GuidedSession(plan: plan, sink: files)
        let records = try TraceReader.open(path: session)
        var recorded: Int?
        while let record = try records.next() {
            switch record {
            case .device(let index, let device): if recorded == nil, directSession.use(device: device) { recorded = index }
            case .event(let index, let event): if index == recorded { directSession.feed(event) }
            }
        }
        directSession.finish()
        try files.close()

        let liveLabels = try LabelsFile.load(path: "\(live)/vm-1/session.labels.yaml")
        let directLabels = try LabelsFile.load(path: files.labelsPath)
        #expect(liveLabels.labels.count == plan.prompts.count && directLabels.labels.count == plan.prompts.count)
        #expect(liveLabels.labels.map(\.target) == directLabels.labels.map(\.target), "the same prompts")
        #expect(liveLabels.person == "vm" && liveLabels.seed == 5)
        // Times come from the kernel under emulation: each attempt lasts as long, within a few scans.
        for (a, b) in zip(liveLabels.labels, directLabels.labels) {
            #expect(abs((a.end - a.start) - (b.end - b.start)) < 0.05, "\(a) vs \(b)")
        }
        let liveTouches = try LabelledTouchLoader.load(labelsPath: "\(live)/vm-1/session.labels.yaml")
        let directTouches = try LabelledTouchLoader.load(labelsPath: files.labelsPath)
        // The live touches are recognized as the direct ones, touch by touch, under the default thresholds.
        // The plan asks for swipes near `drag.swipeSpeed` on purpose, and a release speed is measured over
        // the last scans, whose spacing the emulated kernel stretches under load: a touch whose kind changes
        // when the direct recording's swipe speed is moved by a quarter may read as swipe or drag, no other
        // touch may differ (a flake of the exact comparison, seen once at load 12).
        let defaults = GestureSettings()
        var slower = defaults, faster = defaults
        slower.swipeMinimumSpeed *= 0.75
        faster.swipeMinimumSpeed *= 1.25
        let directTuner = ThresholdTuner(touches: directTouches)
        let liveKinds = ThresholdTuner(touches: liveTouches).recognitions(defaults)
        let directKinds = directTuner.recognitions(defaults)
        let nearSwipeSpeed = zip(directTuner.recognitions(slower), directTuner.recognitions(faster)).map { $0 != $1 }
        #expect(liveKinds.count == directKinds.count)
        for (index, (live, direct)) in zip(liveKinds, directKinds).enumerated() where live != direct {
            #expect(nearSwipeSpeed[index] && Set([live, direct]) == [.swipe, .drag],
                    "touch \(index): \(live) live, \(direct) from the trace")
        }
        #expect(nearSwipeSpeed.filter { $0 }.count < directKinds.count / 4, "most touches are far from the swipe speed")

        // The step the recorder names next: `touchdeck tune` on the folder it wrote into.
        let tuned = temporary.path + "/tuned.yaml"
        let tune = try ChildProcess(kiosk, ["tune", live, "-o", tuned])
        #expect(tune.stop(with: 0, timeout: 120) == 0, "touchdeck tune failed: \(tune.errorText)")
        let text = try String(contentsOfFile: tuned, encoding: .utf8)
        #expect(text.contains("on \(plan.prompts.count) labelled touches"), "\(text)")
        _ = try SettingsLoader(environment: [:]).load(text: text, path: tuned)
    }
}
