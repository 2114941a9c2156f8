#if canImport(Glibc)
import Glibc
#endif

/// Opens and closes the kiosk's device nodes (DRM cards, evdev nodes):
/// straight from the file system, or through a seat manager that hands a
/// normal user the devices of the seat it sits at.
public protocol DeviceOpener: AnyObject {
    /// How devices are opened, for logs ("directly", "through seatd on seat0").
    var summary: String { get }
    /// Opens `path`. `flags` apply to direct opens; a seat manager opens
    /// devices its own way (read-write, non-blocking, close-on-exec).
    /// - Throws: `SeatError` naming the device, with the errno.
    func openDevice(_ path: String, flags: Int32) throws -> Int32
    /// Closes a descriptor `openDevice` returned.
    func closeDevice(_ fd: Int32)
}

/// Opens devices directly, as the process's own user (root, or a member of
/// the groups that own the nodes): what Touchdeck does without a seat manager.
public final class DirectOpener: DeviceOpener, Sendable {
    /// The one instance; it has no state.
    public static let shared = DirectOpener()

    private init() {}

    public var summary: String { "directly" }

    public func openDevice(_ path: String, flags: Int32) throws -> Int32 {
        let fd = open(path, flags | O_CLOEXEC)
        guard fd >= 0 else { throw SeatError(device: path, code: errno, "cannot open") }
        return fd
    }

    public func closeDevice(_ fd: Int32) { close(fd) }
}

/// A seat or console problem, naming the device, seat or terminal.
public struct SeatError: Error, CustomStringConvertible, Sendable {
    public let device: String
    /// The errno, 0 when there is none.
    public let code: Int32
    public let message: String

    public init(device: String, code: Int32 = 0, _ message: String) {
        self.device = device
        self.code = code
        self.message = message
    }

    /// The message with the system's reason, without the device.
    public var reason: String { code == 0 ? message : "\(message): \(String(cString: strerror(code)))" }

    public var description: String { "\(device): \(reason)" }
}
