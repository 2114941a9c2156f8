#if canImport(Glibc)
import Glibc
#endif

/// A problem with an input device, naming its node.
public struct DeviceError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The device node (`/dev/input/event5`, `/dev/uinput`) or what stands for it.
    public var node: String
    public var message: String
    /// The `errno` behind it, when there is one.
    public var code: Int32?

    public init(node: String, _ message: String, code: Int32? = nil) {
        self.node = node
        self.message = message
        self.code = code
    }

    /// An error for a failed call that returned `-errno` (libevdev's convention) or set `errno`.
    static func system(node: String, _ what: String, errno code: Int32) -> DeviceError {
        let positive = abs(code)
        return DeviceError(node: node, "\(what): \(String(cString: strerror(positive)))", code: positive)
    }

    /// The device is gone (unplugged, uinput device destroyed).
    public var isDeviceGone: Bool { code == ENODEV || code == ENOENT || code == ENXIO }

    public var description: String { "\(node): \(message)" }
}
