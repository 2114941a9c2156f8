import Foundation

/// A date picker's date arithmetic and wording, all in one calendar, time
/// zone and locale (the environment's), so what it shows and makes never
/// depends on anything else: Foundation's `Calendar` for the arithmetic and
/// `DateFormatter` (ICU) for the words.
struct DatePickerDates {
    let calendar: Calendar
    let locale: Locale
    let lower: Date?
    let upper: Date?

    init(calendar: Calendar, timeZone: TimeZone, locale: Locale, lower: Date?, upper: Date?) {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
        self.locale = locale
        // A range given upside down is taken the right way up.
        if let lower, let upper, upper < lower {
            self.lower = upper
            self.upper = lower
        } else {
            self.lower = lower
            self.upper = upper
        }
    }

    var rangeDescription: String {
        "\(lower.map { "\($0)" } ?? "")…\(upper.map { "\($0)" } ?? "")"
    }

    /// `date` brought into the range.
    func clamped(_ date: Date) -> Date {
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }

    func contains(_ date: Date) -> Bool { clamped(date) == date }

    // MARK: Parts

    func component(_ component: Calendar.Component, of date: Date) -> Int { calendar.component(component, from: date) }

    /// `date` with its `component` set to `value` (the day kept within the month's length), the rest kept.
    func setting(_ component: Calendar.Component, to value: Int, in date: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        switch component {
        case .year: parts.year = value
        case .month: parts.month = value
        case .day: parts.day = value
        case .hour: parts.hour = value
        case .minute: parts.minute = value
        default: return date
        }
        if component != .day, let year = parts.year, let month = parts.month {
            // Moving to a shorter month keeps the last day (31 January → February's last).
            var first = DateComponents()
            first.era = parts.era
            first.year = year
            first.month = month
            first.day = 1
            if let start = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: start) {
                parts.day = min(parts.day ?? 1, days.count)
            }
        }
        return calendar.date(from: parts) ?? date
    }

    /// The first moment of the month `date` is in.
    func monthStart(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    func addingMonths(_ months: Int, to date: Date) -> Date {
        calendar.date(byAdding: .month, value: months, to: date) ?? date
    }

    /// The days of `month`'s month in weeks from the calendar's first
    /// weekday: nil before the first day and after the last.
    func weeks(of month: Date) -> [[Int?]] {
        let start = monthStart(month)
        let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let lead = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        var cells: [Int?] = Array(repeating: nil, count: lead) + (1...days).map { $0 }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The date of day `day` of `month`'s month at `time`'s time of day.
    func day(_ day: Int, of month: Date, at time: Date) -> Date {
        let start = monthStart(month)
        var parts = calendar.dateComponents([.era, .year, .month], from: start)
        let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
        parts.day = day
        parts.hour = clock.hour
        parts.minute = clock.minute
        parts.second = clock.second
        return calendar.date(from: parts) ?? start
    }

    /// Whether any moment of day `day` of `month`'s month is in the range.
    func dayIsInRange(_ day: Int, of month: Date) -> Bool {
        let start = self.day(day, of: month, at: monthStart(month))
        guard let interval = calendar.dateInterval(of: .day, for: start) else { return true }
        if let lower, interval.end <= lower { return false }
        if let upper, interval.start > upper { return false }
        return true
    }

    /// Whether any day of the month `months` away from `month`'s is in the range.
    func monthIsInRange(_ months: Int, from month: Date) -> Bool {
        guard let interval = calendar.dateInterval(of: .month, for: addingMonths(months, to: monthStart(month))) else { return true }
        if let lower, interval.end <= lower { return false }
        if let upper, interval.start > upper { return false }
        return true
    }

    // MARK: Words

    private func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        configure(formatter)
        return formatter
    }

    /// The date as the compact capsule shows it ("28 Nov 2025", "Nov 28, 2025": the locale's medium style).
    func dateText(_ date: Date) -> String {
        formatter { $0.dateStyle = .medium; $0.timeStyle = .none }.string(from: date)
    }

    /// The time as the compact capsule shows it ("7:56 PM", "19:56": the locale's short style).
    func timeText(_ date: Date) -> String {
        formatter { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: date)
    }

    /// The calendar's title: the month and year ("November 2025").
    func monthTitle(_ date: Date) -> String {
        formatter { $0.setLocalizedDateFormatFromTemplate("MMMMyyyy") }.string(from: date)
    }

    /// The weekdays' one-letter names from the calendar's first weekday.
    var weekdaySymbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return Array(repeating: "", count: 7) }
        return (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7] }
    }

    /// The months' names, January first.
    var monthSymbols: [String] { calendar.monthSymbols }

    /// Whether the locale writes times on a 12-hour clock with AM and PM.
    var uses12HourClock: Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "").contains("a")
    }

    /// AM's and PM's names.
    var periodSymbols: (am: String, pm: String) { (calendar.amSymbol, calendar.pmSymbol) }
}
