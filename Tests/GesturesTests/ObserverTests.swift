import Gestures
import Testing
import TouchModel

/// Records what a `GestureObserver` is told, one line per report.
final class ObserverLog: GestureObserver {
    private(set) var sequences: [ObservedTouchSequence] = []
    private(set) var changes: [ObservedPhaseChange] = []

    func touchSequenceBegan(_ sequence: ObservedTouchSequence) { sequences.append(sequence) }
    func gesturePhaseChanged(_ change: ObservedPhaseChange) { changes.append(change) }

    /// `Name phase @ms` for every change of sequence `id`, times from its touch-down.
    func lines(_ id: Int = 1) -> [String] {
        guard let start = sequences.first(where: { $0.id == id })?.time else { return [] }
        return changes.filter { $0.sequence == id }.map {
            "\($0.gesture.name) \($0.phase) @\(Int((($0.time - start) * 1000).rounded()))"
        }
    }
}

@Suite("Gesture observer")
struct ObserverTests {
    /// A region with a tap and, ranked after it, a drag (`.gesture` twice), observed.
    func tapThenDrag() -> (GestureEngine, ObserverLog, RegionID) {
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        engine.gesture(TapGesture().onEnded {}, on: region)
        engine.gesture(DragGesture().onChanged { _ in }.onEnded { _ in }, on: region)
        let log = ObserverLog()
        engine.observer = log
        return (engine, log, region)
    }

