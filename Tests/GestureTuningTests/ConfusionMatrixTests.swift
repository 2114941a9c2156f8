import Foundation
import Gestures
import GestureTuning
import Testing
import TouchdeckSupport

/// Labelled × recognized, for the app's gestures and the standard chain,
/// base and tuned, per person: on a population whose matrix is known.
@Suite struct ConfusionMatrixTests {
    /// Per person (two, attempts dealt alternately): 15 taps (≤ 4 pt, 60–300 ms),
    /// 15 presses held still 0.8–1 s, 15 short drags (20–40 pt in 0.15 s,
    /// resting 0.1 s). Under `TapGesture() ▸ DragGesture()` with the
    /// defaults every short drag is a tap (it lifts well inside 0.75 s and
    /// 45 pt) and every press nothing (the tap times out, the drag never
    /// starts); tuned, `tap.maximumDistance` drops between 4 and 20 pt and the
    /// drags are drags.
    static func population() throws -> [LabelledTouch] {
        var population = Population(seed: 17, jitter: 1)
        for _ in 0..<30 {
            population.stroke(.tap, distance: population.random.uniform(0...4), duration: population.random.uniform(0.06...0.3))
            population.stroke(.longPress, distance: 0, duration: population.random.uniform(0.8...1.0))
            population.stroke(.drag, distance: population.random.uniform(20...40), duration: 0.15, rest: 0.1)
        }
        return try population.load(name: "matrix")
    }

    @Test func theAppsGesturesMatrixIsTheKnownOneBeforeAndAfterPerPerson() throws {
        let touches = try Self.population()
        let tuner = ThresholdTuner(touches: touches)
        tuner.gestures = try ["TapGesture()", "DragGesture()"].map(AppGesture.init(parsing:))
        let result = tuner.tune(base: GestureSettings())
        let app = try #require(result.app)
        let expectedBase: [GestureKind: [GestureKind: Int]] = [.tap: [.tap: 30], .longPress: [.none: 30], .drag: [.tap: 30]]
        let expectedTuned: [GestureKind: [GestureKind: Int]] = [.tap: [.tap: 30], .longPress: [.none: 30], .drag: [.drag: 30]]
        #expect(app.base.counts == expectedBase, "\(app.base.table())")
        #expect(app.tuned.counts == expectedTuned, "\(app.tuned.table())\n\(result.report())")
        // The standard chain has a long press to catch the presses.
        #expect(result.before.counts == [.tap: [.tap: 30], .longPress: [.longPress: 30], .drag: [.tap: 30]], "\(result.before.table())")
        // Each person made half of each.
        #expect(Set(result.byPerson.keys) == ["p1", "p2"])
        for pair in result.byPerson.values {
            #expect(pair.base.counts == expectedBase.mapValues { $0.mapValues { $0 / 2 } }, "\(pair.base.table())")
            #expect(pair.tuned.counts == expectedTuned.mapValues { $0.mapValues { $0 / 2 } }, "\(pair.tuned.table())")
        }
        let report = result.report()
        #expect(report.contains("The app's gestures (TapGesture() ▸ DragGesture()), before:"))
        #expect(report.contains("Person p1, after:"))

        // The same for machines.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.reportJSON.text.utf8)) as? [String: Any])
        let appJSON = try #require(json["app"] as? [String: Any])
        let base = try #require((appJSON["base"] as? [String: Any])?["counts"] as? [String: [String: Int]])
        let tuned = try #require((appJSON["tuned"] as? [String: Any])?["counts"] as? [String: [String: Int]])
        #expect(base == ["tap": ["tap": 30], "longPress": ["none": 30], "drag": ["tap": 30]])
        #expect(tuned == ["tap": ["tap": 30], "longPress": ["none": 30], "drag": ["drag": 30]])
        let person = try #require((json["byPerson"] as? [String: Any])?["p2"] as? [String: Any])
        #expect(((person["tuned"] as? [String: Any])?["correct"] as? Int) == 30)
        #expect(json["gestures"] as? [String] == ["TapGesture()", "DragGesture()"])
    }

    @Test func theStandardSetHasNoSeparateAppMatrix() throws {
        let touches = try Self.population()
        let result = ThresholdTuner(touches: touches).tune(base: GestureSettings())
        #expect(result.app == nil)
        #expect(result.byPerson["p1"]?.base.total == 45)
    }
}
