import Foundation
import Geometry
import Gestures
import GestureTuning
import Testing
import TouchModel
import TouchTrace

/// Known-answer populations from issue 42: tuned on one half, scored on the other.
@Suite struct PopulationTuningTests {
    /// Taps of 60–300 ms drifting up to 4 pt, long presses of 0.45–0.9 s
    /// drifting 3–12 pt, drags of 30–200 pt: `longPress.minimumDuration`
    /// belongs between 0.3 and 0.45 s, and `longPress.maximumDistance` above
    /// the presses' drift.
    static func driftingPresses(jitter: Double) throws -> [LabelledTouch] {
        var population = Population(seed: 42, jitter: jitter)
        for _ in 0..<30 {
            population.stroke(.tap, distance: population.random.uniform(0...4), duration: population.random.uniform(0.06...0.3))
            let hold = population.random.uniform(0.45...0.9)
            population.stroke(.longPress, distance: population.random.uniform(3...12), duration: hold)
            population.stroke(.drag, distance: population.random.uniform(30...200), duration: population.random.uniform(0.3...0.6), rest: 0.15)
        }
        return try population.load(name: "drift")
    }

    /// Double taps whose lifts come 0.15–0.45 s apart and separate taps
    /// (`taps`) 0.6–0.8 s apart: `multiTapInterval` belongs between 0.45 and 0.6 s.
    static func separateTaps(jitter: Double = 1) throws -> [LabelledTouch] {
        var population = Population(seed: 7, jitter: jitter)
        for _ in 0..<30 {
            population.twoTaps(.doubleTap, interval: population.random.uniform(0.15...0.45))
            population.twoTaps(.taps, interval: population.random.uniform(0.6...0.8))
        }
        return try population.load(name: "taps")
    }

    /// Held-out accuracy (tuned on the other half) of the tuned config and the base.
    static func heldOut(_ touches: [LabelledTouch], base: GestureSettings = GestureSettings())
        -> (tuned: Int, base: Int, total: Int, settings: GestureSettings) {
        let (tuning, heldOut) = halves(touches)
        let settings = ThresholdTuner(touches: tuning).tunedSettings(base: base)
        let tuned = TuningClassifier(settings: settings), original = TuningClassifier(settings: base)
        let tunedRight = heldOut.filter { $0.label.kind.isRecognized(as: tuned.classify($0.frames)) }.count
        let baseRight = heldOut.filter { $0.label.kind.isRecognized(as: original.classify($0.frames)) }.count
        // No gesture on its own gets more held-out touches wrong than with the base.
        for gesture in AppGesture.standard {
            let after = gesture.faults(heldOut, settings: settings).count, before = gesture.faults(heldOut, settings: base).count
            #expect(after <= before, "\(gesture) alone: \(after) held-out touches wrong, \(before) with the base")
        }
        return (tunedRight, baseRight, heldOut.count, settings)
    }

    @Test(arguments: [0.0, 1.0])
    func driftingLongPressesRaiseTheDistanceNotLowerTheDuration(jitter: Double) throws {
        let touches = try Self.driftingPresses(jitter: jitter)
        let result = Self.heldOut(touches)
        #expect(result.tuned > result.base, "held out: tuned \(result.tuned), base \(result.base) of \(result.total)")
        #expect(result.tuned == result.total)
        // Between the longest tap (0.3 s) and the shortest press (0.45 s), not 0.11 s.
        #expect(result.settings.longPressMinimumDuration > 0.3 && result.settings.longPressMinimumDuration < 0.45)
        #expect(result.settings.tapMaximumDuration > 0.3 && result.settings.tapMaximumDuration < 0.45)
        // Raised where the presses drift past 10 pt before it fires; never lowered.
        #expect(result.settings.longPressMaximumDistance >= 10)
        // A plain LongPressGesture() fires on none of the held-out taps, as with the defaults.
        let heldOut = halves(touches).heldOut
        let taps = heldOut.filter { $0.label.kind == .tap }
        #expect(!taps.isEmpty)
        #expect(taps.filter { AppGesture(kind: .longPress).ends(on: $0.frames, settings: result.settings) }.isEmpty)
        // …and fires on every held-out long press.
        for press in heldOut where press.label.kind == .longPress {
            #expect(AppGesture(kind: .longPress).ends(on: press.frames, settings: result.settings), "\(press.source)")
        }
    }

