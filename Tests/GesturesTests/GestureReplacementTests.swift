import Testing
import TouchModel

@testable import Gestures

@Suite("Replacing and removing gestures")
struct GestureReplacementTests {
    @Test("gestures replaced again and again reuse their slots; the new ones are the ones that run")
    func replacementReusesSlots() {
        let engine = GestureEngine()
        let log = Log(engine)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for round in 0..<100 {
            #expect(engine.removeGestures(from: region))
            engine.gesture(TapGesture().onEnded { log.add("tap \(round)") }, on: region)
            engine.gesture(LongPressGesture().onEnded { _ in log.add("press \(round)") }, on: region)
        }
        #expect(engine.attachmentSlotCount == 2)
        var s = Script()
        s.blip(1, 50, 50, at: 1)
        run(s, on: engine)
        #expect(log.names == ["tap 99"])
    }

    @Test("gestures a finger is on are not replaced until it lifts")
    func runningGesturesStay() {
        let engine = GestureEngine()
        let log = Log(engine)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        engine.gesture(TapGesture().onEnded { log.add("old") }, on: region)
        var s = Script()
        s.down(1, 50, 50, at: 0)
        s.up(1, at: 0.1)
        engine.handle(s.frames[0])
        #expect(!engine.removeGestures(from: region))
        run(s, on: engine, skip: 1)
        #expect(engine.removeGestures(from: region))
        engine.gesture(TapGesture().onEnded { log.add("new") }, on: region)
        var t = Script()
        t.blip(1, 50, 50, at: 1)
        run(t, on: engine)
        #expect(log.names == ["old", "new"])
    }

    @Test("removed regions give their slots back, also when removed mid-gesture")
    func removedRegionsFreeSlots() {
        let engine = GestureEngine()
        for _ in 0..<50 {
            let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            engine.gesture(DragGesture(), on: region)
            var s = Script()
            s.down(1, 50, 50, at: 0)
            engine.handle(s.frames[0])
            engine.removeRegion(region)
            s.up(1, at: 0.1)
            run(s, on: engine, skip: 1)
        }
        #expect(engine.attachmentSlotCount == 1)
        #expect(engine.regionSlotCount == 1)
    }

    @Test("a removed region's handle does not reach the region that reuses its slot")
    func staleHandles() {
        let engine = GestureEngine()
        let log = Log(engine)
        let old = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        engine.removeRegion(old)
        let new = engine.addRegion(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(engine.regionSlotCount == 1)
        #expect(old != new)
        #expect(engine.frame(of: old) == nil)
        #expect(engine.frame(of: new) == Rect(x: 0, y: 0, width: 50, height: 50))
        engine.gesture(TapGesture().onEnded { log.add("stale") }, on: old)
        engine.setFrame(Rect(x: 0, y: 0, width: 1, height: 1), of: old)
        engine.gesture(TapGesture().onEnded { log.add("new") }, on: new)
        var s = Script()
        s.blip(1, 20, 20, at: 1)
        run(s, on: engine)
        #expect(log.names == ["new"])
    }
}
