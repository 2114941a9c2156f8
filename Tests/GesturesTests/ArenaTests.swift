import Gestures
import Testing
import TouchModel

@Suite("Arena")
struct ArenaTests {
    func makeEngine() -> (GestureEngine, Log) {
        let log = Log()
        let engine = GestureEngine()
        log.engine = engine
        return (engine, log)
    }

    @Test func twoFingersOnTwoRegionsRunIndependently() {
        let (engine, log) = makeEngine()
        let left = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = engine.addRegion(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        engine.gesture(TapGesture().logged("left", log), on: left)
        engine.gesture(LongPressGesture().logged("right", log), on: right)
        var s = Script()
        s.down(1, 50, 50, at: 0)
        s.down(2, 250, 50, at: 0.05)
        s.up(1, at: 0.1)
        s.up(2, at: 0.7)
        run(s, on: engine)
        log.check([("left ended", 0.1), ("right ended", 0.55)])
    }

    @Test func childGestureWinsOverParentByDefault() {
        let (engine, log) = makeEngine()
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 100, y: 100, width: 100, height: 100), parent: parent)
        engine.gesture(TapGesture().logged("parent", log), on: parent)
        engine.gesture(TapGesture().logged("child", log), on: child)
        var s = Script()
        s.down(1, 150, 150, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 10, 10, at: 1)
        s.up(2, at: 1.1)
        run(s, on: engine)
        log.check([("child ended", 0.1), ("parent failed(excluded)", 0.1), ("parent ended", 1.1)])
    }

    @Test func parentGestureRunsWhenChildFails() {
        let (engine, log) = makeEngine()
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 100, y: 100, width: 100, height: 100), parent: parent)
        engine.gesture(DragGesture().logged("parent", log), on: parent)
        engine.gesture(TapGesture().logged("child", log), on: child)
        var s = Script()
        s.down(1, 150, 150, at: 0)
        s.move(1, 150, 250, at: 0.1)
        s.up(1, at: 0.2)
        run(s, on: engine)
        log.check([("child failed(movedTooFar)", 0.1), ("parent ended", 0.2)])
    }

    @Test func highPriorityParentWins() {
        let (engine, log) = makeEngine()
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 100, y: 100, width: 100, height: 100), parent: parent)
        engine.highPriorityGesture(TapGesture().logged("parent", log), on: parent)
        engine.gesture(TapGesture().logged("child", log), on: child)
        var s = Script()
        s.down(1, 150, 150, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("parent ended", 0.1), ("child failed(excluded)", 0.1)])
    }

    @Test func simultaneousParentAndChildBothRecognize() {
        let (engine, log) = makeEngine()
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 100, y: 100, width: 100, height: 100), parent: parent)
        engine.simultaneousGesture(TapGesture().logged("parent", log), on: parent)
        engine.gesture(TapGesture().logged("child", log), on: child)
        var s = Script()
        s.down(1, 150, 150, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("parent ended", 0.1), ("child ended", 0.1)])
    }

    @Test func maskWithoutSubviewsDisablesChildGestures() {
        let (engine, log) = makeEngine()
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 100, y: 100, width: 100, height: 100), parent: parent)
        engine.gesture(TapGesture().logged("parent", log), on: parent, including: .gesture)
        engine.gesture(TapGesture().logged("child", log), on: child)
        var s = Script()
        s.down(1, 150, 150, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("parent ended", 0.1)])
    }

    @Test func frontRegionWinsTheHitTest() {
        let (engine, log) = makeEngine()
        let back = engine.addRegion(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let front = engine.addRegion(frame: Rect(x: 0, y: 50, width: 300, height: 200))
        engine.gesture(TapGesture().logged("back", log), on: back)
        engine.gesture(TapGesture().logged("front", log), on: front)
        var s = Script()
        s.down(1, 10, 100, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 10, 10, at: 1)
        s.up(2, at: 1.1)
        run(s, on: engine)
        log.check([("front ended", 0.1), ("back ended", 1.1)])
    }

    @Test func customHitTestDecides() {
        let (engine, log) = makeEngine()
        let a = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        engine.gesture(TapGesture().logged("a", log), on: a)
        engine.gesture(TapGesture().logged("b", log), on: b)
        engine.hitTest = { point in point.x < 500 ? a : nil }
        var s = Script()
        s.down(1, 10, 10, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("a ended", 0.1)])
    }

    @Test func secondFingerOnARunningGestureJoinsIt() {
        let (engine, log) = makeEngine()
        let photo = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        engine.gesture(MagnifyGesture().logged("pinch", log), on: photo)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.down(2, 200, 100, at: 0.1)
        s.move(2, 300, 100, at: 0.2)
        s.up(2, at: 0.3)
        s.up(1, at: 0.4)
        run(s, on: engine)
        log.check([("pinch ended", 0.3)])
    }

    @Test func removingARegionCancelsItsGesture() {
        let (engine, log) = makeEngine()
        let card = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        engine.gesture(DragGesture().logged("drag", log), on: card)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 200, at: 0.1)
        for frame in s.frames { engine.handle(frame) }
        engine.removeRegion(card)
        s.up(1, at: 0.2)
        run(s, on: engine, skip: 2)
        log.check([("drag cancelled(regionRemoved)", 0.1)])
    }

    @Test func callbacksMayChangeTheEngine() {
        let (engine, log) = makeEngine()
        let card = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        engine.gesture(TapGesture().onEnded { engine.removeRegion(card); log.add("removed") }, on: card)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        s.down(2, 100, 100, at: 0.5)
        s.up(2, at: 0.6)
        run(s, on: engine)
        log.check([("removed", 0.1)])
        #expect(engine.frame(of: card) == nil)
    }
}
