#if canImport(Glibc)
import Glibc
#endif
import CLibevdev
import TouchModel

/// A virtual input device made through `/dev/uinput` from a description
/// (`libevdev_uinput_create_from_device`), for replaying traces into the
/// kernel. The device disappears when this object is destroyed.
public final class UInputDevice {
    /// The event node the kernel made (`/dev/input/eventN`).
    public let devnode: String
    /// The device's sysfs path.
    public let syspath: String
    private let uinput: OpaquePointer
    private var destroyed = false

    /// Creates the device. Fails with the reason when `/dev/uinput` is missing or not writable.
    public init(description: DeviceDescription) throws {
        guard let dev = libevdev_new() else { throw DeviceError(node: "/dev/uinput", "out of memory") }
        defer { libevdev_free(dev) }
        libevdev_set_name(dev, description.name)
        libevdev_set_id_bustype(dev, Int32(description.id.bustype))
        libevdev_set_id_vendor(dev, Int32(description.id.vendor))
        libevdev_set_id_product(dev, Int32(description.id.product))
        libevdev_set_id_version(dev, Int32(description.id.version))
        for property in description.properties { libevdev_enable_property(dev, UInt32(property)) }
        for (type, codes) in description.codes.sorted(by: { $0.key < $1.key }) {
            libevdev_enable_event_type(dev, UInt32(type))
            for code in codes where type != EventType.abs {
                libevdev_enable_event_code(dev, UInt32(type), UInt32(code), nil)
            }
        }
        for (code, info) in description.absInfo.sorted(by: { $0.key < $1.key }) {
            var abs = input_absinfo(value: info.value, minimum: info.minimum, maximum: info.maximum,
                                    fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
            libevdev_enable_event_code(dev, UInt32(EventType.abs), UInt32(code), &abs)
        }
        var handle: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(dev, Int32(LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue), &handle)
        guard rc == 0, let handle else {
            throw DeviceError.system(node: "/dev/uinput", "cannot create \"\(description.name)\"", errno: rc)
        }
        uinput = handle
        guard let node = libevdev_uinput_get_devnode(handle) else {
            libevdev_uinput_destroy(handle)
            throw DeviceError(node: "/dev/uinput", "the kernel made no event node for \"\(description.name)\"")
        }
        devnode = String(cString: node)
        syspath = libevdev_uinput_get_syspath(handle).map { String(cString: $0) } ?? ""
    }

    deinit { destroy() }

    /// Removes the device from the system (readers see it vanish); safe to call twice.
    public func destroy() {
        guard !destroyed else { return }
        destroyed = true
        libevdev_uinput_destroy(uinput)
    }

    /// Injects one event; the kernel stamps it with the current time.
    public func write(_ event: InputEvent) throws {
        guard !destroyed else { throw DeviceError(node: devnode, "device was destroyed") }
        let rc = libevdev_uinput_write_event(uinput, UInt32(event.type), UInt32(event.code), event.value)
        if rc != 0 { throw DeviceError.system(node: devnode, "uinput write failed", errno: rc) }
    }
}
