import Display
import Geometry
import Kiosk
import KioskConfig
import TouchDevices
import TouchModel

/// How the picture and the touches sit on the panel, from the command line
/// and the config file: the display's rotation (`--display-rotation`, else
/// `display.rotation`) and the per-device calibrations (`devices:`).
public struct TouchPlacement: Sendable {
    public var rotation: DisplayRotation
    public var devices: [DeviceCalibration]

    public init(rotation: DisplayRotation = .none, devices: [DeviceCalibration] = []) {
        self.rotation = rotation
        self.devices = devices
    }

    /// The option wins over the file.
    public init(option: Int?, settings: TouchdeckSettings) throws {
        var rotation = DisplaySettings(settings).rotation
        if let option {
            guard let chosen = DisplayRotation(rawValue: ((option % 360) + 360) % 360) else {
                throw KioskHostError.invalid("--display-rotation must be 0, 90, 180 or 270")
            }
            rotation = chosen
        }
        self.init(rotation: rotation, devices: settings.devices)
    }

    /// The same rotation, as the touch side names it.
    public var touchRotation: ScreenOrientation.Rotation { ScreenOrientation.Rotation(rawValue: rotation.rawValue) ?? .none }

    /// The screen the app lays out on, for a panel of `panel`.
    public func logical(_ panel: Size) -> Size {
        rotation.swapsSides ? Size(width: panel.height, height: panel.width) : panel
    }

    /// Puts the rotation and the device list into an input configuration.
    public func apply(to configuration: inout InputConfiguration) {
        configuration.displayRotation = touchRotation
        configuration.deviceCalibrations = devices
    }
}
