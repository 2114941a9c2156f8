import TouchModel

/// Everything a live input source reports, in the order it happened.
public enum InputUpdate: Sendable {
    /// A device was opened (at start or plugged in later).
    case deviceAdded(InputDeviceInfo)
    /// A device went away; a `.frame` cancelling its contacts came just before.
    case deviceRemoved(node: String)
    /// Contacts changed (screen points, or device units when no screen size is set).
    case frame(node: String, TouchFrame)
    /// A raw evdev event, when the configuration asks for them (recording).
    case rawEvent(node: String, InputEvent)
    /// Relative pointer motion from a touchpad (libinput backend).
    case pointerMotion(node: String, time: Int64, dx: Double, dy: Double)
    /// A touchpad gesture recognised by libinput (swipe, pinch, hold).
    case touchpadGesture(node: String, TouchpadGesture)
    /// A keyboard or barcode scanner was opened (libinput backend, `InputConfiguration.keyboards`).
    case keyboardAdded(InputDeviceInfo)
    /// A keyboard went away; libinput released its held keys (`.key` updates) just before.
    case keyboardRemoved(node: String)
    /// A key of a keyboard went down or up: its evdev code (`KEY_A` is 30) and time (µs on
    /// `CLOCK_MONOTONIC`). `KeyboardTyping` turns these into text.
    case key(node: String, code: UInt32, pressed: Bool, time: Int64)
}

/// One step of a libinput touchpad gesture.
public struct TouchpadGesture: Hashable, Sendable {
    public enum Kind: String, Sendable { case swipe, pinch, hold }
    public enum Phase: String, Sendable { case began, changed, ended, cancelled }

    public var kind: Kind
    public var phase: Phase
    /// Microseconds on `CLOCK_MONOTONIC`.
    public var time: Int64
    public var fingers: Int
    /// Motion of the fingers' centre since the last step, in libinput's normalised units.
    public var dx: Double
    public var dy: Double
    /// Pinch: scale relative to the start (1 at the start).
    public var scale: Double
    /// Pinch: rotation since the last step, in degrees clockwise.
    public var angleDelta: Double

    public init(kind: Kind, phase: Phase, time: Int64, fingers: Int, dx: Double = 0, dy: Double = 0,
                scale: Double = 1, angleDelta: Double = 0) {
        self.kind = kind
        self.phase = phase
        self.time = time
        self.fingers = fingers
        self.dx = dx
        self.dy = dy
        self.scale = scale
        self.angleDelta = angleDelta
    }
}

/// Where touches are read from.
public enum InputBackend: String, Sendable, CaseIterable {
    /// libevdev on each device node: no udev needed.
    case evdev
    /// libinput (udev seat, or named nodes through its path backend): needs udev.
    case libinput

    /// libinput where a udev daemon runs, evdev elsewhere.
    public static var preferred: InputBackend { DeviceDiscovery.udevAvailable ? .libinput : .evdev }
}

/// How to read and map live input.
public struct InputConfiguration: Sendable {
    public var backend: InputBackend
    /// Device nodes to read; empty means every touchscreen (and touchpad when asked) found, with hotplug.
    public var nodes: [String]
    public var includeTouchpads: Bool
    /// Take the devices for this process alone (`EVIOCGRAB`).
    public var grab: Bool
    /// Screen size to map onto; nil keeps device units.
    public var screen: Size?
    /// Overrides each device's own calibration (udev's `LIBINPUT_CALIBRATION_MATRIX`).
    public var calibration: CalibrationMatrix?
    /// Calibrations kept per device (the config file's `devices:`), applied
    /// whenever a device they name is opened, hotplug included; below
    /// `calibration`, above udev's.
    public var deviceCalibrations: [DeviceCalibration]
    /// How touches sit on the panel beyond the calibration (`--rotate`, flips).
    public var orientation: ScreenOrientation
    /// How far the picture is turned on the panel (`display.rotation`):
    /// touches are turned with it onto the screen the app lays out on.
    public var displayRotation: ScreenOrientation.Rotation
    /// With several screens (`displays:`): per connector, what follows a
    /// device's calibration and orientation when the device sits on that screen
    /// (`deviceDisplays`): its rotation and where the picture lies on it. A device
    /// on no listed screen gets `displayRotation`'s.
    public var displayTouchMatrices: [String: CalibrationMatrix] = [:]
    /// The screens devices sit on (the config's `devices[].display`).
    public var deviceDisplays: [DeviceDisplay] = []
    public var filters: TouchFilterSettings
    /// The udev seat the libinput backend reads when no nodes are named.
    public var seat: String
    /// Also report every raw evdev event (evdev backend only), for recording.
    public var rawEvents: Bool
    /// Find devices and follow hotplug through udev (the default where its
    /// daemon runs). Without it the evdev backend opens `/dev/input/event*`
    /// and watches the directory with inotify: for systems with no udev, or
    /// containers whose udev delivers no events.
    public var usesUdev: Bool
    /// Also read keyboards and barcode scanners (libinput backend): their keys come as `.key`.
    public var keyboards: Bool

