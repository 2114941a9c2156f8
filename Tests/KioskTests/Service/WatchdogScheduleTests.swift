import Kiosk
import Testing

/// When the kiosk's loop pets systemd's watchdog.
@Suite("Watchdog schedule")
struct WatchdogScheduleTests {
    @Test("pets at half the timeout, counting from the last pet, never early")
    func halfInterval() {
        var schedule = WatchdogSchedule(timeout: 20_000_000, now: 1_000_000)
        #expect(schedule.interval == 10_000_000)
        #expect(schedule.nextPet == 11_000_000)
        #expect(!schedule.petIfDue(now: 10_999_999))
        #expect(schedule.petIfDue(now: 11_500_000))
        #expect(schedule.nextPet == 21_500_000, "counted from when it was petted")
        #expect(!schedule.petIfDue(now: 21_000_000))
        // A loop that was late pets once, not once per missed interval.
        #expect(schedule.petIfDue(now: 90_000_000))
        #expect(!schedule.petIfDue(now: 90_000_001))
    }
}
