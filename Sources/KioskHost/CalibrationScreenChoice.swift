import Display
import Geometry
import KioskConfig
import TouchModel

/// The screen `touchdeck calibrate` draws its targets on, and how it is
/// turned: with a `displays:` list, the one `--connector` names, else the
/// one the device's `devices[].display` entry puts it on, else the list's
/// first; without a list, `display.connector`, `display.mode` and `display.rotation`.
/// `--display-rotation` wins over the file's rotation.
public struct CalibrationScreenChoice: Sendable, Equatable {
    /// The connector and mode to open (nil connector: the first connected one).
    public var request: DRMOutputRequest
    public var rotation: DisplayRotation
    /// Why this screen, for the log.
    public var reason: String

    public init(request: DRMOutputRequest, rotation: DisplayRotation, reason: String) {
        self.request = request
        self.rotation = rotation
        self.reason = reason
    }

    /// The screen `touchdeck calibrate` shows its targets on: `--connector`,
    /// else the screen the touchscreen's `devices[].display` names, else the
    /// `displays:` list's first, else `display.connector`.
    ///
    /// - Parameters:
    ///   - settings: the kiosk's configuration (`displays:`, `display:`, `devices:`).
    ///   - connector: `--connector`.
    ///   - devices: the identities of the devices that may be calibrated (the
    ///     node named, the trace's device, or the touchscreens present): when
    ///     those the config puts on a screen are all on one, that one.
    ///   - rotationOption: `--display-rotation`.
    public static func choose(settings: TouchdeckSettings, connector: String? = nil, devices: [DeviceIdentity] = [],
                              rotationOption: Int? = nil) throws -> CalibrationScreenChoice {
        let single = DisplaySettings(settings)
        var choice: CalibrationScreenChoice
        if let connector {
            let entry = settings.displays.first { $0.connector == connector }
            if !settings.displays.isEmpty && entry == nil {
                let listed = settings.displays.map(\.connector).joined(separator: ", ")
                throw KioskHostError.invalid("--connector \(connector) is not in the config's displays: list (\(listed))")
            }
            choice = CalibrationScreenChoice(request: DRMOutputRequest(connector: connector, mode: entry?.mode),
                                             rotation: entry?.rotation ?? single.rotation, reason: "--connector names it")
        } else if let first = settings.displays.first {
            let mapped = Set(devices.compactMap { settings.deviceDisplays.connector(for: $0) })
            if mapped.count == 1, let name = mapped.first, let entry = settings.displays.first(where: { $0.connector == name }) {
                choice = CalibrationScreenChoice(request: DRMOutputRequest(connector: name, mode: entry.mode), rotation: entry.rotation,
                                                 reason: "devices[].display puts the touchscreen on it")
            } else {
                let why = mapped.count > 1 ? "the touchscreens sit on \(mapped.sorted().joined(separator: ", ")): pass --connector or a device node to choose"
                    : "the first of displays:"
                choice = CalibrationScreenChoice(request: DRMOutputRequest(connector: first.connector, mode: first.mode), rotation: first.rotation,
                                                 reason: why)
            }
        } else {
            choice = CalibrationScreenChoice(request: DRMOutputRequest(connector: single.connector, mode: single.mode), rotation: single.rotation,
                                             reason: single.connector == nil ? "the first connected connector" : "display.connector names it")
        }
        if let rotationOption {
            guard let turned = DisplayRotation(rawValue: ((rotationOption % 360) + 360) % 360) else {
                throw KioskHostError.invalid("--display-rotation must be 0, 90, 180 or 270")
            }
            choice.rotation = turned
        }
        return choice
    }

    /// "HDMI-A-2 turned 90° (devices[].display puts the touchscreen on it)".
    public var summary: String {
        "calibrating on \(request.connector ?? "the first connected connector")"
            + (rotation == .none ? "" : " turned \(rotation.rawValue)°") + " (\(reason))"
    }
}
