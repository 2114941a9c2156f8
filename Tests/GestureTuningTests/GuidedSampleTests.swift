import Foundation
import Geometry
import GestureTuning
import Testing
import TestSupport
import TouchTrace

/// `recordings/guided/` is what the guided recorder itself writes: two
/// synthetic people, each doing what their session's prompts ask (practice
/// round included), replayed through `touchdeck record --guided --replay`.
/// The files must be byte for byte what the recorder writes today;
/// `TOUCHDECK_UPDATE_GUIDED_SAMPLE=1` rewrites them instead.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: TestBinaries.touchdeck), "needs the touchdeck binary (TOUCHDECK_BIN_PATH)"))
struct GuidedSampleTests {
    static let sample = TestBinaries.root.appendingPathComponent("recordings/guided").path
    static let screen = Size(width: 1280, height: 800)

    /// The people: slow double taps (lifts 0.40–0.43 s apart, past the
    /// default 0.35 s), presses shorter than the default 0.5 s, taps that
    /// drift a few points.
    static var people: [(name: String, performer: GuidedPerformer)] {
        var p01 = GuidedPerformer()
        p01.tap = 0.08; p01.calmTap = 0.2; p01.tapWander = 6
        p01.doubleTapGap = 0.35
        p01.press = 0.45; p01.longerPress = 0.9
        var p02 = GuidedPerformer()
        p02.tap = 0.1; p02.calmTap = 0.25; p02.tapWander = 9
        p02.doubleTapGap = 0.3
        p02.press = 0.42; p02.longerPress = 1.0
        p02.shortPause = 0.7; p02.clearPause = 1.2
        return [("p01", p01), ("p02", p02)]
    }

    @Test(.timeLimit(.minutes(3)))
    func theSampleIsTheGuidedRecordersOwnOutput() throws {
        let temporary = try TemporaryDirectory()
        let guided = temporary.path + "/guided"
        for (name, performer) in Self.people {
            let plan = GuidedPlan(kinds: GestureKind.labelNames, rounds: 1, screen: Self.screen, seed: SeededGenerator.seed(for: "\(name)-1"))
            let trace = temporary.path + "/\(name).yaml"
            try performer.session(plan).write(to: trace)
            let (status, errors) = try ChildProcess.run(TestBinaries.touchdeck, [
                "record", "--guided", "--person", name, "--count", "1", "--screen", "1280x800",
                "--display", "png:" + temporary.path + "/frames-\(name)", "--replay", trace, "-o", guided,
            ])
            #expect(status == 0, "\(errors)")
            let labels = try LabelsFile.load(path: "\(guided)/\(name)-1/session.labels.yaml")
            // Every prompt answered where it was asked: nothing skipped or missed.
            #expect(labels.labels.map(\.kind) == plan.prompts.map(\.kind))
        }
        let files = ["p01-1/session.yml", "p01-1/session.labels.yaml", "p02-1/session.yml", "p02-1/session.labels.yaml"]
        if ProcessInfo.processInfo.environment["TOUCHDECK_UPDATE_GUIDED_SAMPLE"] == "1" {
            for file in files {
                let target = Self.sample + "/" + file
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: target)
                try FileManager.default.copyItem(atPath: guided + "/" + file, toPath: target)
            }
            return
        }
        for file in files {
            let committed = try? String(contentsOfFile: Self.sample + "/" + file, encoding: .utf8)
            #expect(committed == (try String(contentsOfFile: guided + "/" + file, encoding: .utf8)),
                    "recordings/guided/\(file) is not what the recorder writes (TOUCHDECK_UPDATE_GUIDED_SAMPLE=1 rewrites it)")
        }
    }
}
