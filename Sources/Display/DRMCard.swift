import Glibc
import Seat

/// An open `/dev/dri/card*` node: the one file descriptor, and so the one DRM
/// master, that every head shown on the card shares (the kernel gives master
/// to one open file of a card at a time: a second `open` could set no mode).
/// Closed when the last head lets go of it.
public final class DRMCard {
    public let path: String
    public let fd: Int32
    private let opener: any DeviceOpener

    /// Opens `path` through `opener` (a seat manager's, or directly).
    public init(path: String, opener: any DeviceOpener = DirectOpener.shared) throws {
        self.path = path
        self.opener = opener
        do { fd = try opener.openDevice(path, flags: O_RDWR) } catch let error as SeatError {
            throw DisplayError(device: path, "cannot open: \(error.reason)")
        }
    }

    deinit { opener.closeDevice(fd) }
}
