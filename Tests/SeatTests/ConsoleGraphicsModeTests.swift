import Foundation
import Seat
import Testing

/// A VT that records the modes set on it.
private final class ConsoleDouble: ConsoleModeControl {
    let path = "/dev/tty7"
    var current: VirtualTerminal.Mode
    var set: [VirtualTerminal.Mode] = []
    var refuses = false
    init(_ mode: VirtualTerminal.Mode) { current = mode }
    func mode() throws -> VirtualTerminal.Mode { current }
    func setMode(_ mode: VirtualTerminal.Mode) throws {
        if refuses { throw SeatError(device: path, code: EPERM, "KDSETMODE failed") }
        set.append(mode)
        current = mode
    }
}

@Suite("The console kept off the picture without a seat manager")
struct ConsoleGraphicsModeTests {
    @Test("a VT in text mode is put in graphics mode, and back in text mode once, on release")
    func holdsAndReleases() throws {
        let console = ConsoleDouble(.text)
        let mode = try ConsoleGraphicsMode(terminal: console)
        #expect(console.current == .graphics && mode.holds)
        try mode.release()
        try mode.release()
        #expect(console.set == [.graphics, .text])
    }

    @Test("dropping it without a release (a thrown error unwinding the kiosk) still gives text mode back")
    func releasedWhenDropped() throws {
        let console = ConsoleDouble(.text)
        do { _ = try ConsoleGraphicsMode(terminal: console) }
        #expect(console.set == [.graphics, .text])
    }

    @Test("a VT another program put in graphics mode is left as it is, before and after")
    func leavesOthersGraphics() throws {
        let console = ConsoleDouble(.graphics)
        let mode = try ConsoleGraphicsMode(terminal: console)
        try mode.release()
        #expect(console.set.isEmpty && !mode.holds)
    }

    @Test("a VT that refuses (not the caller's terminal, no CAP_SYS_TTY_CONFIG) is an error, and nothing is held")
    func refused() {
        let console = ConsoleDouble(.text)
        console.refuses = true
        #expect(throws: SeatError.self) { try ConsoleGraphicsMode(terminal: console) }
        #expect(console.current == .text)
    }

    @Test("the VT a kiosk noted for its service's ExecStopPost is read back; anything else is not a VT")
    func notedTerminal() throws {
        let file = NSTemporaryDirectory() + "vt-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(ConsoleRestore.notedTerminal(in: file) == nil)
        for (text, expected) in [("/dev/tty2\n", "/dev/tty2"), ("/dev/tty12", "/dev/tty12"), ("/dev/tty0\n", nil), ("/dev/pts/1\n", nil),
                                 ("/etc/passwd\n", nil), ("", nil)] as [(String, String?)] {
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(ConsoleRestore.notedTerminal(in: file) == expected, "\(text)")
        }
    }

    @Test("the VT in front comes from sysfs, which any user may read")
    func activeFromSysfs() throws {
        let sysfs = NSTemporaryDirectory() + "sysfs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: sysfs) }
        #expect(VirtualTerminal.activePath(sysfs: sysfs) == nil)
        try FileManager.default.createDirectory(atPath: sysfs + "/class/tty/tty0", withIntermediateDirectories: true)
        try "tty3\n".write(toFile: sysfs + "/class/tty/tty0/active", atomically: true, encoding: .utf8)
        #expect(VirtualTerminal.activePath(sysfs: sysfs) == "/dev/tty3")
    }
}
