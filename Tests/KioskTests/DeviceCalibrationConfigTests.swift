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

    @Test("entries by idPath, uniq and serial load and are written back; an old entry by phys still loads")
    func identityKeys() throws {
        let settings = try SettingsLoader(environment: [:]).load(text: """
            devices:
              - {name: "Goodix", idPath: "platform-fe804000.i2c", calibration: "1 0 0 0 1 0"}
              - {name: "Panel", vendor: 0x222a, product: 1, serial: "0001A7", calibration: "1 0 0 0 1 0"}
              - {name: "Panel", uniq: "GT-77", calibration: "1 0 0 0 1 0"}
              - {name: "Old", phys: "usb-1/input0", calibration: "1 0 0 0 1 0"}
            """, path: "k.yaml")
        #expect(settings.devices.map(\.identity) == [
            DeviceIdentity(name: "Goodix", idPath: "platform-fe804000.i2c"),
            DeviceIdentity(name: "Panel", vendor: 0x222a, product: 1, serial: "0001A7"),
            DeviceIdentity(name: "Panel", uniq: "GT-77"),
            DeviceIdentity(name: "Old", phys: "usb-1/input0"),
        ])
        let matrix = CalibrationMatrix(1.01, 0, 0, 0, 0.99, 0)
        let left = DeviceCalibration(identity: DeviceIdentity(name: "Goodix", vendor: 0x0416, product: 0x038f, idPath: "platform-fe804000.i2c"), matrix: matrix)
        let right = DeviceCalibration(identity: DeviceIdentity(name: "Goodix", vendor: 0x0416, product: 0x038f, idPath: "platform-fe205000.i2c"), matrix: .identity)
        var text = try DeviceCalibrationWriter.updating("", path: "k.yaml", with: left)
        text = try DeviceCalibrationWriter.updating(text, path: "k.yaml", with: right)
        #expect(text.contains("idPath:") && text.contains("platform-fe804000.i2c"))
        // The second panel got its own entry; writing the first again replaces only its own.
        text = try DeviceCalibrationWriter.updating(text, path: "k.yaml", with: DeviceCalibration(identity: left.identity, matrix: .identity))
        let loaded = try SettingsLoader(environment: [:]).load(text: text, path: "k.yaml").devices
        #expect(loaded == [DeviceCalibration(identity: left.identity, matrix: .identity), right])
        let serial = DeviceCalibration(identity: DeviceIdentity(name: "Panel", serial: "0001A7"), matrix: matrix)
        #expect(try SettingsLoader(environment: [:]).load(text: DeviceCalibrationWriter.updating("", path: "k.yaml", with: serial), path: "k.yaml").devices == [serial])
    }
}
