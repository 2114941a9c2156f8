import KioskRuntime
import Render
import Testing
import Touchdeck
import TouchModel

@Suite("SwiftUI code with CGFloat, CGSize, CGPoint and CGRect runs unchanged")
struct SwiftUIGeometryTests {
    /// Runs `root` as a kiosk app at 400×300 and delivers one finger's touches.
    private nonisolated final class Runner<Root: View> {
        let runner: AppRunner

        init(_ root: Root) {
            runner = AppRunner(app: ViewHost(root, measurer: PangoTextMeasurer()), screen: CGSize(width: 400, height: 300))
            runner.start(at: 0)
        }

        func touch(_ x: Double, _ y: Double, _ change: ContactChange, at time: Double) {
            runner.handle(TouchFrame(time: Int64((time * 1_000_000).rounded()), contacts: [
                TouchContact(id: 1, position: CGPoint(x: x, y: y), change: change),
            ]))
        }
    }

    @Test("a drag moves the card by the drag's CGSize translation; GeometryReader reports CGRect frames")
    func dragMovesTheCardByItsTranslation() throws {
        let log = GeometryLog()
        let app = Runner(DraggableCard(log: log))
        app.runner.advance(to: 0.5)
        let start = try #require(log.cardFrames.last)
        #expect(start.size == CGSize(width: 200, height: 100))
        // The named space is the padded stack: the card sits 10 pt in.
        #expect(log.namedFrames.last?.origin == CGPoint(x: 10, y: 10))

        let x = Double(start.midX), y = Double(start.midY)
        app.touch(x, y, .began, at: 1)
        for step in 1...10 {
            app.touch(x + Double(step) * 4, y - Double(step) * 3, .moved, at: 1 + Double(step) / 60)
        }
        app.runner.advance(to: 1.3)
        let dragging = try #require(log.cardFrames.last)
        #expect(dragging.origin == CGPoint(x: start.minX + 40, y: start.minY - 30), "the @GestureState translation offsets the card")

        app.touch(x + 40, y - 30, .ended, at: 1.4)
        app.runner.advance(to: 2)
        #expect(log.translations == [CGSize(width: 40, height: -30)])
        let dropped = try #require(log.cardFrames.last)
        #expect(dropped.origin == CGPoint(x: start.minX + 40, y: start.minY - 30), "the @State offset keeps it there")
        #expect(dropped.size == start.size)
        #expect(log.namedFrames.last?.origin == CGPoint(x: 50, y: -20))
    }

    @Test("a frame from a GeometryReader's CGSize: half the width given")
    func geometryReaderSizedFrame() {
        let log = GeometryLog()
        let app = Runner(HalfWidthBar(log: log))
        app.runner.advance(to: 0.5)
        #expect(log.halfWidths.last == 200)
    }

    @Test("SwiftUI's signatures: CGFloat and CGFloat? lengths, CGSize, CGPoint and CGRect values")
    func signatures() {
        let drag = DragGesture(minimumDistance: CGFloat(3))
        #expect(drag.minimumDistance == 3)
        #expect(LongPressGesture(maximumDistance: CGFloat(20)).maximumDistance == 20)
        let value = DragGesture.Value(time: 0, location: CGPoint(x: 5, y: 6), startLocation: CGPoint(x: 1, y: 2),
                                      velocity: .zero, predictedEndLocation: CGPoint(x: 9, y: 10))
        let translation: CGSize = value.translation
        let predicted: CGSize = value.predictedEndTranslation
        #expect(translation == CGSize(width: 4, height: 4))
        #expect(predicted == CGSize(width: 8, height: 8))
        let magnification: CGFloat = MagnifyGesture.Value(time: 0, magnification: 2, velocity: 0, startAnchor: .center,
                                                          startLocation: .zero).magnification
        #expect(magnification == 2)
        let insets = EdgeInsets(top: CGFloat(1), leading: 2, bottom: 3, trailing: 4)
        #expect(insets.trailing == CGFloat(4))
        let rect: CGRect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.containsHalfOpen(CGPoint(x: 0, y: 0)) && !rect.containsHalfOpen(CGPoint(x: 10, y: 5)))
    }
}
