#if canImport(Glibc)
import Glibc
#endif
import CLibevdev
import Seat
import TouchModel

/// One evdev device opened through libevdev: non-blocking, close-on-exec,
/// timestamps on `CLOCK_MONOTONIC`, optionally grabbed.
///
/// `readAvailable` drains what the kernel has and resynchronises after a
/// `SYN_DROPPED` through libevdev's sync mode: the events it hands on bring a
/// consumer that saw every earlier event to the device's real state, so no
/// contact is left stuck, duplicated or invented.
public final class EvdevDevice {
    public let node: String
    public let description: DeviceDescription
    /// Where the device is attached (`EVIOCGPHYS`); nil when the driver sets none.
    public let phys: String?
    /// The device's unique id (`EVIOCGUNIQ`, e.g. a serial number), when the driver gives one.
    public let uniq: String?
    /// The descriptor to wait on (readable when events are pending).
    public let fd: Int32
    /// How many times the kernel's buffer overflowed and a resync ran.
    public private(set) var resyncs = 0
    private let dev: OpaquePointer
    private let opener: any DeviceOpener
    private var closed = false

    /// How a drain ended.
    public enum ReadOutcome: Equatable, Sendable {
        /// Nothing more to read for now.
        case drained
        /// The device went away (unplugged, uinput device destroyed).
        case vanished
    }

    /// Opens `node` through `opener` (directly by default). With `grab`, no
    /// other reader (a console, a compositor) gets its events.
    public init(node: String, grab: Bool = false, opener: any DeviceOpener = DirectOpener.shared) throws {
        let fd: Int32
        do { fd = try opener.openDevice(node, flags: O_RDONLY | O_NONBLOCK) } catch let error as SeatError {
            throw error.code == 0 ? DeviceError(node: node, "cannot open: \(error.message)")
                : DeviceError.system(node: node, error.message, errno: error.code)
        }
        var handle: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &handle)
        guard rc == 0, let handle else {
            opener.closeDevice(fd)
            throw DeviceError.system(node: node, "not an evdev device", errno: rc)
        }
        // Monotonic timestamps: immune to wall-clock jumps, comparable with timers.
        let clockRC = libevdev_set_clock_id(handle, CLOCK_MONOTONIC)
        if clockRC != 0 {
            libevdev_free(handle)
            opener.closeDevice(fd)
            throw DeviceError.system(node: node, "cannot set CLOCK_MONOTONIC", errno: clockRC)
        }
        if grab {
            let grabRC = libevdev_grab(handle, LIBEVDEV_GRAB)
            if grabRC != 0 {
                libevdev_free(handle)
                opener.closeDevice(fd)
                throw DeviceError.system(node: node, "cannot grab (another program holds it?)", errno: grabRC)
            }
        }
        self.node = node
        self.fd = fd
        self.dev = handle
        self.opener = opener
        self.description = DeviceDescription(libevdev: handle)
        self.phys = libevdev_get_phys(handle).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        self.uniq = libevdev_get_uniq(handle).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    deinit { close() }

    /// Events that bring a fresh decoder to the device's axis values as the
    /// kernel holds them now (libevdev read them on open): per slot its
    /// position, then the current slot, and the single-touch position. The
    /// kernel passes on only values that changed, so a device opened again
    /// (after a VT switch, or to map it anew) whose next touch lands where the
    /// last one lifted sends no position at all: without these it would read
    /// as the decoder's zero. No tracking ids: no contact begins.
    public func currentAxes() -> [InputEvent] {
        func event(_ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(time: 0, type: EventType.abs, code: code, value: value) }
        var events: [InputEvent] = []
        let slots = libevdev_get_num_slots(dev)
        if slots > 0 {
            for slot in 0..<slots {
                events.append(event(AbsCode.mtSlot, slot))
                for code in [AbsCode.mtPositionX, AbsCode.mtPositionY] where libevdev_has_event_code(dev, UInt32(EventType.abs), UInt32(code)) == 1 {
                    events.append(event(code, libevdev_get_slot_value(dev, UInt32(slot), UInt32(code))))
                }
            }
            events.append(event(AbsCode.mtSlot, libevdev_get_current_slot(dev)))
        }
        for code in [AbsCode.x, AbsCode.y] where libevdev_has_event_code(dev, UInt32(EventType.abs), UInt32(code)) == 1 {
            events.append(event(code, libevdev_get_event_value(dev, UInt32(EventType.abs), UInt32(code))))
        }
        return events
    }

    /// Releases the device; safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        libevdev_free(dev)
        opener.closeDevice(fd)
    }

    /// Hands every pending event to `body`, in order, including the state
    /// delta after a buffer overflow (the `SYN_DROPPED` itself is not passed
    /// on: the delta already accounts for it and ends with a `SYN_REPORT`).
    public func readAvailable(_ body: (InputEvent) -> Void) throws -> ReadOutcome {
        guard !closed else { return .vanished }
        var event = input_event()
        var flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
        while true {
            let rc = libevdev_next_event(dev, flags, &event)
            if rc == Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue) {
                body(Self.convert(event))
            } else if rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                if flags == LIBEVDEV_READ_FLAG_NORMAL.rawValue {
                    // This is the SYN_DROPPED: switch to sync mode for the delta.
                    resyncs += 1
                    flags = LIBEVDEV_READ_FLAG_SYNC.rawValue
                } else {
                    body(Self.convert(event))
                }
            } else if rc == -EAGAIN {
                if flags == LIBEVDEV_READ_FLAG_SYNC.rawValue {
                    flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
                    continue
                }
                return .drained
            } else if rc == -EINTR {
                continue
            } else if rc == -ENODEV {
                return .vanished
            } else {
                throw DeviceError.system(node: node, "read failed", errno: rc)
            }
        }
    }

    static func convert(_ event: input_event) -> InputEvent {
        InputEvent(time: Int64(event.time.tv_sec) * 1_000_000 + Int64(event.time.tv_usec),
                   type: event.type, code: event.code, value: event.value)
    }
}
