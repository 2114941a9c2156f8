import Gestures
import Motion
import Testing
import TouchModel

@Suite("GestureState")
struct GestureStateTests {
    @Test func resetsOnEndWithTheResetTransaction() {
        var resetTransaction = Transaction()
        resetTransaction.disablesAnimations = true
        let state = GestureState(wrappedValue: 0.0, resetTransaction: resetTransaction)
        let (engine, _) = scenario { _ in
            DragGesture(minimumDistance: 0).updating(state) { value, state, transaction in
                state = value.translation.width
                transaction.animation = .spring()
            }
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.move(1, 30, 0, at: 0.1)
        for frame in s.frames { engine.handle(frame) }
        #expect(state.wrappedValue == 30)
        #expect(state.transaction.animation == .spring())
        s.up(1, at: 0.2)
        run(s, on: engine, skip: 2)
        #expect(state.wrappedValue == 0)
        #expect(state.transaction.disablesAnimations)
        #expect(state.transaction.animation == nil)
    }

    @Test func resetClosureSeesTheDiscardedValue() {
        var discarded: [Bool] = []
        let state = GestureState(wrappedValue: false) { value, transaction in
            discarded.append(value)
            transaction.animation = .easeOut
        }
        let (engine, _) = scenario { _ in LongPressGesture().updating(state) { value, state, _ in state = value } }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.up(1, at: 1)
        run(s, on: engine)
        #expect(discarded == [true])
        #expect(state.wrappedValue == false)
        #expect(state.transaction.animation  == .easeOut)
    }

    @Test func resetsOnFailure() {
        let state = GestureState(wrappedValue: false)
        let (engine, log) = scenario { log in LongPressGesture().updating(state) { value, state, _ in state = value }.logged("press", log) }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.move(1, 30, 0, at: 0.1)
        engine.handle(s.frames[0])
        #expect(state.wrappedValue == true)
        run(s, on: engine, skip: 1)
        log.check([("press failed(movedTooFar)", 0.1)])
        #expect(state.wrappedValue == false)
    }

    @Test func resetsOnCancelAll() {
        let state = GestureState(wrappedValue: Size.zero)
        let (engine, log) = scenario { log in
            DragGesture().updating(state) { value, state, _ in state = value.translation }.logged("drag", log)
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.move(1, 0, 40, at: 0.1)
        for frame in s.frames { engine.handle(frame) }
        #expect(state.wrappedValue.height == 40)
        engine.cancelAll(reason: .deviceRemoved)
        log.check([("drag cancelled(deviceRemoved)", 0.1)])
        #expect(state.wrappedValue == .zero)
        #expect(engine.isIdle)
        // Later frames of the forgotten finger are ignored.
        s.up(1, at: 0.2)
        run(s, on: engine, skip: 2)
        log.check([("drag cancelled(deviceRemoved)", 0.1)])
    }

    @Test func optionalStateStartsNil() {
        let state = GestureState<Int?>()
        #expect(state.wrappedValue == nil)
        #expect(state.projectedValue.initialValue == nil)
    }
}
