import Foundation
import Testing
import TestSupport

/// In the QEMU harness only (tools/vmtest): the kiosk's DRM card, connector
/// and mode on a real kernel (bochs-drm, one connector `Virtual-1`, booted
/// with `video=800x480`), and monitors plugged in and out.
///
/// QEMU 7.2 cannot plug a head in or out without a UI front end showing it
/// (QEMU issue 1107: virtio-gpu's heads are "connected" once a GTK or D-Bus
/// display views them; there is no QMP command). So the monitor is plugged
/// through the kernel's own switch, the connector's sysfs `status` ("off",
/// "on", "detect": `drm_sysfs` in the kernel's DRM documentation), which
/// changes what `drmModeGetConnector` reports; bochs sends no uevent for it
/// (it has no connector polling), so the change event the kernel sends on a
/// real hotplug (`drm_kms_helper_hotplug_event`) is asked of udev with
/// `udevadm trigger --action=change` on the card: udevd broadcasts it as it
/// would the kernel's.
@Suite("Display hotplug on a real kernel", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["TOUCHDECK_VM"] == "1" && access("/dev/dri/card0", W_OK) == 0,
                "needs the QEMU harness (tools/vmtest)"))
struct DisplayHotplugVMTests {
    static let kioskBinary = TestBinaries.kiosk
    static let scratch = NSTemporaryDirectory()
    static let status = "/sys/class/drm/card0-Virtual-1/status"

    /// Forces the connector's state (`on`, `off`, `detect`) and announces it as a hotplug would.
    static func plug(_ state: String) throws {
        try state.write(toFile: status, atomically: false, encoding: .utf8)
        let (code, output) = try ChildProcess.run("/bin/udevadm", ["trigger", "--action=change", "--subsystem-match=drm", "--sysname-match=card0"])
        #expect(code == 0, "udevadm trigger: \(output)")
    }

    /// The process's user + system CPU time in seconds, from `/proc/PID/stat`.
    static func cpuSeconds(_ pid: pid_t) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields 14 and 15 (utime, stime); after the ")" the third field is the 3rd of the file.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test("started with no monitor, the kiosk waits idle; plugged in, it shows; unplugged and plugged again, the mode is set again",
          .timeLimit(.minutes(3)))
    func waitsForAMonitor() throws {
        try Self.plug("off")
        defer { try? Self.plug("detect") }
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--wait-for-devices", "--backend", "libinput", "--date", "Monday, 23 November"])
        defer { _ = kiosk.stop(with: SIGKILL) }
        #expect(kiosk.waitForError(containing: "no monitor connected yet (Virtual-1 (disconnected))", timeout: 20), "\(kiosk.errorText)")
        #expect(kiosk.waitForError(containing: "cannot use drm:/dev/dri/card0 yet", timeout: 10), "\(kiosk.errorText)")
        // Waiting costs next to nothing: it sleeps until udev speaks (or 10 s pass).
        let before = Self.cpuSeconds(kiosk.pid)
        Thread.sleep(forTimeInterval: 4)
        let spent = Self.cpuSeconds(kiosk.pid) - before
        print("display hotplug VM: CPU while waiting 4 s for a monitor: \(spent) s")
        #expect(spent < 0.5, "the wait is busy: \(spent) s of CPU in 4 s")
        #expect(!kiosk.hasExited, "the kiosk gave up without a monitor: \(kiosk.errorText)")

        let plugged = Date()
        try Self.plug("on")
        #expect(kiosk.waitForError(containing: "display drm:/dev/dri/card0 appeared: 800×480", timeout: 8), "\(kiosk.errorText)")
        print("display hotplug VM: shown \(String(format: "%.1f", Date().timeIntervalSince(plugged))) s after the plug event")
        #expect(kiosk.errorText.contains("udev: /dev/dri/card0 changed"), "not woken by udev: \(kiosk.errorText)")
        let shown = try Screendump.take(named: "hotplug-shown", within: 15) { $0.rgb.contains { $0 != 0 } }
        #expect(shown.width == 800 && shown.height == 480 && shown.rgb.contains { $0 != 0 }, "the screen after the plug: \(shown.width)×\(shown.height)")

        try Self.plug("off")
        #expect(kiosk.waitForError(containing: "Virtual-1 on /dev/dri/card0 disconnected", timeout: 10), "\(kiosk.errorText)")
        try Self.plug("on")
        #expect(kiosk.waitForError(containing: "Virtual-1 on /dev/dri/card0: monitor connected, mode 800x480@", timeout: 10), "\(kiosk.errorText)")
        let again = try Screendump.take(named: "hotplug-again", within: 15) { $0.rgb.contains { $0 != 0 } }
        #expect(again.width == 800 && again.height == 480, "the screen after plugging in again: \(again.width)×\(again.height)")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        print("display hotplug VM: the kiosk's log:\n" + kiosk.errorText.split(separator: "\n").filter { $0.contains("display") || $0.contains("Virtual") || $0.contains("udev") }.joined(separator: "\n"))
    }

