import Foundation
import Gestures
import GestureTuning
import Testing

/// Issue 42's "Checked by", claim by claim: known-answer populations (with
/// and without noise; overlapping classes; negatives), tuned on one half and
/// scored on the other, with the standard gestures and with an app's own:
/// held-out accuracy above the defaults on every population, no standalone
/// gesture broken by the tuned config, and every reported margin true
/// (re-measured from the touches by the recognizers themselves).
@Suite struct HeldOutPopulationTests {
    /// A population: its touches, and what it must teach.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var jitter: Double
        /// The app's gestures (nil: the standard four, scored by the standard chain).
        var app: [AppGesture]?
        var testDescription: String { "\(name), ±\(jitter) pt noise, " + (app.map { "app \($0.map(\.description).joined(separator: " ▸ "))" } ?? "standard gestures") }

        func touches() throws -> [LabelledTouch] {
            switch name {
            case "drifting presses": try PopulationTuningTests.driftingPresses(jitter: jitter)
            case "separate taps (negatives)": try PopulationTuningTests.separateTaps(jitter: jitter)
            case "overlapping taps and short drags": try HeldOutPopulationTests.overlapping(jitter: jitter)
            default: try HeldOutPopulationTests.wanderingTaps(jitter: jitter)
            }
        }
    }

    static let app: [String: [AppGesture]] = [
        "drifting presses": [AppGesture(kind: .tap), AppGesture(kind: .longPress)],
        "separate taps (negatives)": [AppGesture(kind: .tap, count: 2), AppGesture(kind: .tap)],
        "overlapping taps and short drags": [AppGesture(kind: .tap), AppGesture(kind: .drag)],
        "wandering taps and short drags (negatives)": [AppGesture(kind: .tap), AppGesture(kind: .drag)],
    ]

    static let cases: [Case] = app.keys.sorted().flatMap { name in
        [0.0, 1.0].flatMap { jitter in [Case(name: name, jitter: jitter, app: nil), Case(name: name, jitter: jitter, app: app[name])] }
    }

    /// Taps 0–20 pt and short drags 15–40 pt overlap: no value gets them all right,
    /// the defaults (45 pt) read every short drag as a tap.
    static func overlapping(jitter: Double) throws -> [LabelledTouch] {
        var population = Population(seed: 11, jitter: jitter)
        for _ in 0..<30 {
            population.stroke(.tap, distance: population.random.uniform(0...20), duration: population.random.uniform(0.1...0.25))
            population.stroke(.shortDrag, distance: population.random.uniform(15...40), duration: population.random.uniform(0.15...0.3))
        }
        return try population.load(name: "overlap")
    }

    /// Taps that wander 20–58 pt (past the default 45), short drags of
    /// 80–140 pt labelled as the negative `shortDrag`, and long drags:
    /// `tap.maximumDistance` belongs between 58 and 80 pt.
    static func wanderingTaps(jitter: Double) throws -> [LabelledTouch] {
        var population = Population(seed: 23, jitter: jitter)
        for _ in 0..<30 {
            population.stroke(.tap, distance: population.random.uniform(20...58), duration: population.random.uniform(0.1...0.3))
            population.stroke(.shortDrag, distance: population.random.uniform(80...140), duration: population.random.uniform(0.15...0.3))
            population.stroke(.drag, distance: population.random.uniform(200...300), duration: population.random.uniform(0.3...0.6), rest: 0.15)
        }
        return try population.load(name: "wander")
    }

    /// Right under `settings`: by the standard chain, or by the app's gestures
    /// (a touch the app has no gesture for is right when nothing takes it).
    static func isRight(_ touch: LabelledTouch, settings: GestureSettings, app: [AppGesture]?) -> Bool {
        let label = touch.label.kind
        guard let app else { return label.isRecognized(as: TuningClassifier(settings: settings).classify(touch.frames)) }
        let recognized = AppGestureClassifier(gestures: app, settings: settings).classify(touch.frames)
        let produced = Set(app.flatMap { gesture -> [GestureKind] in
            switch gesture.kind {
            case .tap: [gesture.count == 2 ? .doubleTap : .tap]
            case .longPress: [.longPress]
            case .drag: [.drag, .swipe]
            }
        })
        let wanted: Set<GestureKind> = switch label {
        case .taps: [.tap]
        case .shortDrag, .drag, .swipe: [.drag, .swipe]
        default: [label]
        }
        return produced.isDisjoint(with: wanted) ? recognized == .none : label.isRecognized(as: recognized)
    }

    @Test(arguments: cases)
    func heldOutAccuracyBeatsTheDefaultsAndBreaksNoGestureAlone(_ population: Case) throws {
        let (tuning, heldOut) = halves(try population.touches())
        let tuner = ThresholdTuner(touches: tuning)
        if let app = population.app { tuner.gestures = app }
        let base = GestureSettings()
        let result = tuner.tune(base: base)
        let tuned = result.tuned
        let tunedRight = heldOut.filter { Self.isRight($0, settings: tuned, app: population.app) }.count
        let baseRight = heldOut.filter { Self.isRight($0, settings: base, app: population.app) }.count
        #expect(tunedRight > baseRight, "held out: tuned \(tunedRight), defaults \(baseRight) of \(heldOut.count)\n\(result.report())")
        Self.figure("\(population.testDescription): held out \(baseRight)/\(heldOut.count) defaults, \(tunedRight)/\(heldOut.count) tuned")
        // No gesture on its own, the app's or the standard ones, gets more held-out touches wrong than with the defaults.
        for gesture in Set(AppGesture.standard + (population.app ?? [])) {
            let after = gesture.faults(heldOut, settings: tuned).count, before = gesture.faults(heldOut, settings: base).count
            #expect(after <= before, "\(gesture) alone: \(after) held-out touches wrong, \(before) with the defaults")
        }
        try Self.expectMarginsTrue(result, touches: tuning)
    }

    /// Every reported margin re-measured: moving the key 90 % of the margin
    /// towards that side changes no touch of that side's class for any
    /// gesture reading the key (none is nearer), and 110 % flips the named
    /// touch for at least one of them (it is that near).
    static func expectMarginsTrue(_ result: TuningResult, touches: [LabelledTouch]) throws {
        let bySource = Dictionary(touches.map { ("\($0.label.kind.rawValue) at \($0.source)", $0) }, uniquingKeysWith: { first, _ in first })
        var checked = 0
        for choice in result.choices where choice.refused == nil {
            let threshold = try #require(result.thresholds.first { $0.key == choice.key })
            let readers = Set(AppGesture.standard + result.gestures).filter { $0.keysRead.contains(choice.key) }
            guard !readers.isEmpty, choice.key != "drag.swipeSpeed" else { continue }  // the swipe speed: `marginsOfTheSwipeSpeed`
            for (evidence, margin, sign) in [(choice.nearestBelow, choice.marginBelow, -1.0), (choice.nearestAbove, choice.marginAbove, 1.0)] {
                guard let evidence, let margin else { continue }
                // "doubleTap at FILE:13 (tap 1)": the touch, measured by one of its strokes.
                let touchName = evidence.source.range(of: " (tap ", options: .backwards).map { String(evidence.source[..<$0.lowerBound]) } ?? evidence.source
                let named = try #require(bySource[touchName], "\(choice.key): \(evidence.source) is no labelled touch")
                var inside = result.tuned, outside = result.tuned
                threshold.write(&inside, choice.value + sign * margin * 0.9)
                threshold.write(&outside, choice.value + sign * margin * 1.1)
                var flips = false
                for gesture in readers {
                    guard let expected = gesture.shouldEnd(on: named.label.kind) else { continue }
                    let now = gesture.ends(on: named.frames, settings: result.tuned)
                    if now == gesture.ends(on: named.frames, settings: inside), now != gesture.ends(on: named.frames, settings: outside) { flips = true }
                    // No touch of the same class, right now, is nearer than the margin.
                    for touch in touches where gesture.shouldEnd(on: touch.label.kind) == expected
                        && gesture.ends(on: touch.frames, settings: result.tuned) == expected {
                        #expect(gesture.ends(on: touch.frames, settings: inside) == expected,
                                "\(choice.key) = \(choice.value), margin \(sign < 0 ? "below" : "above") \(margin) to \(evidence.source): \(touch.label.kind) at \(touch.source) is nearer (\(gesture))")
                    }
                }
                #expect(flips, "\(choice.key) = \(choice.value): \(evidence.source) does not flip \(margin) \(choice.unit) \(sign < 0 ? "below" : "above") it")
                checked += 1
            }
        }
        #expect(checked > 0, "no margin was checked")
    }

    /// The swipe speed's margins against the release speeds measured by a plain `DragGesture`.
    @Test func marginsOfTheSwipeSpeed() throws {
        var population = Population(seed: 31, jitter: 1)
        for _ in 0..<20 {
            population.stroke(.drag, distance: population.random.uniform(100...200), duration: population.random.uniform(0.5...0.9), rest: 0.1)
            population.stroke(.swipe, distance: population.random.uniform(200...300), duration: population.random.uniform(0.06...0.1))
        }
        let touches = try population.load(name: "swipes")
        let result = ThresholdTuner(touches: touches).tune(base: GestureSettings())
        let choice = try #require(result.choices.first { $0.key == "drag.swipeSpeed" })
        let bySource = Dictionary(touches.map { ("\($0.label.kind.rawValue) at \($0.source)", $0) }, uniquingKeysWith: { first, _ in first })
        let threshold = try #require(result.thresholds.first { $0.key == "drag.swipeSpeed" })
        for (evidence, margin, sign) in [(choice.nearestBelow, choice.marginBelow, -1.0), (choice.nearestAbove, choice.marginAbove, 1.0)] {
            let evidence = try #require(evidence), margin = try #require(margin)
            let touch = try #require(bySource[evidence.source])
            var inside = result.tuned, outside = result.tuned
            threshold.write(&inside, choice.value + sign * margin * 0.9)
            threshold.write(&outside, choice.value + sign * margin * 1.1)
            let now = TuningClassifier(settings: result.tuned).classify(touch.frames)
            #expect(now == touch.label.kind)
            #expect(TuningClassifier(settings: inside).classify(touch.frames) == now, "\(evidence.source)")
            #expect(TuningClassifier(settings: outside).classify(touch.frames) != now, "\(evidence.source)")
            for other in touches where other.label.kind == touch.label.kind {
                #expect(TuningClassifier(settings: inside).classify(other.frames) == other.label.kind, "\(other.source) nearer than \(evidence.source)")
            }
        }
    }

    /// With TOUCHDECK_PRINT_FIGURES set, each case's held-out figures are printed.
    static func figure(_ line: String) {
        if ProcessInfo.processInfo.environment["TOUCHDECK_PRINT_FIGURES"] != nil { print("figure: " + line) }
    }
}
