import Foundation
import Testing
import TestSupport

/// In the QEMU harness with a two-head virtio-gpu only (`TOUCHDECK_VM_GPU=virtio
/// TOUCHDECK_VM_FILTER=MultiHeadVMTests tools/vmtest`): a `displays:` list
/// shows the kiosk on both heads of one card, each head dumped by QEMU
/// (QMP `screendump` with `device` and `head`) and compared pixel by pixel.
///
/// QEMU enables only a virtio-gpu's first head without a UI front end
/// (QEMU issue 1107), so the second is switched on through the kernel's own
/// switch, its connector's sysfs `status` (`drm_sysfs` in the kernel's DRM
/// documentation); virtio-gpu then lists its EDID-less modes on it.
@Suite("Several heads on a real kernel", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["TOUCHDECK_VM"] == "1" && access("/sys/class/drm/card0-Virtual-2/status", W_OK) == 0,
                "needs the QEMU harness with TOUCHDECK_VM_GPU=virtio"))
struct MultiHeadVMTests {
    static let kioskBinary = TestBinaries.kiosk
    static let second = "/sys/class/drm/card0-Virtual-2/status"

    /// How many pixels of the picture (`first`, the head that sets its size)
    /// differ on `turned`, the second head's dump, where the picture lies turned
    /// a quarter clockwise and centred; and how many pixels around it are not black.
    static func differences(_ first: Screendump.Image, _ turned: Screendump.Image) -> (picture: Int, border: Int) {
        // The turned panel is height × width; the picture's origin lies at the offset on it.
        let tw = turned.height, th = turned.width
        let ox = (tw - first.width) / 2, oy = (th - first.height) / 2
        var picture = 0, border = 0
        for py in 0..<turned.height {
            for px in 0..<turned.width {
                // Physical (px, py) of a quarter turn shows turned (tx, ty) = (py, width - 1 - px).
                let tx = py, ty = turned.width - 1 - px
                let x = tx - ox, y = ty - oy
                let at = (py * turned.width + px) * 3
                if x >= 0, x < first.width, y >= 0, y < first.height {
                    let from = (y * first.width + x) * 3
                    if turned.rgb[at] != first.rgb[from] || turned.rgb[at + 1] != first.rgb[from + 1] || turned.rgb[at + 2] != first.rgb[from + 2] {
                        picture += 1
                    }
                } else if turned.rgb[at] != 0 || turned.rgb[at + 1] != 0 || turned.rgb[at + 2] != 0 {
                    border += 1
                }
            }
        }
        return (picture, border)
    }

