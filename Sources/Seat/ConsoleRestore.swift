#if canImport(Glibc)
import Glibc
#endif
import CConsole

/// Gives a VT back to its console after a kiosk that held it died without
/// cleaning up (SIGKILL, a crash of a seat manager running in-process): text
/// mode, the keyboard on, switching by the kernel and unlocked, the cursor
/// shown. What `touchdeck console restore` does, for a service's `ExecStopPost=`.
public enum ConsoleRestore {
    /// The terminal to restore when none is named: the VT in front.
    public static func defaultTerminal() throws -> String { "/dev/tty\(try VirtualTerminal.active())" }

    /// The VT a kiosk noted in `file` (its first line, `/dev/ttyN`); nil when
    /// the file is missing or names no VT.
    public static func notedTerminal(in file: String) -> String? {
        guard let line = SmallFile.firstLine(file) else { return nil }
        return VirtualTerminal.isVTPath(line) ? line : nil
    }

    /// Restores `path`; the steps taken, for the log. Safe on a VT that is fine already.
    public static func restore(_ path: String) throws -> [String] {
        let terminal = try VirtualTerminal(path: path)
        var steps: [String] = []
        if try terminal.mode() == .graphics {
            try terminal.setMode(.text)
            steps.append("text mode")
        }
        // Only the "off" a seat manager sets is undone: another mode (raw,
        // medium) may be the owner's choice.
        if try terminal.keyboardMode() == K_OFF {
            try terminal.setKeyboardMode(K_UNICODE)
            steps.append("keyboard on")
        }
        if try terminal.processSwitching() {
            try terminal.setAutomaticSwitching()
            steps.append("VT switching by the kernel")
        }
        try terminal.unlockSwitching()
        try terminal.showCursor()
        return steps + ["VT switching unlocked", "cursor shown"]
    }
}
