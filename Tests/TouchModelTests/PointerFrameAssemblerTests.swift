import Testing
import TouchModel

/// Browser pointer events into touch frames, with the frame assembler's contract.
@Suite("PointerFrameAssembler")
struct PointerFrameAssemblerTests {
    static let centre = Point(x: 400, y: 240)

    /// Whether `event` makes no frame.
    static func nothing(_ assembler: inout PointerFrameAssembler, _ event: PointerEvent) -> Bool {
        assembler.frame(for: event) == nil
    }

    /// The frame `event` makes, required.
    static func step(_ assembler: inout PointerFrameAssembler, _ event: PointerEvent) throws -> TouchFrame {
        let frame = assembler.frame(for: event)
        return try #require(frame)
    }

    @Test("a mouse is one finger: down begins, move moves, up ends; the next press is a new contact")
    func mouseIsOneFinger() throws {
        var assembler = PointerFrameAssembler(pinchCentre: Self.centre)
        let down = try Self.step(&assembler, PointerEvent(kind: .down, pointer: 1, position: Point(x: 10, y: 20), time: 100))
        #expect(down.time == 100)
        #expect(down.contacts.map(\.change) == [.began])
        let id = try #require(down.contacts.first?.id)
        let move = try Self.step(&assembler, PointerEvent(kind: .move, pointer: 1, position: Point(x: 15, y: 20), time: 200))
        #expect(move.contacts == [TouchContact(id: id, position: Point(x: 15, y: 20), change: .moved)])
        #expect(Self.nothing(&assembler, PointerEvent(kind: .move, pointer: 1, position: Point(x: 15, y: 20), time: 250)), "no change, no frame")
        let up = try Self.step(&assembler, PointerEvent(kind: .up, pointer: 1, position: Point(x: 15, y: 20), time: 300))
        #expect(up.contacts == [TouchContact(id: id, position: Point(x: 15, y: 20), change: .ended)])
        #expect(assembler.activeContacts == 0)
        #expect(Self.nothing(&assembler, PointerEvent(kind: .move, pointer: 1, position: Point(x: 1, y: 1), time: 400)), "a hover is not a touch")
        #expect(Self.nothing(&assembler, PointerEvent(kind: .up, pointer: 1, position: Point(x: 1, y: 1), time: 400)))
        let again = try Self.step(&assembler, PointerEvent(kind: .down, pointer: 1, position: Point(x: 1, y: 1), time: 500))
        #expect(again.contacts.first?.id != id, "contact ids are never reused")
        #expect(Self.nothing(&assembler, PointerEvent(kind: .down, pointer: 1, position: Point(x: 2, y: 2), time: 600)), "a second down of a pointer that is down")
    }

    @Test("a touch screen's pointers are fingers: each frame holds every contact down")
    func touchPointersAreFingers() throws {
        var assembler = PointerFrameAssembler(pinchCentre: Self.centre)
        _ = assembler.frame(for: PointerEvent(kind: .down, pointer: 7, position: Point(x: 100, y: 100), time: 0))
        let second = try Self.step(&assembler, PointerEvent(kind: .down, pointer: 9, position: Point(x: 300, y: 100), time: 10))
        #expect(second.contacts.map(\.change) == [[], .began])
        let lift = try Self.step(&assembler, PointerEvent(kind: .up, pointer: 7, position: Point(x: 100, y: 100), time: 20))
        #expect(lift.contacts.map(\.change) == [.ended, []])
        let cancelled = assembler.cancelAll(time: 30)
        let cancel = try #require(cancelled)
        #expect(cancel.contacts.map(\.change) == [.cancelled])
        let none = assembler.cancelAll(time: 40)
        #expect(none == nil)
    }

    @Test("a pinch-modifier press is two fingers mirrored about the centre, moving and lifting together")
    func pinchMirrors() throws {
        var assembler = PointerFrameAssembler(pinchCentre: Self.centre)
        let down = try Self.step(&assembler, PointerEvent(kind: .down, pointer: 1, position: Point(x: 450, y: 240), time: 0, pinch: true))
        #expect(down.contacts.map(\.position) == [Point(x: 450, y: 240), Point(x: 350, y: 240)])
        #expect(down.contacts.map(\.change) == [.began, .began])
        let move = try Self.step(&assembler, PointerEvent(kind: .move, pointer: 1, position: Point(x: 400, y: 340), time: 10))
        #expect(move.contacts.map(\.position) == [Point(x: 400, y: 340), Point(x: 400, y: 140)])
        let up = try Self.step(&assembler, PointerEvent(kind: .up, pointer: 1, position: Point(x: 400, y: 340), time: 20))
        #expect(up.contacts.map(\.change) == [.ended, .ended])
        #expect(assembler.activeContacts == 0)
    }
}
