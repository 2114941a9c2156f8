import Foundation
import Glibc
import Testing
@testable import TouchdeckCommands

/// Pinning `TZ` (so glibc stops statting /etc/localtime for every log line)
/// must not move the clock the kiosk shows or logs.
@Suite("Time zone pinning")
struct TimeZonePinningTests {
    /// The local offset and zone abbreviation the C library gives for `instant`.
    private func localZone(at instant: time_t) -> (offset: Int, name: String) {
        var t = instant
        var parts = tm()
        guard localtime_r(&t, &parts) != nil, let zone = parts.tm_zone else { return (Int.min, "") }
        return (parts.tm_gmtoff, String(cString: zone))
    }

    @Test("local time is the same pinned as before, in winter and summer; an explicit TZ is kept")
    func pinningKeepsTheZone() {
        let winter: time_t = 1_768_478_400, summer: time_t = 1_784_116_800  // 15 January and 15 July 2026, noon UTC
        let before = (localZone(at: winter), localZone(at: summer))
        let explicit = getenv("TZ").map { String(cString: $0) }
        TimeZonePinning.pinLocalTimeZone()
        let pinned = getenv("TZ").map { String(cString: $0) }
        #expect(pinned == (explicit ?? ":/etc/localtime"))
        tzset()
        let after = (localZone(at: winter), localZone(at: summer))
        #expect(after.0 == before.0 && after.1 == before.1, "local time moved: \(before) → \(after)")
        // Foundation reads the pinned zone as it read the unpinned one.
        #expect(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(summer))) == after.1.offset)
        TimeZonePinning.pinLocalTimeZone()
        #expect(getenv("TZ").map { String(cString: $0) } == pinned)
    }
}
