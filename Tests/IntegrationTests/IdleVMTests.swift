import Display
import Foundation
import Geometry
import Testing
import TestSupport
import TouchTrace

/// In the QEMU harness only (tools/vmtest): the live kiosk on DRM blanks its
/// screen when idle (the connector's DPMS reads Off in sysfs), a uinput touch
/// wakes it without tapping, and a kiosk started before its display and
/// touchscreen exist picks both up.
@Suite("Idle kiosk on a real kernel", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["TOUCHDECK_VM"] == "1" && access("/dev/uinput", W_OK) == 0
                    && access("/dev/dri/card0", W_OK) == 0, "needs the QEMU harness (tools/vmtest)"))
struct IdleVMTests {
    static let touchdeck = TestBinaries.touchdeck
    static let kioskBinary = TestBinaries.kiosk
    static let scratch = NSTemporaryDirectory()

    /// Taps on the wallet's front card (visa) of an 800×480 screen, `gap` seconds apart.
    static func taps(_ count: Int, gap: Double, name: String) throws -> String {
        let tap = "down 400 400\nhold 0.1\nup\n"
        let script = "screen 800x480\n" + Array(repeating: tap, count: count).joined(separator: "hold \(gap)\n")
        let path = scratch + name + ".yaml"
        try TraceScript.build(script, file: name).write(to: path)
        return path
    }

