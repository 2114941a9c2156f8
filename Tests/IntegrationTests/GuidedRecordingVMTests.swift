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
        let session = Self.root.appendingPathComponent("recordings/guided/session.yaml").path
        let live = FileManager.default.temporaryDirectory.appendingPathComponent("guided-live").path
        let direct = FileManager.default.temporaryDirectory.appendingPathComponent("guided-direct").path
        try? FileManager.default.removeItem(atPath: live)
        try? FileManager.default.removeItem(atPath: direct)

        // The touches start once the recorder has opened the uinput device (SIGUSR1 to the player),
        // or 25 s after it appeared, however slow the emulation.
        let player = try ChildProcess(kiosk, ["replay", session, "--start-after", "25"])
        #expect(player.waitForError(containing: "/dev/input/event", timeout: 30), "no uinput device: \(player.errorText)")
        Thread.sleep(forTimeInterval: 1)
        let recorder = try ChildProcess(kiosk, ["record", "--guided", "--count", "3", "--display", "fbdev:/dev/fb0", "-o", live])
        #expect(recorder.waitForError(containing: "recording /dev/input/event", timeout: 20), "the recorder did not open the touchscreen: \(recorder.errorText)")
        kill(player.pid, SIGUSR1)
        #expect(player.waitForError(containing: "playing", timeout: 5), "SIGUSR1 did not start the playback: \(player.errorText)")
        #expect(player.stop(with: 0, timeout: 75) == 0, "touchdeck replay failed: \(player.errorText)")
        // Its last attempt done, the recorder writes its files and exits by itself.
        #expect(recorder.stop(with: 0, timeout: 30) == 0, "the guided recorder did not finish: \(recorder.errorText)")

        // The same session fed straight from the trace, on the same screen (no drawing: that is slow under emulation).
        let plan = GuidedPlan(attempts: 3, screen: Size(width: 800, height: 480))
        let directSession = GuidedSession(plan: plan)
        let records = try TraceReader.open(path: session)
        var recorded: Int?
        while let record = try records.next() {
            switch record {
            case .device(let index, let device): if recorded == nil, directSession.use(device: device) { recorded = index }
            case .event(let index, let event): if index == recorded { directSession.feed(event) }
            }
        }
        directSession.finish()
        _ = try directSession.write(to: direct)

        var liveTouches: [LabelledTouch] = [], directTouches: [LabelledTouch] = []
        for kind in GestureKind.labelled {
            let liveLabels = try LabelsFile.load(path: "\(live)/\(kind.rawValue).labels.yaml")
            let directLabels = try LabelsFile.load(path: "\(direct)/\(kind.rawValue).labels.yaml")
            #expect(liveLabels.labels.count == 3 && directLabels.labels.count == 3, "\(kind)")
            #expect(liveLabels.labels.map(\.target) == directLabels.labels.map(\.target), "\(kind): the same prompts")
            // Times come from the kernel under emulation: each attempt lasts as long, within a few scans.
            for (a, b) in zip(liveLabels.labels, directLabels.labels) {
                #expect(abs((a.end - a.start) - (b.end - b.start)) < 0.05, "\(kind): \(a) vs \(b)")
            }
            liveTouches += try LabelledTouchLoader.load(labelsPath: "\(live)/\(kind.rawValue).labels.yaml")
            directTouches += try LabelledTouchLoader.load(labelsPath: "\(direct)/\(kind.rawValue).labels.yaml")
        }
        // The live touches are recognized as the direct ones, touch by touch, under the default thresholds.
        let liveBefore = ThresholdTuner(touches: liveTouches).recognitions(GestureSettings())
        let directBefore = ThresholdTuner(touches: directTouches).recognitions(GestureSettings())
        #expect(liveBefore == directBefore)

        // The step the recorder names next: `touchdeck tune` on what it wrote.
        let tuned = FileManager.default.temporaryDirectory.appendingPathComponent("guided-tuned.yaml").path
        let labels = GestureKind.labelled.map { "\(live)/\($0.rawValue).labels.yaml" }
        let tune = try ChildProcess(kiosk, ["tune"] + labels + ["-o", tuned])
        #expect(tune.stop(with: 0, timeout: 120) == 0, "touchdeck tune failed: \(tune.errorText)")
        let text = try String(contentsOfFile: tuned, encoding: .utf8)
        #expect(text.contains("Recognized as labelled: \(ConfusionMatrix(labels: liveTouches.map(\.label.kind), recognized: liveBefore).correct) of 18 before, 18 after."), "\(text)")
        let settings = try SettingsLoader(environment: [:]).load(text: text, path: tuned).gestures(forApp: nil)
        #expect(settings.tapMaximumDistance > 57 && settings.tapMaximumDistance < 100, "\(text)")
        print("guided recording in QEMU: tuned live, tap.maximumDistance \(settings.tapMaximumDistance)")
    }
}
