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
    /// The screens devices sit on (`devices[].display`, with a `displays:` list).
    public var deviceDisplays: [DeviceDisplay]

    public init(rotation: DisplayRotation = .none, devices: [DeviceCalibration] = [], deviceDisplays: [DeviceDisplay] = []) {
        self.rotation = rotation
        self.devices = devices
        self.deviceDisplays = deviceDisplays
    }

    /// The option wins over the file; with a `displays:` list the file's is its first entry's.
    public init(option: Int?, settings: TouchdeckSettings) throws {
        var rotation = settings.displays.first?.rotation ?? DisplaySettings(settings).rotation
        if let option {
            guard let chosen = DisplayRotation(rawValue: ((option % 360) + 360) % 360) else {
                throw KioskHostError.invalid("--display-rotation must be 0, 90, 180 or 270")
            }
            rotation = chosen
        }
        self.init(rotation: rotation, devices: settings.devices, deviceDisplays: settings.deviceDisplays)
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
        configuration.deviceDisplays = deviceDisplays
    }

    /// Puts several screens' placements into an input configuration: a device
    /// on one of them (`deviceDisplays`) is turned and placed as its picture is;
    /// any other as the first screen's.
    public static func apply(heads: [HeadPlacement], to configuration: inout InputConfiguration) {
        guard let first = heads.first else { return }
        configuration.displayRotation = ScreenOrientation.Rotation(rawValue: first.rotation.rawValue) ?? .none
        configuration.displayTouchMatrices = Dictionary(heads.map { ($0.connector, touchMatrix($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Normalised panel position → normalised position on the picture: the
    /// head's rotation, then the picture's place on the turned panel
    /// (`p = n·turned − offset`, divided by the picture's size).
    public static func touchMatrix(_ head: HeadPlacement) -> CalibrationMatrix {
        let rotation = (ScreenOrientation.Rotation(rawValue: head.rotation.rawValue) ?? .none).displayTouchMatrix
        let pw = Double(max(1, head.picture.width)), ph = Double(max(1, head.picture.height))
        let place = CalibrationMatrix(Double(head.turned.width) / pw, 0, -Double(head.offset.x) / pw,
                                      0, Double(head.turned.height) / ph, -Double(head.offset.y) / ph)
        return rotation.followed(by: place)
    }
}
