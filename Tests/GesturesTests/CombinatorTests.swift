import Gestures
import Testing
import TouchModel

@Suite("Combinators")
struct CombinatorTests {
    @Test func sequenceReportsFirstThenSecondWithCarriedFinger() {
        var values: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let (engine, log) = scenario { log in
            LongPressGesture(minimumDuration: 0.2)
                .sequenced(before: DragGesture(minimumDistance: 0))
                .onChanged { values.append($0) }
                .logged("seq", log)
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 104, 100, at: 0.3)
        s.up(1, at: 0.4)
        run(s, on: engine)
        log.check([("seq ended", 0.4)])
        guard values.count == 3 else { Issue.record("values: \(values)"); return }
        #expect(values[0] == .first(true))
        // The drag took the finger over at 0.2 where it rested.
        guard case .second(true, let start?) = values[1], case .second(true, let moved?) = values[2] else {
            Issue.record("values: \(values)")
            return
        }
        #expect(start.startLocation == Point(x: 100, y: 100))
        #expect(moved.translation == Size(width: 4, height: 0))
    }

    @Test func sequenceFailsWhenFirstFails() {
        let (engine, log) = scenario { log in
            LongPressGesture().sequenced(before: DragGesture()).logged("seq", log)
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("seq failed(releasedTooEarly)", 0.1)])
    }

    @Test func exclusiveTapBeforeLongPressQuickTap() {
        let (engine, log) = scenario { log in
            TapGesture().logged("tap", log)
                .exclusively(before: LongPressGesture(minimumDuration: 0.05).logged("press", log))
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 0.2)
        run(s, on: engine)
        // The press's timer ran at 0.05 but it was paused behind the tap.
        log.check([("tap ended", 0.2), ("press failed(excluded)", 0.2)])
    }

    @Test func exclusiveLongPressShowsOnlyWhenTapFails() {
        let (engine, log) = scenario { log in
            TapGesture().logged("tap", log)
                .exclusively(before: LongPressGesture(minimumDuration: 0.05).logged("press", log))
        }
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, at: 1)
        run(s, on: engine)
        log.check([("tap failed(timedOut)", 0.75), ("press ended", 0.75)])
    }

    @Test func exclusiveDragWinsWhenTapMovesTooFar() {
        var value: ExclusiveGesture<TapGesture, DragGesture>.Value?
        let (engine, log) = scenario { log in
            TapGesture().exclusively(before: DragGesture()).onEnded { value = $0 }.logged("either", log)
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.move(1, 20, 0, at: 0.05)
        s.move(1, 60, 0, at: 0.1)
        s.up(1, at: 0.15)
        run(s, on: engine)
        log.check([("either ended", 0.15)])
        guard case .second(let drag)? = value else { Issue.record("\(String(describing: value))"); return }
        #expect(drag.translation == Size(width: 60, height: 0))
    }

    @Test func simultaneousReportsBothValues() {
        var last: SimultaneousGesture<LongPressGesture, DragGesture>.Value?
        let (engine, log) = scenario { log in
            LongPressGesture(minimumDuration: 0.1, maximumDistance: 100)
                .simultaneously(with: DragGesture())
                .onChanged { last = $0 }
                .logged("both", log)
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.move(1, 30, 0, at: 0.05)
        s.up(1, at: 0.3)
        run(s, on: engine)
        #expect(last?.first == true)
        #expect(last?.second?.translation == Size(width: 30, height: 0))
        log.check([("both ended", 0.3)])
    }

    @Test func simultaneousFailsOnlyWhenBothFail() {
        let (engine, log) = scenario { log in
            TapGesture().logged("tap", log).simultaneously(with: LongPressGesture().logged("press", log)).logged("both", log)
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.move(1, 50, 0, at: 0.1)
        s.up(1, at: 0.2)
        run(s, on: engine)
        log.check([("tap failed(movedTooFar)", 0.1), ("press failed(movedTooFar)", 0.1), ("both failed(movedTooFar)", 0.1)])
    }

    @Test func mapTransformsValues() {
        var ended: String?
        let (engine, _) = scenario { _ in LongPressGesture(minimumDuration: 0.1).map { $0 ? "yes" : "no" }.onEnded { ended = $0 } }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.up(1, at: 0.2)
        run(s, on: engine)
        #expect(ended == "yes")
    }

    @Test func callbackOrderIsInnermostFirst() {
        let state = GestureState(wrappedValue: 0, reset: { _, _ in })
        let (engine, log) = scenario { log in
            DragGesture(minimumDistance: 0)
                .updating(state) { _, state, _ in state += 1; log.add("updating") }
                .onChanged { _ in log.add("changed") }
                .onEnded { _ in log.add("ended(state=\(state.wrappedValue))") }
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        log.check([("updating", 0), ("changed", 0), ("ended(state=0)", 0.1)])
    }

    @Test func anyGestureErasesTheType() {
        let (engine, log) = scenario { log in
            AnyGesture(TapGesture(count: 2).map { "double" })
                .exclusively(before: AnyGesture(TapGesture().map { "single" }))
                .onEnded { value in
                    switch value {
                    case .first(let name), .second(let name): log.add(name)
                    }
                }
        }
        var s = Script()
        s.down(1, 0, 0, at: 0)
        s.up(1, at: 0.1)
        run(s, on: engine)
        // The single tap waits for the double tap to fail (0.1 + 0.35).
        log.check([("single", 0.45)])
    }
}
