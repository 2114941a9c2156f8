import Foundation
import KioskService
import Testing
import TestSupport

/// The systemd unit: what `touchdeck service install` writes, the copy in
/// tools/systemd, and systemd's own verdict on it.
@Suite("systemd unit")
struct KioskServiceUnitTests {
    static let root = TestBinaries.root
    static let touchdeck = TestBinaries.touchdeck
    static let analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("the unit is Type=notify with a watchdog, restarts on failure, waits for devices, and restores the console as root after the kiosk")
    func contents() {
        let text = KioskServiceUnit(user: "kiosk", app: "wallet", binary: "/opt/touchdeck", config: "/etc/td.yaml", watchdogSeconds: 15).text
        for line in ["Type=notify", "NotifyAccess=main", "WatchdogSec=15", "Restart=on-failure", "User=kiosk",
                     "SupplementaryGroups=input video",
                     "ExecStart=/opt/touchdeck run wallet --config /etc/td.yaml --wait-for-devices",
                     "ExecStopPost=+/opt/touchdeck console restore --tty /dev/tty1", "WantedBy=multi-user.target"] {
            #expect(text.split(separator: "\n").contains(Substring(line)), "missing: \(line)")
        }
    }

    @Test("tools/systemd/touchdeck-kiosk.service is the unit with its defaults")
    func shippedCopy() throws {
        let shipped = try String(contentsOfFile: Self.root.appendingPathComponent("tools/systemd/\(KioskServiceUnit.fileName)").path, encoding: .utf8)
        #expect(shipped == KioskServiceUnit().text, "regenerate it: touchdeck service install --user kiosk --binary /usr/local/bin/touchdeck --unit-directory tools/systemd --config /etc/touchdeck/kiosk.yaml")
    }

    @Test("`touchdeck service install` writes the unit and a config, and keeps an existing config",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func install() throws {
        let directory = NSTemporaryDirectory() + "service-install-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = directory + "/etc/kiosk.yaml"
        let arguments = ["service", "install", "--user", "root", "--app", "wallet", "--binary", Self.touchdeck,
                         "--unit-directory", directory + "/units", "--config", config, "--watchdog", "30"]
        let (status, output) = try ChildProcess.run(Self.touchdeck, arguments)
        #expect(status == 0, "\(output)")
        let unitPath = directory + "/units/" + KioskServiceUnit.fileName
        let unit = try String(contentsOfFile: unitPath, encoding: .utf8)
        #expect(unit == KioskServiceUnit(user: "root", app: "wallet", binary: Self.touchdeck, config: config, watchdogSeconds: 30).text)
        #expect(try String(contentsOfFile: config, encoding: .utf8) == KioskServiceUnit().configText)
        // The config it wrote is one the kiosk accepts.
        let (checked, checkOutput) = try ChildProcess.run(Self.touchdeck, ["config", "check", config])
        #expect(checked == 0, "\(checkOutput)")

        try "idle:\n  timeout: 5\n".write(toFile: config, atomically: true, encoding: .utf8)
        let (again, _) = try ChildProcess.run(Self.touchdeck, arguments)
        #expect(again == 0)
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "idle:\n  timeout: 5\n", "an edited config was overwritten")

        let (refused, refusal) = try ChildProcess.run(Self.touchdeck, ["service", "install", "--user", "kiosk", "--app", "nope"])
        #expect(refused != 0 && refusal.contains("unknown app \"nope\""), "\(refusal)")

    }

    @Test("systemd-analyze verify finds nothing to say about the installed unit",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"),
          .enabled(if: analyze != nil, "systemd-analyze is not installed (Debian package systemd): the unit is not verified"))
    func verify() throws {
        let directory = NSTemporaryDirectory() + "service-verify-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The unit's ExecStart must name an executable that exists: this build's.
        let (status, output) = try ChildProcess.run(Self.touchdeck, [
            "service", "install", "--user", "root", "--app", "wallet", "--binary", Self.touchdeck,
            "--unit-directory", directory, "--config", directory + "/kiosk.yaml"])
        #expect(status == 0, "\(output)")
        let (verified, verdict) = try ChildProcess.run(try #require(Self.analyze), ["verify", "--man=no", directory + "/" + KioskServiceUnit.fileName])
        #expect(verified == 0, "systemd-analyze verify: \(verdict)")
        // It exits 0 on mere warnings (an unknown key, a bad value): any line about the unit is one.
        #expect(!verdict.contains(KioskServiceUnit.fileName), "systemd-analyze has something to say about the unit: \(verdict)")
    }
}
