import Foundation
import Gestures
import GestureTuning
import Testing
import TestSupport
import TouchTrace

/// In the QEMU harness only (tools/vmtest): `touchdeck record --guided` on
/// /dev/fb0, a person's session played into a uinput touchscreen, writes the
/// same labelled recordings as the session fed straight from the trace.
@Suite("Guided recording on a real kernel", .serialized,
       .enabled(if: access("/dev/uinput", W_OK) == 0 && access("/dev/fb0", W_OK) == 0, "needs the QEMU harness (tools/vmtest)"))
struct GuidedRecordingVMTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(.timeLimit(.minutes(4)))
    func aGuidedSessionThroughUinputIsRecordedAndLabelledAsTheReplayIs() throws {
        let bin = ProcessInfo.processInfo.environment["TOUCHDECK_BIN_PATH"] ?? Self.root.appendingPathComponent(".build/debug").path
        let touchdeck = bin + "/touchdeck"
        let session = Self.root.appendingPathComponent("recordings/guided/session.yaml").path
        let live = FileManager.default.temporaryDirectory.appendingPathComponent("guided-live").path
        let direct = FileManager.default.temporaryDirectory.appendingPathComponent("guided-direct").path
        try? FileManager.default.removeItem(atPath: live)
        try? FileManager.default.removeItem(atPath: direct)

        // The touches start 25 s after the uinput device appears: time for the recorder to start and
        // open it even on a loaded host under emulation (seen taking more than 10 s).
        let player = try ChildProcess(touchdeck, ["replay", session, "--start-after", "25"])
        #expect(player.waitForError(containing: "/dev/input/event", timeout: 30), "no uinput device: \(player.errorText)")
        Thread.sleep(forTimeInterval: 1)
        let recorder = try ChildProcess(touchdeck, ["record", "--guided", "--count", "3", "--display", "fbdev:/dev/fb0", "-o", live])
        #expect(recorder.waitForError(containing: "recording /dev/input/event", timeout: 20), "the recorder did not open the touchscreen: \(recorder.errorText)")
        #expect(player.stop(with: 0, timeout: 75) == 0, "touchdeck replay failed: \(player.errorText)")
        // Its last attempt done, the recorder writes its files and exits by itself.
        #expect(recorder.stop(with: 0, timeout: 30) == 0, "the guided recorder did not finish: \(recorder.errorText)")

        // The same session fed straight from the trace, on the same screen (no drawing: that is slow under emulation).
        let plan = GuidedPlan(attempts: 3, screen: ScreenPoints(width: 800, height: 480))
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
        let liveResult = ThresholdTuner(touches: liveTouches).tune(base: GestureSettings())
        let directBefore = ConfusionMatrix(labels: directTouches.map(\.label.kind),
                                           recognized: ThresholdTuner(touches: directTouches).recognitions(GestureSettings()))
        #expect(liveResult.before == directBefore, "live:\n\(liveResult.before.table())direct:\n\(directBefore.table())")
        #expect(liveResult.after.correct == 18, "\(liveResult.report())")
        #expect(liveResult.tuned.tapMaximumDistance > 57 && liveResult.tuned.tapMaximumDistance < 100, "\(liveResult.report())")
        print("guided recording in QEMU: live \(liveResult.after.correct)/18 after tuning, tap.maximumDistance \(liveResult.tuned.tapMaximumDistance)")
    }
}