    /// The DRM connectors' DPMS states from sysfs (`/sys/class/drm/card0-*/dpms`).
    static func dpms() -> [String] {
        let drm = "/sys/class/drm"
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: drm)) ?? []).filter { $0.hasPrefix("card0-") }
        return entries.sorted().compactMap { entry in
            (try? String(contentsOfFile: "\(drm)/\(entry)/dpms", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Polls until `condition` holds or `timeout` seconds pass.
    static func wait(_ timeout: Double, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return condition()
    }

    /// The app events of an `--events` file, as lines.
    static func events(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test("idle on DRM: DPMS Off after the timeout; a uinput touch turns it On and taps nothing; the next tap selects",
          .timeLimit(.minutes(2)))
    func blankAndWake() throws {
        let trace = try Self.taps(2, gap: 1.5, name: "idle-wake-taps")
        let config = Self.scratch + "idle-vm.yaml"
        try "idle:\n  timeout: 2\n  blank:\n    after: 2\n".write(toFile: config, atomically: true, encoding: .utf8)
        let events = Self.scratch + "idle-vm-events.jsonl"
        // The touchscreen exists before the kiosk starts; its taps begin once the kiosk says it
        // blanked (SIGUSR1 to the player), or after 20 s.
        // The device stays until the second tap has selected (SIGTERM below), so a late read never cancels it.
        let player = try ChildProcess(Self.touchdeck, ["replay", trace, "--start-after", "20", "--remove-after", "60"])
        #expect(player.waitForError(containing: "/dev/input/event", timeout: 30), "no uinput device: \(player.errorText)")
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--display", "drm:/dev/dri/card0", "--backend", "libinput",
                                                       "--config", config, "--events", events, "--date", "Monday, 23 November"])
        #expect(kiosk.waitForError(containing: "touch device", timeout: 15), "the kiosk did not open the touchscreen: \(kiosk.errorText)")
        #expect(Self.dpms().contains("On"), "before blanking: \(Self.dpms())")
        let off = Self.wait(17) { Self.dpms().contains("Off") }
        #expect(off, "DPMS never went Off: \(Self.dpms()); \(kiosk.errorText)")
        #expect(kiosk.waitForError(containing: "idle: screen off (DPMS of connector", timeout: 2), "\(kiosk.errorText)")
        print("idle VM: DPMS after the idle timeout: \(Self.dpms())")
        kill(player.pid, SIGUSR1)
        // The first tap wakes it.
        #expect(Self.wait(15) { Self.dpms().allSatisfy { $0 == "On" } && !Self.dpms().isEmpty }, "DPMS never came back On: \(Self.dpms())")
        print("idle VM: DPMS after the wake touch: \(Self.dpms())")
        // The first frame after the wake reaches the screen a moment after DPMS is On.
        let woken = try Screendump.take(named: "idle-woken", within: 10) { $0.rgb.contains { $0 != 0 } }
        #expect(woken.rgb.contains { $0 != 0 }, "the woken screen shows nothing")
        #expect(Self.wait(20) { Self.events(events).contains { $0.contains(#""event": "selected""#) } },
                "the tap after the wake selected nothing: \(Self.events(events))")
        #expect(player.stop(with: SIGTERM, timeout: 20) == 0, "touchdeck replay failed: \(player.errorText)")
        #expect(!player.errorText.contains("stopped after"), "the player did not play every tap: \(player.errorText)")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")

        let lines = Self.events(events)
        let wake = lines.firstIndex { $0.contains(#""event": "idle", "stage": "wake""#) }
        let blank = lines.firstIndex { $0.contains(#""event": "idle", "stage": "blank""#) }
        let selected = lines.indices.filter { lines[$0].contains(#""event": "selected""#) }
        #expect(blank != nil && wake != nil && blank! < wake!, "events: \(lines)")
        #expect(selected.count == 1, "the wake tap must select nothing, the second tap once: \(lines)")
        #expect(selected.allSatisfy { $0 > (wake ?? .max) }, "a card was selected before the wake: \(lines)")
    }

    @Test("a turned display (display.rotation: 90) blanks too: DPMS Off after the idle timeout, On again at the end",
          .timeLimit(.minutes(2)))
    func turnedDisplayBlanks() throws {
        let config = Self.scratch + "idle-vm-turned.yaml"
        try "display:\n  rotation: 90\nidle:\n  timeout: 2\n  blank:\n    after: 2\n".write(toFile: config, atomically: true, encoding: .utf8)
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--display", "drm:/dev/dri/card0", "--backend", "libinput",
                                                       "--config", config, "--wait-for-devices", "--date", "Monday, 23 November"])
        #expect(kiosk.waitForError(containing: "no touchscreen yet", timeout: 15) || kiosk.waitForError(containing: "touch device", timeout: 1),
                "\(kiosk.errorText)")
        #expect(Self.wait(5) { Self.dpms().contains("On") }, "before blanking: \(Self.dpms())")
        let off = Self.wait(17) { Self.dpms().contains("Off") }
        print("idle VM: turned display, DPMS after the idle timeout: \(Self.dpms())")
        #expect(off, "a turned display never went Off: \(Self.dpms()); \(kiosk.errorText)")
        #expect(kiosk.waitForError(containing: "idle: screen off (DPMS of connector", timeout: 2), "\(kiosk.errorText)")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        // Closing switches the screen back on for the console.
        #expect(Self.wait(5) { Self.dpms().allSatisfy { $0 == "On" } }, "after the kiosk: \(Self.dpms())")
    }

    @Test("a kiosk started with no display and no touchscreen waits, then picks up the display (bochs loaded) and the touchscreen (uinput)",
          .timeLimit(.minutes(2)))
    func startsBeforeItsDevices() throws {
        let kdir = ((try? String(contentsOfFile: "/proc/cmdline", encoding: .utf8)) ?? "").split(separator: " ")
            .first { $0.hasPrefix("touchdeck.kdir=") }.map { String($0.dropFirst("touchdeck.kdir=".count)) }
        let unloaded = try ChildProcess.run("/sbin/rmmod", ["bochs"])
        // Whatever happens, the display driver is back for whoever comes next.
        defer { Self.reloadDisplay(kdir: kdir) }
        let displayStaged = unloaded.0 == 0 && Self.wait(5) { access("/dev/dri/card0", F_OK) != 0 }
        if !displayStaged { print("idle VM: bochs could not be unloaded (\(unloaded.1)); only the touchscreen is staged") }

        let events = Self.scratch + "idle-vm-hotplug-events.jsonl"
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--wait-for-devices", "--backend", "libinput",
                                                       "--events", events, "--date", "Monday, 23 November"])
        #expect(kiosk.waitForError(containing: "no touchscreen yet", timeout: 15), "\(kiosk.errorText)")
        if displayStaged {
            #expect(kiosk.waitForError(containing: "no display yet", timeout: 15), "\(kiosk.errorText)")
            Thread.sleep(forTimeInterval: 1)
            #expect(!kiosk.hasExited, "the kiosk gave up without a display: \(kiosk.errorText)")
            Self.reloadDisplay(kdir: kdir)
            #expect(kiosk.waitForError(containing: "display drm:/dev/dri/card0 appeared", timeout: 20), "\(kiosk.errorText)")
            print("idle VM: bochs unloaded before the kiosk started; loaded again, the kiosk picked up /dev/dri/card0")
        }
        let trace = try Self.taps(1, gap: 0, name: "idle-hotplug-tap")
        let player = try ChildProcess(Self.touchdeck, ["replay", trace, "--start-after", "8", "--remove-after", "60"])
        #expect(player.waitForError(containing: "/dev/input/event", timeout: 30), "no uinput device: \(player.errorText)")
        #expect(kiosk.waitForError(containing: "touch device", timeout: 8), "the kiosk did not pick up the touchscreen: \(kiosk.errorText)")
        #expect(Self.wait(30) { Self.events(events).contains { $0.contains(#""event": "selected""#) } },
                "the tap did not reach the app: \(Self.events(events))")
        #expect(player.stop(with: SIGTERM, timeout: 20) == 0, "touchdeck replay failed: \(player.errorText)")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        let log = kiosk.errorText.split(separator: "\n").filter { $0.contains("display") || $0.contains("touch") }
        print("idle VM: the kiosk's log:\n" + log.joined(separator: "\n"))
    }

    @Test("fbdev: FBIOBLANK powers the CRTC down and up again (the kernel's atomic state says so)")
    func framebufferBlank() throws {
        // The DRM core's atomic state is in debugfs; fbdev blanking (through the DRM fbdev emulation) shows there.
        if access("/sys/kernel/debug/dri", F_OK) != 0 { _ = try ChildProcess.run("/bin/mount", ["-t", "debugfs", "debugfs", "/sys/kernel/debug"]) }
        let state = "/sys/kernel/debug/dri/0/state"
        func active() -> [String] {
            ((try? String(contentsOfFile: state, encoding: .utf8)) ?? "").split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("active=") }
        }
        let display = try FramebufferDisplay(path: "/dev/fb0")
        defer { try? display.close() }
        try display.setScreen(on: false)
        let off = active()
        try display.setScreen(on: true)
        let on = active()
        print("idle VM: CRTC after FBIOBLANK powerdown: \(off), after unblank: \(on)")
        guard !off.isEmpty else {
            print("idle VM: \(state) is not readable: FBIOBLANK was only seen to succeed")
            return
        }
        #expect(off.contains("active=0") && !off.contains("active=1"), "\(off)")
        #expect(on.contains("active=1"), "\(on)")
    }

    /// Loads bochs again (when it is not loaded) and keeps the console off its framebuffer.
    static func reloadDisplay(kdir: String?) {
        guard access("/dev/dri/card0", F_OK) != 0 else { return }
        _ = try? ChildProcess.run("/sbin/modprobe", (kdir.map { ["-d", $0] } ?? []) + ["bochs"])
        _ = wait(10) { access("/dev/dri/card0", W_OK) == 0 }
        for console in (try? FileManager.default.contentsOfDirectory(atPath: "/sys/class/vtconsole")) ?? [] {
            try? "0".write(toFile: "/sys/class/vtconsole/\(console)/bind", atomically: false, encoding: .utf8)
        }
    }
}
