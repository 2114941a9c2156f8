import Geometry
import Testing
import TouchModel

/// The one idle rule: every frame restarts the count, a finger down holds it.
@Suite("Idle count")
struct IdleCountTests {
    static func frame(_ id: Int, _ change: ContactChange, at seconds: Double) -> TouchFrame {
        TouchFrame(time: Int64(seconds * 1_000_000), contacts: [TouchContact(id: id, position: Point(x: 10, y: 10), change: change)])
    }

    @Test("with no touch the deadline is the start plus the delay")
    func untouched() {
        let count = IdleCount(since: 2)
        #expect(count.deadline(after: 30) == 32)
        #expect(!count.isTouching)
    }

    @Test("a finger held still has no deadline; the count starts at its lift")
    func heldFinger() {
        var count = IdleCount(since: 0)
        count.touch(Self.frame(1, .began, at: 1), at: 1)
        #expect(count.isTouching)
        #expect(count.deadline(after: 5) == nil)
        count.touch(Self.frame(1, .ended, at: 40), at: 40)
        #expect(count.deadline(after: 5) == 45)
    }

    @Test("two fingers: the count waits for the last to lift")
    func twoFingers() {
        var count = IdleCount(since: 0)
        count.touch(TouchFrame(time: 1_000_000, contacts: [
            TouchContact(id: 1, position: Point(x: 1, y: 1), change: .began),
            TouchContact(id: 2, position: Point(x: 9, y: 9), change: .began),
        ]), at: 1)
        count.touch(Self.frame(1, .ended, at: 2), at: 2)
        #expect(count.deadline(after: 5) == nil)
        count.touch(Self.frame(2, .cancelled, at: 3), at: 3)
        #expect(count.deadline(after: 5) == 8)
    }

    @Test("a restart moves the count's start but keeps fingers down")
    func restartKeepsFingers() {
        var count = IdleCount(since: 0)
        count.touch(Self.frame(1, .began, at: 1), at: 1)
        count.restart(at: 10)
        #expect(count.deadline(after: 5) == nil)
        count.touch(Self.frame(1, .ended, at: 11), at: 11)
        #expect(count.deadline(after: 5) == 16)
    }
}
