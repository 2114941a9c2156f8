import Foundation
import Kiosk
import KioskConfig
import KioskDoctor
import Testing
import TestSupport

@Suite("touchdeck doctor", .builtInApps)
struct DoctorTests {
    static let fonts = ["DejaVu Sans": true, "Noto Sans CJK": true]

    static func kiosk(_ change: (inout SystemFacts) -> Void = { _ in }) -> SystemFacts {
        var facts = SystemFacts(
            user: "kiosk", uid: 1000, groups: ["kiosk", "input", "video"],
            inputNodes: [.init(node: "/dev/input/event3", name: "AT Keyboard", isTouchscreen: false, readable: false, problem: "Permission denied"),
                         .init(node: "/dev/input/event5", name: "ILITEK-TP", isTouchscreen: true, readable: true)],
            udevRunning: true, udevRule: "/etc/udev/rules.d/70-touchdeck.rules",
            drmNodes: [.init(node: "/dev/dri/card0", accessible: true, connectors: [.init("HDMI-A-1", connected: true)])], framebuffers: [],
            seatManager: "seatd", fonts: fonts)
        change(&facts)
        return facts
    }

    func status(_ checks: [DoctorCheck], _ name: String) -> DoctorCheck.Status? { checks.first { $0.name == name }?.status }

    @Test func aReadyKioskPassesEveryCheck() {
        let checks = KioskDoctor.checks(Self.kiosk())
        #expect(checks.allSatisfy { $0.status == .ok }, "\(KioskDoctor.report(checks))")
        #expect(KioskDoctor.report(checks).hasSuffix("everything a kiosk needs is in place\n"))
        // A keyboard the user cannot read is none of the kiosk's business.
        #expect(checks.first { $0.name == "touchscreen" }?.detail == "/dev/input/event5 (ILITEK-TP)")
    }

    @Test func aTouchscreenTheUserCannotReadGetsTheRuleAndTheGroupAsItsFix() {
        let facts = Self.kiosk {
            $0.groups = ["kiosk"]
            $0.udevRule = nil
            $0.seatManager = nil
            $0.inputNodes = [.init(node: "/dev/input/event5", readable: false, problem: "Permission denied")]
        }
        let checks = KioskDoctor.checks(facts)
        #expect(status(checks, "touchscreen") == .fail)
        let permissions = checks.first { $0.name == "input permissions" }
        #expect(permissions?.status == .fail)
        #expect(permissions?.detail == "kiosk cannot read /dev/input/event5: Permission denied")
        #expect(permissions?.fix.contains("sudo cp udev/70-touchdeck.rules /etc/udev/rules.d/") == true)
        #expect(permissions?.fix.contains("sudo usermod -aG input kiosk") == true)
        #expect(status(checks, "udev rule") == .fail)
        #expect(status(checks, "groups") == .warning)
        #expect(KioskDoctor.report(checks).contains("3 problem(s) to fix, 2 warning(s)"))
    }

    @Test func noDisplayNoSeatNoFontsAndABrokenConfigEachSayWhatToDo() throws {
        let facts = Self.kiosk {
            $0.drmNodes = []
            $0.framebuffers = [.init(node: "/dev/fb0", accessible: false)]
            $0.seatManager = nil
            $0.fonts = ["DejaVu Sans": true, "Noto Sans CJK": false]
            $0.config = ("kiosk.yaml", ["kiosk.yaml:3:5: error: gestures.tap.maximumDistance: expected a number"])
        }
        let checks = KioskDoctor.checks(facts)
        let display = try #require(checks.first { $0.name == "display" })
        #expect(display.status == .fail && display.detail == "kiosk cannot open /dev/fb0" && display.fix.contains("usermod -aG video,render kiosk"))
        #expect(status(checks, "seat") == .warning)
        let fonts = try #require(checks.first { $0.name == "fonts" })
        #expect(fonts.status == .fail && fonts.fix == "sudo apt-get install fonts-dejavu-core fonts-noto-cjk")
        let config = try #require(checks.first { $0.name == "config" })
        #expect(config.status == .fail && config.detail.hasPrefix("kiosk.yaml:3:5"))
        #expect(KioskDoctor.checks(Self.kiosk { $0.drmNodes = []; $0.framebuffers = [] }).first { $0.name == "display" }?.fix.contains("--display png:DIR") == true)
    }

    @Test func aSeatManagerOpensTheDevicesSoNoGroupsAreNeeded() throws {
        let seated = Self.kiosk {
            $0.groups = ["kiosk", "video"]
            $0.inputNodes = [.init(node: "/dev/input/event5", name: nil, isTouchscreen: true, readable: false, problem: "Permission denied")]
            $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: false, connectors: [.init("HDMI-A-1", connected: true)])]
        }
        let checks = KioskDoctor.checks(seated)
        #expect(checks.allSatisfy { $0.status == .ok }, "\(KioskDoctor.report(checks))")
        #expect(checks.first { $0.name == "display" }?.detail == "DRM/KMS /dev/dri/card0: HDMI-A-1 connected (opened through seatd)")
        // Nodes this user cannot open itself cannot be told apart, but seatd opens them for the kiosk.
        var unknown = seated
        unknown.inputNodes = [.init(node: "/dev/input/event5", readable: false, problem: "Permission denied")]
        #expect(status(KioskDoctor.checks(unknown), "touchscreen") == .warning)
        // The same user shut out of seatd's socket: every device is refused, each with its fix.
        var shut = seated
        shut.seatdSocketUsable = false
        let refused = KioskDoctor.checks(shut)
        let seat = try #require(refused.first { $0.name == "seat" })
        #expect(seat.status == .warning && seat.fix.contains("usermod -aG video kiosk"))
        #expect(status(refused, "display") == .fail && status(refused, "input permissions") == .fail)
    }

    @Test func rootWithoutUdevRuleOrSeatStillRunsWithWarnings() {
        let facts = Self.kiosk { $0.uid = 0; $0.user = "root"; $0.groups = ["root"]; $0.udevRule = nil; $0.seatManager = nil }
        let checks = KioskDoctor.checks(facts)
        #expect(!checks.contains { $0.status == .fail }, "\(KioskDoctor.report(checks))")
        #expect(status(checks, "udev rule") == .warning)
        #expect(status(checks, "groups") == .ok)
    }

    static let root = TestBinaries.root
    static let touchdeck = TestBinaries.touchdeck

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func theCommandReportsThisMachineAndExitsOneOnlyWhenSomethingFails() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString).yaml").path
        try "gestures:\n  tap:\n    maximumDistance: far\n".write(toFile: config, atomically: true, encoding: .utf8)
        let (status, _) = try ChildProcess.run(Self.touchdeck, ["doctor", "--config", config])
        #expect(try String(contentsOfFile: config, encoding: .utf8).contains("far"), "the config is left as it was")
        #expect(status == 1, "a broken config is a failure")
        let facts = SystemFacts.gather(configPath: config, schema: .standard)
        let checks = KioskDoctor.checks(facts)
        #expect(checks.map(\.name).starts(with: ["touchscreen", "input permissions"]))
        #expect(checks.first { $0.name == "config" }?.detail.contains("\(config):3") == true)
    }
}
