import Foundation
import Scene

/// The text and formatting values of the environment.
///
/// SwiftUI's `locale`, `timeZone` and `calendar` default to the device's
/// (`Locale.current`, …). A kiosk's replay must show the same text on every
/// machine, so the defaults here are fixed, not read from the machine:
/// `en_US` (an iPad set to US English), UTC and the Gregorian calendar. A
/// live kiosk's host sets the machine's time zone (`ViewHost.timeZone`);
/// an app that shows another language sets `.environment(\.locale, …)`.
extension EnvironmentValues {
    /// `en_US`: the locale text formats in where none is set.
    public static let defaultLocale = Locale(identifier: "en_US")
    /// UTC: the zone dates are shown in where none is set (the host may set another).
    public static let defaultTimeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? TimeZone.current
    /// The Gregorian calendar in the default locale and zone.
    public static let defaultCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = defaultLocale
        calendar.timeZone = defaultTimeZone
        return calendar
    }()

    /// The locale `Text(_:format:)` and dates format in, as SwiftUI's `\.locale`.
    public var locale: Locale {
        get { base.locale }
        set { base.locale = newValue }
    }

    /// The time zone dates are shown in, as SwiftUI's `\.timeZone`.
    public var timeZone: TimeZone {
        get { base.timeZone }
        set { base.timeZone = newValue }
    }

    /// The calendar dates are shown in, as SwiftUI's `\.calendar`.
    public var calendar: Calendar {
        get { base.calendar }
        set { base.calendar = newValue }
    }

    /// The most lines text shows (nil: no limit), as SwiftUI's `\.lineLimit`.
    public var lineLimit: Int? {
        get { base.textOptions.lineLimit }
        set { base.textOptions.lineLimit = newValue.map { max(1, $0) } }
    }

    /// Where text that does not fit is cut, as SwiftUI's `\.truncationMode`.
    public var truncationMode: Text.TruncationMode {
        get { base.textOptions.truncationMode }
        set { base.textOptions.truncationMode = newValue }
    }

    /// How far text may shrink to fit, as SwiftUI's `\.minimumScaleFactor`.
    public var minimumScaleFactor: CGFloat {
        get { CGFloat(base.textOptions.minimumScaleFactor) }
        set { base.textOptions.minimumScaleFactor = Self.scaleFactor(Double(newValue)) }
    }

    /// Extra points between lines, as SwiftUI's `\.lineSpacing`.
    public var lineSpacing: CGFloat {
        get { CGFloat(base.textOptions.lineSpacing) }
        set { base.textOptions.lineSpacing = newValue.isFinite ? max(0, Double(newValue)) : 0 }
    }

    /// The case text is shown in, as SwiftUI's `\.textCase`.
    public var textCase: Text.Case? {
        get { base.textOptions.textCase }
        set { base.textOptions.textCase = newValue }
    }

    /// A scale factor in 0.01…1 (SwiftUI takes 0…1; 0 would let text vanish).
    static func scaleFactor(_ value: Double) -> Double {
        value.isFinite ? max(0.01, min(1, value)) : 1
    }
}
