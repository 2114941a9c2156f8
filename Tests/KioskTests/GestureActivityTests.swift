import Geometry
import Gestures
import Kiosk
import Testing
import TouchModel
import TouchTrace

/// The `--verbose` idle/busy lines a live kiosk logs (and `tools/soak` reads
/// to find stuck touches), on the engine's real state.
@Suite("Gesture activity")
struct GestureActivityTests {
    @Test func busyWhileAFingerIsDownOrAGestureWaitsThenIdle() {
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        engine.gesture(TapGesture(count: 2), on: region)
        var trace = TraceBuilder(device: .syntheticTouchscreen(width: 800, height: 480))
        trace.down(at: Point(x: 100, y: 100))
        trace.hold(for: 0.05)
        trace.up()
        let assembler = FrameAssembler(device: trace.device)
        var activity = GestureActivity()
        var lines: [String] = []
        for event in trace.events {
            guard let frame = assembler.feed(event) else { continue }
            engine.handle(frame)
            if let line = activity.update(idle: engine.isIdle) { lines.append(line) }
        }
        // The finger is up, but the double tap still waits for a second tap.
        #expect(lines == [GestureActivity.busyLine])
        let waitsUntil = engine.nextDeadline ?? 0
        #expect(waitsUntil > 0.05)
        engine.advance(to: waitsUntil + 0.01)
        if let line = activity.update(idle: engine.isIdle) { lines.append(line) }
        #expect(lines == [GestureActivity.busyLine, GestureActivity.idleLine])
        #expect(activity.update(idle: true) == nil, "only changes are reported")
    }

    @Test func anUnplugEndsTheTouchesAndGoesIdle() {
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        engine.gesture(DragGesture(), on: region)
        var activity = GestureActivity()
        engine.handle(TouchFrame(time: 0, contacts: [TouchContact(id: 1, position: Point(x: 10, y: 10), change: .began)]))
        #expect(activity.update(idle: engine.isIdle) == GestureActivity.busyLine)
        engine.cancelAll(reason: .deviceRemoved)
        #expect(activity.update(idle: engine.isIdle) == GestureActivity.idleLine)
    }
}