    @Test func separateTapsPlaceTheDoubleTapIntervalBetweenTheClasses() throws {
        let touches = try Self.separateTaps()
        let result = Self.heldOut(touches)
        #expect(result.settings.multiTapInterval > 0.45 && result.settings.multiTapInterval < 0.6, "\(result.settings.multiTapInterval)")
        #expect(result.tuned == result.total)
        #expect(result.tuned > result.base)
        let tuned = ThresholdTuner(touches: halves(touches).tuning).tune(base: GestureSettings())
        let choice = try #require(tuned.choices.first { $0.key == "tap.multiTapInterval" })
        #expect(choice.basis == .gap)
        #expect(choice.nearestBelow?.source.hasPrefix("doubleTap at ") == true)
        #expect(choice.nearestAbove?.source.hasPrefix("taps at ") == true)
    }

    @Test func onlyLongGuidedDragsDoNotPullTheTapDistanceUp() throws {
        var population = Population(seed: 3, jitter: 1)
        for _ in 0..<20 {
            population.stroke(.tap, distance: population.random.uniform(0...6), duration: population.random.uniform(0.08...0.2))
            population.stroke(.drag, distance: population.random.uniform(250...290), duration: population.random.uniform(0.4...0.7), rest: 0.15)
        }
        let guided = try population.load(name: "guided")
        let result = ThresholdTuner(touches: guided).tune(base: GestureSettings())
        #expect(result.tuned.tapMaximumDistance <= 45, "\(result.report())")
        let choice = try #require(result.choices.first { $0.key == "tap.maximumDistance" })
        #expect(choice.basis == .kept)
        // Short drags the guided session never asked for are still no taps.
        var short = Population(seed: 4, jitter: 1)
        for _ in 0..<20 { short.stroke(.drag, distance: short.random.uniform(46...60), duration: short.random.uniform(0.15...0.3)) }
        let drags = try short.load(name: "short")
        let classifier = TuningClassifier(settings: result.tuned)
        #expect(drags.filter { classifier.classify($0.frames) == .tap }.isEmpty)
    }

    @Test func overlappingClassesSplitByCountAndStayAtLeastAsGoodAsTheBase() throws {
        var population = Population(seed: 11, jitter: 1)
        for _ in 0..<30 {
            population.stroke(.tap, distance: population.random.uniform(0...20), duration: population.random.uniform(0.1...0.25))
            population.stroke(.shortDrag, distance: population.random.uniform(15...40), duration: population.random.uniform(0.15...0.3))
        }
        let touches = try population.load(name: "overlap")
        let result = Self.heldOut(touches)
        #expect(result.tuned >= result.base, "tuned \(result.tuned), base \(result.base)")
        #expect(result.settings.tapMaximumDistance > 14 && result.settings.tapMaximumDistance < 22, "\(result.settings.tapMaximumDistance)")
        let tuned = ThresholdTuner(touches: halves(touches).tuning).tune(base: GestureSettings())
        let choice = try #require(tuned.choices.first { $0.key == "tap.maximumDistance" })
        #expect(choice.basis == .bestSplit)
        #expect(!choice.misplaced.isEmpty)
    }

    /// Every reported margin is where the gesture alone flips: moving the
    /// threshold just short of it keeps the nearest touch, just past it loses it.
    @Test func reportedMarginsAreWhereTheNearestTouchFlips() throws {
        let touches = try Self.driftingPresses(jitter: 1)
        let result = ThresholdTuner(touches: touches).tune(base: GestureSettings())
        let byName = Dictionary(touches.map { ("\($0.label.kind.rawValue) at \($0.source)", $0) }, uniquingKeysWith: { first, _ in first })
        for (key, gesture) in [("longPress.minimumDuration", AppGesture(kind: .longPress)), ("tap.maximumDistance", AppGesture(kind: .tap))] {
            let choice = try #require(result.choices.first { $0.key == key })
            let threshold = try #require(TunableThreshold.standard.first { $0.key == key })
            for (evidence, margin, sign) in [(choice.nearestBelow, choice.marginBelow, -1.0), (choice.nearestAbove, choice.marginAbove, 1.0)] {
                guard let evidence, let margin, let touch = byName[evidence.source] else { continue }
                var inside = result.tuned, outside = result.tuned
                threshold.write(&inside, choice.value + sign * margin * 0.9)
                threshold.write(&outside, choice.value + sign * margin * 1.1)
                let expected = gesture.shouldEnd(on: touch.label.kind)
                #expect(gesture.ends(on: touch.frames, settings: inside) == expected, "\(key) inside margin, \(evidence.source)")
                #expect(gesture.ends(on: touch.frames, settings: outside) != expected, "\(key) past margin, \(evidence.source)")
            }
        }
    }

