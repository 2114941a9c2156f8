import Foundation
import Geometry
import Gestures
import GestureTuning
import Kiosk
import KioskConfig
import Testing
import TestSupport

@Suite(.builtInApps) struct ThresholdTunerTests {
    /// Ten taps whose fingers wander 50–60 pt (the default 45 pt fails them)
    /// and ten drags of 110–200 pt.
    static func wanderingTapsAndDrags() throws -> [LabelledTouch] {
        var set = LabelledSetBuilder()
        for index in 0..<10 {
            set.wanderingTap(at: Point(x: 300 + Double(index) * 40, y: 300), distance: 50 + Double(index) * 10 / 9, angle: Double(index))
        }
        for index in 0..<10 {
            set.drag(from: Point(x: 200, y: 200 + Double(index) * 30), distance: 110 + Double(index) * 10)
        }
        return try LabelledTouchLoader.load(labelsPath: set.write(name: "wander"))
    }

    @Test func wanderingTapsAreAcceptedAndDragsStillRejected() throws {
        let touches = try Self.wanderingTapsAndDrags()
        #expect(touches.count == 20)
        let result = ThresholdTuner(touches: touches).tune(base: GestureSettings())
        // The base calls every wandering tap a drag.
        #expect(result.before.count(label: .tap, recognized: .drag) == 10)
        #expect(result.before.count(label: .drag, recognized: .drag) == 10)
        // Tuned: the tap distance sits between the farthest tap (60 pt, 59 after rounding to device units) and the shortest drag (110 pt).
        let distance = result.tuned.tapMaximumDistance
        #expect(distance > 60 && distance <= 110, "tap.maximumDistance = \(distance)")
        #expect(result.after.correct == 20)
        #expect(result.after.count(label: .tap, recognized: .tap) == 10)
        #expect(result.after.count(label: .drag, recognized: .drag) == 10)
        // Bounded by the farthest tap and the shortest drag.
        let choice = try #require(result.choices.first { $0.key == "tap.maximumDistance" })
        #expect(choice.basis == .gap)
        let below = try #require(choice.nearestBelow), above = try #require(choice.nearestAbove)
        #expect(below.value > 58 && below.value <= 61, "below \(below)\n\(result.report())")
        #expect(above.value > 109 && above.value <= 111, "above \(above)")
        // Moved from 45 just far enough to clear the farthest tap by 15 %, well short of the drags.
        #expect(abs(distance - below.value * 1.15) <= 0.2, "\(distance)")
        #expect(below.source.hasPrefix("tap at "))
        #expect(above.source.hasPrefix("drag at "))
        #expect((choice.marginAbove ?? 0) > (choice.marginBelow ?? 0))
        #expect(result.report().contains("gestures.tap.maximumDistance = \(choice.value == choice.value.rounded() ? String(Int(choice.value)) : String(choice.value)) pt (was 45 pt): moved into the gap"))
    }

    @Test func aSetTheBaseAlreadyGetsRightKeepsItsThresholdsWhereTheLabelsSayNothing() throws {
        var set = LabelledSetBuilder()
        for index in 0..<4 { set.wanderingTap(at: Point(x: 400, y: 300), distance: Double(index) * 5) }
        for index in 0..<4 { set.hold(at: Point(x: 600, y: 300), duration: 0.8 + Double(index) * 0.1) }
        for index in 0..<4 { set.doubleTap(at: Point(x: 500, y: 500), interval: 0.15 + Double(index) * 0.03) }
        let touches = try LabelledTouchLoader.load(labelsPath: set.write(name: "clean"))
        let base = GestureSettings()
        let result = ThresholdTuner(touches: touches).tune(base: base)
        #expect(result.before.correct == 12)
        #expect(result.after.correct == 12)
        // Nothing here is a drag or a swipe: their thresholds stay.
        #expect(result.tuned.swipeMinimumSpeed == base.swipeMinimumSpeed)
        #expect(result.tuned.velocityWindow == base.velocityWindow)
    }

    @Test func aTunedConfigIsNeverWorseThanTheBase() throws {
        // Labels no threshold can satisfy together: the same motion labelled both ways.
        var set = LabelledSetBuilder()
        for index in 0..<6 { set.wanderingTap(at: Point(x: 300, y: 300), distance: 30 + Double(index)) }
        for index in 0..<3 { set.wanderingTap(at: Point(x: 300, y: 400), distance: 30 + Double(index), as: .drag) }
        set.drag(from: Point(x: 100, y: 600), distance: 300, duration: 0.1, rest: 0, as: .swipe)
        let touches = try LabelledTouchLoader.load(labelsPath: set.write(name: "mixed"))
        var base = GestureSettings()
        base.tapMaximumDistance = 20
        let result = ThresholdTuner(touches: touches).tune(base: base)
        #expect(result.after.correct >= result.before.correct)
        #expect(result.after.correct == 7)  // six taps and the swipe; the three "drags" cannot all be had too
        #expect(result.after.count(label: .swipe, recognized: .swipe) == 1)
    }

    @Test func tuningIsDeterministic() throws {
        let touches = try Self.wanderingTapsAndDrags()
        let first = ThresholdTuner(touches: touches).tune(base: GestureSettings())
        let second = ThresholdTuner(touches: touches).tune(base: GestureSettings())
        #expect(first.tuned == second.tuned)
        #expect(first.report() == second.report())
    }

    @Test func theTunedConfigPassesConfigCheckAndKeepsTheBaseKeys() throws {
        let touches = try Self.wanderingTapsAndDrags()
        var base = GestureSettings()
        base.longPressMinimumDuration = 0.8
        let result = ThresholdTuner(touches: touches).tune(base: base)
        let baseText = "gestures:\n  longPress:\n    minimumDuration: 0.8\nwallet:\n  cardOffset: 60\n"
        let text = try TunedConfigFile.render(base: baseText, basePath: "base.yaml", app: nil, values: result.tunedValues, header: ["tuned"],
                                              schema: .standard)
        let loaded = try SettingsLoader(environment: [:]).load(text: text, path: "tuned.yaml")
        #expect(loaded.gestures.tapMaximumDistance == result.tuned.tapMaximumDistance)
        #expect(loaded.gestures.longPressMinimumDuration == 0.8)
        #expect(text.contains("cardOffset: 60"))
        #expect(text.hasPrefix("# tuned\n"))
        // For one app: written under APP.gestures, the top level untouched.
        let appText = try TunedConfigFile.render(base: baseText, basePath: "base.yaml", app: "wallet", values: result.tunedValues,
                                                 header: [], schema: .standard)
        let app = try SettingsLoader(environment: [:]).load(text: appText, path: "tuned.yaml")
        #expect(app.gestures(forApp: "wallet").tapMaximumDistance == result.tuned.tapMaximumDistance)
        #expect(app.gestures.tapMaximumDistance == GestureSettings().tapMaximumDistance)
    }
}
