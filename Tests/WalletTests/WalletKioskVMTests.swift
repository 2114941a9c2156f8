import Foundation
import Geometry
import Motion
import Render
import Testing
import TestSupport
import Wallet

/// In the QEMU harness only (tools/vmtest): the tour replayed through uinput →
/// libinput → `touchdeck run wallet` → /dev/fb0 ends in the same state as the
/// direct replay, and the screen shows exactly the direct replay's last frame.
@Suite("Wallet kiosk on a real kernel",
       .enabled(if: Screendump.available && access("/dev/uinput", W_OK) == 0 && access("/dev/fb0", W_OK) == 0,
                "needs the QEMU harness (tools/vmtest)"))
struct WalletKioskVMTests {
    @Test(.timeLimit(.minutes(2)))
    func tourThroughUinputEndsLikeTheDirectReplay() throws {
        let bin = ProcessInfo.processInfo.environment["TOUCHDECK_BIN_PATH"] ?? WalletReplay.repositoryRoot.appendingPathComponent(".build/debug").path
        let touchdeck = bin + "/touchdeck"
        let tour = WalletReplay.repositoryRoot.appendingPathComponent("recordings/wallet/tour.yaml").path
        let events = "/tmp/wallet-kiosk-events.jsonl"
        // The uinput touchscreen appears first, so the kiosk finds it; its
        // events start once the kiosk has surely started and settled, even
        // under software emulation on a busy host (a touch before the kiosk
        // opens the device is never seen).
        let player = try ChildProcess(touchdeck, ["replay", tour, "--start-after", "15"])
        #expect(player.waitForError(containing: "/dev/input/event", timeout: 10), "no uinput device: \(player.errorText)")
        Thread.sleep(forTimeInterval: 1)
        let kiosk = try ChildProcess(touchdeck, ["run", "wallet", "--display", "fbdev:/dev/fb0", "--backend", "libinput", "--events", events])
        #expect(kiosk.waitForError(containing: "touch device", timeout: 10), "the kiosk did not open the touchscreen: \(kiosk.errorText)")
        let played = player.stop(with: 0, timeout: 40)  // signal 0: just wait for it to finish
        #expect(played == 0, "touchdeck replay failed: \(player.errorText)")
        Thread.sleep(forTimeInterval: 3)  // the last spring settles
        let dump = try Screendump.take(named: "wallet-kiosk")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        // Reported, not asserted: software emulation's speed varies with the host's load.
        let latency = kiosk.errorText.split(separator: "\n").first { $0.contains("touch-to-screen latency") }
        print("wallet kiosk in QEMU: \(latency ?? "no latency line")")

        let direct = try WalletReplay.recording("tour")
        let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n")
        let state = try #require(lines.last)
        let order = direct.order.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(state.contains("\"order\": [\(order)]"), "kiosk events: \(lines.joined(separator: " | "))")
        #expect(state.contains("\"selected\": null"))

        let renderer = try SceneRenderer(width: 800, height: 480, scale: 1, background: .white)
        _ = renderer.render(try #require(direct.frames.last?.layers))
        let result = Screendump.mismatches(dump, width: 800, height: 480) { renderer.pixel(x: $0, y: $1) }
        #expect(result.count == 0, "\(result.count) pixels differ from the direct replay's last frame; first at \(result.first ?? "")")
    }
}
