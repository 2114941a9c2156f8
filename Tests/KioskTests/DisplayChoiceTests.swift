import Foundation
import Kiosk
import Testing

/// Which screen a kiosk takes when none is named, over a made-up /dev and
/// sysfs laid out as the kernel lays them out (connectors are
/// `class/drm/cardN-TYPE-M` with a `status`; render-only GPUs have none).
@Suite("The automatic display")
struct DisplayChoiceTests {
    final class Machine {
        let root = NSTemporaryDirectory() + "display-choice-\(UUID().uuidString)"
        var dev: String { root + "/dev" }
        var sysfs: String { root + "/sys" }
        init(cards: [Int], connectors: [String: String] = [:], framebuffer: Bool = false, drmClass: Bool = true) throws {
            let files = FileManager.default
            try files.createDirectory(atPath: dev + "/dri", withIntermediateDirectories: true)
            if drmClass { try files.createDirectory(atPath: sysfs + "/class/drm", withIntermediateDirectories: true) }
            for card in cards {
                _ = files.createFile(atPath: dev + "/dri/card\(card)", contents: nil)
                if drmClass { try files.createDirectory(atPath: sysfs + "/class/drm/card\(card)", withIntermediateDirectories: true) }
            }
            _ = files.createFile(atPath: dev + "/dri/renderD128", contents: nil)
            if framebuffer { _ = files.createFile(atPath: dev + "/fb0", contents: nil) }
            for (connector, status) in connectors {
                try files.createDirectory(atPath: sysfs + "/class/drm/" + connector, withIntermediateDirectories: true)
                try (status + "\n").write(toFile: sysfs + "/class/drm/\(connector)/status", atomically: true, encoding: .utf8)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func choice() -> DisplayChoice? { DisplayChoice.automatic(dev: dev, sysfs: sysfs, seat: true) }
    }

    @Test("a Raspberry Pi: card0 is the render-only v3d, card1 the KMS vc4 with HDMI connected — card1")
    func renderOnlyCardZero() throws {
        let pi = try Machine(cards: [0, 1], connectors: ["card1-HDMI-A-1": "connected", "card1-HDMI-A-2": "disconnected"])
        #expect(pi.choice() == .drm(pi.dev + "/dri/card1"))
    }

    @Test("two KMS cards: the one with a monitor plugged in, though higher-numbered")
    func connectedWins() throws {
        let machine = try Machine(cards: [0, 1], connectors: ["card0-DP-1": "disconnected", "card1-HDMI-A-1": "connected"])
        #expect(machine.choice() == .drm(machine.dev + "/dri/card1"))
    }

    @Test("no monitor anywhere: the first KMS card (the kiosk waits on it), never the render-only one")
    func kmsWithoutMonitor() throws {
        let machine = try Machine(cards: [0, 1], connectors: ["card1-HDMI-A-1": "disconnected"], framebuffer: true)
        #expect(machine.choice() == .drm(machine.dev + "/dri/card1"))
    }

    @Test("only a render-only GPU: fbdev, else nothing")
    func renderOnlyAlone() throws {
        let withFramebuffer = try Machine(cards: [0], framebuffer: true)
        #expect(withFramebuffer.choice() == .fbdev(withFramebuffer.dev + "/fb0"))
        let without = try Machine(cards: [0])
        #expect(without.choice() == nil)
    }

    @Test("without sysfs's class/drm (nothing to judge by): the lowest-numbered card, as before")
    func noSysfs() throws {
        let machine = try Machine(cards: [1, 0], drmClass: false)
        #expect(machine.choice() == .drm(machine.dev + "/dri/card0"))
    }
}