    @Test func crossValidationReportsHeldOutAccuracyNextToTheBase() throws {
        let touches = try Self.driftingPresses(jitter: 1)
        let folds = try #require(CrossValidation.kFold(touches, base: GestureSettings()))
        #expect(folds.overall.total == touches.count)
        #expect(folds.overall.tuned > folds.overall.base)
        let people = try #require(CrossValidation.leaveOnePersonOut(touches, base: GestureSettings()))
        #expect(Set(people.byGroup.keys) == ["p1", "p2"])
        #expect(people.overall.tuned >= people.overall.base)
        #expect(people.table().contains("person p1"))
    }

    @Test func keysTheAppsGesturesDoNotReadAreLeftAlone() throws {
        // Taps held up to 0.6 s and presses from 0.7 s: the tap's duration moves into the gap.
        // With LongPressGesture(minimumDuration: 0.2) the app never reads longPress.minimumDuration.
        var population = Population(seed: 5, jitter: 1)
        for _ in 0..<15 {
            population.stroke(.tap, distance: 2, duration: population.random.uniform(0.1...0.6))
            population.stroke(.longPress, distance: 2, duration: population.random.uniform(0.7...1.0))
        }
        let touches = try population.load(name: "refuse")
        let tuner = ThresholdTuner(touches: touches)
        tuner.gestures = [AppGesture(kind: .tap), try AppGesture(parsing: "LongPressGesture(minimumDuration: 0.2)")]
        let result = tuner.tune(base: GestureSettings())
        #expect(!result.choices.contains { $0.key == "longPress.minimumDuration" })
        #expect(result.tuned.longPressMinimumDuration == GestureSettings().longPressMinimumDuration)
        #expect(result.tuned.tapMaximumDuration > 0.6 && result.tuned.tapMaximumDuration < 0.7)
    }
}

/// Labelled touches are measured in the live kiosk's coordinates.
@Suite struct KioskPlacementTests {
    static func drag() throws -> String {
        var set = LabelledSetBuilder()
        set.drag(from: Point(x: 200, y: 300), distance: 100)
        return try set.write(name: "placement")
    }

    @Test func theDevicesCalibrationScalesWhatTuneMeasures() throws {
        let path = try Self.drag()
        let plain = try #require(LabelledTouchLoader.load(labelsPath: path).first)
        let device = TraceBuilder().device
        let stretched = KioskTouchPlacement(devices: [DeviceCalibration(identity: DeviceIdentity(name: device.name),
                                                                          matrix: CalibrationMatrix(1.5, 0, 0, 0, 1, 0))])
        let calibrated = try #require(LabelledTouchLoader.load(labelsPath: path, placement: stretched).first)
        let distance = { (touch: LabelledTouch) -> Double in
            let positions = touch.frames.flatMap(\.contacts).map(\.position)
            guard let first = positions.first else { return 0 }
            return positions.map { $0.distance(to: first) }.max() ?? 0
        }
        #expect(abs(distance(plain) - 100) <= 1)
        #expect(abs(distance(calibrated) - 150) <= 1.5)
    }

    @Test func theDisplaysRotationTurnsTheTouches() throws {
        let path = try Self.drag()
        let plain = try #require(LabelledTouchLoader.load(labelsPath: path).first)
        let turned = try #require(LabelledTouchLoader.load(labelsPath: path, placement: KioskTouchPlacement(displayRotation: .half)).first)
        let start = try #require(plain.frames.first?.contacts.first?.position)
        let rotated = try #require(turned.frames.first?.contacts.first?.position)
        // Half a turn on the 1280×800 screen: (x, y) → (1280 − x, 800 − y), to a unit.
        #expect(abs(rotated.x - (1280 - start.x)) <= 1 && abs(rotated.y - (800 - start.y)) <= 1, "\(start) → \(rotated)")
    }
}
