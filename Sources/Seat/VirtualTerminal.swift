#if canImport(Glibc)
import Glibc
#endif
import CConsole

/// A Linux virtual terminal (`/dev/ttyN`) through the kernel's console
/// ioctls: its text/graphics mode, keyboard mode and switching mode.
public final class VirtualTerminal {
    /// The terminal's mode (`KDGETMODE`).
    public enum Mode: Equatable, Sendable {
        /// The console draws text (and its cursor).
        case text
        /// A program draws; the console keeps off the screen.
        case graphics
    }

    public let path: String
    private let fd: Int32

    /// Opens `path` without making it the controlling terminal.
    public init(path: String) throws {
        let fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw SeatError(device: path, code: errno, "cannot open the terminal") }
        self.path = path
        self.fd = fd
        do { _ = try mode() } catch {
            Glibc.close(fd)
            throw SeatError(device: path, code: (error as? SeatError)?.code ?? 0, "not a virtual terminal")
        }
    }

    deinit { Glibc.close(fd) }

    /// The VT in front, from `/dev/tty0`: its number (1 for `/dev/tty1`).
    public static func active() throws -> Int {
        let console = try VirtualTerminal(path: "/dev/tty0")
        var state = vt_stat()
        guard ioctl(console.fd, UInt(VT_GETSTATE), &state) == 0 else {
            throw SeatError(device: "/dev/tty0", code: errno, "VT_GETSTATE failed")
        }
        return Int(state.v_active)
    }

    public func mode() throws -> Mode {
        var mode: Int32 = 0
        guard ioctl(fd, UInt(KDGETMODE), &mode) == 0 else { throw SeatError(device: path, code: errno, "KDGETMODE failed") }
        return mode == KD_TEXT ? .text : .graphics
    }

    public func setMode(_ mode: Mode) throws {
        guard ioctl(fd, UInt(KDSETMODE), mode == .text ? KD_TEXT : KD_GRAPHICS) == 0 else {
            throw SeatError(device: path, code: errno, "KDSETMODE failed")
        }
    }

    /// `K_OFF`, the keyboard mode a seat manager sets: keys reach no one but it.
    public static let keyboardOff = Int32(K_OFF)

    /// The keyboard mode (`KDGKBMODE`): `K_OFF` while a seat manager holds the VT.
    public func keyboardMode() throws -> Int32 {
        var mode: Int32 = 0
        guard ioctl(fd, UInt(KDGKBMODE), &mode) == 0 else { throw SeatError(device: path, code: errno, "KDGKBMODE failed") }
        return mode
    }

    public func setKeyboardMode(_ mode: Int32) throws {
        guard ioctl(fd, UInt(KDSKBMODE), mode) == 0 else { throw SeatError(device: path, code: errno, "KDSKBMODE failed") }
    }

    /// Whether a program decides when the VT may be switched away (`VT_PROCESS`), as a seat manager does.
    public func processSwitching() throws -> Bool {
        var mode = vt_mode()
        guard ioctl(fd, UInt(VT_GETMODE), &mode) == 0 else { throw SeatError(device: path, code: errno, "VT_GETMODE failed") }
        return Int32(mode.mode) == VT_PROCESS
    }

    /// The kernel switches the VT by itself again (`VT_AUTO`).
    public func setAutomaticSwitching() throws {
        var mode = vt_mode()
        mode.mode = CChar(VT_AUTO)
        guard ioctl(fd, UInt(VT_SETMODE), &mode) == 0 else { throw SeatError(device: path, code: errno, "VT_SETMODE failed") }
    }

    /// Allows VT switching again after a `VT_LOCKSWITCH`.
    public func unlockSwitching() throws {
        guard ioctl(fd, UInt(VT_UNLOCKSWITCH), 0) == 0 else { throw SeatError(device: path, code: errno, "VT_UNLOCKSWITCH failed") }
    }

    /// Shows the text cursor: the VT escape sequence `ESC [ ? 25 h`, which no
    /// ioctl covers (it is what `setterm --cursor on` writes).
    public func showCursor() throws {
        let sequence: [UInt8] = Array("\u{1B}[?25h".utf8)
        guard write(fd, sequence, sequence.count) == sequence.count else {
            throw SeatError(device: path, code: errno, "cannot write the cursor sequence")
        }
    }

    /// Asks the kernel to bring VT `number` to the front (`VT_ACTIVATE`) without
    /// waiting for it: a kiosk's loop must not block on a switch that the VT in
    /// front (in `VT_PROCESS` mode) may refuse. Asked `through` a VT the caller
    /// may use: its own (the controlling terminal), else `/dev/tty0` as root.
    public static func requestActivation(_ number: Int, through path: String = "/dev/tty0") throws {
        let console = try VirtualTerminal(path: path)
        guard ioctl(console.fd, UInt(VT_ACTIVATE), Int32(number)) == 0 else {
            throw SeatError(device: "/dev/tty\(number)", code: errno, "cannot switch to it (VT_ACTIVATE)")
        }
    }

    /// Brings VT `number` to the front and waits until it is there, as `chvt` does.
    public static func activate(_ number: Int) throws {
        let console = try VirtualTerminal(path: "/dev/tty0")
        guard ioctl(console.fd, UInt(VT_ACTIVATE), Int32(number)) == 0, ioctl(console.fd, UInt(VT_WAITACTIVE), Int32(number)) == 0 else {
            throw SeatError(device: "/dev/tty\(number)", code: errno, "cannot switch to it")
        }
    }
}
