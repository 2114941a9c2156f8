#if canImport(Glibc)
import Glibc
#endif
import CLibevdev
import Seat
import TouchModel

/// What Touchdeck knows about one input device before reading it.
public struct InputDeviceInfo: Hashable, Sendable {
    public var node: String
    public var description: DeviceDescription
    /// udev's properties (`ID_INPUT_TOUCHSCREEN`, `LIBINPUT_CALIBRATION_MATRIX`, …); empty without udev.
    public var udevProperties: [String: String]
    /// Where the device is attached (`EVIOCGPHYS`), when the driver says.
    public var phys: String?
    /// The device's unique id (`EVIOCGUNIQ`), when the driver gives one.
    public var uniq: String?

    public init(node: String, description: DeviceDescription, udevProperties: [String: String] = [:], phys: String? = nil,
                uniq: String? = nil) {
        self.node = node
        self.description = description
        self.udevProperties = udevProperties
        self.phys = phys
        self.uniq = uniq
    }

    public var name: String { description.name }

    /// Everything a config entry may name this device by: name, vendor and
    /// product ids, phys and uniq from the kernel, and udev's `ID_PATH` and
    /// `ID_SERIAL_SHORT` (set by udev's path_id and usb_id builtins; absent without udev).
    public var identity: DeviceIdentity {
        func property(_ key: String) -> String? { udevProperties[key].flatMap { $0.isEmpty ? nil : $0 } }
        return DeviceIdentity(name: name, vendor: description.id.vendor, product: description.id.product, phys: phys,
                              idPath: property("ID_PATH"), uniq: uniq, serial: property("ID_SERIAL_SHORT"))
    }

    /// The kind udev gives (`ID_INPUT_TOUCHSCREEN` / `ID_INPUT_TOUCHPAD`), else the one the properties and axes say.
    public var kind: DeviceKind {
        if udevProperties["ID_INPUT_TOUCHSCREEN"] == "1" { return .touchscreen }
        if udevProperties["ID_INPUT_TOUCHPAD"] == "1" { return .touchpad }
        return description.kind
    }

    /// The device's own calibration (udev's `LIBINPUT_CALIBRATION_MATRIX`), when set and valid.
    public var udevCalibration: CalibrationMatrix? {
        udevProperties["LIBINPUT_CALIBRATION_MATRIX"].flatMap(CalibrationMatrix.init(parsing:))
    }

    /// Width and height of the surface in millimetres, when the axes give a resolution.
    public var sizeMillimetres: Size? {
        guard let axes = description.positionAxes, let w = axes.x.millimetres, let h = axes.y.millimetres else { return nil }
        return Size(width: w, height: h)
    }
}

/// Finds touch devices: through udev's `ID_INPUT_TOUCHSCREEN` / `ID_INPUT_TOUCHPAD`
/// when a udev daemon runs, otherwise by opening every `/dev/input/event*`
/// and reading its properties and axes.
public enum DeviceDiscovery {
    /// Whether udev runs here, which libinput needs.
    public static var udevAvailable: Bool { UdevContext.daemonRunning }

    /// Touchscreens (and touchpads when asked), sorted by node. Devices that
    /// cannot be opened are reported to `skipped` and left out.
    /// With `usingUdev` false, udev is not asked even where it runs. Devices
    /// are opened through `opener` (a seat manager opens them for a normal user).
    public static func touchDevices(includeTouchpads: Bool = false, usingUdev: Bool = udevAvailable,
                                    opener: any DeviceOpener = DirectOpener.shared,
                                    skipped: (DeviceError) -> Void = { _ in }) -> [InputDeviceInfo] {
        let wanted: Set<DeviceKind> = includeTouchpads ? [.touchscreen, .touchpad] : [.touchscreen]
        if usingUdev, udevAvailable, let udev = UdevContext() {
            let properties = includeTouchpads ? ["ID_INPUT_TOUCHSCREEN", "ID_INPUT_TOUCHPAD"] : ["ID_INPUT_TOUCHSCREEN"]
            return udev.eventNodes(withAnyOf: properties).compactMap { node in
                do { return try describe(node: node, udev: udev, opener: opener) } catch let error as DeviceError {
                    skipped(error)
                    return nil
                } catch { return nil }
            }
        }
        return eventNodes().compactMap { node in
            do {
                let info = try describe(node: node, udev: nil, opener: opener)
                return wanted.contains(info.kind) ? info : nil
            } catch let error as DeviceError {
                skipped(error)
                return nil
            } catch { return nil }
        }
    }

    /// Opens `node` briefly and describes it, with udev's properties when udev runs.
    public static func describe(node: String) throws -> InputDeviceInfo {
        try describe(node: node, udev: udevAvailable ? UdevContext() : nil)
    }

    static func describe(node: String, udev: UdevContext?, opener: any DeviceOpener = DirectOpener.shared) throws -> InputDeviceInfo {
        let device = try EvdevDevice(node: node, opener: opener)
        defer { device.close() }
        return InputDeviceInfo(node: node, description: device.description, udevProperties: udev?.properties(node: node) ?? [:],
                               phys: device.phys, uniq: device.uniq)
    }

    /// Describes a device another reader (libinput) already has open, from
    /// its descriptor: no second open, which a seat manager may refuse. Only
    /// queries the device; the reader's events and clock are left alone.
    static func describe(node: String, fd: Int32, udev: UdevContext?) throws -> InputDeviceInfo {
        var handle: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &handle)
        guard rc == 0, let handle else { throw DeviceError.system(node: node, "not an evdev device", errno: rc) }
        defer { libevdev_free(handle) }
        func text(_ value: UnsafePointer<CChar>?) -> String? { value.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } }
        return InputDeviceInfo(node: node, description: DeviceDescription(libevdev: handle), udevProperties: udev?.properties(node: node) ?? [:],
                               phys: text(libevdev_get_phys(handle)), uniq: text(libevdev_get_uniq(handle)))
    }

    /// `/dev/input/event*`, in numeric order.
    static func eventNodes() -> [String] {
        guard let dir = opendir("/dev/input") else { return [] }
        defer { closedir(dir) }
        var nodes: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("event") { nodes.append("/dev/input/" + name) }
        }
        return nodes.sorted(by: eventNodeOrder)
    }
}
