/// udev's `drm` change events: the kernel sends one on a card
/// (`/dev/dri/cardN`, with `HOTPLUG=1`) when a monitor is plugged in,
/// unplugged or replaced on any of its connectors ("Hotplug" in the kernel's
/// KMS documentation, `drm_kms_helper_hotplug_event`). Which connector is not
/// always said, so a listener probes the card's connectors again
/// (`DisplaySink.connectorsChanged`). Read once udev has processed them.
public final class DisplayHotplugMonitor {
    private let monitor: UdevMonitor

    /// Readable when events are waiting: poll it beside the others.
    public var fd: Int32 { monitor.fd }

    /// nil without libudev's netlink socket (no udev daemon, or a sandbox without netlink).
    public init?() {
        guard let context = UdevContext(), let monitor = UdevMonitor(context: context, subsystem: "drm") else { return nil }
        self.monitor = monitor
    }

    /// The card nodes (`/dev/dri/card0`) of every pending change, add or remove
    /// event, each once; render nodes and connectors' own devices are passed over.
    public func receive() -> [String] {
        var cards: [String] = []
        monitor.receiveDevices { node, action, _ in
            guard node.hasPrefix("/dev/dri/card"), ["change", "add", "remove"].contains(action), !cards.contains(node) else { return }
            cards.append(node)
        }
        return cards
    }
}
