import KioskConfig
import KioskRuntime
import KioskService
import Testing
import TestSupport

@testable import Kiosk

/// The config file's `idle:` section.
@Suite("idle: config section", .builtInApps)
struct IdleSettingsTests {
    @Test("idle keys load, the environment overrides them, defaults are off, and `config defaults` lists them")
    func loads() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("idle.yaml", """
            idle:
              timeout: 60
              attract: {after: 30, recording: /srv/kiosk/demo.yaml, pause: 4}
              blank: {after: 600, backlight: /sys/class/backlight/panel}
            """)
        let settings = IdleSettings(try SettingsLoader(environment: ["TOUCHDECK_IDLE_BLANK_AFTER": "900"]).load(path: file))
        #expect(settings == IdleSettings(schedule: IdleSchedule(timeout: 60, attractAfter: 30, blankAfter: 900),
                                         attractRecording: "/srv/kiosk/demo.yaml", attractPause: 4,
                                         backlight: "/sys/class/backlight/panel"))
        let defaults = IdleSettings(try SettingsLoader(environment: [:]).load(path: nil))
        #expect(defaults == IdleSettings())
        #expect(!defaults.schedule.isEnabled)
        let text = DefaultConfigFile.render()
        #expect(text.contains("\nidle:\n  # Seconds without a touch"))
        #expect(text.contains("TOUCHDECK_IDLE_ATTRACT_AFTER"))
        #expect(!text.contains("idle.gestures"))
    }

    @Test("a bad idle value is an error naming the file, line and key; the section takes no gestures")
    func rejects() throws {
        let directory = try TemporaryDirectory()
        let negative = try directory.write("negative.yaml", "idle:\n  timeout: -1\n")
        do {
            _ = try SettingsLoader(environment: [:]).load(path: negative)
            Issue.record("a negative timeout was accepted")
        } catch {
            #expect(error.description.contains("negative.yaml:2:12: error: idle.timeout: -1 is out of range"), "\(error)")
        }
        let typo = try directory.write("typo.yaml", "idle:\n  blank: {aftr: 3}\n")
        #expect(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: typo) }
        let gestures = try directory.write("gestures.yaml", "idle:\n  gestures: {tap: {maximumDuration: 1}}\n")
        #expect(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: gestures) }
        #expect(throws: ConfigError.self) { try SettingsLoader(environment: ["TOUCHDECK_IDLE_ATTRACT_PAUSE": "0"]).load(path: nil) }
    }

    @Test("the service's first config file is valid and turns every stage on")
    func serviceConfig() throws {
        let settings = IdleSettings(try SettingsLoader(environment: [:]).load(text: KioskServiceUnit().configText(tour: "/usr/local/share/touchdeck/recordings/home/tour.yaml"), path: "kiosk.yaml"))
        #expect(settings.schedule == IdleSchedule(timeout: 60, attractAfter: 60, blankAfter: 600))
    }
}
