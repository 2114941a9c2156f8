import Foundation
import Testing
@testable import TouchUI

/// What a test's picker did, in order.
private final class DateLog: @unchecked Sendable {
    var dates: [Date] = []
}

/// A date picker over a date, fixed to UTC, en_US and the Gregorian calendar (Sunday first).
private nonisolated struct DateHolder: View {
    @State var date: Date
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let log: DateLog

    var body: some View {
        log.dates.append(date)
        return Group {
            if let range {
                DatePicker("When", selection: $date, in: range, displayedComponents: components).accessibilityIdentifier("when")
            } else {
                DatePicker("When", selection: $date, displayedComponents: components).accessibilityIdentifier("when")
            }
        }
        .environment(\.timeZone, utc)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.calendar, gregorian)
    }
}

private let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? TimeZone.current
private let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.firstWeekday = 1
    return calendar
}()

/// 2025-11-28 19:56 UTC, a Friday.
private let friday = Date(timeIntervalSince1970: 1_764_359_760)

private func utcDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = gregorian
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? friday
}

@Suite("TouchUI DatePicker: compact, graphical and wheel looks in a fixed calendar, zone and locale")
struct DatePickerTests {
    @Test("graphical: the month's days in a Sunday-first grid; a tap on a day keeps the time of day; › shows the next month")
    func graphical() throws {
        let log = DateLog()
        let h = Harness(DateHolder(date: friday, range: nil, components: .date, log: log).datePickerStyle(.graphical),
                        screen: Size(width: 500, height: 500))
        #expect(h.texts().contains("November 2025"))
        let first = try #require(h.frame(of: "when.day.1")), second = try #require(h.frame(of: "when.day.2"))
        let eighth = try #require(h.frame(of: "when.day.8"))
        #expect(second.minY > first.minY && abs(second.minX - (first.minX - 6 * 44)) < 0.5,
                "1 November 2025 is a Saturday (last column), the 2nd a Sunday (first column of the next week)")
        #expect(abs(eighth.minX - first.minX) < 0.5 && abs(eighth.minY - second.minY) < 0.5)
        #expect(h.frame(of: "when.day.31") == nil, "November has 30 days")
        let day3 = try #require(h.frame(of: "when.day.3"))
        h.tap(day3.midX, day3.midY, at: 1)
        h.advance(to: 2)
        #expect(log.dates.last == utcDate(2025, 11, 3, 19, 56))
        let next = try #require(h.frame(of: "when.month.next"))
        h.tap(next.midX, next.midY, at: 3)
        h.advance(to: 4)
        #expect(h.texts().contains("December 2025") && h.frame(of: "when.day.31") != nil)
        #expect(log.dates.last == utcDate(2025, 11, 3, 19, 56), "turning the month chooses nothing")
        let day24 = try #require(h.frame(of: "when.day.24"))
        h.tap(day24.midX, day24.midY, at: 5)
        h.advance(to: 6)
        #expect(log.dates.last == utcDate(2025, 12, 24, 19, 56))
    }

    @Test("a selection outside the range is shown clamped and logged; days and months outside it take no touches")
    func range() throws {
        let log = DateLog()
        let range = utcDate(2025, 11, 10)...utcDate(2025, 11, 20, 23, 59)
        let h = Harness(DateHolder(date: utcDate(2026, 1, 5), range: range, components: .date, log: log).datePickerStyle(.graphical),
                        screen: Size(width: 500, height: 500))
        #expect(ViewWarnings.wasSaid(startingWith: "DatePicker when: the selection 2026-01-05"))
        #expect(h.texts().contains("November 2025"), "shown at the range's end")
        let touchable = Set(h.host.touchableFrames().map(\.id))
        #expect(touchable.contains("when.day.15") && !touchable.contains("when.day.9") && !touchable.contains("when.day.21"))
        #expect(!touchable.contains("when.month.next") && !touchable.contains("when.month.previous"))
        let day12 = try #require(h.frame(of: "when.day.12"))
        h.tap(day12.midX, day12.midY, at: 1)
        h.advance(to: 2)
        #expect(log.dates.last == utcDate(2025, 11, 12, 23, 59), "the clamped time of day is kept")
    }

    @Test("compact: the date and time in capsules; a tap on the time opens wheels of hour, minute and AM/PM")
    func compactTime() throws {
        let log = DateLog()
        let h = Harness(DateHolder(date: friday, range: nil, components: [.date, .hourAndMinute], log: log),
                        screen: Size(width: 500, height: 500))
        let entries = h.host.layoutEntries(screen: Size(width: 500, height: 500))
        #expect(entries.contains { $0.id == "when.date" && $0.text == "Nov 28, 2025" })
        // ICU writes a narrow no-break space before PM, as iOS 17 does.
        #expect(entries.contains { $0.id == "when.time" && $0.text?.replacingOccurrences(of: "\u{202F}", with: " ") == "7:56 PM" })
        let time = try #require(h.frame(of: "when.time"))
        h.tap(time.midX, time.midY, at: 1)
        h.advance(to: 2)
        let nine = try #require(h.frame(of: "when.hour.9"), "7 with two hours either side")
        #expect(h.frame(of: "when.minute.58") != nil && h.frame(of: "when.period.PM") != nil)
        h.tap(nine.midX, nine.midY, at: 3)
        h.advance(to: 4)
        #expect(log.dates.last == utcDate(2025, 11, 28, 21, 56))
        let am = try #require(h.frame(of: "when.period.AM"))
        h.tap(am.midX, am.midY, at: 5)
        h.advance(to: 6)
        #expect(log.dates.last == utcDate(2025, 11, 28, 9, 56))
        #expect(h.frame(of: "menu") != nil, "choosing keeps the card open")
        h.tap(10, 10, at: 7)
        h.advance(to: 8)
        #expect(h.frame(of: "menu") == nil && h.frame(of: "when.hour.9") == nil, "a tap outside closes it")
    }

    @Test("wheel: a drag up the minute wheel turns it a value per 32 pt row")
    func wheelDrag() throws {
        let log = DateLog()
        let h = Harness(DateHolder(date: friday, range: nil, components: .hourAndMinute, log: log).datePickerStyle(.wheel),
                        screen: Size(width: 500, height: 300))
        let minute = try #require(h.frame(of: "when.minute"))
        h.touch(1, minute.midX, minute.midY + 40, .began, at: 1)
        for step in 1...8 { h.touch(1, minute.midX, minute.midY + 40 - Double(step) * 8, .moved, at: 1 + Double(step) * 0.05) }
        h.touch(1, minute.midX, minute.midY - 24, .ended, at: 1.5)
        h.advance(to: 3)
        #expect(log.dates.last == utcDate(2025, 11, 28, 19, 58), "64 pt up: two minutes on")
    }
}
