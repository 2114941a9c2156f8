import Gestures
import Testing
import TouchModel

@Suite("TapGesture conformance")
struct TapTests {
    @Test func quickTapEndsOnLift() {
        let (engine, log) = scenario { TapGesture().logged("tap", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 1.0)
        s.up(1, at: 1.1)
        run(s, on: engine)
        log.check([("tap ended", 1.1)])
    }

    @Test func heldPastMaximumDurationFailsOnTimer() {
        let (engine, log) = scenario { TapGesture().logged("tap", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.9)
        for frame in s.frames.prefix(1) { engine.handle(frame) }
        #expect(engine.nextDeadline == 0.75)
        run(s, on: engine, skip: 1)
        log.check([("tap failed(timedOut)", 0.75)])
    }

    @Test func liftJustBeforeMaximumDurationSucceeds() {
        let (engine, log) = scenario { TapGesture().logged("tap", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.749)
        run(s, on: engine)
        log.check([("tap ended", 0.749)])
    }

    @Test func movingFortyFivePointsFails() {
        let (engine, log) = scenario { TapGesture().logged("tap", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 127, 136, at: 0.05)   // exactly 45 pt
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("tap failed(movedTooFar)", 0.05)])
    }

    @Test func movingWithinSlopStillTaps() {
        let (engine, log) = scenario { TapGesture().logged("tap", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 130, 130, at: 0.05)   // 42.4 pt
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("tap ended", 0.1)])
    }

    @Test func touchShorterThanOneScanTaps() {
        let (engine, log) = scenario { TapGesture().logged("tap", $0) }
        var s = Script()
        s.blip(1, 10, 10, at: 0.5)
        run(s, on: engine)
        log.check([("tap ended", 0.5)])
    }

    @Test func doubleTapWithinInterval() {
        let (engine, log) = scenario { TapGesture(count: 2).logged("double", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 105, 100, at: 0.3)
        s.up(2, at: 0.4)
        run(s, on: engine)
        log.check([("double ended", 0.4)])
    }

    @Test func doubleTapSecondDownTooLateFailsOnTimer() {
        let (engine, log) = scenario { TapGesture(count: 2).logged("double", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 100, 100, at: 0.5)
        s.up(2, at: 0.6)
        run(s, on: engine)
        // The second touch starts a fresh attempt, which waits in vain.
        log.check([("double failed(timedOut)", 0.45), ("double failed(timedOut)", 0.95)])
    }

    @Test func singleTapIsNotADoubleTap() {
        let (engine, log) = scenario { TapGesture(count: 2).logged("double", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("double failed(timedOut)", 0.45)])
    }

    @Test func tripleTap() {
        let (engine, log) = scenario { TapGesture(count: 3).logged("triple", $0) }
        var s = Script()
        for i in 0..<3 {
            s.down(i + 1, 50, 50, at: Double(i) * 0.3)
            s.up(i + 1, at: Double(i) * 0.3 + 0.1)
        }
        run(s, on: engine)
        log.check([("triple ended", 0.7)])
    }

    @Test func doubleTapSecondTapHeldTooLongFails() {
        let (engine, log) = scenario { TapGesture(count: 2).logged("double", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 100, 100, at: 0.2)
        s.up(2, at: 1.2)
        run(s, on: engine)
        // The second lift was due 0.35 s after the first.
        log.check([("double failed(timedOut)", 0.45)])
    }

    @Test func cancelledTouchCancelsTap() {
        let (engine, log) = scenario { TapGesture().logged("tap", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.cancel(1, at: 0.2)
        run(s, on: engine)
        log.check([("tap cancelled(touchCancelled)", 0.2)])
    }

    @Test func spatialTapReportsLocalLocation() {
        let log = Log()
        let engine = GestureEngine()
        log.engine = engine
        let region = engine.addRegion(frame: Rect(x: 100, y: 200, width: 300, height: 300))
        var locations: [Point] = []
        engine.gesture(SpatialTapGesture().onEnded { locations.append($0.location) }, on: region)
        engine.gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { locations.append($0.location) }, on: region)
        var s = Script()
        s.down(1, 150, 260, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        // Two attachments on one region: the inner one wins, the outer is excluded.
        #expect(locations == [Point(x: 50, y: 60)])
    }

    @Test func settingsTuneTheThresholds() {
        var settings = GestureSettings()
        settings.tapMaximumDuration = 0.3
        settings.tapMaximumDistance = 5
        let (engine, log) = scenario(settings: settings) { TapGesture().logged("tap", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.4)
        s.down(2, 100, 100, at: 1)
        s.move(2, 106, 100, at: 1.1)
        s.up(2, at: 1.2)
        run(s, on: engine)
        log.check([("tap failed(timedOut)", 0.3), ("tap failed(movedTooFar)", 1.1)])
    }

    @Test func touchOutsideEveryRegionIsIgnored() {
        let log = Log()
        let engine = GestureEngine()
        log.engine = engine
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        engine.gesture(TapGesture().logged("tap", log), on: region)
        var s = Script()
        s.down(1, 500, 500, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([])
        #expect(engine.isIdle)
    }
}
