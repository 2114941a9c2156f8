import Foundation
import Testing
import TouchDevices

/// A live loop asleep in `LiveInput.wait` wakes up when told to from
/// elsewhere (the kiosk's config watcher), not only on input or a deadline.
@Suite("Waking the live loop")
struct WakeUpTests {
    func input() throws -> LiveInput {
        try LiveInput(configuration: InputConfiguration(backend: .evdev, usesUdev: false), hotplug: false)
    }

    @Test func aWakeUpEndsTheWaitOnceAndIsThenDrained() throws {
        let input = try input()
        let wakeUp = try #require(input.wakeUp)
        wakeUp.wakeUp()
        wakeUp.wakeUp()
        let start = MonotonicClock.now()
        #expect(try input.wait(until: start + 5_000_000) { _ in } == .handled)
        #expect(try input.wait(until: MonotonicClock.now() + 50_000) { _ in } == .deadline, "both wake-ups were drained")
    }

    @Test func aWakeUpFromAnotherThreadEndsAWaitInProgress() throws {
        let input = try input()
        let wakeUp = try #require(input.wakeUp)
        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.1)
            wakeUp.wakeUp()
        }
        thread.start()
        let start = MonotonicClock.now()
        #expect(try input.wait(until: start + 10_000_000) { _ in } == .handled)
    }
}
