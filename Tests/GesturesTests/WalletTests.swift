import Gestures
import Testing
import TouchModel

/// The wallet's exact gesture from seed 000.
@Suite("Wallet gesture")
struct WalletTests {
    enum DragState: Equatable {
        case inactive
        case pressing(index: Int? = nil)
        case dragging(index: Int? = nil, translation: Size)
    }

    final class Wallet {
        let dragState = GestureState(wrappedValue: DragState.inactive)
        var log: Log
        var states: [DragState] = []

        init(log: Log) {
            self.log = log
        }

        var gesture: some Gesture {
            TapGesture()
                .onEnded { [log] _ in log.add("tap") }
                .exclusively(before: LongPressGesture(minimumDuration: 0.05)
                    .sequenced(before: DragGesture())
                    .updating(dragState) { [self] value, state, _ in
                        switch value {
                        case .first(true):
                            state = .pressing(index: 0)
                        case .second(true, let drag):
                            state = .dragging(index: 0, translation: drag?.translation ?? .zero)
                        default:
                            break
                        }
                        states.append(state)
                    }
                    .onEnded { [log] value in
                        guard case .second(true, let drag?) = value else { return }
                        log.add("reorder(\(Int(drag.translation.height)))")
                    })
                .onFailed { [log] in log.add("failed(\($0))") }
        }
    }

    func make() -> (GestureEngine, Wallet) {
        let log = Log()
        let engine = GestureEngine()
        log.engine = engine
        let wallet = Wallet(log: log)
        engine.gesture(wallet.gesture, on: engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        return (engine, wallet)
    }

    @Test func quickTapFiresTapNeverThePress() {
        let (engine, wallet) = make()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.12)
        run(s, on: engine)
        wallet.log.check([("tap", 0.12)])
        #expect(wallet.states.isEmpty)
        #expect(wallet.dragState.wrappedValue == .inactive)
    }

    @Test func holdShorterThanTapLimitIsStillATap() {
        let (engine, wallet) = make()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.5)
        run(s, on: engine)
        wallet.log.check([("tap", 0.5)])
        #expect(wallet.states.isEmpty)
    }

    @Test func holdThenDragReorders() {
        let (engine, wallet) = make()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.hold(until: 0.8)
        for frame in s.frames { engine.handle(frame) }
        engine.advance(to: 0.8)
        // The tap failed at 0.75: the press shows (already ended), the drag takes over.
        #expect(wallet.dragState.wrappedValue == .dragging(index: 0, translation: .zero))
        s.drag(1, to: 100, 220, from: 0.8, to: 1.0, steps: 10)
        s.up(1, at: 1.05)
        run(s, on: engine, skip: 1)
        wallet.log.check([("reorder(120)", 1.05)])
        #expect(wallet.states.last == .dragging(index: 0, translation: Size(width: 0, height: 120)))
        #expect(wallet.dragState.wrappedValue == .inactive)
    }

    @Test func pressAndImmediatelyDragFails() {
        let (engine, wallet) = make()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.drag(1, to: 100, 300, from: 0, to: 0.04, steps: 4)
        s.up(1, at: 0.1)
        run(s, on: engine)
        // The press moved too far before 0.05 s, the tap at 45 pt: nothing wins.
        wallet.log.check([("failed(movedTooFar)", 0.01)])
        #expect(wallet.states.isEmpty)
    }

    @Test func holdBrieflyThenDragStartsWhenTapFails() {
        let (engine, wallet) = make()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 150, at: 0.2)   // 50 pt: the tap fails, the press had ended at 0.05
        s.move(1, 100, 200, at: 0.3)
        s.up(1, at: 0.35)
        run(s, on: engine)
        wallet.log.check([("reorder(50)", 0.35)])
        #expect(wallet.states.first == .dragging(index: 0, translation: .zero))
        #expect(wallet.dragState.wrappedValue == .inactive)
    }
}
