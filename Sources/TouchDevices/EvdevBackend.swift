import Logging
import Seat
import TouchModel

/// The evdev backend: one libevdev reader and pipeline per device, and
/// udev's monitor (or, without udev, inotify on `/dev/input`) to open
/// devices that appear later.
final class EvdevBackend: LiveBackend {
    private struct Source {
        let device: EvdevDevice
        let info: InputDeviceInfo
        let pipeline: TouchPipeline
        var ignoredReported = 0
    }

    /// Read when a device is opened: changed by `reconfigure`.
    private(set) var configuration: InputConfiguration
    private let logger: Logger
    private let udev: UdevContext?
    private let monitor: UdevMonitor?
    private let watch: InputDirectoryWatch?
    private let opener: any DeviceOpener
    private var sources: [Int32: Source] = [:]
    /// While the seat is away no device is opened, not even a new one.
    private var suspended = false

    init(configuration: InputConfiguration, logger: Logger, hotplug: Bool, opener: any DeviceOpener) {
        self.configuration = configuration
        self.logger = logger
        self.opener = opener
        udev = configuration.usesUdev && DeviceDiscovery.udevAvailable ? UdevContext() : nil
        monitor = hotplug ? udev.flatMap { UdevMonitor(context: $0, subsystem: "input") } : nil
        watch = hotplug && monitor == nil ? InputDirectoryWatch() : nil
        if hotplug, monitor == nil {
            logger.notice(watch == nil
                ? "no udev and no inotify on /dev/input: devices that appear later are not opened"
                : "no udev: watching /dev/input for devices that appear later")
        }
    }

    /// Readers first: a device unplugged and plugged in again within one wait
    /// is seen gone (its reader fails) before its node is seen again.
    var descriptors: [Int32] { sources.keys.sorted() + (monitor.map { [$0.fd] } ?? []) + (watch.map { [$0.fd] } ?? []) }
    var devices: [InputDeviceInfo] { sources.values.map(\.info).sorted { eventNodeOrder($0.node, $1.node) } }

    func start(_ emit: (InputUpdate) -> Void) {
        let nodes = configuration.nodes.isEmpty
            ? DeviceDiscovery.touchDevices(includeTouchpads: configuration.includeTouchpads, usingUdev: udev != nil, opener: opener) { error in
                logger.warning("skipping device", metadata: ["error": "\(error)"])
            }.map(\.node)
            : configuration.nodes
        if nodes.isEmpty { logger.notice("no touch device found yet") }
        for node in nodes { open(node: node, emit) }
    }

    /// Closes every device (their touches cancelled): the seat is going away.
    func suspend(_ emit: (InputUpdate) -> Void) {
        suspended = true
        for fd in sources.keys.sorted() { vanish(fd: fd, emit) }
    }

    /// Takes `new` and, unless the seat is away, closes and opens every
    /// device again so each is mapped by it (a screen plugged in or resized).
    func reconfigure(_ new: InputConfiguration, _ emit: (InputUpdate) -> Void) {
        configuration = new
        guard !suspended else { return }
        suspend(emit)
        resume(emit)
    }

    /// Opens the devices again, as at the start: the seat is back.
    func resume(_ emit: (InputUpdate) -> Void) {
        suspended = false
        start(emit)
    }

