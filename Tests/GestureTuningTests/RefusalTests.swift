import Foundation
import Gestures
import GestureTuning
import KioskConfig
import Testing

/// The tuner refuses a change the labels ask for when a gesture the app
/// attaches, replayed alone, would get more labelled touches wrong.
@Suite struct RefusalTests {
    /// Taps of 60–150 ms, presses of 0.45–0.6 s held still, and slow drags
    /// (26.4 pt over 1.2 s, 22 pt/s). The app's long press fixes its distance in
    /// code (`maximumDistance: 10`), so `longPress.maximumDistance` cannot
    /// move to turn the drags away: the taps and presses alone put
    /// `longPress.minimumDuration` between 0.15 and 0.45 s, where the press
    /// fires on every drag before it has moved 10 pt (it reaches 10 pt at
    /// 0.45 s). With 0.5 s it fires on none, and misses only the presses under 0.5 s.
    static func slowDrags() throws -> [LabelledTouch] {
        var population = Population(seed: 21, jitter: 0.5)
        for _ in 0..<12 {
            population.stroke(.tap, distance: 1, duration: population.random.uniform(0.06...0.15))
            population.stroke(.longPress, distance: 1, duration: population.random.uniform(0.45...0.6))
            population.stroke(.drag, distance: 26.4, duration: 1.2, rest: 0.15, angle: 0)
        }
        return try population.load(name: "slow")
    }

    static let gestures = ["TapGesture()", "LongPressGesture(maximumDistance: 10)"]

    @Test func aChangeThatBreaksAStandaloneLongPressIsRefusedAndNotWritten() throws {
        let touches = try Self.slowDrags()
        let press = try AppGesture(parsing: Self.gestures[1])
        let base = GestureSettings()
        // The change the evidence asks for really does break the press alone.
        var wanted = base
        wanted.longPressMinimumDuration = 0.3
        let drags = touches.filter { $0.label.kind == .drag }
        #expect(drags.allSatisfy { press.ends(on: $0.frames, settings: wanted) })
        #expect(press.faults(touches, settings: wanted).count > press.faults(touches, settings: base).count)

        let tuner = ThresholdTuner(touches: touches)
        tuner.gestures = try Self.gestures.map(AppGesture.init(parsing:))
        let result = tuner.tune(base: base)
        let choice = try #require(result.choices.first { $0.key == "longPress.minimumDuration" })
        let refused = try #require(choice.refused, "\(result.report())")
        #expect(refused.hasPrefix("LongPressGesture(maximumDistance: 10) alone would get "))
        #expect(refused.contains("(e.g. drag at "))
        #expect(choice.value == base.longPressMinimumDuration)
        #expect(result.tuned.longPressMinimumDuration == base.longPressMinimumDuration)
        #expect(result.report().contains("refused the change: LongPressGesture(maximumDistance: 10) alone would get"))
        // The press alone is no worse under what is written than under the base.
        #expect(press.faults(touches, settings: result.tuned).count <= press.faults(touches, settings: base).count)

        // The config written carries the base's 0.5 s, not the refused value.
        let text = try TunedConfigFile.render(base: "", basePath: "(defaults)", app: nil, values: result.tunedValues,
                                              header: [], schema: .standard)
        let settings = try SettingsLoader(environment: [:]).load(text: text, path: "(tuned)")
        #expect(settings.gestures(forApp: nil).longPressMinimumDuration == base.longPressMinimumDuration, "\(text)")
        #expect(text.contains("minimumDuration: 0.5"), "\(text)")
    }
}
