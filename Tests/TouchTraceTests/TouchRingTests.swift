import Testing
import TouchModel
import TouchTrace

/// The field-trace ring: what it keeps, and that what it writes assembles back into the same touches.
@Suite("TouchRing")
struct TouchRingTests {
    static func frame(_ time: Int64, _ contacts: [TouchContact]) -> TouchFrame { TouchFrame(time: time, contacts: contacts) }

    /// Frames the trace assembles into, through the one frame assembler.
    static func assembled(_ builder: TraceBuilder) -> [TouchFrame] {
        let assembler = FrameAssembler(device: builder.device)
        return builder.events.compactMap { assembler.feed($0) }
    }

    @Test("keeps only the last window seconds")
    func forgetsOldFrames() {
        var ring = TouchRing(window: 1, device: .syntheticTouchscreen(width: 800, height: 480))
        for index in 0..<300 {
            ring.append(Self.frame(Int64(index) * 10_000, [TouchContact(id: 1, position: Point(x: Double(index), y: 10), change: index == 0 ? .began : .moved)]))
        }
        #expect(ring.count == 101)
        #expect(ring.duration == 1)
    }

    @Test("a window that starts mid-touch replays: the contact touches down at its first kept frame, moves and lifts")
    func midTouchReplays() throws {
        var ring = TouchRing(window: 0.05, device: .syntheticTouchscreen(width: 8000, height: 4800), scale: 10)
        ring.append(Self.frame(0, [TouchContact(id: 5, position: Point(x: 100, y: 100), change: .began)]))
        for step in 1...10 {
            ring.append(Self.frame(Int64(step) * 10_000, [TouchContact(id: 5, position: Point(x: 100 + Double(step), y: 100), change: .moved)]))
        }
        ring.append(Self.frame(110_000, [TouchContact(id: 5, position: Point(x: 110, y: 100), change: .ended)]))
        let frames = Self.assembled(ring.trace())
        #expect(frames.first?.time == 0, "times start at the oldest kept frame")
        #expect(frames.first?.contacts.first?.change.contains(.began) == true)
        #expect(frames.first?.contacts.first?.position == Point(x: 1060, y: 1000), "the first kept frame (60 ms), in device units (× scale)")
        #expect(frames.last?.contacts.first?.change.contains(.ended) == true)
        let lastTime = frames.last?.time
        #expect(lastTime == Int64(50_000), "110 ms, from the first kept frame at 60 ms")
    }

    @Test("a contact shorter than a scan (a ghost touch) is written as a touch down and a lift right after")
    func ghostTouchSurvives() {
        var ring = TouchRing(window: 10, device: .syntheticTouchscreen(width: 800, height: 480))
        ring.append(Self.frame(0, [TouchContact(id: 1, position: Point(x: 50, y: 60), change: [.began, .ended])]))
        let frames = Self.assembled(ring.trace())
        #expect(frames.count == 2)
        #expect(frames.first?.contacts.first?.change == .began)
        #expect(frames.last?.contacts.first?.change.contains(.ended) == true)
    }
}
