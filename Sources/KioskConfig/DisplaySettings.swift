import Geometry

/// The config file's `display:` section: how the picture sits on the panel.
/// `display.rotation` turns what is drawn and the touches together, so the
/// app lays out on the turned (logical) screen. `display.connector` and
/// `display.mode` pick the DRM connector and its mode, by the kernel's names.
public struct DisplaySettings: Sendable, Hashable {
    /// Degrees clockwise the picture is turned on the panel.
    public var rotation: DisplayRotation
    /// The DRM connector to show on (`HDMI-A-1`, `Virtual-1`); nil: the first with a monitor.
    public var connector: String?
    /// The mode to set (`1920x1080@60`); nil: the kernel's `video=` mode, else the monitor's preferred.
    public var mode: DRMModeName?

    public init(rotation: DisplayRotation = .none, connector: String? = nil, mode: DRMModeName? = nil) {
        self.rotation = rotation
        self.connector = connector
        self.mode = mode
    }

    /// Reads the `display:` section of resolved settings (defaults when absent).
    public init(_ settings: TouchdeckSettings) {
        let section = settings.apps[Self.section.name]
        let degrees = section?.integer("rotation") ?? 0
        // The schema's checks already refused anything but quarter turns, connector names and modes.
        self.init(rotation: DisplayRotation(rawValue: degrees) ?? .none,
                  connector: section?.string("connector").flatMap { $0.isEmpty ? nil : $0 },
                  mode: section?.string("mode").flatMap(DRMModeName.init(parsing:)))
    }

    /// The section's keys, as `touchdeck config defaults` lists them.
    public static let section = AppConfigSection(
        name: "display",
        summary: "The screen: the DRM connector and mode it shows on, how the picture is turned on the panel (touches are turned with it).",
        keys: [
            SettingSpec(
                key: "rotation", type: .integer, unit: "degrees clockwise", defaultValue: .integer(0),
                summary: "Turn the picture this far on the panel, touches with it: on a 1280x800 panel, 90 or 270 gives the app an 800x1280 portrait screen. As --display-rotation.",
                check: { value in
                    guard case .integer(let degrees) = value, DisplayRotation(rawValue: degrees) == nil else { return nil }
                    return "is not a quarter turn"
                },
                checkDescription: "0, 90, 180 or 270"),
            SettingSpec(
                key: "connector", type: .string, defaultValue: nil,
                summary: "The DRM connector to show on, as the kernel names it (HDMI-A-1, DSI-1, Virtual-1: `touchdeck devices` lists them); by default the first with a monitor connected. One that is not there is reported with the card's connectors, and the first connected one is used.",
                check: { value in
                    guard case .string(let name) = value, !Self.isConnectorName(name) else { return nil }
                    return "is not a connector name"
                },
                checkDescription: "the kernel's name: a type, a dash and a number, e.g. HDMI-A-1"),
            SettingSpec(
                key: "mode", type: .string, defaultValue: nil,
                summary: "The mode to set on the connector, WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (1920x1080@60); by default the kernel command line's video= mode, else the monitor's preferred one. One the monitor does not list is reported with those it does, and the preferred one is used.",
                check: { value in
                    guard case .string(let text) = value, DRMModeName(parsing: text) == nil else { return nil }
                    return "is not a mode"
                },
                checkDescription: "WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, e.g. 1920x1080@60"),
        ],
        takesGestures: false)
}

extension DisplaySettings {
    /// The kernel's connector names: a type (letters, digits, dashes: `HDMI-A`,
    /// `DisplayPort`, `Virtual`), a dash and a number.
    static func isConnectorName(_ name: String) -> Bool {
        guard name.utf8.count <= 32, let dash = name.lastIndex(of: "-"), dash != name.startIndex else { return false }
        let type = name[..<dash], number = name[name.index(after: dash)...]
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
            && type.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
}
