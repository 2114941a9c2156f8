import KioskConfig
import Testing
import TestSupport

@testable import Kiosk

/// The config file's `kiosk:` section: the web server and the field-trace ring.
@Suite("kiosk: config section", .builtInApps)
struct KioskServiceSettingsTests {
    @Test("kiosk.web and kiosk.trace keys load, the environment overrides them, and kiosk: takes no gestures section")
    func loads() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", """
            kiosk:
              web: {listen: "0.0.0.0:9100", token: "s3cret"}
              trace: {ring: 30, directory: /var/log/touchdeck}
            """)
        let settings = KioskServiceSettings(try SettingsLoader(environment: ["TOUCHDECK_KIOSK_TRACE_RING": "45"]).load(path: file))
        #expect(settings == KioskServiceSettings(listen: "0.0.0.0:9100", token: "s3cret", ringSeconds: 45, traceDirectory: "/var/log/touchdeck"))
        #expect(KioskServiceSettings(try SettingsLoader(environment: [:]).load(path: nil)) == KioskServiceSettings())

        let wrong = try directory.write("wrong.yaml", "kiosk:\n  gestures: {tap: {maximumDuration: 1}}\n")
        #expect(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: wrong) }
        #expect(DefaultConfigFile.render().contains("  trace:\n"))
        #expect(!DefaultConfigFile.render().contains("kiosk.gestures"))
    }

    @Test("kiosk.web.contacts and kiosk.trace.files bound the browsers' fingers and the traces kept; out of range is refused")
    func limits() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("limits.yaml", "kiosk:\n  web: {contacts: 4}\n  trace: {files: 3}\n")
        let settings = KioskServiceSettings(try SettingsLoader(environment: [:]).load(path: file))
        #expect(settings.webContacts == 4 && settings.traceFiles == 3)
        #expect(KioskServiceSettings().webContacts == 20 && KioskServiceSettings().traceFiles == 20)
        let wrong = try directory.write("wrong.yaml", "kiosk:\n  web: {contacts: 0}\n")
        #expect(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: wrong) }
    }
}
