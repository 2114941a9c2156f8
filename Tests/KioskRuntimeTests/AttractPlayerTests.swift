import KioskRuntime
import Testing
import TouchModel

/// The attract loop's player: loops from home, fresh contact ids each loop, a clean stop.
@Suite("Attract player")
struct AttractPlayerTests {
    static let recording = AttractRecording(frames: [
        (0, TouchFrame(time: 0, contacts: [TouchContact(id: 1, position: Point(x: 5, y: 5), change: [.began])])),
        (0.5, TouchFrame(time: 500_000, contacts: [TouchContact(id: 1, position: Point(x: 5, y: 5), change: [.ended])])),
    ])

    @Test("each loop starts from home, plays the frames at their times, and the next follows after the pause")
    func loops() {
        var player = AttractPlayer(recording: Self.recording, pause: 2)
        #expect(player.nextTime == nil)
        player.start(at: 10)
        let first = player.take(until: 10.5)
        #expect(first.map(\.time) == [10, 10, 10.5])
        #expect(first.first?.step == .loopStart)
        #expect(player.nextTime == 12.5)
        let second = player.take(until: 13)
        #expect(second.map(\.time) == [12.5, 12.5, 13])
        let ids = (first + second).compactMap { step -> Int? in
            if case .frame(let frame) = step.step { return frame.contacts.first?.id }
            return nil
        }
        #expect(Set(ids).count == 2, "a new id each loop: \(ids)")
        #expect(ids.allSatisfy { $0 > 100_000_000 }, "far above device ids: \(ids)")
        guard case .frame(let frame) = first[1].step else { Issue.record("expected a frame"); return }
        #expect(frame.time == 10_000_000, "the frame carries its time on the runner's clock")
    }

    @Test("stopping with a synthetic finger down cancels it; stopped, nothing is due")
    func stopCancels() {
        var player = AttractPlayer(recording: Self.recording, pause: 1)
        player.start(at: 0)
        _ = player.take(until: 0.2)
        let cancel = player.stop(at: 0.2)
        #expect(cancel?.contacts.count == 1)
        #expect(cancel?.contacts.first?.change == [.cancelled])
        #expect(player.nextTime == nil && !player.isPlaying)
        #expect(player.stop(at: 0.3) == nil)
    }
}
