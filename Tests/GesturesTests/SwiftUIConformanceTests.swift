import Gestures
import Motion
import Testing
import TouchModel

/// One test per behaviour where Touchdeck follows SwiftUI's gesture graph
/// (read in OpenSwiftUI's sources, audited for SwiftUI 6.5.4): each with an
/// exact timeline and the callbacks it must produce, times included.
@Suite("SwiftUI conformance")
struct SwiftUIConformanceTests {
    // MARK: 1. Exclusive is re-evaluated from both phases on every update

    @Test("a drag behind a long press takes over when the press fails by moving, with translation from the touch-down")
    func dragWinsWhenPressFailsLater() {
        var translations: [Size] = []
        let (engine, log) = scenario { log in
            LongPressGesture().logged("press", log)
                .exclusively(before: DragGesture().onChanged { translations.append($0.translation); log.add("drag changed") }
                    .logged("drag", log))
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 130, at: 0.1)
        s.up(1, at: 0.3)
        run(s, on: engine)
        log.check([("press failed(movedTooFar)", 0.1), ("drag changed", 0.1), ("drag ended", 0.3)])
        #expect(translations == [Size(width: 0, height: 30)])
    }

    @Test("a child's long press inside a parent's drag: the parent's drag wins when the press fails")
    func parentDragWinsOverChildPress() {
        let engine = GestureEngine()
        let log = Log(engine)
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 50, y: 50, width: 100, height: 100), parent: parent)
        var ended: DragGesture.Value?
        engine.gesture(DragGesture().onEnded { ended = $0 }.logged("drag", log), on: parent)
        engine.gesture(LongPressGesture().logged("press", log), on: child)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 130, at: 0.1)
        s.up(1, at: 0.3)
        run(s, on: engine)
        log.check([("press failed(movedTooFar)", 0.1), ("drag ended", 0.3)])
        #expect(ended?.translation == Size(width: 0, height: 30))
    }

    @Test("a quick tap on a long press exclusively before a tap ends the tap")
    func quickTapBehindLongPressEndsTheTap() {
        let (engine, log) = scenario { log in
            LongPressGesture().onEnded { _ in log.add("press action") }.logged("press", log)
                .exclusively(before: TapGesture().onEnded { log.add("tap action") }.logged("tap", log))
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("press failed(releasedTooEarly)", 0.1), ("tap action", 0.1), ("tap ended", 0.1)])
    }

    @Test("held long enough, the long press wins and the tap behind it is excluded")
    func heldPressExcludesTheTap() {
        let (engine, log) = scenario { log in
            LongPressGesture().logged("press", log).exclusively(before: TapGesture().logged("tap", log))
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.7)
        run(s, on: engine)
        log.check([("press ended", 0.5), ("tap failed(excluded)", 0.5)])
    }

    // MARK: 2. Multi-tap: the next lift within the interval of the previous lift

    @Test("a double tap whose second tap starts in time but lifts late fails 0.35 s after the first lift")
    func secondLiftTooLate() {
        let (engine, log) = scenario { TapGesture(count: 2).logged("double", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 100, 100, at: 0.3)
        s.up(2, at: 0.5)
        run(s, on: engine)
        log.check([("double failed(timedOut)", 0.45)])
    }

    @Test("a double tap whose second lift comes within 0.35 s of the first ends at that lift")
    func secondLiftInTime() {
        let (engine, log) = scenario { TapGesture(count: 2).logged("double", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 100, 100, at: 0.3)
        s.up(2, at: 0.44)
        run(s, on: engine)
        log.check([("double ended", 0.44)])
    }

    // MARK: 3. Tap, long press and drag are one-finger gestures

    @Test("a second finger fails a tap")
    func secondFingerFailsTap() {
        let (engine, log) = scenario { TapGesture().logged("tap", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.down(2, 300, 100, at: 0.05)
        s.up(1, at: 0.1)
        s.up(2, at: 0.12)
        run(s, on: engine)
        log.check([("tap failed(tooManyTouches)", 0.05)])
    }

    @Test("a second finger fails a long press and resets its state")
    func secondFingerFailsLongPress() {
        let pressed = GestureState(wrappedValue: false)
        let (engine, log) = scenario { log in
            LongPressGesture().updating(pressed) { value, state, _ in state = value }.logged("press", log)
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.down(2, 300, 100, at: 0.2)
        engine.handle(s.frames[0])
        #expect(pressed.wrappedValue)
        run(s, on: engine, skip: 1)
        log.check([("press failed(tooManyTouches)", 0.2)])
        #expect(pressed.wrappedValue == false)
    }

    @Test("a second finger fails an active drag: no onEnded, state back to its initial value")
    func secondFingerFailsDrag() {
        let offset = GestureState(wrappedValue: Size.zero)
        let (engine, log) = scenario { log in
            DragGesture().updating(offset) { value, state, _ in state = value.translation }.logged("drag", log)
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 150, 100, at: 0.1)
        s.down(2, 400, 100, at: 0.2)
        s.move(1, 200, 100, at: 0.3)
        s.up(1, at: 0.4)
        s.up(2, at: 0.5)
        for frame in s.frames.prefix(2) { engine.handle(frame) }
        #expect(offset.wrappedValue == Size(width: 50, height: 0))
        run(s, on: engine, skip: 2)
        log.check([("drag failed(tooManyTouches)", 0.2)])
        #expect(offset.wrappedValue == .zero)
    }

    // MARK: 4. Velocity and prediction

    /// +10 pt every 10 ms to 200 pt; `liftDelay` after the last move.
    private func flick(liftDelay: Double, settings: GestureSettings = GestureSettings()) -> DragGesture.Value? {
        var ended: DragGesture.Value?
        let (engine, _) = scenario(settings: settings) { _ in DragGesture().onEnded { ended = $0 } }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        for step in 1...20 { s.move(1, Double(step) * 10, 0, at: Double(step) * 0.01) }
        s.up(1, at: 0.2 + liftDelay)
        run(s, on: engine)
        return ended
    }

    @Test("a steady flick lifted in the last move's frame: 1000 pt/s, predicted end 450 pt")
    func steadyFlick() throws {
        let value = try #require(flick(liftDelay: 0))
        #expect(abs(value.velocity.width - 1000) < 1e-6)
        #expect(value.velocity.height == 0)
        #expect(abs(value.predictedEndTranslation.width - 450) < 1e-6)
        #expect(value.translation.width == 200)
    }

    @Test("a lift 8 ms after the last move keeps three quarters of the speed")
    func shortPauseKeepsVelocity() throws {
        let value = try #require(flick(liftDelay: 0.008))
        // Samples 190 @ 0.19, 200 @ 0.20, 200 @ 0.208: 0.75 × 1000 + 0.25 × 0.
        #expect(abs(value.velocity.width - 750) < 1e-6)
        #expect(abs(value.predictedEndLocation.x - (200 + 750 * 0.25)) < 1e-6)
    }

    @Test("the least-squares fit is an opt-in: it reports zero after a rest, SwiftUI's estimate does not")
    func leastSquaresOptIn() throws {
        var settings = GestureSettings()
        settings.velocityLeastSquares = true
        let fitted = try #require(flick(liftDelay: 0.1, settings: settings))
        #expect(fitted.velocity == .zero)
        #expect(fitted.predictedEndLocation == Point(x: 200, y: 0))
        let steady = try #require(flick(liftDelay: 0, settings: settings))
        #expect(abs(steady.velocity.width - 1000) < 1)
        #expect(abs(steady.predictedEndTranslation.width - 450) < 1)
        let swiftUI = try #require(flick(liftDelay: 0.1))
        #expect(abs(swiftUI.velocity.width - 750) < 1e-6)
    }

    // MARK: 5. Long press distance

    @Test("a long press fails when the finger has moved exactly maximumDistance")
    func longPressFailsAtMaximumDistance() {
        let (engine, log) = scenario { LongPressGesture(maximumDistance: 10).logged("press", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 106, 108, at: 0.2)   // exactly 10 pt
        s.up(1, at: 0.7)
        run(s, on: engine)
        log.check([("press failed(movedTooFar)", 0.2)])
    }

    @Test("a long press survives a move just short of maximumDistance")
    func longPressSurvivesJustInside() {
        let (engine, log) = scenario { LongPressGesture(maximumDistance: 10).logged("press", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 109.9, 100, at: 0.2)
        s.up(1, at: 0.7)
        run(s, on: engine)
        log.check([("press ended", 0.5)])
    }

    // MARK: 6. @GestureState resets only if the gesture was ever active

    @Test("a quick tap on TapGesture().updating runs neither the body nor the reset")
    func tapNeverResetsGestureState() {
        var resets = 0
        var bodies = 0
        var marker = Transaction()
        marker.animation = .linear(duration: 1)
        let state = GestureState(wrappedValue: 0) { _, transaction in
            resets += 1
            transaction.animation = .easeOut
        }
        let (engine, log) = scenario { log in
            TapGesture().updating(state) { _, value, transaction in
                bodies += 1
                value = 1
                transaction = marker
            }.logged("tap", log)
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("tap ended", 0.1)])
        #expect(bodies == 0)
        #expect(resets == 0)
        #expect(state.transaction.animation == nil)
    }

    @Test("a long press that was active resets its state once, when it ends")
    func activeGestureResetsOnce() {
        var resets: [Double] = []
        let engine = GestureEngine()
        let state = GestureState(wrappedValue: false) { _, _ in resets.append(engine.time) }
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        engine.gesture(LongPressGesture().updating(state) { value, state, _ in state = value }, on: region)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.8)
        run(s, on: engine)
        #expect(resets == [0.5])
    }

    // MARK: 7. Sequence value

    @Test("long press then drag: .second(true, nil) is active from the press's end until the drag has a value")
    func sequenceValues() {
        var seen: [(String, Double)] = []
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        let state = GestureState(wrappedValue: 0)
        engine.gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .updating(state) { value, _, _ in
                switch value {
                case .first(let pressing): seen.append(("first(\(pressing))", engine.time))
                case .second(let pressed, nil): seen.append(("second(\(pressed), nil)", engine.time))
                case .second(let pressed, let drag?): seen.append(("second(\(pressed), \(drag.translation.height))", engine.time))
                }
            }
            .onEnded { _ in seen.append(("ended", engine.time)) }, on: region)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 105, at: 0.6)
        s.move(1, 100, 120, at: 0.7)
        s.up(1, at: 0.8)
        run(s, on: engine)
        let expected: [(String, Double)] = [
            ("first(true)", 0), ("second(true, nil)", 0.5), ("second(true, nil)", 0.6),
            ("second(true, 20.0)", 0.7), ("ended", 0.8),
        ]
        #expect(seen.map(\.0) == expected.map(\.0))
        #expect(zip(seen, expected).allSatisfy { abs($0.1 - $1.1) < 1e-9 })
    }

    // MARK: 8. Between views: fewer taps wait for more

    private func nestedTaps() -> (GestureEngine, Log) {
        let engine = GestureEngine()
        let log = Log(engine)
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 50, y: 50, width: 100, height: 100), parent: parent)
        engine.gesture(TapGesture(count: 2).logged("double", log), on: parent)
        engine.gesture(TapGesture().logged("single", log), on: child)
        return (engine, log)
    }

    @Test("a single tap on a child inside a double-tap parent fires when the double tap fails")
    func childSingleTapWaitsForParentDoubleTap() {
        let (engine, log) = nestedTaps()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("double failed(timedOut)", 0.45), ("single ended", 0.45)])
    }

    @Test("a double tap on the child goes to the double-tap parent; the child's tap is excluded")
    func doubleTapGoesToParent() {
        let (engine, log) = nestedTaps()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 100, 100, at: 0.2)
        s.up(2, at: 0.3)
        run(s, on: engine)
        log.check([("double ended", 0.3), ("single failed(excluded)", 0.3)])
    }

    @Test("onTapGesture helpers rank the same way")
    func onTapGestureHelpers() {
        let engine = GestureEngine()
        let log = Log(engine)
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 50, y: 50, width: 100, height: 100), parent: parent)
        engine.onTapGesture(count: 2, on: parent) { log.add("double") }
        engine.onTapGesture(on: child) { log.add("single") }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("single", 0.45)])
    }

    // MARK: 9. Local coordinates follow the region; onLongPressGesture

    @Test("local locations follow a region moved during the drag; the translation stays the finger's")
    func localSpaceFollowsRegion() {
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 100, y: 100, width: 300, height: 300))
        var values: [DragGesture.Value] = []
        engine.gesture(DragGesture(minimumDistance: 0).onChanged { values.append($0) }, on: region)
        var s = Script()
        s.down(1, 150, 150, at: 0)
        s.move(1, 200, 150, at: 0.1)
        s.up(1, at: 0.2)
        engine.handle(s.frames[0])
        engine.setFrame(Rect(x: 130, y: 100, width: 300, height: 300), of: region)
        run(s, on: engine, skip: 1)
        #expect(values.map(\.startLocation) == [Point(x: 50, y: 50), Point(x: 20, y: 50)])
        #expect(values.map(\.location) == [Point(x: 50, y: 50), Point(x: 70, y: 50)])
        #expect(values.last?.translation == Size(width: 50, height: 0))
    }

    @Test("onLongPressGesture: pressing from touch-down, the action at the minimum duration, then not pressing")
    func onLongPressGestureSucceeds() {
        let engine = GestureEngine()
        let log = Log(engine)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        engine.onLongPressGesture(minimumDuration: 0.5, on: region, perform: { log.add("perform") },
                                  onPressingChanged: { log.add("pressing \($0)") })
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.9)
        run(s, on: engine)
        log.check([("pressing true", 0), ("perform", 0.5), ("pressing false", 0.5)])
    }

    @Test("onLongPressGesture: lifted early, pressing ends at the lift and nothing is performed")
    func onLongPressGestureReleasedEarly() {
        let engine = GestureEngine()
        let log = Log(engine)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        engine.onLongPressGesture(on: region, perform: { log.add("perform") },
                                  onPressingChanged: { log.add("pressing \($0)") })
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 110, at: 0.1)
        s.up(1, at: 0.2)
        run(s, on: engine)
        log.check([("pressing true", 0), ("pressing false", 0.1)])
    }
}
