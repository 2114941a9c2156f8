#if canImport(Glibc)
import Glibc
#endif

/// The date an app shows, in the apps' own language.
public enum KioskDate {
    /// Today, "Tuesday, 24 November", from the C library's local time:
    /// DateFormatter would page in about 3 MB of ICU's locale data for the
    /// kiosk's lifetime to name a weekday and a month.
    public static func today() -> String {
        var now = time(nil)
        var local = tm()
        guard localtime_r(&now, &local) != nil else { return "" }
        return text(weekday: Int(local.tm_wday), day: Int(local.tm_mday), month: Int(local.tm_mon))
    }

    /// "Tuesday, 24 November" for `weekday` 0 (Sunday) … 6, `month` 0 (January) … 11; empty out of range.
    public static func text(weekday: Int, day: Int, month: Int) -> String {
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July",
                      "August", "September", "October", "November", "December"]
        guard weekdays.indices.contains(weekday), months.indices.contains(month) else { return "" }
        return "\(weekdays[weekday]), \(day) \(months[month])"
    }
}
