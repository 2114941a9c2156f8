import Geometry

/// The config file's `display:` section: how the picture sits on the panel.
/// `display.rotation` turns what is drawn and the touches together, so the
/// app lays out on the turned (logical) screen.
public struct DisplaySettings: Sendable, Hashable {
    /// Degrees clockwise the picture is turned on the panel.
    public var rotation: DisplayRotation

    public init(rotation: DisplayRotation = .none) {
        self.rotation = rotation
    }

    /// Reads the `display:` section of resolved settings (defaults when absent).
    public init(_ settings: TouchdeckSettings) {
        let degrees = settings.apps[Self.section.name]?.integer("rotation") ?? 0
        // The schema's check already refused anything but quarter turns.
        self.init(rotation: DisplayRotation(rawValue: degrees) ?? .none)
    }

    /// The section's keys, as `touchdeck config defaults` lists them.
    public static let section = AppConfigSection(
        name: "display",
        summary: "The screen: how the picture is turned on the panel (touches are turned with it).",
        keys: [
            SettingSpec(
                key: "rotation", type: .integer, unit: "degrees clockwise", defaultValue: .integer(0),
                summary: "Turn the picture this far on the panel, touches with it: on a 1280x800 panel, 90 or 270 gives the app an 800x1280 portrait screen. As --display-rotation.",
                check: { value in
                    guard case .integer(let degrees) = value, DisplayRotation(rawValue: degrees) == nil else { return nil }
                    return "is not a quarter turn"
                },
                checkDescription: "0, 90, 180 or 270"),
        ],
        takesGestures: false)
}
