import Foundation
import GestureTuning
import KioskConfig
import KioskHost
import TouchdeckSupport

/// A kiosk config file as `tune` and `record --guided` read it: its text,
/// its settings, and how the live kiosk would place touches under it.
struct KioskConfigPlacement {
    /// The file's text ("" for the built-in defaults).
    let text: String
    let settings: TouchdeckSettings
    /// The display's rotation and the device calibrations (`display.rotation`, `devices:`).
    let kiosk: TouchPlacement

    /// Reads `path` (nil: the built-in defaults).
    /// - Throws: `UserFacingError` naming the file when it cannot be read or checked.
    init(path: String?) throws {
        text = try path.map { path in
            do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw UserFacingError("touchdeck: \(path): cannot read the config (\(error.localizedDescription))")
            }
        } ?? ""
        settings = try SettingsLoader(environment: [:]).load(text: text, path: path ?? "(defaults)")
        kiosk = try TouchPlacement(option: nil, settings: settings)
    }

    /// The same placement as the labelled-touch side names it.
    var touches: KioskTouchPlacement {
        KioskTouchPlacement(devices: kiosk.devices, displayRotation: kiosk.touchRotation)
    }
}
