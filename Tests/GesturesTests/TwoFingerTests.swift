import Gestures
import Testing
import TouchModel

@Suite("MagnifyGesture and RotateGesture")
struct TwoFingerTests {
    @Test func pinchOutDoublesTheMagnification() {
        var ended: MagnifyGesture.Value?
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        engine.gesture(MagnifyGesture().onEnded { ended = $0 }, on: region)
        var s = Script()
        s.down(1, 150, 200, at: 0)
        s.down(2, 250, 200, at: 0.05)    // offered to the running pinch
        s.move(1, 100, 200, at: 0.1)
        s.move(2, 300, 200, at: 0.1)
        s.up(1, at: 0.2)
        s.up(2, at: 0.25)
        run(s, on: engine)
        #expect(ended?.magnification == 2)
        #expect(ended?.startLocation == Point(x: 200, y: 200))
        #expect(ended?.startAnchor == UnitPoint(x: 0.5, y: 0.5))
        #expect(ended?.time == 0.2)
    }

    @Test func rotationIsUnwrappedAndInDegrees() {
        var values: [RotateGesture.Value] = []
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        engine.gesture(RotateGesture().onChanged { values.append($0) }, on: region)
        var s = Script()
        s.down(1, 100, 200, at: 0)
        s.down(2, 300, 200, at: 0)
        // Turn the pair 270° clockwise round (200, 200) in 10° steps.
        for step in 1...27 {
            let a = Double(step) * 10 * Double.pi / 180
            let t = Double(step) * 0.01
            s.move(1, 200 - 100 * cos(a), 200 - 100 * sin(a), at: t)
            s.move(2, 200 + 100 * cos(a), 200 + 100 * sin(a), at: t)
        }
        s.up(1, at: 0.3)
        run(s, on: engine)
        let last = try! #require(values.last)
        #expect(abs(last.rotation.degrees - 270) < 1e-6)
        #expect(last.velocity.degrees > 900)
    }

    @Test func oneFingerAloneFails() {
        let (engine, log) = scenario { MagnifyGesture().logged("pinch", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 150, 100, at: 0.1)
        s.up(1, at: 0.2)
        run(s, on: engine)
        log.check([("pinch failed(notEnoughTouches)", 0.2)])
    }

    @Test func liftingBeforeScalingFails() {
        let (engine, log) = scenario { MagnifyGesture().logged("pinch", $0) }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.down(2, 200, 100, at: 0)
        s.up(2, at: 0.2)
        s.up(1, at: 0.3)
        run(s, on: engine)
        log.check([("pinch failed(releasedTooEarly)", 0.2)])
    }
}

#if canImport(Glibc)
import Glibc
#endif