    public init(backend: InputBackend = .preferred, nodes: [String] = [], includeTouchpads: Bool = false,
                grab: Bool = false, screen: Size? = nil, calibration: CalibrationMatrix? = nil,
                deviceCalibrations: [DeviceCalibration] = [], orientation: ScreenOrientation = ScreenOrientation(),
                displayRotation: ScreenOrientation.Rotation = .none, filters: TouchFilterSettings = TouchFilterSettings(),
                seat: String = "seat0", rawEvents: Bool = false, usesUdev: Bool = DeviceDiscovery.udevAvailable,
                keyboards: Bool = false) {
        self.keyboards = keyboards
        self.deviceCalibrations = deviceCalibrations
        self.displayRotation = displayRotation
        self.usesUdev = usesUdev
        self.backend = backend
        self.nodes = nodes
        self.includeTouchpads = includeTouchpads
        self.grab = grab
        self.screen = screen
        self.calibration = calibration
        self.orientation = orientation
        self.filters = filters
        self.seat = seat
        self.rawEvents = rawEvents
    }

    /// The calibration a device gets: `--calibration`, else its entry in the
    /// config's device list, else its own from udev, else none.
    public func calibration(for info: InputDeviceInfo) -> CalibrationMatrix {
        configuredCalibration(for: info) ?? info.udevCalibration ?? .identity
    }

    /// The calibration this configuration sets for a device (`--calibration`
    /// or its most specific config entry), nil when it leaves the device's own.
    public func configuredCalibration(for info: InputDeviceInfo) -> CalibrationMatrix? {
        calibration ?? deviceCalibrations.entry(for: info.identity)?.matrix
    }

    /// What follows a device's calibration: orientation, then the display's rotation.
    public var touchRotationMatrix: CalibrationMatrix {
        orientation.matrix.followed(by: displayRotation.displayTouchMatrix)
    }

    /// What follows `info`'s calibration: orientation, then the rotation and
    /// placement of the screen it sits on (`deviceDisplays`), else the display's rotation.
    public func touchRotationMatrix(for info: InputDeviceInfo) -> CalibrationMatrix {
        orientation.matrix.followed(by: displayMatrix(for: info))
    }

    /// The screen's part of `touchRotationMatrix(for:)`.
    public func displayMatrix(for info: InputDeviceInfo) -> CalibrationMatrix {
        if let connector = deviceDisplays.connector(for: info.identity), let matrix = displayTouchMatrices[connector] { return matrix }
        return displayRotation.displayTouchMatrix
    }

    /// The mapping for an evdev device: nil (device units) when nothing is configured.
    public func mapping(for info: InputDeviceInfo) -> ScreenMapping? {
        guard let axes = info.description.positionAxes else { return nil }
        let calibration = calibration(for: info)
        let display = displayMatrix(for: info)
        if screen == nil, calibration == .identity, orientation == ScreenOrientation(), display == .identity { return nil }
        return ScreenMapping(x: axes.x, y: axes.y, screen: screen ?? ScreenMapping.deviceUnits(x: axes.x, y: axes.y),
                             calibration: calibration, orientation: orientation, displayRotation: displayRotation, displayMatrix: display)
    }
}
