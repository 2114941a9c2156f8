import Foundation
import Geometry
import Gestures
import GestureTuning
import Testing
import TestSupport
import TouchModel
import TouchTrace

/// A guided session's folder: numbered per person, written as it goes (a
/// session cut short keeps every finished attempt), read whole by `tune`.
@Suite struct GuidedFilesTests {
    static let screen = Size(width: 1280, height: 800)

    /// Runs `trace` (from its start, until `stop` says so) through a session writing into the person's next folder.
    static func record(_ plan: GuidedPlan, _ trace: TraceBuilder, person: String, in parent: String,
                       stop: (Int, GuidedSession) -> Bool = { _, _ in false }) throws -> (GuidedSession, GuidedSessionFiles) {
        let (folder, number) = try GuidedSessionFolder.create(in: parent, person: person)
        let files = GuidedSessionFiles(folder: folder, plan: plan, person: person, session: number)
        let session = GuidedSession(plan: plan, sink: files)
        session.use(device: TraceDevice(description: trace.device, node: "/dev/input/event0"))
        for (index, event) in trace.events.enumerated() {
            if stop(index, session) { break }
            session.feed(event)
        }
        return (session, files)
    }

    @Test func sessionsAreNumberedPerPersonAndNeverOverwritten() throws {
        let temporary = try TemporaryDirectory()
        let plan = GuidedPlan(kinds: [.tap, .drag], rounds: 1, screen: Self.screen, seed: 4)
        let trace = GuidedPerformer().session(plan)
        var written: [String] = []
        for person in ["p01", "p02", "p01"] {
            let (session, files) = try Self.record(plan, trace, person: person, in: temporary.path)
            session.finish()
            try files.close()
            written.append(files.folder)
        }
        #expect(written.map { URL(fileURLWithPath: $0).lastPathComponent } == ["p01-1", "p02-1", "p01-2"])
        let labels = try LabelsFile.load(path: written[2] + "/session.labels.yaml")
        #expect(labels.person == "p01" && labels.session == 2 && labels.seed == 4 && labels.screen == Self.screen)
        #expect(labels.labels.count == plan.prompts.count)
        #expect(GuidedSessionFolder.labelsFiles(under: temporary.path).count == 3)
        #expect(!GuidedSessionFolder.isValidPerson("../x") && !GuidedSessionFolder.isValidPerson("a b") && GuidedSessionFolder.isValidPerson("p-01.b"))
    }

    @Test func aSessionCutShortKeepsEveryFinishedAttempt() throws {
        let temporary = try TemporaryDirectory()
        let plan = GuidedPlan(kinds: [.tap, .longPress, .drag], rounds: 1, screen: Self.screen, seed: 6, practice: false)
        var trace = TraceBuilder()
        trace.hold(for: 0.5)
        let person = GuidedPerformer()
        for prompt in plan.prompts.prefix(3) { person.perform(prompt, into: &trace) }
        let finished = trace.events.count
        // The fourth attempt's finger goes down: then the recorder dies (no finish, no close).
        person.perform(plan.prompts[3], into: &trace)
        let (session, files) = try Self.record(plan, trace, person: "p03", in: temporary.path) { index, session in
            index > finished && session.touching
        }
        #expect(session.touching)
        // What is on disk now, read as `tune` reads it: the three finished attempts, whole.
        let touches = try LabelledTouchLoader.load(labelsPath: files.labelsPath)
        #expect(touches.map(\.label.kind) == plan.prompts.prefix(3).map(\.kind))
        #expect(touches.allSatisfy { $0.person == "p03" })
        // Even with the recording cut mid-line, as a kill during a write leaves it.
        let data = try Data(contentsOf: URL(fileURLWithPath: files.recordingPath))
        try data.prefix(data.count - 7).write(to: URL(fileURLWithPath: files.recordingPath))
        #expect(try LabelledTouchLoader.load(labelsPath: files.labelsPath).count == 3)
    }

    @Test func aFolderOfSessionsIsReadWholeAndScoredPerPerson() throws {
        let temporary = try TemporaryDirectory()
        let plan = GuidedPlan(rounds: 1, screen: Self.screen, seed: 8)
        var quick = GuidedPerformer(), calm = GuidedPerformer()
        calm.tap = 0.12
        calm.press = 1.0
        calm.doubleTapGap = 0.35
        quick.press = 0.7
        for (person, performer) in [("p01", quick), ("p02", calm), ("p03", quick)] {
            let (session, files) = try Self.record(plan, performer.session(plan), person: person, in: temporary.path)
            session.finish()
            try files.close()
        }
        var touches: [LabelledTouch] = []
        for path in GuidedSessionFolder.labelsFiles(under: temporary.path) {
            touches += try LabelledTouchLoader.load(labelsPath: path)
        }
        #expect(touches.count == 3 * plan.prompts.count)
        let heldOut = try #require(CrossValidation.leaveOnePersonOut(touches, base: GestureSettings()))
        #expect(Set(heldOut.byGroup.keys) == ["p01", "p02", "p03"])
        #expect(heldOut.overall.total == touches.count)
    }
}
