#if canImport(Glibc)
import Glibc
#endif
import CLibinput

/// A libudev context (`struct udev`), shared by discovery and the hotplug monitor.
final class UdevContext {
    let handle: OpaquePointer

    init?() {
        guard let handle = udev_new() else { return nil }
        self.handle = handle
    }

    deinit { udev_unref(handle) }

    /// Whether a udev daemon runs here (its control socket exists). Without
    /// one there is no device database: no properties, no libinput.
    static var daemonRunning: Bool { access("/run/udev/control", F_OK) == 0 }

    /// udev's properties of the device behind `node`, or nil when udev does not know it.
    func properties(node: String) -> [String: String]? {
        var st = stat()
        guard stat(node, &st) == 0, (st.st_mode & S_IFMT) == S_IFCHR else { return nil }
        guard let device = udev_device_new_from_devnum(handle, Int8(UInt8(ascii: "c")), st.st_rdev) else { return nil }
        defer { udev_device_unref(device) }
        return Self.properties(of: device)
    }

    static func properties(of device: OpaquePointer) -> [String: String] {
        var out: [String: String] = [:]
        var entry = udev_device_get_properties_list_entry(device)
        while let current = entry {
            if let name = udev_list_entry_get_name(current) {
                out[String(cString: name)] = udev_list_entry_get_value(current).map { String(cString: $0) } ?? ""
            }
            entry = udev_list_entry_get_next(current)
        }
        return out
    }

    /// Event nodes of input devices udev tagged with any of `properties` = 1.
    func eventNodes(withAnyOf properties: [String]) -> [String] {
        guard let enumerate = udev_enumerate_new(handle) else { return [] }
        defer { udev_enumerate_unref(enumerate) }
        udev_enumerate_add_match_subsystem(enumerate, "input")
        for property in properties { udev_enumerate_add_match_property(enumerate, property, "1") }
        udev_enumerate_scan_devices(enumerate)
        var nodes: [String] = []
        var entry = udev_enumerate_get_list_entry(enumerate)
        while let current = entry {
            if let syspath = udev_list_entry_get_name(current), let device = udev_device_new_from_syspath(handle, syspath) {
                if let node = udev_device_get_devnode(device).map({ String(cString: $0) }), node.hasPrefix("/dev/input/event") {
                    nodes.append(node)
                }
                udev_device_unref(device)
            }
            entry = udev_list_entry_get_next(current)
        }
        return nodes.sorted(by: eventNodeOrder)
    }
}

/// `/dev/input/event2` before `/dev/input/event10`.
func eventNodeOrder(_ a: String, _ b: String) -> Bool {
    let na = Int(a.reversed().prefix { $0.isNumber }.reversed().map(String.init).joined()) ?? 0
    let nb = Int(b.reversed().prefix { $0.isNumber }.reversed().map(String.init).joined()) ?? 0
    return na != nb ? na < nb : a < b
}

/// udev's notifications for one subsystem's devices (`input`, `drm`), read
/// after udev processed them (so their properties are in the database): one
/// netlink monitor, filtered, non-blocking, for the input backends and the
/// display's hotplug alike.
final class UdevMonitor {
    enum Action: Equatable { case added, removed }

    /// Readable when notifications are waiting: polled beside the loop's other descriptors.
    let fd: Int32
    private let context: UdevContext
    private let monitor: OpaquePointer

    /// nil without udev's netlink socket (no udev daemon, or a sandbox without netlink).
    init?(context: UdevContext, subsystem: String) {
        guard let monitor = udev_monitor_new_from_netlink(context.handle, "udev") else { return nil }
        udev_monitor_filter_add_match_subsystem_devtype(monitor, subsystem, nil)
        guard udev_monitor_enable_receiving(monitor) == 0 else {
            udev_monitor_unref(monitor)
            return nil
        }
        self.context = context
        self.monitor = monitor
        fd = udev_monitor_get_fd(monitor)
        // The netlink socket must not block the loop when a message is partial.
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }

    deinit { udev_monitor_unref(monitor) }

    /// Every pending notification's device node and action ("add", "change", "remove"), and the device itself for `body`.
    func receiveDevices(_ body: (_ node: String, _ action: String, _ device: OpaquePointer) -> Void) {
        while let device = udev_monitor_receive_device(monitor) {
            defer { udev_device_unref(device) }
            guard let node = udev_device_get_devnode(device).map({ String(cString: $0) }),
                  let action = udev_device_get_action(device).map({ String(cString: $0) }) else { continue }
            body(node, action, device)
        }
    }

    /// Every pending notification for an input event node, with its udev properties.
    func receive() -> [(action: Action, node: String, properties: [String: String])] {
        var out: [(action: Action, node: String, properties: [String: String])] = []
        receiveDevices { node, action, device in
            guard node.hasPrefix("/dev/input/event") else { return }
            switch action {
            case "add": out.append((.added, node, UdevContext.properties(of: device)))
            case "remove": out.append((.removed, node, [:]))
            default: return
            }
        }
        return out
    }
}
