import KioskConfig
import Testing
import TestSupport
import TouchModel
@testable import Kiosk

/// The config file's `display:` section and `devices:` list, and writing a
/// calibration into a file someone already wrote.
@Suite("display: and devices: config", .builtInApps)
struct DeviceCalibrationConfigTests {
    @Test("display.rotation and the devices list load; the environment turns the display")
    func loads() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", """
            display:
              rotation: 90
            devices:
              - name: "ILITEK ILITEK-TP"
                vendor: 0x222a
                product: 1
                phys: "usb-1/input0"
                calibration: "1.02 0 -0.01 0 0.98 0.02"
              - {name: Other, calibration: "1 0 0 0 1 0"}
            """)
        let settings = try SettingsLoader(environment: [:]).load(path: file)
        #expect(DisplaySettings(settings).rotation == .quarter)
        #expect(settings.devices == [
            DeviceCalibration(identity: DeviceIdentity(name: "ILITEK ILITEK-TP", vendor: 0x222a, product: 1, phys: "usb-1/input0"),
                              matrix: CalibrationMatrix(1.02, 0, -0.01, 0, 0.98, 0.02)),
            DeviceCalibration(identity: DeviceIdentity(name: "Other"), matrix: .identity),
        ])
        let turned = try SettingsLoader(environment: ["TOUCHDECK_DISPLAY_ROTATION": "270"]).load(path: file)
        #expect(DisplaySettings(turned).rotation == .threeQuarters)
        #expect(DisplaySettings(try SettingsLoader(environment: [:]).load(path: nil)).rotation == .none)
    }

    @Test("a rotation that is no quarter turn, a bad matrix, an unknown or missing key: errors naming file, line and key")
    func rejects() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad.yaml", """
            display:
              rotation: 45
            devices:
              - name: Panel
                calibration: "1 0 0"
              - calibration: "1 0 0 0 1 0"
                colour: red
            """)
        let error = try #require(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: file) }
        let lines = error.issues.map(\.description)
        #expect(lines.contains { $0.hasPrefix("\(file):2:13") && $0.contains("display.rotation") && $0.contains("0, 90, 180 or 270") })
        #expect(lines.contains { $0.hasPrefix("\(file):5:") && $0.contains("devices[1].calibration") && $0.contains("six numbers") })
        #expect(lines.contains { $0.hasPrefix("\(file):7:") && $0.contains("devices[2].colour") && $0.contains("unknown key") })
        #expect(lines.contains { $0.contains("devices[2].name") && $0.contains("missing") })
        let notAList = try directory.write("flat.yaml", "devices: {name: Panel}\n")
        let flat = try #require(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: notAList) }
        #expect(flat.issues.first?.description.contains("expected a list") == true)
        #expect(DefaultConfigFile.render().contains("display:\n"))
        #expect(DefaultConfigFile.render().contains("devices: []"))
    }

    @Test("writing a calibration keeps the rest of the file and replaces the device's old entry")
    func writes() throws {
        let text = """
            # my kiosk
            gestures:
              tap: {maximumDuration: 0.6}   # keep me
            devices:
              - name: "Other"
                calibration: "1 0 0 0 1 0"
              - name: "Panel"
                vendor: 0x222a
                product: 0x0001
                calibration: "1 0 0 0 1 0"

            kiosk:
              trace: {ring: 5}  # trailing
            """ + "\n"
        let matrix = CalibrationMatrix(1.01, 0.02, -0.03, 0, 0.99, 0.01)
        let entry = DeviceCalibration(identity: DeviceIdentity(name: "Panel", vendor: 0x222a, product: 1), matrix: matrix)
        let updated = try DeviceCalibrationWriter.updating(text, path: "k.yaml", with: entry)
        #expect(updated.hasPrefix("# my kiosk\ngestures:\n  tap: {maximumDuration: 0.6}   # keep me\ndevices:\n"))
        #expect(updated.hasSuffix("\n\nkiosk:\n  trace: {ring: 5}  # trailing\n"))
        let settings = try SettingsLoader(environment: [:]).load(text: updated, path: "k.yaml")
        #expect(settings.devices.count == 2)
        #expect(settings.devices.last == entry)
        #expect(settings.gestures.tapMaximumDuration == 0.6)

        let added = try DeviceCalibrationWriter.updating("gestures: {}\n", path: "k.yaml", with: entry)
        #expect(try SettingsLoader(environment: [:]).load(text: added, path: "k.yaml").devices == [entry])
        #expect(try DeviceCalibrationWriter.updating("", path: "k.yaml", with: entry).hasPrefix("devices:\n"))
    }
}
