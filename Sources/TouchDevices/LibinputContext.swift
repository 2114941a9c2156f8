#if canImport(Glibc)
import Glibc
#endif
import CLibevdev
import CLibinput

/// A libinput context: the udev backend for a seat (with hotplug) or the path
/// backend for named nodes. libinput opens devices through `open_restricted`,
/// which here opens close-on-exec and, when asked, grabs the device.
final class LibinputContext {
    let li: OpaquePointer
    let fd: Int32
    private let interface: UnsafeMutablePointer<libinput_interface>
    private let grabFlag: UnsafeMutablePointer<Bool>
    private let udev: UdevContext?

    /// The udev backend on `seat`.
    init(seat: String, udev: UdevContext, grab: Bool) throws {
        (interface, grabFlag) = Self.makeInterface(grab: grab)
        guard let li = libinput_udev_create_context(interface, grabFlag, udev.handle) else {
            Self.free(interface, grabFlag)
            throw DeviceError(node: seat, "libinput cannot create a udev context")
        }
        guard libinput_udev_assign_seat(li, seat) == 0 else {
            libinput_unref(li)
            Self.free(interface, grabFlag)
            throw DeviceError(node: seat, "libinput cannot assign seat \(seat) (is udev running?)")
        }
        self.li = li
        self.udev = udev
        fd = libinput_get_fd(li)
    }

    /// The path backend, devices added with `add(node:)`.
    init(grab: Bool) throws {
        (interface, grabFlag) = Self.makeInterface(grab: grab)
        guard let li = libinput_path_create_context(interface, grabFlag) else {
            Self.free(interface, grabFlag)
            throw DeviceError(node: "libinput", "libinput cannot create a path context")
        }
        self.li = li
        udev = nil
        fd = libinput_get_fd(li)
    }

    deinit {
        libinput_unref(li)
        Self.free(interface, grabFlag)
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

    private static func makeInterface(grab: Bool) -> (UnsafeMutablePointer<libinput_interface>, UnsafeMutablePointer<Bool>) {
        let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        flag.initialize(to: grab)
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(to: libinput_interface(
            open_restricted: { path, flags, userData in
                guard let path else { return -EINVAL }
                let fd = open(path, flags | O_CLOEXEC)
                guard fd >= 0 else { return -errno }
                if userData?.assumingMemoryBound(to: Bool.self).pointee == true {
                    // The grab lives on the open file, not on the libevdev handle used to take it.
                    var dev: OpaquePointer?
                    if libevdev_new_from_fd(fd, &dev) == 0, let dev {
                        let rc = libevdev_grab(dev, LIBEVDEV_GRAB)
                        libevdev_free(dev)
                        if rc != 0 {
                            close(fd)
                            return rc
                        }
                    }
                }
                return fd
            },
            close_restricted: { fd, _ in close(fd) }))
        return (interface, flag)
    }

    private static func free(_ interface: UnsafeMutablePointer<libinput_interface>, _ flag: UnsafeMutablePointer<Bool>) {
        interface.deinitialize(count: 1)
        interface.deallocate()
        flag.deinitialize(count: 1)
        flag.deallocate()
    }
}
