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

    @Test("only changes are kept: a finger held still costs nothing, yet is in the trace from the window's start")
    func keepsChangesOnly() throws {
        var ring = TouchRing(window: 1, device: .syntheticTouchscreen(width: 800, height: 480, slots: 20))
        ring.append(Self.frame(0, [TouchContact(id: 1, position: Point(x: 5, y: 5), change: .began)]))
        // Finger 1 stays down, still; finger 2 moves for 3 s: every frame carries finger 1 unchanged.
        ring.append(Self.frame(10_000, [TouchContact(id: 1, position: Point(x: 5, y: 5), change: []),
                                        TouchContact(id: 2, position: Point(x: 100, y: 100), change: .began)]))
        for step in 1...300 {
            ring.append(Self.frame(10_000 + Int64(step) * 10_000, [TouchContact(id: 1, position: Point(x: 5, y: 5), change: []),
                                                                 TouchContact(id: 2, position: Point(x: 100 + Double(step), y: 100), change: .moved)]))
        }
        ring.append(Self.frame(3_100_000, [TouchContact(id: 1, position: Point(x: 5, y: 5), change: [])]))
        #expect(ring.count == 101, "the frame that changed nothing is not kept")
        let perFrame = ring.byteCount / ring.count
        #expect(perFrame < TouchRing.bytes(Self.frame(0, [TouchContact(id: 1, position: .zero, change: []),
                                                          TouchContact(id: 2, position: .zero, change: [])])))
        let frames = Self.assembled(ring.trace())
        let first = try #require(frames.first)
        #expect(Set(first.contacts.map(\.position.x)) == [5, 300], "finger 1, down since before the window, touches down with its first frame")
        #expect(frames.last?.contacts.count == 2, "and is still down at the end")
    }

    @Test("bounded in bytes: a flood shortens the window instead of growing memory")
    func boundedInBytes() {
        var ring = TouchRing(window: 3600, device: .syntheticTouchscreen(width: 800, height: 480, slots: 20), maximumBytes: 64 << 10)
        let contacts = (1...10).map { TouchContact(id: $0, position: Point(x: Double($0), y: 0), change: .moved) }
        for step in 0..<100_000 {
            var moved = contacts
            for index in moved.indices { moved[index].position.y = Double(step % 400) }
            ring.append(Self.frame(Int64(step) * 100, moved))
        }
        #expect(ring.byteCount <= 64 << 10)
        #expect(ring.count > 50)
        #expect(ring.duration < 10, "the window holds what the bytes allow: \(ring.duration) s")
    }

    @Test("times only move forward: a frame stamped before the newest is kept at the newest's time")
    func monotonicTimes() {
        var ring = TouchRing(window: 10, device: .syntheticTouchscreen(width: 800, height: 480))
        ring.append(Self.frame(5_000_000, [TouchContact(id: 1, position: Point(x: 1, y: 1), change: .began)]))
        ring.append(Self.frame(1_000_000, [TouchContact(id: 1, position: Point(x: 2, y: 1), change: .moved)]))
        ring.append(Self.frame(5_500_000, [TouchContact(id: 1, position: Point(x: 3, y: 1), change: .ended)]))
        #expect(ring.duration == 0.5)
        let events = ring.trace().events
        #expect(Double((events.last?.time ?? 0) - (events.first?.time ?? 0)) / 1_000_000 == ring.duration)
    }

    @Test("more fingers than the device's slots are counted as left out, not lost silently")
    func droppedContactsAreCounted() {
        var ring = TouchRing(window: 10, device: .syntheticTouchscreen(width: 800, height: 480, slots: 10))
        ring.append(Self.frame(0, (1...12).map { TouchContact(id: $0, position: Point(x: Double($0), y: 0), change: .began) }))
        #expect(ring.trace().droppedContacts == 2)
    }
}
