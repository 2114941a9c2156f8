import KioskService
import Testing

/// When the kiosk's loop pets systemd's watchdog.
@Suite("Watchdog schedule")
struct WatchdogScheduleTests {
    @Test("pets at half the timeout, counting from the last pet, never early")
    func halfInterval() {
        var schedule = WatchdogSchedule(timeout: 20_000_000, now: 1_000_000)
        #expect(schedule.interval == 10_000_000)
        #expect(schedule.nextPet == 11_000_000)
        let early = schedule.petIfDue(now: 10_999_999)
        #expect(!early)
        let due = schedule.petIfDue(now: 11_500_000)
        #expect(due)
        #expect(schedule.nextPet == 21_500_000, "counted from when it was petted")
        let tooSoon = schedule.petIfDue(now: 21_000_000)
        #expect(!tooSoon)
        // A loop that was late pets once, not once per missed interval.
        let late = schedule.petIfDue(now: 90_000_000)
        let again = schedule.petIfDue(now: 90_000_001)
        #expect(late && !again)
    }
}
