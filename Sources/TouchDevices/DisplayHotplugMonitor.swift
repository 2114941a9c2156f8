#if canImport(Glibc)
import Glibc
#endif
import CLibinput

/// udev's `drm` change events: the kernel sends one on a card
/// (`/dev/dri/cardN`, with `HOTPLUG=1`) when a monitor is plugged in,
/// unplugged or replaced on any of its connectors ("Hotplug" in the kernel's
/// KMS documentation, `drm_kms_helper_hotplug_event`). Which connector is not
/// always said, so a listener probes the card's connectors again
/// (`DisplaySink.connectorsChanged`). Read once udev has processed them.
public final class DisplayHotplugMonitor {
    /// Readable when events are waiting: poll it beside the others.
    public let fd: Int32
    private let context: UdevContext
    private let monitor: OpaquePointer

    /// nil without libudev's netlink socket (no udev daemon, or a sandbox without netlink).
    public init?() {
        guard let context = UdevContext(), let monitor = udev_monitor_new_from_netlink(context.handle, "udev") else { return nil }
        udev_monitor_filter_add_match_subsystem_devtype(monitor, "drm", nil)
        guard udev_monitor_enable_receiving(monitor) == 0 else {
            udev_monitor_unref(monitor)
            return nil
        }
        self.context = context
        self.monitor = monitor
        fd = udev_monitor_get_fd(monitor)
        // A partial message must not block the loop.
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }

    deinit { udev_monitor_unref(monitor) }

    /// The card nodes (`/dev/dri/card0`) of every pending change, add or remove
    /// event, each once; render nodes and connectors' own devices are passed over.
    public func receive() -> [String] {
        var cards: [String] = []
        while let device = udev_monitor_receive_device(monitor) {
            defer { udev_device_unref(device) }
            guard let node = udev_device_get_devnode(device).map({ String(cString: $0) }), node.hasPrefix("/dev/dri/card"),
                  let action = udev_device_get_action(device).map({ String(cString: $0) }),
                  ["change", "add", "remove"].contains(action), !cards.contains(node) else { continue }
            cards.append(node)
        }
        return cards
    }
}
