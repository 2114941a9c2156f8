import Foundation
import Geometry
import GestureTuning
import Testing
import TestSupport
import TouchTrace

/// `touchdeck record --guided --replay`: the guided screen drawn and driven
/// by a synthetic person's trace, sessions filed per person, the same
/// replay writing the same files, and `touchdeck tune` reading the folder.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: TestBinaries.touchdeck), "needs the touchdeck binary (TOUCHDECK_BIN_PATH)"))
struct GuidedRecordCommandTests {
    @Test(.timeLimit(.minutes(3)))
    func replayedSessionsAreFiledPerPersonAndTunedAsAFolder() throws {
        let temporary = try TemporaryDirectory()
        let guided = temporary.path + "/guided", again = temporary.path + "/again"
        let arguments = ["record", "--guided", "--count", "1", "--gestures", "tap,longPress,drag,taps", "--seed", "12",
                         "--screen", "1280x800", "--display", "png:" + temporary.path + "/frames"]
        let plan = GuidedPlan(kinds: [.tap, .longPress, .drag, .taps], rounds: 1, screen: Size(width: 1280, height: 800), seed: 12)
        var slow = GuidedPerformer()
        slow.press = 1.1
        slow.tap = 0.14
        for (person, performer) in [("p01", GuidedPerformer()), ("p02", slow), ("p01", GuidedPerformer())] {
            let trace = temporary.path + "/\(person).yaml"
            try performer.session(plan).write(to: trace)
            let (status, errors) = try ChildProcess.run(TestBinaries.touchdeck, arguments + ["--person", person, "--replay", trace, "-o", guided])
            #expect(status == 0, "\(errors)")
        }
        let sessions = try FileManager.default.contentsOfDirectory(atPath: guided).sorted()
        #expect(sessions == ["p01-1", "p01-2", "p02-1"])
        let labels = try LabelsFile.load(path: guided + "/p02-1/session.labels.yaml")
        #expect(labels.person == "p02" && labels.session == 1 && labels.seed == 12)
        #expect(labels.labels.map(\.kind) == plan.prompts.map(\.kind))
        #expect(labels.labels.map(\.target) == plan.prompts.map(\.start))
        // The screen was drawn.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path + "/frames").count > 10)

        // The same replay into another folder writes the same files.
        let (status, errors) = try ChildProcess.run(TestBinaries.touchdeck, arguments + ["--person", "p01", "--replay", temporary.path + "/p01.yaml", "-o", again])
        #expect(status == 0, "\(errors)")
        for name in ["session.yml", "session.labels.yaml"] {
            #expect(try String(contentsOfFile: "\(guided)/p01-1/\(name)", encoding: .utf8) == String(contentsOfFile: "\(again)/p01-1/\(name)", encoding: .utf8), "\(name)")
        }

        // `tune` on the folder: every session, and each person held out in turn.
        let tuned = temporary.path + "/tuned.yaml"
        let (tuneStatus, tuneErrors) = try ChildProcess.run(TestBinaries.touchdeck, ["tune", guided, "-o", tuned], timeout: 120)
        #expect(tuneStatus == 0, "\(tuneErrors)")
        let text = try String(contentsOfFile: tuned, encoding: .utf8)
        #expect(text.contains("on \(3 * plan.prompts.count) labelled touches"), "\(text)")
        #expect(text.contains("Held out (leave-one-person-out)"), "\(text)")
    }
}
