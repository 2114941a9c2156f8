import Foundation
import Testing
import KioskHost

/// The date an app shows by default: today, in the apps' English, from the C
/// library's local time rather than DateFormatter (which pages in ICU's data).
@Suite("Today's date")
struct TodayTests {
    @Test("weekday, day and month are named as the apps write them")
    func names() {
        #expect(KioskDate.text(weekday: 2, day: 24, month: 10) == "Tuesday, 24 November")
        #expect(KioskDate.text(weekday: 0, day: 1, month: 0) == "Sunday, 1 January")
        #expect(KioskDate.text(weekday: 6, day: 31, month: 11) == "Saturday, 31 December")
        #expect(KioskDate.text(weekday: 7, day: 1, month: 0) == "")
        #expect(KioskDate.text(weekday: 0, day: 1, month: 12) == "")
    }

    @Test("today is what an English DateFormatter says in the local time zone")
    func todayMatchesFoundation() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "EEEE, d MMMM"
        let before = formatter.string(from: Date())
        let today = KioskDate.today()
        let after = formatter.string(from: Date())
        // Around midnight the day may turn between the calls.
        #expect(today == before || today == after, "\(today) against \(before)")
    }
}
