import Display
import Geometry
import KioskConfig
import KioskHost
import Testing
import TestSupport
import TouchModel

/// `touchdeck calibrate` with several screens: which one it draws on, turned how.
@Suite("Calibration screen choice")
struct CalibrationScreenChoiceTests {
    static let ilitek = DeviceIdentity(name: "ILITEK ILITEK-TP", vendor: 0x222a, product: 1)
    static let goodix = DeviceIdentity(name: "Goodix Capacitive TouchScreen", vendor: 0x0416, product: 0x038f)

    static func settings(_ text: String) throws -> TouchdeckSettings {
        let directory = try TemporaryDirectory()
        return try SettingsLoader(environment: [:]).load(path: directory.write("kiosk.yaml", text))
    }

    static let heads = """
        displays:
          - connector: HDMI-A-1
            mode: 1920x1080@60
          - connector: HDMI-A-2
            rotation: 90
        devices:
          - name: "ILITEK ILITEK-TP"
            display: HDMI-A-2
          - name: "Goodix Capacitive TouchScreen"
            display: HDMI-A-1
        """

    @Test("the device's devices[].display picks the screen and its rotation, not the list's first")
    func deviceMapped() throws {
        let settings = try Self.settings(Self.heads)
        let ilitek = try CalibrationScreenChoice.choose(settings: settings, devices: [Self.ilitek])
        #expect(ilitek.request == DRMOutputRequest(connector: "HDMI-A-2") && ilitek.rotation == .quarter)
        #expect(ilitek.summary == "calibrating on HDMI-A-2 turned 90° (devices[].display puts the touchscreen on it)")
        let goodix = try CalibrationScreenChoice.choose(settings: settings, devices: [Self.goodix])
        #expect(goodix.request == DRMOutputRequest(connector: "HDMI-A-1", mode: DRMModeName(width: 1920, height: 1080, refresh: 60)))
        #expect(goodix.rotation == .none)
        // Both present and on different screens: the first, saying how to choose.
        let both = try CalibrationScreenChoice.choose(settings: settings, devices: [Self.goodix, Self.ilitek])
        #expect(both.request.connector == "HDMI-A-1")
        #expect(both.reason == "the touchscreens sit on HDMI-A-1, HDMI-A-2: pass --connector or a device node to choose")
        // An unmapped device: the first.
        let other = try CalibrationScreenChoice.choose(settings: settings, devices: [DeviceIdentity(name: "Other")])
        #expect(other.request.connector == "HDMI-A-1" && other.reason == "the first of displays:")
    }

    @Test("--connector chooses (its entry's rotation), a name not in the list is refused naming those there are; --display-rotation wins")
    func connectorOption() throws {
        let settings = try Self.settings(Self.heads)
        let chosen = try CalibrationScreenChoice.choose(settings: settings, connector: "HDMI-A-2", devices: [Self.goodix])
        #expect(chosen.request.connector == "HDMI-A-2" && chosen.rotation == .quarter && chosen.reason == "--connector names it")
        let refused = #expect(throws: KioskHostError.self) { try CalibrationScreenChoice.choose(settings: settings, connector: "DSI-1") }
        #expect(refused?.description == "--connector DSI-1 is not in the config's displays: list (HDMI-A-1, HDMI-A-2)")
        let turned = try CalibrationScreenChoice.choose(settings: settings, devices: [Self.ilitek], rotationOption: -90)
        #expect(turned.request.connector == "HDMI-A-2" && turned.rotation == .threeQuarters)
    }

    @Test("without a displays: list: display.connector, display.mode and display.rotation, as before")
    func singleScreen() throws {
        let settings = try Self.settings("display:\n  connector: DSI-1\n  mode: 800x1280\n  rotation: 270\n")
        let choice = try CalibrationScreenChoice.choose(settings: settings, devices: [Self.ilitek])
        #expect(choice.request == DRMOutputRequest(connector: "DSI-1", mode: DRMModeName(width: 800, height: 1280, refresh: nil)))
        #expect(choice.rotation == .threeQuarters && choice.reason == "display.connector names it")
    }
}
