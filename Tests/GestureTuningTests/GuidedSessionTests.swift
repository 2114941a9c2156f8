import Foundation
import Geometry
import Gestures
import GestureTuning
import Testing
import TestSupport
import TouchModel
import TouchTrace

/// The guided session fed a person's touches: each attempt becomes a label of
/// the gesture asked for, in that gesture's own recording.
@Suite struct GuidedSessionTests {
    static let screen = Size(width: 1280, height: 800)

    /// A trace of someone doing every step of `plan` where it asks, on the
    /// synthetic 1280×800 touchscreen (units = points).
    static func performing(_ plan: GuidedPlan, loneSecondDoubleTap: Bool = false) -> TraceBuilder {
        var trace = TraceBuilder()
        trace.hold(for: 0.5)
        for index in 0..<plan.stepCount {
            guard let step = plan.step(index) else { break }
            let start = Point(x: step.start.x, y: step.start.y)
            let end = step.end.map { Point(x: $0.x, y: $0.y) } ?? start
            switch step.kind {
            case .tap:
                trace.down(at: start); trace.hold(for: 0.08); trace.up()
            case .doubleTap:
                trace.down(at: start); trace.hold(for: 0.07); trace.up()
                if !(loneSecondDoubleTap && step.attempt == 2) {
                    trace.hold(for: 0.15); trace.down(at: start); trace.hold(for: 0.07); trace.up()
                }
            case .longPress:
                trace.down(at: start); trace.hold(for: 0.9); trace.up()
            case .drag:
                trace.down(at: start); trace.move(to: end, over: 0.5); trace.hold(for: 0.1); trace.up()
            case .swipe:
                trace.down(at: start); trace.move(to: end, over: 0.12); trace.up()
            case .pinch:
                trace.down(at: start); trace.down(at: end, finger: 1); trace.hold(for: 0.05)
                trace.move([0: Point(x: start.x - 120, y: start.y), 1: Point(x: end.x + 120, y: end.y)], over: 0.4)
                trace.up(finger: 1); trace.up()
            case .none, .taps, .shortDrag:
                break  // never asked by the plans here (the negatives are labelled by hand)
            }
            trace.hold(for: 0.8)
        }
        return trace
    }

    static func run(_ plan: GuidedPlan, _ trace: TraceBuilder) -> GuidedSession {
        let session = GuidedSession(plan: plan)
        session.use(device: TraceDevice(description: trace.device, node: "/dev/input/event0"))
        for event in trace.events { session.feed(event) }
        session.finish()
        return session
    }

    @Test func everyAttemptIsLabelledAsAskedAndRecognizedSo() throws {
        let plan = GuidedPlan(attempts: 3, screen: Self.screen)
        let session = Self.run(plan, Self.performing(plan))
        #expect(session.step == nil)
        #expect(session.completed == 18)
        let temporary = try TemporaryDirectory()
        let folder = temporary.path + "/guided"
        let written = try session.write(to: folder)
        #expect(written.map { URL(fileURLWithPath: $0).lastPathComponent } == GestureKind.labelled.map { "\($0.rawValue).labels.yaml" })
        var touches: [LabelledTouch] = []
        for path in written {
            let file = try LabelsFile.load(path: path)
            #expect(file.labels.count == 3)
            #expect(file.screen == Self.screen)
            touches += try LabelledTouchLoader.load(labelsPath: path)
        }
        // Each label holds its attempt's touches whole, and SwiftUI's defaults recognize them as asked.
        let classifier = TuningClassifier(settings: GestureSettings())
        for touch in touches {
            #expect(classifier.classify(touch.frames) == touch.label.kind, "\(touch.source)")
        }
        // The targets are where the plan put them.
        let taps = try LabelsFile.load(path: written[0])
        #expect(taps.labels.map(\.target) == (0..<3).map { plan.step($0)?.start })
    }

    @Test func aDoubleTapMissingItsSecondTapIsLabelledAndTheNextAttemptStartsAfresh() throws {
        let plan = GuidedPlan(kinds: [.doubleTap, .tap], attempts: 3, screen: Self.screen)
        let session = Self.run(plan, Self.performing(plan, loneSecondDoubleTap: true))
        #expect(session.completed == 6)
        let temporary = try TemporaryDirectory()
        let folder = temporary.path + "/guided"
        let written = try session.write(to: folder)
        let doubleTaps = try LabelledTouchLoader.load(labelsPath: written[0])
        #expect(doubleTaps.count == 3)
        let recognized = doubleTaps.map { TuningClassifier(settings: GestureSettings()).classify($0.frames) }
        #expect(recognized == [.doubleTap, .tap, .doubleTap])
        #expect(try LabelledTouchLoader.load(labelsPath: written[1]).count == 3)
    }

    @Test func theSameTouchesWriteTheSameFiles() throws {
        let plan = GuidedPlan(kinds: [.tap, .drag], attempts: 2, screen: Self.screen)
        let trace = Self.performing(plan)
        var contents: [[String]] = []
        for _ in 0..<2 {
            let temporary = try TemporaryDirectory()
            let folder = temporary.path + "/guided"
            let written = try Self.run(plan, trace).write(to: folder)
            contents.append(try written.flatMap { path in
                [try String(contentsOfFile: path, encoding: .utf8),
                 try String(contentsOfFile: path.replacingOccurrences(of: ".labels.yaml", with: ".yml"), encoding: .utf8)]
            })
        }
        #expect(contents[0] == contents[1])
        #expect(contents[0].count == 4)
    }

    @Test func thePlanVisitsEachGestureInTurnAndStaysOnScreen() {
        let plan = GuidedPlan(attempts: 5, screen: Size(width: 800, height: 480))
        #expect(plan.stepCount == 30)
        #expect((0..<30).compactMap { plan.step($0)?.kind } == GestureKind.labelled.flatMap { Array(repeating: $0, count: 5) })
        #expect(plan.step(30) == nil)
        for index in 0..<30 {
            guard let step = plan.step(index) else { continue }
            for point in [step.start] + (step.end.map { [$0] } ?? []) {
                #expect(point.x > 0 && point.x < 800 && point.y > 0 && point.y < 480)
            }
        }
    }
}
