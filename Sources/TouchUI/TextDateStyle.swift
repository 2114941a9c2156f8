import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`
    /// (Apple's documentation gives each style's example output, quoted below).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time only: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The date only: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time to or since the date, in its two largest units: "2 hours, 23 minutes". Updates live.
        public static let relative = DateStyle(kind: .relative)
        /// The time to or since the date with its sign, in its largest unit: "+2 hours". Updates live.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting to or from the date: "2:32", "36:59:01". Updates live.
        public static let timer = DateStyle(kind: .timer)

        /// Whether the string follows the clock.
        var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }

        /// `date` in this style, the host's clock reading `now`.
        func string(for date: Date, now: Date, in environment: ViewEnvironment) -> String {
            let locale = environment.locale
            switch kind {
            case .time:
                return Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: environment.calendar,
                                        timeZone: environment.timeZone).format(date)
            case .date:
                return Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: environment.calendar,
                                        timeZone: environment.timeZone).format(date)
            case .relative:
                let seconds = Self.wholeSeconds(between: date, and: now)
                return Duration.seconds(abs(seconds))
                    .formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2).locale(locale))
            case .offset:
                let seconds = Self.wholeSeconds(between: date, and: now)
                let magnitude = Duration.seconds(abs(seconds))
                    .formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1).locale(locale))
                return (seconds < 0 ? "-" : "+") + magnitude
            case .timer:
                let seconds = abs(Self.wholeSeconds(between: date, and: now))
                let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
                return Duration.seconds(seconds).formatted(.time(pattern: pattern).locale(locale))
            }
        }

        /// Whole seconds from `now` to `date` (negative when `date` is past), as a timer counts them.
        private static func wholeSeconds(between date: Date, and now: Date) -> Int64 {
            let interval = date.timeIntervalSince(now)
            guard interval.isFinite else { return 0 }
            return Int64(max(min(interval, 1e15), -1e15).rounded(.towardZero))
        }
    }

    /// `date` in `style`, as SwiftUI's `Text(_:style:)`. The live styles
    /// (`.relative`, `.offset`, `.timer`) follow the host's clock and are
    /// redrawn each second, so replays show the same strings.
    public init(_ date: Date, style: DateStyle) {
        self.init(parts: [Part(.live(date, style))])
    }

    /// A range of dates, as SwiftUI's `Text(_:)` with a `ClosedRange<Date>`: "10:30 AM – 10:40 AM".
    public init(_ dates: ClosedRange<Date>) {
        self.init(parts: [Part(.formatted { environment in
            Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: environment.locale,
                                     calendar: environment.calendar, timeZone: environment.timeZone)
                .format(dates.lowerBound..<dates.upperBound)
        })])
    }

    /// An interval of dates, as SwiftUI's `Text(_:)` with a `DateInterval`.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }
}
