
/// The config file's `idle:` section: what an unattended live kiosk does —
/// go back to its home state, play an attract loop, blank the screen — and
/// when. Every stage is off by default. Read when the kiosk starts.
public struct IdleSettings: Sendable, Hashable {
    /// The stages' delays.
    public var schedule: IdleSchedule
    /// The trace the attract loop replays; nil: the app's bundled recording.
    public var attractRecording: String?
    /// Seconds between two attract loops.
    public var attractPause: Double
    /// A backlight (`/sys/class/backlight/NAME`) switched off with the screen; nil: none.
    public var backlight: String?

    public init(schedule: IdleSchedule = IdleSchedule(), attractRecording: String? = nil, attractPause: Double = 2,
                backlight: String? = nil) {
        self.schedule = schedule
        self.attractRecording = attractRecording
        self.attractPause = attractPause
        self.backlight = backlight
    }

    /// Reads the `idle:` section of resolved settings (defaults when absent).
    public init(_ settings: TouchdeckSettings) {
        let values = settings.apps[Self.section.name]
        self.init(schedule: IdleSchedule(timeout: values?.number("timeout") ?? 0,
                                         attractAfter: values?.number("attract.after") ?? 0,
                                         blankAfter: values?.number("blank.after") ?? 0),
                  attractRecording: values?.string("attract.recording"),
                  attractPause: values?.number("attract.pause") ?? 2,
                  backlight: values?.string("blank.backlight"))
    }

    /// The section's keys, as `touchdeck config defaults` lists them.
    public static let section = AppConfigSection(
        name: "idle",
        summary: "An unattended live kiosk: back to the app's home state, then an attract loop, then the screen blanked; a touch wakes it (that touch is not delivered).",
        keys: [
            SettingSpec(
                key: "timeout", type: .number, unit: "seconds", range: .from(0, upTo: 86_400), defaultValue: .number(0),
                summary: "Seconds without a touch before the app returns to its home state (the home app: back to the launcher). 0: never."),
            SettingSpec(
                key: "attract.after", type: .number, unit: "seconds", range: .from(0, upTo: 86_400), defaultValue: .number(0),
                summary: "Further seconds at home before the attract loop starts replaying a recording as touches; a touch stops it and goes home. 0: no attract loop."),
            SettingSpec(
                key: "attract.recording", type: .string, defaultValue: nil,
                summary: "The trace the attract loop replays (libinput-record YAML or evemu); by default the app's bundled recording (recordings/APP/tour.yaml)."),
            SettingSpec(
                key: "attract.pause", type: .number, unit: "seconds", range: .from(0.1, upTo: 3600), defaultValue: .number(2),
                summary: "Seconds between the end of one attract loop and the next, which starts from the home state again."),
            SettingSpec(
                key: "blank.after", type: .number, unit: "seconds", range: .from(0, upTo: 86_400), defaultValue: .number(0),
                summary: "Further seconds before the screen is switched off (DRM: the connector's DPMS; fbdev: FBIOBLANK). A touch switches it on and is not delivered. 0: never."),
            SettingSpec(
                key: "blank.backlight", type: .string, defaultValue: nil,
                summary: "A backlight switched off with the screen, e.g. /sys/class/backlight/rpi_backlight (its bl_power)."),
        ],
        takesGestures: false)
}
