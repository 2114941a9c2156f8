import Foundation
import Geometry
import Gestures
import GestureTuning
import Testing
import TestSupport
import TouchModel
import TouchTrace

/// The guided session driven by synthetic touch traces: practice, prompts,
/// the on-screen buttons, misses, the double-tap gap and the idle timeout.
@Suite struct GuidedSessionTests {
    static let screen = Size(width: 1280, height: 800)
    static let device = TraceDevice(description: TraceBuilder().device, node: "/dev/input/event0")

    static func session(_ plan: GuidedPlan, sink: (any GuidedSessionSink)? = nil) -> GuidedSession {
        let session = GuidedSession(plan: plan, sink: sink)
        session.use(device: device)
        return session
    }

    static func feed(_ session: GuidedSession, _ trace: TraceBuilder, from start: Int = 0) -> Int {
        for event in trace.events[start...] { session.feed(event) }
        return trace.events.count
    }

    @Test func aWholeSessionIsLabelledAsAskedWithThePracticeLeftOut() throws {
        let plan = GuidedPlan(rounds: 1, screen: Self.screen, seed: 7)
        let session = Self.session(plan)
        _ = Self.feed(session, GuidedPerformer().session(plan))
        session.finish()
        #expect(session.phase == .done)
        #expect(session.labels.count == plan.prompts.count)
        #expect(session.labels.map(\.kind) == plan.prompts.map(\.kind))
        #expect(session.labels.map(\.target) == plan.prompts.map(\.start))
        // The practice took seconds; the recording starts after it, so the first label is near its start.
        #expect((session.labels.first?.start ?? 99) < 0.1)
        #expect(session.skipped == 0 && session.missed == 0)
    }

    @Test func thePracticeShowsWhatWasRecognizedAndRecordsNothing() {
        let plan = GuidedPlan(kinds: [.tap, .doubleTap], rounds: 1, screen: Self.screen, seed: 3)
        let session = Self.session(plan)
        var trace = TraceBuilder()
        trace.hold(for: 0.5)
        GuidedPerformer().perform(plan.practice[0], into: &trace)
        _ = Self.feed(session, trace)
        #expect(session.phase == .practice)
        #expect(session.feedback == "Recognized: tap ✓")
        #expect(session.promptIndex == 1)
        #expect(session.labels.isEmpty)
        // A practice prompt skipped by the button moves on; Undo does nothing in practice.
        var more = trace
        GuidedPerformer().press(.skip, on: session.layout, into: &more)
        GuidedPerformer().press(.undo, on: session.layout, into: &more)
        _ = Self.feed(session, more, from: trace.events.count)
        #expect(session.promptIndex == 2)
        #expect(session.labels.isEmpty && !session.canUndo)
    }

    @Test func theDoubleTapGapIsThePersonsSoASlowDoubleTapperIsNotSplit() throws {
        var slow = GuidedPerformer()
        slow.doubleTapGap = 0.6  // slower than SwiftUI's 0.3 s and the old fixed 0.5 s wait
        slow.rest = 1.6
        let plan = GuidedPlan(kinds: [.doubleTap, .tap], rounds: 2, screen: Self.screen, seed: 11)
        let session = Self.session(plan)
        _ = Self.feed(session, slow.session(plan))
        session.finish()
        // Down to down 0.68 s in practice, and half again.
        #expect(abs(session.doubleTapGap - 1.5 * (0.08 + 0.6)) < 0.03, "\(session.doubleTapGap)")
        #expect(session.labels.map(\.kind) == plan.prompts.map(\.kind))
        // Every double-tap label holds both touches.
        for (label, prompt) in zip(session.labels, plan.prompts) where prompt.kind == .doubleTap {
            #expect(label.end - label.start > 0.7, "\(label)")
        }
    }

    @Test func undoSkipAndRedoAreButtonsOnTheScreen() {
        let plan = GuidedPlan(kinds: [.tap, .longPress], rounds: 1, screen: Self.screen, seed: 5, practice: false)
        let prompts = plan.prompts
        let session = Self.session(plan)
        let person = GuidedPerformer(), layout = session.layout
        var trace = TraceBuilder()
        trace.hold(for: 0.5)
        var fed = 0
        person.perform(prompts[0], into: &trace)
        fed = Self.feed(session, trace, from: fed)
        #expect(session.labels.count == 1 && session.promptIndex == 1)
        person.press(.undo, on: layout, into: &trace)
        fed = Self.feed(session, trace, from: fed)
        #expect(session.labels.isEmpty && session.promptIndex == 0 && session.canRedo)
        person.perform(prompts[0], into: &trace)        // done again
        person.press(.skip, on: layout, into: &trace)   // prompt 1 skipped
        fed = Self.feed(session, trace, from: fed)
        #expect(session.labels.count == 1 && session.skipped == 1 && session.promptIndex == 2 && !session.canRedo)
        person.press(.undo, on: layout, into: &trace)   // the skip taken back: prompt 1 again
        fed = Self.feed(session, trace, from: fed)
        #expect(session.skipped == 0 && session.promptIndex == 1)
        person.press(.redo, on: layout, into: &trace)   // and put back
        fed = Self.feed(session, trace, from: fed)
        #expect(session.skipped == 1 && session.promptIndex == 2)
        person.perform(prompts[2], into: &trace)
        person.perform(prompts[3], into: &trace)
        fed = Self.feed(session, trace, from: fed)
        #expect(session.phase == .done)
        // The button presses are no attempts: three labels, of prompts 0, 2 and 3.
        #expect(session.labels.map(\.target) == [prompts[0].start, prompts[2].start, prompts[3].start])
        #expect(session.labels.map(\.kind) == [prompts[0].kind, prompts[2].kind, prompts[3].kind])
    }