    @Test("displays: mirrors the kiosk on both heads, the second turned 90° in its own mode and centred, pixel for pixel; the log names each head",
          .timeLimit(.minutes(4)))
    func mirrorsOnTwoHeads() throws {
        try "on".write(toFile: Self.second, atomically: false, encoding: .utf8)
        defer { try? "detect".write(toFile: Self.second, atomically: false, encoding: .utf8) }
        let config = NSTemporaryDirectory() + "two-heads.yaml"
        try """
            displays:
              - connector: Virtual-1
              - connector: Virtual-2
                mode: 1024x768
                rotation: 90
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--config", config, "--wait-for-devices", "--backend", "libinput",
                                                        "--date", "Monday, 23 November"])
        defer { _ = kiosk.stop(with: SIGKILL) }
        #expect(kiosk.waitForError(containing: "@AppStorage values are kept", timeout: 30), "\(kiosk.errorText)")
        #expect(!kiosk.errorText.contains("displays["), "a head was not shown: \(kiosk.errorText)")
        // Both heads show the same frame once the kiosk has drawn it: dumped until they agree.
        var first = try Screendump.take(named: "heads-first", head: 0, within: 20) { $0.rgb.contains { $0 != 0 } }
        var turned = try Screendump.take(named: "heads-second", head: 1)
        var found = Self.differences(first, turned)
        let end = Date().addingTimeInterval(30)
        while found != (0, 0), Date() < end, first.width == 800, turned.width == 1024 {
            Thread.sleep(forTimeInterval: 1)
            first = try Screendump.take(named: "heads-first", head: 0)
            turned = try Screendump.take(named: "heads-second", head: 1)
            found = Self.differences(first, turned)
        }
        #expect(first.width == 800 && first.height == 480, "the first head: \(first.width)×\(first.height)")
        #expect(turned.width == 1024 && turned.height == 768, "the second head: \(turned.width)×\(turned.height)")
        #expect(first.rgb.contains { $0 != 0 }, "the first head is black")
        #expect(found.picture == 0 && found.border == 0,
                "the second head differs from the first turned 90° and centred: \(found.picture) pixels of the picture, \(found.border) around it")
        print("multi-head VM: heads 800×480 and 1024×768 at 90°: \(found.picture) differing pixels in the picture, \(found.border) non-black around it")
        #expect(kiosk.stop(with: SIGTERM) == 0, "\(kiosk.errorText)")
    }

    @Test("a displays: entry naming a connector the card lacks is an error naming displays[N].connector and listing the card's connectors; the others show",
          .timeLimit(.minutes(3)))
    func unknownConnector() throws {
        let config = NSTemporaryDirectory() + "bad-head.yaml"
        try "displays:\n  - connector: Virtual-1\n  - connector: HDMI-A-3\n".write(toFile: config, atomically: true, encoding: .utf8)
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--config", config, "--wait-for-devices", "--backend", "libinput",
                                                        "--date", "Monday, 23 November"])
        defer { _ = kiosk.stop(with: SIGKILL) }
        #expect(kiosk.waitForError(containing: "displays[2].connector: /dev/dri/card0 has no connector \"HDMI-A-3\" (it has Virtual-1 (connected", timeout: 30),
                "\(kiosk.errorText)")
        let shown = try Screendump.take(named: "bad-head", head: 0, within: 20) { $0.rgb.contains { $0 != 0 } }
        #expect(shown.width == 800 && shown.rgb.contains { $0 != 0 }, "the first head: \(shown.width)×\(shown.height)")
        #expect(kiosk.stop(with: SIGTERM) == 0, "\(kiosk.errorText)")
    }

    /// The connector's state as the kernel reports it (`connected`, `disconnected`).
    static func status(_ connector: String) -> String {
        ((try? String(contentsOfFile: "/sys/class/drm/card0-\(connector)/status", encoding: .utf8)) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// How many pixels of `image` right of column `x` are not black.
    static func litRightOf(_ x: Int, in image: Screendump.Image) -> Int {
        var lit = 0
        for y in 0..<image.height {
            for px in x..<image.width {
                let at = (y * image.width + px) * 3
                if image.rgb[at] != 0 || image.rgb[at + 1] != 0 || image.rgb[at + 2] != 0 { lit += 1 }
            }
        }
        return lit
    }

    @Test("a listed head with no monitor at the start waits; a monitor plugged into it through QEMU (a real hotplug event) shows the kiosk there, turned, pixel for pixel",
          .timeLimit(.minutes(4)))
    func headPluggedInLater() throws {
        // Virtio's second head is off until a UI gives it a size: no monitor.
        try "detect".write(toFile: Self.second, atomically: false, encoding: .utf8)
        try Screendump.plugMonitor(head: 1, width: 0, height: 0, name: "late-unplugged")
        defer { try? Screendump.plugMonitor(head: 1, width: 0, height: 0, name: "late-cleanup") }
        #expect(Self.status("Virtual-2") == "disconnected")
        let config = NSTemporaryDirectory() + "late-head.yaml"
        try """
            displays:
              - connector: Virtual-1
              - connector: Virtual-2
                mode: 1024x768
                rotation: 90
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--config", config, "--wait-for-devices", "--backend", "libinput",
                                                        "--date", "Monday, 23 November"])
        defer { _ = kiosk.stop(with: SIGKILL) }
        #expect(kiosk.waitForError(containing: "displays[2].connector: Virtual-2 on /dev/dri/card0 has no monitor connected", timeout: 30), "\(kiosk.errorText)")
        #expect(kiosk.waitForError(containing: "@AppStorage values are kept", timeout: 30), "\(kiosk.errorText)")
        let plugged = Date()
        try Screendump.plugMonitor(head: 1, width: 1024, height: 768, name: "late-plugged")
        #expect(kiosk.waitForError(containing: "displays[2]: Virtual-2 on /dev/dri/card0: monitor connected, mode 1024x768 set, showing the kiosk", timeout: 20),
                "\(kiosk.errorText)")
        print("multi-head VM: the late head shown \(String(format: "%.1f", Date().timeIntervalSince(plugged))) s after the monitor was plugged in")
        #expect(kiosk.errorText.contains("udev: /dev/dri/card0 changed"), "not woken by udev: \(kiosk.errorText)")
        var first = try Screendump.take(named: "late-first", head: 0, within: 20) { $0.rgb.contains { $0 != 0 } }
        var turned = try Screendump.take(named: "late-second", head: 1)
        var found = Self.differences(first, turned)
        let end = Date().addingTimeInterval(30)
        while found != (0, 0), Date() < end, first.width == 800, turned.width == 1024 {
            Thread.sleep(forTimeInterval: 1)
            first = try Screendump.take(named: "late-first", head: 0)
            turned = try Screendump.take(named: "late-second", head: 1)
            found = Self.differences(first, turned)
        }
        #expect(turned.width == 1024 && turned.height == 768, "the late head: \(turned.width)×\(turned.height)")
        #expect(found.picture == 0 && found.border == 0, "the late head differs: \(found.picture) pixels of the picture, \(found.border) around it")
        #expect(kiosk.stop(with: SIGTERM) == 0, "\(kiosk.errorText)")
    }

    @Test("the monitor replaced by one of another size (QEMU's head resized: a real hotplug event): the kiosk lays out again at the new size and fills it",
          .timeLimit(.minutes(4)))
    func monitorOfAnotherSize() throws {
        let config = NSTemporaryDirectory() + "resized.yaml"
        try "display:\n  connector: Virtual-1\n".write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? Screendump.plugMonitor(head: 0, width: 800, height: 480, name: "resize-cleanup") }
        let kiosk = try ChildProcess(Self.kioskBinary, ["run", "wallet", "--config", config, "--wait-for-devices", "--backend", "libinput",
                                                        "--date", "Monday, 23 November"])
        defer { _ = kiosk.stop(with: SIGKILL) }
        #expect(kiosk.waitForError(containing: "@AppStorage values are kept", timeout: 30), "\(kiosk.errorText)")
        let before = try Screendump.take(named: "resize-before", head: 0, within: 20) { $0.rgb.contains { $0 != 0 } }
        #expect(before.width == 800 && before.height == 480, "before: \(before.width)×\(before.height)")
        try Screendump.plugMonitor(head: 0, width: 1024, height: 768, name: "resize-larger")
        #expect(kiosk.waitForError(containing: "Virtual-1 on /dev/dri/card0: the monitor has no 800x480 mode", timeout: 20), "\(kiosk.errorText)")
        #expect(kiosk.waitForError(containing: "screen 800×480 → 1024×768: laying the app out again", timeout: 10), "\(kiosk.errorText)")
        // Laid out at 1024 wide: the app reaches past the old picture's right edge (a picture kept at 800 would leave it black).
        let after = try Screendump.take(named: "resize-after", head: 0, within: 20) { $0.width == 1024 && Self.litRightOf(900, in: $0) > 1000 }
        #expect(after.width == 1024 && after.height == 768, "after: \(after.width)×\(after.height)")
        #expect(Self.litRightOf(900, in: after) > 1000, "nothing drawn right of x 900: not laid out again")
        print("multi-head VM: after the monitor change \(after.width)×\(after.height), \(Self.litRightOf(900, in: after)) lit pixels right of x 900")
        #expect(kiosk.stop(with: SIGTERM) == 0, "\(kiosk.errorText)")
    }
}
