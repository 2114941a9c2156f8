import Gestures
import Testing
import TouchModel

@Suite("LongPressGesture conformance")
struct LongPressTests {
    @Test func endsOnTimerWhileHeld() {
        let pressing = GestureState(wrappedValue: false)
        var seen: [Bool] = []
        let (engine, log) = scenario { log in
            LongPressGesture()
                .updating(pressing) { value, state, _ in
                    state = value
                    seen.append(value)
                }
                .onChanged { log.add("changed(\($0))") }
                .logged("press", log)
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 101, 100, at: 0.2)
        s.up(1, at: 0.9)
        for frame in s.frames.prefix(1) { engine.handle(frame) }
        #expect(pressing.wrappedValue == true)
        #expect(engine.nextDeadline == 0.5)
        run(s, on: engine, skip: 1)
        // onChanged once (the value stays true), onEnded at 0.5 with no frame then.
        log.check([("changed(true)", 0), ("press ended", 0.5)])
        #expect(seen == [true, true])
        #expect(pressing.wrappedValue == false)
    }

    @Test func releasedEarlyFails() {
        let (engine, log) = scenario { LongPressGesture().logged("press", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.3)
        run(s, on: engine)
        log.check([("press failed(releasedTooEarly)", 0.3)])
    }

    @Test func movingBeyondMaximumDistanceFails() {
        let (engine, log) = scenario { LongPressGesture().logged("press", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 111, 100, at: 0.2)
        s.up(1, at: 0.6)
        run(s, on: engine)
        log.check([("press failed(movedTooFar)", 0.2)])
    }

    @Test func movingWithinMaximumDistanceStillSucceeds() {
        let (engine, log) = scenario { LongPressGesture().logged("press", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 109, 100, at: 0.2)
        s.up(1, at: 0.6)
        run(s, on: engine)
        log.check([("press ended", 0.5)])
    }

    @Test func explicitParametersOverrideSettings() {
        var settings = GestureSettings()
        settings.longPressMinimumDuration = 2
        let (engine, log) = scenario(settings: settings) { log in
            LongPressGesture().logged("default", log)
                .simultaneously(with: LongPressGesture(minimumDuration: 1, maximumDistance: 50).logged("explicit", log))
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 130, 100, at: 0.5)
        s.up(1, at: 3)
        run(s, on: engine)
        log.check([("default failed(movedTooFar)", 0.5), ("explicit ended", 1)])
    }

    @Test func settingsDefaultDurationApplies() {
        var settings = GestureSettings()
        settings.longPressMinimumDuration = 1.2
        let (engine, log) = scenario(settings: settings) { LongPressGesture().logged("press", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 2)
        run(s, on: engine)
        log.check([("press ended", 1.2)])
    }

    @Test func zeroDurationEndsOnTouchDown() {
        let (engine, log) = scenario { LongPressGesture(minimumDuration: 0).logged("press", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0.25)
        s.up(1, at: 0.3)
        run(s, on: engine)
        log.check([("press ended", 0.25)])
    }

    /// Flutter: a long press whose finger lifts before the deadline, then a
    /// second press that holds, recognizes only the second.
    @Test func secondPressAfterEarlyReleaseRecognizes() {
        let (engine, log) = scenario { LongPressGesture().logged("press", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.2)
        s.down(2, 100, 100, at: 0.4)
        s.up(2, at: 1.0)
        run(s, on: engine)
        log.check([("press failed(releasedTooEarly)", 0.2), ("press ended", 0.9)])
    }
}
