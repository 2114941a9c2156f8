#if canImport(Glibc)
import Glibc
#endif
import CLibevdev
import CLibinput
import Seat

/// A libinput context: the udev backend for a seat (with hotplug) or the path
/// backend for named nodes. libinput opens devices through `open_restricted`,
/// which here opens them through the opener (directly, close-on-exec, or
/// through the seat manager) and, when asked, grabs them.
final class LibinputContext {
    /// What `open_restricted` and `close_restricted` (C callbacks that capture
    /// nothing) get as user data.
    private final class Restricted {
        let opener: any DeviceOpener
        let grab: Bool
        /// Descriptors libinput has open, by node.
        var open: [String: Int32] = [:]

        init(opener: any DeviceOpener, grab: Bool) {
            self.opener = opener
            self.grab = grab
        }
    }

    let li: OpaquePointer
    let fd: Int32
    private let interface: UnsafeMutablePointer<libinput_interface>
    private let restricted: Restricted
    private let udev: UdevContext?

    /// The udev backend on `seat`.
    init(seat: String, udev: UdevContext, grab: Bool, opener: any DeviceOpener) throws {
        interface = Self.makeInterface()
        restricted = Restricted(opener: opener, grab: grab)
        guard let li = libinput_udev_create_context(interface, Unmanaged.passUnretained(restricted).toOpaque(), udev.handle) else {
            Self.free(interface)
            throw DeviceError(node: seat, "libinput cannot create a udev context")
        }
        guard libinput_udev_assign_seat(li, seat) == 0 else {
            libinput_unref(li)
            Self.free(interface)
            throw DeviceError(node: seat, "libinput cannot assign seat \(seat) (is udev running?)")
        }
        self.li = li
        self.udev = udev
        fd = libinput_get_fd(li)
    }

    /// The path backend, devices added with `add(node:)`.
    init(grab: Bool, opener: any DeviceOpener) throws {
        interface = Self.makeInterface()
        restricted = Restricted(opener: opener, grab: grab)
        guard let li = libinput_path_create_context(interface, Unmanaged.passUnretained(restricted).toOpaque()) else {
            Self.free(interface)
            throw DeviceError(node: "libinput", "libinput cannot create a path context")
        }
        self.li = li
        udev = nil
        fd = libinput_get_fd(li)
    }

    deinit {
        libinput_unref(li)
        Self.free(interface)
    }

    /// The descriptor libinput reads `node` from, while it has it open.
    func descriptor(node: String) -> Int32? { restricted.open[node] }

    /// Closes every device (libinput reports them removed): the seat is going away.
    func suspend() { libinput_suspend(li) }

    /// Opens the devices again (libinput reports them added).
    func resume() throws {
        guard libinput_resume(li) == 0 else { throw DeviceError(node: "libinput", "libinput cannot reopen its devices") }
    }

    /// Adds a node to a path context; throws naming it when libinput refuses it.
    func add(node: String) throws {
        guard libinput_path_add_device(li, node) != nil else {
            throw DeviceError(node: node, "libinput cannot use this device (missing, not in udev's database, or not an input device)")
        }
    }

    /// Reads what the kernel has and hands every queued event to `body`.
    func dispatch(_ body: (OpaquePointer) -> Void) throws {
        let rc = libinput_dispatch(li)
        if rc < 0, rc != -EAGAIN { throw DeviceError.system(node: "libinput", "dispatch failed", errno: rc) }
        while let event = libinput_get_event(li) {
            body(event)
            libinput_event_destroy(event)
        }
    }

    private static func makeInterface() -> UnsafeMutablePointer<libinput_interface> {
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(to: libinput_interface(
            open_restricted: { path, flags, userData in
                guard let path, let userData else { return -EINVAL }
                let restricted = Unmanaged<Restricted>.fromOpaque(userData).takeUnretainedValue()
                let node = String(cString: path)
                let fd: Int32
                do { fd = try restricted.opener.openDevice(node, flags: flags) } catch let error as SeatError {
                    return -(error.code == 0 ? EACCES : error.code)
                } catch { return -EIO }
                if restricted.grab {
                    // The grab lives on the open file, not on the libevdev handle used to take it.
                    var dev: OpaquePointer?
                    if libevdev_new_from_fd(fd, &dev) == 0, let dev {
                        let rc = libevdev_grab(dev, LIBEVDEV_GRAB)
                        libevdev_free(dev)
                        if rc != 0 {
                            restricted.opener.closeDevice(fd)
                            return rc
                        }
                    }
                }
                restricted.open[node] = fd
                return fd
            },
            close_restricted: { fd, userData in
                guard let userData else {
                    close(fd)
                    return
                }
                let restricted = Unmanaged<Restricted>.fromOpaque(userData).takeUnretainedValue()
                if let node = restricted.open.first(where: { $0.value == fd })?.key { restricted.open[node] = nil }
                restricted.opener.closeDevice(fd)
            }))
        return interface
    }

    private static func free(_ interface: UnsafeMutablePointer<libinput_interface>) {
        interface.deinitialize(count: 1)
        interface.deallocate()
    }
}