    func readable(fd: Int32, _ emit: (InputUpdate) -> Void) throws {
        if suspended, fd == monitor?.fd || fd == watch?.fd {
            // Drained and dropped: `resume` looks for devices afresh.
            if let monitor, fd == monitor.fd { _ = monitor.receive() }
            if let watch, fd == watch.fd { _ = watch.receive() }
            return
        }
        if let monitor, fd == monitor.fd {
            // Only additions: a removal is seen by the reader itself (ENODEV), which
            // cannot be confused by a late notice about an older device of the same node name.
            for change in monitor.receive() where change.action == .added && wanted(node: change.node, properties: change.properties) {
                if !sources.values.contains(where: { $0.info.node == change.node }) { open(node: change.node, emit) }
            }
            return
        }
        if let watch, fd == watch.fd {
            for node in watch.receive() where !sources.values.contains(where: { $0.info.node == node }) && wantedWithoutUdev(node: node) {
                open(node: node, emit)
            }
            return
        }
        guard var source = sources[fd] else { return }
        let raw = configuration.rawEvents
        let node = source.info.node
        let outcome: EvdevDevice.ReadOutcome
        do {
            outcome = try source.device.readAvailable { event in
                if raw { emit(.rawEvent(node: node, event)) }
                if let frame = source.pipeline.feed(event) { emit(.frame(node: node, frame)) }
            }
        } catch {
            logger.error("read failed; closing the device", metadata: ["error": "\(error)"])
            vanish(fd: fd, emit)
            return
        }
        let ignored = source.pipeline.assembler.ignoredEvents
        if ignored > source.ignoredReported {
            logger.warning("\(node): ignored \(ignored - source.ignoredReported) event(s) for slots the device does not have (more contacts than slots)")
            source.ignoredReported = ignored
            sources[fd] = source
        }
        if outcome == .vanished { vanish(fd: fd, emit) }
    }

    /// Opens the named nodes again when they come back; otherwise any touch device of the wanted kinds.
    private func wanted(node: String, properties: [String: String]) -> Bool {
        if !configuration.nodes.isEmpty { return configuration.nodes.contains(node) }
        if properties["ID_INPUT_TOUCHSCREEN"] == "1" { return true }
        return configuration.includeTouchpads && properties["ID_INPUT_TOUCHPAD"] == "1"
    }

    /// Named nodes, else touch devices by their own properties and axes. A
    /// node not yet readable (created before its permissions are set) is
    /// skipped: its permission change is another notification.
    private func wantedWithoutUdev(node: String) -> Bool {
        if !configuration.nodes.isEmpty { return configuration.nodes.contains(node) }
        guard let info = try? DeviceDiscovery.describe(node: node, udev: nil, opener: opener) else {
            logger.debug("\(node) appeared but cannot be read yet")
            return false
        }
        return info.kind == .touchscreen || configuration.includeTouchpads && info.kind == .touchpad
    }

    private func open(node: String, _ emit: (InputUpdate) -> Void) {
        let device: EvdevDevice
        do {
            device = try EvdevDevice(node: node, grab: configuration.grab, opener: opener)
        } catch {
            // Includes a device that vanished between discovery and open.
            logger.error("cannot open device", metadata: ["error": "\(error)"])
            return
        }
        let info = InputDeviceInfo(node: node, description: device.description,
                                   udevProperties: udev?.properties(node: node) ?? [:], phys: device.phys)
        for issue in info.description.touchIssues {
            logger.warning("\(node) (\(info.name)): \(issue)")
        }
        if info.description.touchIssues.contains(where: { $0.outcome == .refused }) {
            device.close()
            return
        }
        let mapping = configuration.mapping(for: info)
        let filters = TouchFilterChain(settings: configuration.filters, screen: mapping?.screen)
        let pipeline = TouchPipeline(device: info.description, mapping: mapping, filters: filters)
        // The kernel's present values first: it will not send a position again until it changes.
        for event in device.currentAxes() { _ = pipeline.feed(event) }
        sources[device.fd] = Source(device: device, info: info, pipeline: pipeline)
        logger.info("opened \(node) (\(info.name), \(info.kind.rawValue), protocol \(info.description.touchProtocol.rawValue), calibration \(configuration.calibration(for: info)))")
        emit(.deviceAdded(info))
    }

    /// The device is gone: its contacts are cancelled, then it is reported removed.
    private func vanish(fd: Int32, _ emit: (InputUpdate) -> Void) {
        guard let source = sources.removeValue(forKey: fd) else { return }
        if let frame = source.pipeline.cancelAll(time: MonotonicClock.now()) {
            emit(.frame(node: source.info.node, frame))
        }
        source.device.close()
        logger.notice("\(source.info.node) (\(source.info.name)) went away; its touches were cancelled")
        emit(.deviceRemoved(node: source.info.node))
    }
}
