import Foundation
import Testing
import TestSupport
import TouchDevices
import TouchModel

/// In the QEMU harness only (tools/vmtest): a uinput keyboard typing into the live kiosk through
/// libinput and libxkbcommon — a scanner's burst ending in Enter, then a word cut off by
/// unplugging the keyboard, then the keyboard back — seen in `--events`' `typed` lines.
@Suite("Keyboards on a real kernel", .serialized,
       .enabled(if: access("/dev/uinput", W_OK) == 0 && access("/dev/dri/card0", W_OK) == 0, "needs the QEMU harness (tools/vmtest)"))
struct KeyboardVMTests {
    /// A USB barcode scanner as the kernel sees one: a keyboard with the main block's keys.
    static let scanner = DeviceDescription(
        name: "Touchdeck Guest Scanner", id: DeviceID(bustype: 0x03, vendor: 0x05e0, product: 0x1200, version: 1),
        codes: [EventType.syn: [0], EventType.key: Array(1...127)])

    /// Presses and releases each key, a report after each, `gap` seconds apart.
    static func type(_ codes: [UInt16], into device: UInputDevice, gap: Double = 0.004) throws {
        for code in codes {
            for value: Int32 in [1, 0] {
                try device.write(InputEvent(time: 0, type: EventType.key, code: code, value: value))
                try device.write(InputEvent(time: 0, type: EventType.syn, code: 0, value: 0))
                usleep(UInt32(gap * 1_000_000))
            }
        }
    }

    /// The `typed` events of an events file (JSONValue's lines: a space after `:` and `,`):
    /// characters counted, keys by name, in order.
    static func typed(in path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
            guard line.contains(#""event": "typed""#) else { return nil }
            if let range = line.range(of: #""characters": "#) {
                return "text:" + line[range.upperBound...].prefix { $0.isNumber }
            }
            if let range = line.range(of: #""key": ""#) { return "key:" + line[range.upperBound...].prefix { $0 != "\"" } }
            return nil
        }
    }

    /// Consecutive text runs merged (how a read splits a burst depends on the emulation's speed).
    static func merged(_ typed: [String]) -> [String] {
        var out: [String] = []
        for entry in typed {
            if entry.hasPrefix("text:"), let last = out.last, last.hasPrefix("text:"),
               let a = Int(last.dropFirst(5)), let b = Int(entry.dropFirst(5)) {
                out[out.count - 1] = "text:\(a + b)"
            } else {
                out.append(entry)
            }
        }
        return out
    }

    @Test(.timeLimit(.minutes(3)))
    func scannerBurstUnplugMidWordAndReplug() throws {
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-kiosk-events.jsonl").path
        var keyboard = try UInputDevice(description: Self.scanner)
        Udev.settle()
        // No touchscreen: --wait-for-devices runs it live (as at boot) rather than replaying its tour.
        let kiosk = try ChildProcess(TestBinaries.kiosk, ["run", "home", "--display", "drm:/dev/dri/card0", "--backend", "libinput",
                                                        "--events", events, "--verbose", "--wait-for-devices"])
        #expect(kiosk.waitForError(containing: "keyboard \(keyboard.devnode): Touchdeck Guest Scanner", timeout: 40),
                "the kiosk did not open the keyboard: \(kiosk.errorText)")
        #expect(kiosk.waitForError(containing: "start-up animation settled", timeout: 40), "the kiosk did not settle: \(kiosk.errorText)")

        // An EAN-13 scanned: 4006381333931 and Enter (KEY_1 is 2, …, KEY_0 is 11).
        let digits: [UInt16] = [5, 11, 11, 7, 4, 9, 2, 4, 4, 4, 10, 4, 2]
        try Self.type(digits + [28], into: keyboard)
        // A word cut off: a, b, then c pressed and the keyboard pulled out before its release.
        try Self.type([30, 48], into: keyboard)
        try keyboard.write(InputEvent(time: 0, type: EventType.key, code: 46, value: 1))
        try keyboard.write(InputEvent(time: 0, type: EventType.syn, code: 0, value: 0))
        // Well inside the 600 ms before a held key repeats.
        usleep(50_000)
        keyboard.destroy()
        #expect(kiosk.waitForError(containing: "went away; what it typed was delivered", timeout: 20), "\(kiosk.errorText)")

        // Plugged in again: it types as before (no modifier or key left held).
        keyboard = try UInputDevice(description: Self.scanner)
        // The kiosk's second "keyboard NODE: NAME" line (the node may well be the same one again).
        #expect(kiosk.waitForError(containing: ": Touchdeck Guest Scanner", times: 2, timeout: 20), "\(kiosk.errorText)")
        try Self.type([45, 28], into: keyboard)
        usleep(1_000_000)
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        keyboard.destroy()

        let typed = try Self.typed(in: events)
        // a, b and the c pressed before the unplug (3), then x after the replug: one merged run.
        #expect(Self.merged(typed) == ["text:13", "key:return", "text:4", "key:return"],
                "typed: \(typed); events: \((try? String(contentsOfFile: events, encoding: .utf8)) ?? ""); kiosk: \(kiosk.errorText.suffix(3000))")
        // How many events the burst became depends on how the emulated machine's reads fall (4 on a
        // quiet host, 12 with two VMs side by side): the coalescing is TypingFloodTests' to prove.
        #expect(!kiosk.errorText.contains("Fatal error"), "\(kiosk.errorText)")
    }
}
