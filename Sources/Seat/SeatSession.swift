#if canImport(Glibc)
import Glibc
#endif
import CLibseat
import Logging

/// What the seat manager says about the kiosk's session.
public enum SeatChange: Equatable, Sendable {
    /// The seat is ours again (the kiosk's VT came back to the front): reopen
    /// input, take the screen back, draw it whole.
    case enabled
    /// The seat is being taken away (another VT came to the front): stop using
    /// its devices, then `acknowledgeDisable()`.
    case disabled
}

/// The live loop's side of a seat: a descriptor to wait on, the changes it
/// brought, and the acknowledgement a disable needs. `SeatSession` is the real one.
public protocol SeatControl: AnyObject {
    /// The seat's name (`seat0`).
    var seatName: String { get }
    /// Readable when the seat manager has news.
    var fd: Int32 { get }
    /// Reads the seat manager's news without blocking; the changes, oldest first.
    func dispatch() throws -> [SeatChange]
    /// Tells the seat manager the devices are no longer used after a `.disabled`.
    func acknowledgeDisable() throws
}

/// A seat opened through libseat, which speaks to seatd or logind (or, when
/// `LIBSEAT_BACKEND=builtin` asks for it, runs seatd inside the process): the
/// seat manager opens DRM and evdev nodes for a user who may not open them
/// itself, drops DRM master and revokes input when another VT comes to the
/// front, and puts the VT back in text mode when the kiosk goes, even killed.
public final class SeatSession: DeviceOpener, SeatControl {
    /// What libseat's callbacks (which can capture nothing) record, read after each dispatch.
    private struct Events {
        var active = false
        var changes: [SeatChange] = []

        mutating func record(_ change: SeatChange) {
            active = change == .enabled
            changes.append(change)
        }
    }

    public let seatName: String
    /// The libseat backend in use: `seatd`, `logind` or `builtin`.
    public let backend: String
    public let fd: Int32
    private let seat: OpaquePointer
    private let events: UnsafeMutablePointer<Events>
    /// libseat keeps the listener's address, so it lives as long as the seat.
    private let listener: UnsafeMutablePointer<libseat_seat_listener>
    /// libseat's device ids by the descriptors it handed out.
    private var deviceIDs: [Int32: Int32] = [:]
    private var closed = false

    /// Opens the seat through `backend` (nil: whatever `LIBSEAT_BACKEND` or
    /// libseat's own order picks). The seat may not be active yet: see `waitUntilActive`.
    public init(backend: String?, logger: Logger) throws {
        SeatLog.install(logger)
        events = .allocate(capacity: 1)
        events.initialize(to: Events())
        listener = .allocate(capacity: 1)
        listener.initialize(to: libseat_seat_listener(
            enable_seat: { _, data in data?.assumingMemoryBound(to: Events.self).pointee.record(.enabled) },
            disable_seat: { _, data in data?.assumingMemoryBound(to: Events.self).pointee.record(.disabled) }))
        // libseat takes its backend only from the environment: set it for this call alone.
        let requested = getenv("LIBSEAT_BACKEND").map { String(cString: $0) }
        if let backend { setenv("LIBSEAT_BACKEND", backend, 1) }
        SeatLog.lastError = nil
        let opened = libseat_open_seat(listener, events)
        let code = errno
        if backend != nil {
            if let requested { setenv("LIBSEAT_BACKEND", requested, 1) } else { unsetenv("LIBSEAT_BACKEND") }
        }
        let name = backend ?? requested ?? "libseat"
        guard let opened else {
            listener.deallocate()
            events.deinitialize(count: 1)
            events.deallocate()
            // libseat's own reason says more than its errno.
            if let reason = SeatLog.lastError { throw SeatError(device: name, "cannot open a seat: \(reason)") }
            throw SeatError(device: name, code: code, "cannot open a seat")
        }
        seat = opened
        self.backend = name
        seatName = libseat_seat_name(opened).map { String(cString: $0) } ?? "seat0"
        fd = libseat_get_fd(opened)
    }

    deinit { close() }

    public var summary: String { "through \(backend) on \(seatName)" }

    /// Whether the seat is ours now (its devices may be opened and used).
    public var isActive: Bool { events.pointee.active }

    public func dispatch() throws -> [SeatChange] {
        guard !closed else { return [] }
        if libseat_dispatch(seat, 0) < 0 {
            throw SeatError(device: seatName, code: errno, "the connection to \(backend) failed")
        }
        defer { events.pointee.changes.removeAll() }
        return events.pointee.changes
    }

    /// Blocks until the seat is active (the kiosk's VT is in front), saying
    /// once that it waits; a kiosk started on a VT in the background waits here.
    public func waitUntilActive(logger: Logger) throws {
        var told = false
        while true {
            _ = try dispatch()
            if isActive { return }
            if !told {
                logger.notice("waiting for \(seatName) to become active (the kiosk's VT is not in front)")
                told = true
            }
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 1000) < 0, errno != EINTR {
                throw SeatError(device: seatName, code: errno, "waiting for \(backend) failed")
            }
        }
    }

    public func acknowledgeDisable() throws {
        guard !closed else { return }
        if libseat_disable_seat(seat) != 0 {
            throw SeatError(device: seatName, code: errno, "\(backend) refused the acknowledgement of the disable")
        }
    }

    /// Asks the seat manager to bring VT `number` to the front (Ctrl+Alt+F*n*):
    /// the kiosk's seat is disabled once it does.
    public func switchSession(_ number: Int) throws {
        guard !closed else { return }
        if libseat_switch_session(seat, Int32(number)) != 0 {
            throw SeatError(device: seatName, code: errno, "\(backend) did not switch to VT \(number)")
        }
    }

    public func openDevice(_ path: String, flags: Int32) throws -> Int32 {
        guard !closed else { throw SeatError(device: path, "the seat is closed") }
        var fd: Int32 = -1
        let id = libseat_open_device(seat, path, &fd)
        guard id >= 0, fd >= 0 else {
            throw SeatError(device: path, code: errno, "\(backend) did not open it on \(seatName)")
        }
        deviceIDs[fd] = id
        return fd
    }

    public func closeDevice(_ fd: Int32) {
        if let id = deviceIDs.removeValue(forKey: fd), !closed { _ = libseat_close_device(seat, id) }
        Glibc.close(fd)
    }

    /// Gives the seat back; the seat manager restores the VT. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        for (fd, id) in deviceIDs {
            _ = libseat_close_device(seat, id)
            Glibc.close(fd)
        }
        deviceIDs = [:]
        _ = libseat_close_seat(seat)
        listener.deallocate()
        events.deinitialize(count: 1)
        events.deallocate()
    }
}
