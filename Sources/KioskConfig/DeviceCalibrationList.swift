import TouchModel
import Yams

/// The config file's `devices:` list: a calibration matrix per touch device,
/// named by its identity, applied whenever that device is opened (at start
/// and when it is plugged in again), and the screen it sits on (`display:`,
/// with a `displays:` list). `touchdeck calibrate` writes it. Every
/// field an entry gives must agree with the device; of the entries that do,
/// the most specific wins (serial or uniq, then idPath or phys, then the ids).
///
/// ```yaml
/// devices:
///   - name: "ILITEK ILITEK-TP"
///     vendor: 0x222a
///     product: 0x0001
///     serial: "A1B2C3"                      # follows the panel to any USB port
///     calibration: "1.02 0.01 -0.015 -0.004 0.98 0.012"
///   - name: "Goodix Capacitive TouchScreen"
///     idPath: "platform-3f804000.i2c"       # this I2C bus: tells identical panels apart
///     calibration: "1 0 0 0 1 0"
/// ```
public enum DeviceCalibrationList {
    /// The list's entries, as `touchdeck config defaults` lists them.
    public static let section = ConfigListSection(
        name: "devices",
        summary: "Touch devices by identity, each with its own calibration matrix (written by `touchdeck calibrate`).",
        itemKeys: [
            SettingSpec(key: "name", type: .string, defaultValue: nil,
                        summary: "The device's name as `touchdeck devices` shows it."),
            SettingSpec(key: "vendor", type: .integer, range: .from(0, upTo: 65535), defaultValue: nil,
                        summary: "USB/I2C vendor id (e.g. 0x222a); any when left out."),
            SettingSpec(key: "product", type: .integer, range: .from(0, upTo: 65535), defaultValue: nil,
                        summary: "Product id; any when left out."),
            SettingSpec(key: "phys", type: .string, defaultValue: nil,
                        summary: "Where it is attached (EVIOCGPHYS); any when left out or empty."),
            SettingSpec(key: "idPath", type: .string, defaultValue: nil,
                        summary: "udev's ID_PATH, the port or bus address (`udevadm info /dev/input/eventN`); tells identical panels apart; any when left out."),
            SettingSpec(key: "uniq", type: .string, defaultValue: nil,
                        summary: "The device's unique id (EVIOCGUNIQ); follows the panel to any port; any when left out."),
            SettingSpec(key: "serial", type: .string, defaultValue: nil,
                        summary: "udev's ID_SERIAL_SHORT, the USB serial number; follows the panel to any port; any when left out."),
            SettingSpec(key: "calibration", type: .string, defaultValue: nil,
                        summary: "libinput's matrix \"a b c d e f\" on positions normalised to 0..1, before display.rotation.",
                        check: { value in
                            guard case .string(let text) = value, CalibrationMatrix(parsing: text) == nil else { return nil }
                            return "is not six numbers"
                        },
                        checkDescription: "six numbers \"a b c d e f\""),
            SettingSpec(key: "display", type: .string, defaultValue: nil,
                        summary: "The screen it sits on, by connector (HDMI-A-2), one of the displays: list's: its touches are turned and placed as that screen's picture is."),
        ],
        required: ["name"],
        example: "{name: \"ILITEK ILITEK-TP\", vendor: 0x222a, product: 0x0001, calibration: \"1 0 0 0 1 0\"}")

    /// The entries of a file already validated against the schema; entries
    /// that are not well formed are left out (validation reported them).
    public static func entries(in root: Node) -> [DeviceCalibration] {
        identified(in: root).compactMap { identity, mapping in
            mapping["calibration"]?.scalar.flatMap { CalibrationMatrix(parsing: $0.string) }
                .map { DeviceCalibration(identity: identity, matrix: $0) }
        }
    }

    /// The entries that name the screen their device sits on (`display:`).
    public static func displays(in root: Node) -> [DeviceDisplay] {
        identified(in: root).compactMap { identity, mapping in
            mapping["display"]?.scalar.map { DeviceDisplay(identity: identity, connector: $0.string) }
        }
    }

    /// Each well-formed entry's identity and keys.
    private static func identified(in root: Node) -> [(DeviceIdentity, Node.Mapping)] {
        guard let list = root.mapping?[section.name]?.sequence else { return [] }
        return list.compactMap { entry in
            guard let mapping = entry.mapping, let name = mapping["name"]?.scalar?.string else { return nil }
            func id(_ key: String) -> UInt16? {
                mapping[key]?.scalar.flatMap { Int.construct(from: $0) }.flatMap { UInt16(exactly: $0) }
            }
            func text(_ key: String) -> String? { mapping[key]?.scalar?.string }
            return (DeviceIdentity(name: name, vendor: id("vendor"), product: id("product"), phys: text("phys"),
                                   idPath: text("idPath"), uniq: text("uniq"), serial: text("serial")), mapping)
        }
    }
}