    @Test func anAttemptFarFromItsTargetIsDiscardedAndAskedAgain() {
        let plan = GuidedPlan(kinds: [.tap], rounds: 1, screen: Self.screen, seed: 2, practice: false)
        let session = Self.session(plan)
        var trace = TraceBuilder()
        trace.hold(for: 0.5)
        let first = plan.prompts[0]
        // Far off, towards the middle so it stays on the screen.
        let away = (first.start.x < Self.screen.width / 2 ? 1.0 : -1.0) * (session.layout.missDistance + 40)
        GuidedPerformer().perform(first, into: &trace, offset: away)
        GuidedPerformer().perform(first, into: &trace, offset: 20)
        _ = Self.feed(session, trace)
        #expect(session.missed == 1)
        #expect(session.labels.count == 1 && session.labels[0].target == first.start)
        #expect(session.promptIndex == 1)
    }

    @Test func anIdleTimeoutEndsTheSessionKeepingWhatWasDone() {
        let plan = GuidedPlan(kinds: [.tap], rounds: 2, screen: Self.screen, seed: 9, practice: false)
        let session = Self.session(plan)
        session.idleTimeout = 30
        var trace = TraceBuilder()
        trace.hold(for: 0.5)
        GuidedPerformer().perform(plan.prompts[0], into: &trace)
        var fed = Self.feed(session, trace)
        session.advance(to: trace.time + 29_000_000)
        #expect(session.phase == .recording)
        session.advance(to: trace.time + 31_000_000)
        #expect(session.phase == .idle && session.isOver && session.prompt == nil)
        // Later touches change nothing.
        trace.hold(for: 40)
        GuidedPerformer().perform(plan.prompts[1], into: &trace)
        fed = Self.feed(session, trace, from: fed)
        #expect(session.labels.count == 1)
    }

    @Test func thePlanIsTheSeedsWithEveryVariantOnScreen() {
        let plan = GuidedPlan(rounds: 3, screen: Size(width: 800, height: 480), seed: 42)
        #expect(plan == GuidedPlan(rounds: 3, screen: Size(width: 800, height: 480), seed: 42))
        #expect(plan.prompts != GuidedPlan(rounds: 3, screen: Size(width: 800, height: 480), seed: 43).prompts)
        // Every label kind, negatives included, three rounds of each variant.
        #expect(Set(plan.prompts.map(\.kind)) == Set(GestureKind.labelNames))
        #expect(plan.prompts.count == 3 * 15)
        // Not each gesture in a row: the order is mixed.
        let runs = zip(plan.prompts, plan.prompts.dropFirst()).filter { $0.kind == $1.kind }.count
        #expect(runs < plan.prompts.count / 3)
        // Drags and short drags of several lengths and directions.
        func lengths(_ kind: GestureKind) -> Set<Int> {
            Set(plan.prompts.filter { $0.kind == kind }.compactMap { p in p.end.map { Int(hypot($0.x - p.start.x, $0.y - p.start.y).rounded()) } })
        }
        #expect(lengths(.drag).count >= 2 && lengths(.shortDrag).count >= 2)
        #expect(lengths(.shortDrag).allSatisfy { $0 <= 50 })
        let directions = Set(plan.prompts.filter { $0.kind == .drag }.compactMap { p in p.end.map { atan2($0.y - p.start.y, $0.x - p.start.x) } })
        #expect(directions.count >= 3)
        // Every mark inside the prompt area, clear of the instructions and the buttons.
        let area = GuidedLayout(screen: plan.screen).promptArea.insetBy(dx: -0.5, dy: -0.5)
        for prompt in plan.prompts + plan.practice {
            for point in [prompt.start] + (prompt.end.map { [$0] } ?? []) {
                #expect(area.contains(CGPoint(x: point.x, y: point.y)), "\(prompt)")
            }
        }
        // No prompt names a duration.
        #expect(plan.prompts.allSatisfy { !$0.instruction.contains("second") })
    }
}
