#if canImport(Glibc)
import Glibc
#endif

/// A VT's text/graphics mode, as `ConsoleGraphicsMode` needs it: `VirtualTerminal`,
/// or a test's double.
public protocol ConsoleModeControl: AnyObject {
    var path: String { get }
    func mode() throws -> VirtualTerminal.Mode
    func setMode(_ mode: VirtualTerminal.Mode) throws
}

extension VirtualTerminal: ConsoleModeControl {}

/// The VT a kiosk draws on without a seat manager, held in graphics mode
/// (`KD_GRAPHICS`) so that fbcon draws neither its cursor nor kernel messages
/// over the picture — what a seat manager does for a kiosk it serves. Text
/// mode comes back on `release()` (the kiosk's end, SIGTERM included); after
/// SIGKILL the service's `touchdeck console restore` does it.
public final class ConsoleGraphicsMode {
    public let terminal: any ConsoleModeControl
    /// Whether this put the VT in graphics mode (and so puts it back).
    public private(set) var holds: Bool

    /// Switches `terminal` to graphics mode when it is in text mode; a VT some
    /// other program already put in graphics mode is left as it is.
    public init(terminal: any ConsoleModeControl) throws {
        self.terminal = terminal
        if try terminal.mode() == .text {
            try terminal.setMode(.graphics)
            holds = true
        } else {
            holds = false
        }
    }

    /// Text mode again, if this set graphics mode. Safe to call twice.
    public func release() throws {
        guard holds else { return }
        holds = false
        try terminal.setMode(.text)
    }

    deinit { try? release() }
}

extension VirtualTerminal {
    /// The VT in front as `/dev/ttyN`, from sysfs (`/sys/class/tty/tty0/active`,
    /// which any user may read, unlike `/dev/tty0`); nil without VTs.
    public static func activePath(sysfs: String = "/sys") -> String? {
        guard let name = SmallFile.firstLine(sysfs + "/class/tty/tty0/active") else { return nil }
        return isVTPath("/dev/" + name) ? "/dev/" + name : nil
    }

    /// The VT on standard input (a service's `TTYPath=` with `StandardInput=tty`,
    /// a login on the console) as `/dev/ttyN`; nil when it is not a VT.
    public static func standardInputPath() -> String? {
        guard isatty(STDIN_FILENO) == 1, let name = ttyname(STDIN_FILENO) else { return nil }
        let path = String(cString: name)
        return isVTPath(path) ? path : nil
    }

    /// Whether `path` is `/dev/ttyN` with N from 1 (a VT, not the console `/dev/tty0`).
    public static func isVTPath(_ path: String) -> Bool {
        guard path.hasPrefix("/dev/tty"), let number = Int(path.dropFirst("/dev/tty".count)) else { return false }
        return number >= 1 && number <= 63
    }
}

/// Reads the first line of a small file (sysfs, a runtime note) without Foundation.
enum SmallFile {
    static func firstLine(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let line = buffer[0..<count].prefix { $0 != 10 }
        let text = String(decoding: line, as: UTF8.self).trimmed(of: " \t\r")
        return text.isEmpty ? nil : text
    }
}

extension String {
    /// Without leading and trailing characters of `set`.
    fileprivate func trimmed(of set: String) -> String {
        let skip = Set(set)
        guard let first = firstIndex(where: { !skip.contains($0) }), let last = lastIndex(where: { !skip.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
