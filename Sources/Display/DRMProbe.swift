import CDRM
import Geometry
import Glibc
import Seat

/// A connector of a KMS card, as `drmModeGetConnector` reports it (which
/// makes the driver probe it: a monitor plugged in since is seen).
public struct DRMConnectorInfo: Sendable, Equatable {
    /// The kernel's object id.
    public var id: UInt32
    /// The kernel's name: type and number, `HDMI-A-1`, `Virtual-1` (as in `/sys/class/drm/card0-HDMI-A-1`).
    public var name: String
    public var connected: Bool
    /// Its modes in the kernel's order.
    public var modes: [DRMModeName]
    /// Which of `modes` is used when none is asked for: the kernel command line's
    /// `video=` mode (the probe helper marks it USERDEF), else the monitor's preferred one, else the first.
    public var defaultMode: Int?

    public init(id: UInt32, name: String, connected: Bool, modes: [DRMModeName], defaultMode: Int? = nil) {
        self.id = id
        self.name = name
        self.connected = connected
        self.modes = modes
        self.defaultMode = defaultMode ?? (modes.isEmpty ? nil : 0)
    }

    /// "HDMI-A-1 (connected, 1920x1080@60)" or "HDMI-A-2 (disconnected)".
    public var summary: String {
        guard connected else { return "\(name) (disconnected)" }
        return "\(name) (connected, \(defaultMode.map { modes[$0].description } ?? "no modes"))"
    }
}

/// A `/dev/dri/card*` node as KMS sees it: its connectors, or why it cannot show anything.
public struct DRMCardInfo: Sendable, Equatable {
    public var path: String
    public var connectors: [DRMConnectorInfo]
    /// Why the card is not a screen: "render-only (no KMS)", "cannot open: …"; nil for a KMS card.
    public var problem: String?
    /// Whether libdrm could not be asked (the node cannot be opened, or is no
    /// character device): the caller may judge the card another way (sysfs).
    public var unopened: Bool

    public init(path: String, connectors: [DRMConnectorInfo], problem: String? = nil, unopened: Bool = false) {
        self.path = path
        self.connectors = connectors
        self.problem = problem
        self.unopened = unopened
    }
}

/// Asks libdrm what a card has: `drmModeGetResources` (fails on a render-only
/// GPU such as a Raspberry Pi's v3d, whose driver has no mode setting) and
/// `drmModeGetConnector` on each connector. Nothing is set: no DRM master is needed.
public enum DRMProbe {
    /// Opens `path` through `opener`, lists its connectors and closes it.
    public static func card(_ path: String, opener: any DeviceOpener = DirectOpener.shared) -> DRMCardInfo {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFCHR else {
            return DRMCardInfo(path: path, connectors: [], problem: "not a device node", unopened: true)
        }
        let fd: Int32
        do { fd = try opener.openDevice(path, flags: O_RDWR) } catch let error as SeatError {
            return DRMCardInfo(path: path, connectors: [], problem: "cannot open: \(error.reason)", unopened: true)
        } catch {
            return DRMCardInfo(path: path, connectors: [], problem: "cannot open: \(error)", unopened: true)
        }
        defer { opener.closeDevice(fd) }
        guard let connectors = connectors(fd: fd) else {
            return DRMCardInfo(path: path, connectors: [], problem: "render-only (no KMS: drmModeGetResources failed: \(String(cString: strerror(errno))))")
        }
        return DRMCardInfo(path: path, connectors: connectors, problem: connectors.isEmpty ? "KMS without connectors" : nil)
    }

    /// The connectors of the card open on `fd`; nil when it has no KMS.
    public static func connectors(fd: Int32) -> [DRMConnectorInfo]? {
        guard let resources = drmModeGetResources(fd) else { return nil }
        defer { drmModeFreeResources(resources) }
        return (0..<Int(resources.pointee.count_connectors)).compactMap { index in
            connector(fd: fd, id: resources.pointee.connectors[index])
        }
    }

    /// One connector, probed; nil when the kernel no longer has it.
    public static func connector(fd: Int32, id: UInt32) -> DRMConnectorInfo? {
        guard let connector = drmModeGetConnector(fd, id) else { return nil }
        defer { drmModeFreeConnector(connector) }
        let c = connector.pointee
        let raw = (0..<Int(c.count_modes)).map { c.modes[$0] }
        let modes = raw.map(modeName)
        let chosen = raw.firstIndex { $0.type & UInt32(DRM_MODE_TYPE_USERDEF) != 0 }
            ?? raw.firstIndex { $0.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0 }
        return DRMConnectorInfo(id: c.connector_id, name: name(of: c), connected: c.connection == DRM_MODE_CONNECTED,
                                modes: modes, defaultMode: chosen)
    }

    /// The kernel's connector name: its type's name and its number of that type.
    static func name(of connector: drmModeConnector) -> String {
        let typeName = drmModeGetConnectorTypeName(connector.connector_type).map { String(cString: $0) } ?? "Unknown"
        return "\(typeName)-\(connector.connector_type_id)"
    }

    static func modeName(_ mode: drmModeModeInfo) -> DRMModeName {
        DRMModeName(width: Int(mode.hdisplay), height: Int(mode.vdisplay), refresh: Int(mode.vrefresh))
    }
}
