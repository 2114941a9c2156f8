import Gestures
import Testing
import TouchModel

@Suite("DragGesture conformance")
struct DragTests {
    @Test func startsAfterMinimumDistanceAndEndsOnLift() {
        var changes: [DragGesture.Value] = []
        var ended: DragGesture.Value?
        let (engine, log) = scenario { log in
            DragGesture()
                .onChanged { changes.append($0); log.add("changed") }
                .onEnded { ended = $0 }
                .logged("drag", log)
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 105, 100, at: 0.02)
        s.move(1, 110, 100, at: 0.04)
        s.move(1, 130, 110, at: 0.06)
        s.up(1, at: 0.08)
        run(s, on: engine)
        log.check([("changed", 0.04), ("changed", 0.06), ("drag ended", 0.08)])
        #expect(changes.first?.startLocation == Point(x: 100, y: 100))
        #expect(changes.first?.translation == Size(width: 10, height: 0))
        #expect(ended?.location == Point(x: 130, y: 110))
        #expect(ended?.translation == Size(width: 30, height: 10))
        #expect(ended?.time == 0.08)
    }

    @Test func liftBeforeMinimumDistanceFails() {
        let (engine, log) = scenario { DragGesture().logged("drag", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 109, 100, at: 0.05)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("drag failed(releasedTooEarly)", 0.1)])
    }

    @Test func zeroMinimumDistanceIsActiveOnTouchDown() {
        let (engine, log) = scenario { log in
            DragGesture(minimumDistance: 0).onChanged { _ in log.add("changed") }.logged("drag", log)
        }
        var s = Script()
        s.down(1, 100, 100, at: 0.5)
        s.up(1, at: 0.6)
        run(s, on: engine)
        log.check([("changed", 0.5), ("drag ended", 0.6)])
    }

    @Test func leastSquaresVelocityFollowsBothAxes() {
        var ended: DragGesture.Value?
        var settings = GestureSettings()
        settings.velocityLeastSquares = true
        let (engine, _) = scenario(settings: settings) { _ in DragGesture().onEnded { ended = $0 } }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        // 1000 pt/s to the right, 500 pt/s down, sampled every 8 ms.
        s.drag(1, to: 160, 80, from: 0, to: 0.16, steps: 20)
        s.up(1, at: 0.168)
        run(s, on: engine)
        let value = try! #require(ended)
        #expect(abs(value.velocity.width - 1000) < 1)
        #expect(abs(value.velocity.height - 500) < 1)
        // Prediction: velocity × 0.25 s.
        #expect(abs(value.predictedEndLocation.x - (160 + 250)) < 1)
        #expect(abs(value.predictedEndTranslation.height - (80 + 125)) < 1)
    }

    @Test func localAndGlobalCoordinateSpaces() {
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 100, y: 100, width: 400, height: 400))
        var local: DragGesture.Value?
        var global: DragGesture.Value?
        engine.gesture(DragGesture().onEnded { local = $0 }
            .simultaneously(with: DragGesture(coordinateSpace: .global).onEnded { global = $0 }), on: region)
        var s = Script()
        s.down(1, 150, 150, at: 0)
        s.move(1, 200, 150, at: 0.05)
        s.up(1, at: 0.1)
        run(s, on: engine)
        #expect(local?.startLocation == Point(x: 50, y: 50))
        #expect(local?.location == Point(x: 100, y: 50))
        #expect(global?.location == Point(x: 200, y: 150))
        #expect(local?.translation == global?.translation)
    }

    @Test func cancelledMidDragCancelsAndResetsState() {
        let offset = GestureState(wrappedValue: Size.zero)
        let (engine, log) = scenario { log in
            DragGesture().updating(offset) { value, state, _ in state = value.translation }.logged("drag", log)
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.move(1, 50, 0, at: 0.05)
        for frame in s.frames { engine.handle(frame) }
        #expect(offset.wrappedValue == Size(width: 50, height: 0))
        s.cancel(1, at: 0.1)
        run(s, on: engine, skip: 2)
        log.check([("drag cancelled(touchCancelled)", 0.1)])
        #expect(offset.wrappedValue == .zero)
    }

    @Test func minimumDistanceFromSettingsScalesWithPointsPerMillimetre() {
        var settings = GestureSettings()
        settings.dragMinimumDistance = 2          // millimetres
        settings.pointsPerMillimetre = 10
        let (engine, log) = scenario(settings: settings) { log in
            DragGesture().onChanged { _ in log.add("changed") }.logged("drag", log)
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.move(1, 15, 0, at: 0.05)
        s.move(1, 20, 0, at: 0.1)
        s.up(1, at: 0.15)
        run(s, on: engine)
        log.check([("changed", 0.1), ("drag ended", 0.15)])
    }
}

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    @Test func quadraticMotionGivesTheSlopeAtTheNewestSample() {
        var tracker = VelocityTracker()
        // x = 3000 t²: velocity at t = 0.05 is 300 pt/s.
        for i in 0...10 {
            let t = Double(i) * 0.005
            tracker.add(time: t, x: 3000 * t * t, y: 0)
        }
        #expect(abs(tracker.velocity().x - 300) < 0.01)
    }

    @Test func fewerThanTwoSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity().x == 0)
        tracker.add(time: 0, x: 10, y: 10)
        #expect(tracker.velocity().y == 0)
        tracker.add(time: 0.01, x: 20, y: 10)
        #expect(abs(tracker.velocity().x - 1000) < 1e-6)
    }

    @Test func oldSamplesFallOutOfTheWindow() {
        var tracker = VelocityTracker(window: 0.05, maximumSamples: 20)
        for i in 0..<20 { tracker.add(time: Double(i) * 0.01, x: Double(i) * 100, y: 0) }   // 10 000 pt/s
        for i in 20..<30 { tracker.add(time: Double(i) * 0.01, x: 2000 + Double(i - 19) * 5, y: 0) }  // 500 pt/s
        #expect(abs(tracker.velocity().x - 500) < 1)
    }
}
