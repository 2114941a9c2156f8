import Geometry
import KioskConfig
import Testing
import TestSupport

/// `display.connector` and `display.mode` in the config file.
@Suite("display.connector and display.mode")
struct DisplayOutputConfigTests {
    @Test("they load as the kernel names them; absent, nothing is asked")
    func loads() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", "display:\n  connector: HDMI-A-1\n  mode: 1920x1080@60\n  rotation: 90\n")
        let settings = DisplaySettings(try SettingsLoader(environment: [:]).load(path: file))
        #expect(settings == DisplaySettings(rotation: .quarter, connector: "HDMI-A-1", mode: DRMModeName(width: 1920, height: 1080, refresh: 60)))
        #expect(DisplaySettings(try SettingsLoader(environment: [:]).load(path: nil)) == DisplaySettings())
        #expect(DefaultConfigFile.render().contains("connector"))
    }

    @Test("a value that is no connector name or mode: an error naming file, line and key, with the form expected")
    func rejects() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad.yaml", "display:\n  connector: hdmi 1\n  mode: 1920*1080\n")
        let error = try #require(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: file) }
        let lines = error.issues.map(\.description)
        #expect(lines.contains { $0.hasPrefix("\(file):2:") && $0.contains("display.connector") && $0.contains("HDMI-A-1") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):3:") && $0.contains("display.mode") && $0.contains("1920x1080@60") }, "\(lines)")
    }
}
