import Flip
import Geometry
import KioskRuntime
import Observation
import Render
import Scene
import Testing
import TouchModel
@testable import TouchUI

/// Holds an app's view once it is opened, as the home screen does.
@Observable final class Holder { var view: AnyView? = nil; var gen = 0 }

/// A parent that opens FlipView inside itself on a tap.
nonisolated struct Outer: View {
    let holder: Holder
    var body: some View {
        ZStack(alignment: .topLeading) {
            if let view = holder.view {
                view.frame(maxWidth: .infinity, maxHeight: .infinity).id(holder.gen)
            } else {
                Color.blue.frame(width: 50, height: 50).onTapGesture { holder.gen += 1; holder.view = AnyView(FlipView()) }
            }
        }
    }
}

@Test("FlipView opened inside another view flips to the end: a GeometryReader's animated content is never reused stale")
func flipInsideAParent() {
    let holder = Holder()
    let host = ViewHost(Outer(holder: holder), measurer: PangoTextMeasurer())
    let runner = AppRunner(app: host, screen: Size(width: 800, height: 480))
    runner.start(at: 0)
    func tap(_ x: Double, _ y: Double, _ t: Double) {
        runner.advance(to: t)
        runner.handle(TouchFrame(time: Int64(t * 1e6), contacts: [TouchContact(id: 1, position: Point(x: x, y: y), change: .began)]))
        runner.advance(to: t + 0.1)
        runner.handle(TouchFrame(time: Int64((t + 0.1) * 1e6), contacts: [TouchContact(id: 1, position: Point(x: x, y: y), change: .ended)]))
    }
    tap(400, 240, 1)
    runner.advance(to: 2)
    tap(113, 240, 3)
    var time = 3.1
    while let wake = runner.nextWakeUp(), wake < 5 {
        time = max(wake, time + 1e-6)
        runner.advance(to: time)
    }
    runner.advance(to: 5)
    let card = runner.presented().flatMap { [$0] + $0.children }.first { $0.id.rawValue == FlipLayout.cardID(0) }
    #expect(card.map(FlipReplay.texts) == ["♠"], "the spade shows once the flip has run")
}