    @Test("display.mode sets a mode the monitor lists; a connector or mode it lacks is an error naming the key and what exists, and the kiosk shows in the preferred mode",
          .timeLimit(.minutes(3)))
    func connectorAndMode() throws {
        let good = Self.scratch + "display-mode.yaml"
        try "display:\n  connector: Virtual-1\n  mode: 1024x768@60\n".write(toFile: good, atomically: true, encoding: .utf8)
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--config", good, "--wait-for-devices", "--backend", "libinput", "--date", "Monday, 23 November"])
        #expect(kiosk.waitForError(containing: "connector Virtual-1 (connected, 800x480@", timeout: 20), "\(kiosk.errorText)")
        let large = try Screendump.take(named: "display-mode", within: 20) { $0.width == 1024 && $0.rgb.contains { $0 != 0 } }
        #expect(large.width == 1024 && large.height == 768, "display.mode 1024x768@60 showed \(large.width)×\(large.height)")
        #expect(kiosk.stop(with: SIGTERM) == 0, "\(kiosk.errorText)")
        #expect(!kiosk.errorText.contains("display.mode:"), "\(kiosk.errorText)")

        let bad = Self.scratch + "display-bad.yaml"
        try "display:\n  connector: HDMI-A-9\n  mode: 1234x567\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let fallback = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--config", bad, "--wait-for-devices", "--backend", "libinput", "--date", "Monday, 23 November"])
        #expect(fallback.waitForError(containing: "display.connector: /dev/dri/card0 has no connector \"HDMI-A-9\" (it has Virtual-1 (connected, 800x480@", timeout: 20),
                "\(fallback.errorText)")
        // bochs lists its EDID's modes first (1280x800@75 …); the kiosk keeps the command line's video=800x480.
        #expect(fallback.waitForError(containing: "display.mode: Virtual-1 has no mode 1234x567 (it has 1280x800@", timeout: 5), "\(fallback.errorText)")
        #expect(fallback.errorText.contains("1024x768@60") && fallback.errorText.contains("; using 800x480@60"), "\(fallback.errorText)")
        let preferred = try Screendump.take(named: "display-preferred", within: 20) { $0.width == 800 && $0.rgb.contains { $0 != 0 } }
        #expect(preferred.width == 800 && preferred.height == 480, "with bad values the kiosk showed \(preferred.width)×\(preferred.height)")
        #expect(fallback.stop(with: SIGTERM) == 0, "\(fallback.errorText)")
        print("display hotplug VM: errors for bad values:\n" + fallback.errorText.split(separator: "\n").filter { $0.contains("display.") }.joined(separator: "\n"))
    }

    @Test("a render-only card (vgem: DRM without KMS, as a Raspberry Pi's v3d) is skipped, and the log says why",
          .timeLimit(.minutes(2)))
    func renderOnlyCardSkipped() throws {
        let kdir = ((try? String(contentsOfFile: "/proc/cmdline", encoding: .utf8)) ?? "").split(separator: " ")
            .first { $0.hasPrefix("touchdeck.kdir=") }.map { String($0.dropFirst("touchdeck.kdir=".count)) }
        let (loaded, output) = try ChildProcess.run("/sbin/modprobe", (kdir.map { ["-d", $0] } ?? []) + ["vgem"])
        try #require(loaded == 0, "vgem: \(output)")
        defer { _ = try? ChildProcess.run("/sbin/rmmod", ["vgem"]) }
        let vgem = try #require(((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []).filter { $0.hasPrefix("card") && $0 != "card0" }.first,
                                "vgem made no card node")
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--wait-for-devices", "--backend", "libinput", "--date", "Monday, 23 November"])
        #expect(kiosk.waitForError(containing: "display: /dev/dri/card0, connector Virtual-1 (connected", timeout: 20), "\(kiosk.errorText)")
        #expect(kiosk.waitForError(containing: "skipped /dev/dri/\(vgem): render-only (no KMS", timeout: 5), "\(kiosk.errorText)")
        // Running (its stop signal handled) before it is asked to stop.
        #expect(kiosk.waitForError(containing: "@AppStorage values are kept", timeout: 20), "\(kiosk.errorText)")
        Thread.sleep(forTimeInterval: 2)
        #expect(kiosk.stop(with: SIGTERM) == 0, "\(kiosk.errorText)")
        print("display hotplug VM: " + (kiosk.errorText.split(separator: "\n").first { $0.contains("skipped") }.map(String.init) ?? ""))
    }
}