    @Test("a tap: TapGesture possible then ended; the drag behind it fails, released too early")
    func tap() {
        let (engine, log, region) = tapThenDrag()
        var s = Script()
        s.down(1, 100, 100, at: 1)
        s.up(1, at: 1.08)
        run(s, on: engine)
        #expect(log.sequences.map(\.id) == [1])
        let sequence = log.sequences[0]
        #expect(sequence.touch == 1 && sequence.location == Point(x: 100, y: 100) && sequence.time == 1 && sequence.region == region)
        #expect(sequence.gestures.map(\.name) == ["TapGesture", "DragGesture"])
        #expect(sequence.gestures.allSatisfy { $0.region == region && $0.priority == .normal })
        #expect(log.lines() == [
            "TapGesture possible @0", "DragGesture possible @0",
            "TapGesture ended @80", "DragGesture failed(releasedTooEarly) @80",
        ])
    }

    /// A finger that wanders 60 pt to the right at 100 pt/s: 10 pt at 100 ms, 45 pt at 450 ms, lifted at 700 ms.
    static var wanderScript: Script {
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.drag(1, to: 160, 100, from: 0, to: 0.6, steps: 60)
        s.up(1, at: 0.7)
        return s
    }

    @Test("a 60 pt wander: TapGesture failed(movedTooFar) at 45 pt; the DragGesture behind it, paused until then, active and ended at the lift")
    func wander() {
        let (engine, log, _) = tapThenDrag()
        run(Self.wanderScript, on: engine)
        #expect(log.lines() == [
            "TapGesture possible @0", "DragGesture possible @0",
            "TapGesture failed(movedTooFar) @450", "DragGesture active @450",
            "DragGesture ended @700",
        ])
    }

    @Test("a 60 pt wander with the drag simultaneous: DragGesture active at 10 pt, TapGesture failed(movedTooFar) at 45 pt")
    func wanderSimultaneous() {
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        engine.gesture(TapGesture(), on: region)
        engine.simultaneousGesture(DragGesture(), on: region)
        let log = ObserverLog()
        engine.observer = log
        run(Self.wanderScript, on: engine)
        #expect(log.lines() == [
            "DragGesture possible @0", "TapGesture possible @0",
            "DragGesture active @100",
            "TapGesture failed(movedTooFar) @450",
            "DragGesture ended @700",
        ])
    }

    @Test("nested regions: the gestures in ranking order, each with its own region; a press held behind a double tap ends when the tap times out")
    func nested() {
        let engine = GestureEngine()
        let parent = engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = engine.addRegion(frame: Rect(x: 100, y: 100, width: 100, height: 100), parent: parent)
        engine.gesture(DragGesture(), on: parent)
        engine.simultaneousGesture(LongPressGesture(), on: child)
        engine.highPriorityGesture(TapGesture(count: 2), on: child)
        let log = ObserverLog()
        engine.observer = log
        var s = Script()
        s.down(1, 150, 150, at: 0)
        s.hold(until: 0.6)
        s.up(1, at: 0.7)
        run(s, on: engine)
        let gestures = log.sequences.first?.gestures ?? []
        #expect(gestures.map(\.name) == ["TapGesture", "LongPressGesture", "DragGesture"])
        #expect(gestures.map(\.region) == [child, child, parent])
        #expect(gestures.map(\.priority) == [.high, .simultaneous, .normal])
        #expect(log.sequences.first?.region == child)
        // The press is complete at 0.5 s but paused behind the double tap, which times out 0.35 s after the lift.
        #expect(log.lines() == [
            "TapGesture possible @0", "LongPressGesture possible @0", "DragGesture possible @0",
            "DragGesture failed(releasedTooEarly) @700",
            "TapGesture failed(timedOut) @1050", "LongPressGesture ended @1050",
        ])
    }

    @Test("a cancelled touch: every gesture still undecided reports failed(touchCancelled)")
    func cancelled() {
        let (engine, log, _) = tapThenDrag()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.cancel(1, at: 0.2)
        run(s, on: engine)
        #expect(log.lines() == [
            "TapGesture possible @0", "DragGesture possible @0",
            "TapGesture failed(touchCancelled) @200", "DragGesture failed(touchCancelled) @200",
        ])
    }

    @Test("sequences are numbered; a touch on no gesture starts none; an observer set late sees the next sequence")
    func numbering() {
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        engine.gesture(TapGesture(), on: region)
        var s = Script()
        s.down(1, 50, 50, at: 0)
        s.up(1, at: 0.05)
        s.down(2, 500, 500, at: 0.5)   // outside every region
        s.up(2, at: 0.55)
        s.down(3, 50, 50, at: 1)
        s.up(3, at: 1.05)
        s.down(4, 50, 50, at: 2)
        s.up(4, at: 2.05)
        let log = ObserverLog()
        engine.handle(s.frames[0])
        engine.observer = log   // mid-sequence: that one is not reported
        for frame in s.frames.dropFirst() { engine.handle(frame) }
        #expect(log.sequences.map(\.id) == [1, 2])
        #expect(log.sequences.map(\.touch) == [3, 4])
        #expect(log.lines(1) == ["TapGesture possible @0", "TapGesture ended @50"])
        #expect(log.lines(2) == ["TapGesture possible @0", "TapGesture ended @50"])
        engine.observer = nil
    }

    @Test("names see through modifiers and name both parts of a combinator")
    func names() {
        let state = GestureState(wrappedValue: false)
        #expect(TapGesture.diagnosticName == "TapGesture")
        #expect(type(of: TapGesture().onEnded {}.onFailed { _ in }).diagnosticName == "TapGesture")
        #expect(type(of: DragGesture().map(\.translation).onChanged { _ in }).diagnosticName == "DragGesture")
        #expect(type(of: LongPressGesture().updating(state) { _, _, _ in }.onPressingChanged { _ in }).diagnosticName == "LongPressGesture")
        let wallet = TapGesture().onEnded {}.exclusively(before: LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in })
        #expect(type(of: wallet).diagnosticName == "ExclusiveGesture<TapGesture, SequenceGesture<LongPressGesture, DragGesture>>")
        #expect(type(of: MagnifyGesture().simultaneously(with: RotateGesture())).diagnosticName
            == "SimultaneousGesture<MagnifyGesture, RotateGesture>")
    }
}
