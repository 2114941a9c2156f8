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

    /// The unit's lines, as a set.
    static func lines(_ unit: KioskServiceUnit) -> Set<Substring> { Set(unit.text.split(separator: "\n")) }

    @Test("the unit is Type=notify with a watchdog, restarts on failure, waits for devices, and restores the VT it used as root after the kiosk")
    func contents() {
        let text = Self.lines(KioskServiceUnit(user: "kiosk", app: "wallet", binary: "/opt/touchdeck", config: "/etc/td.yaml", watchdogSeconds: 15))
        for line in ["Type=notify", "NotifyAccess=main", "WatchdogSec=15", "Restart=on-failure", "User=kiosk",
                     "ExecStart=/opt/touchdeck run wallet --config /etc/td.yaml --wait-for-devices --seat libseat",
                     "ExecStopPost=+/opt/touchdeck console restore --tty-file %t/touchdeck/vt --tty /dev/tty1",
                     "RuntimeDirectory=touchdeck", "WantedBy=multi-user.target"] {
            #expect(text.contains(Substring(line)), "missing: \(line)")
        }
    }

    @Test("with seatd: ordered after and wanting seatd.service, in video (seatd's socket) and not in input")
    func seatd() {
        let text = Self.lines(KioskServiceUnit(seat: .seatd))
        #expect(text.contains("Wants=seatd.service"))
        #expect(text.contains { $0.hasPrefix("After=") && $0.split(separator: " ").contains("seatd.service") })
        #expect(text.contains("SupplementaryGroups=video") && text.contains("Environment=LIBSEAT_BACKEND=seatd"))
        #expect(!text.contains { $0.hasPrefix("SupplementaryGroups=") && $0.contains("input") }, "the input group reads every keyboard")
        #expect(!text.contains { $0.hasPrefix("PAMName=") })
    }

    @Test("with logind: a session of its own on its VT (PAMName, TTYPath) and no extra group")
    func logind() {
        let text = Self.lines(KioskServiceUnit(seat: .logind, tty: "/dev/tty3"))
        #expect(text.contains("PAMName=login") && text.contains("TTYPath=/dev/tty3") && text.contains("Environment=LIBSEAT_BACKEND=logind"))
        #expect(!text.contains { $0.hasPrefix("SupplementaryGroups=") })
        #expect(!text.contains { $0.contains("seatd.service") })
        #expect(text.contains("Conflicts=getty@tty3.service"))
        #expect(text.contains("ExecStopPost=+/usr/local/bin/touchdeck console restore --tty-file %t/touchdeck/vt --tty /dev/tty3"))
    }

    @Test("directly: the input and video groups, its VT as the controlling terminal, --seat direct")
    func direct() {
        let text = Self.lines(KioskServiceUnit(seat: .direct))
        #expect(text.contains("SupplementaryGroups=input video") && text.contains("TTYPath=/dev/tty1") && text.contains("StandardInput=tty-force"))
        #expect(text.contains { $0.hasPrefix("ExecStart=") && $0.hasSuffix("--seat direct") })
    }

    @Test("internet sockets only when the web preview or metrics are configured")
    func network() {
        let local = Self.lines(KioskServiceUnit())
        #expect(local.contains("RestrictAddressFamilies=AF_UNIX AF_NETLINK") && local.contains("IPAddressDeny=any"))
        let served = Self.lines(KioskServiceUnit(network: true))
        #expect(served.contains("RestrictAddressFamilies=AF_UNIX AF_NETLINK AF_INET AF_INET6") && !served.contains("IPAddressDeny=any"))
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
        let data = directory + "/share"
        let arguments = ["service", "install", "--user", "root", "--app", "wallet", "--binary", Self.touchdeck,
                         "--unit-directory", directory + "/units", "--config", config, "--watchdog", "30", "--seat", "logind",
                         "--data-directory", data]
        let (status, output) = try ChildProcess.run(Self.touchdeck, arguments)
        #expect(status == 0, "\(output)")
        let unitPath = directory + "/units/" + KioskServiceUnit.fileName
        let unit = try String(contentsOfFile: unitPath, encoding: .utf8)
        #expect(unit == KioskServiceUnit(user: "root", app: "wallet", binary: Self.touchdeck, config: config, watchdogSeconds: 30, seat: .logind).text)
        // The app's tour is installed, and the config points the attract loop at the copy.
        let tour = data + "/recordings/wallet/tour.yaml"
        #expect(try String(contentsOfFile: tour, encoding: .utf8) == String(contentsOfFile: Self.root.appendingPathComponent("recordings/wallet/tour.yaml").path, encoding: .utf8))
        // And its portrait variant beside it, which the kiosk plays at display.rotation 90 or 270 (AttractTour).
        let portrait = data + "/recordings/wallet/tour-portrait.yaml"
        #expect(try String(contentsOfFile: portrait, encoding: .utf8)
                == String(contentsOfFile: Self.root.appendingPathComponent("recordings/wallet/tour-portrait.yaml").path, encoding: .utf8))
        #expect(try String(contentsOfFile: config, encoding: .utf8) == KioskServiceUnit().configText(tour: tour))
        #expect(try String(contentsOfFile: config, encoding: .utf8).contains("    recording: \(tour)\n"))
        // The config it wrote is one the kiosk accepts.
        let (checked, checkOutput) = try ChildProcess.run(Self.touchdeck, ["config", "check", config])
        #expect(checked == 0, "\(checkOutput)")

        // An edited config is kept; one that serves the web preview or metrics opens the unit to internet sockets.
        try "idle:\n  timeout: 5\nkiosk:\n  web:\n    listen: 8080\n".write(toFile: config, atomically: true, encoding: .utf8)
        let (again, _) = try ChildProcess.run(Self.touchdeck, arguments)
        #expect(again == 0)
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "idle:\n  timeout: 5\nkiosk:\n  web:\n    listen: 8080\n", "an edited config was overwritten")
        #expect(try String(contentsOfFile: unitPath, encoding: .utf8).contains("RestrictAddressFamilies=AF_UNIX AF_NETLINK AF_INET AF_INET6\n"))

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
            "--unit-directory", directory, "--config", directory + "/kiosk.yaml", "--data-directory", directory + "/share"])
        #expect(status == 0, "\(output)")
        let (verified, verdict) = try ChildProcess.run(try #require(Self.analyze), ["verify", "--man=no", directory + "/" + KioskServiceUnit.fileName])
        #expect(verified == 0, "systemd-analyze verify: \(verdict)")
        // It exits 0 on mere warnings (an unknown key, a bad value): any line about the unit is one.
        #expect(!verdict.contains(KioskServiceUnit.fileName), "systemd-analyze has something to say about the unit: \(verdict)")
    }

    @Test("systemd-analyze security rates every variant of the unit 2.0 or lower (seatd, logind, direct; with and without the web server)",
          .enabled(if: analyze != nil, "systemd-analyze is not installed (Debian package systemd): the exposure is not measured"))
    func exposure() throws {
        let directory = NSTemporaryDirectory() + "service-security-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for seat in ServiceSeat.allCases {
            for network in [false, true] {
                let path = directory + "/" + KioskServiceUnit.fileName
                try KioskServiceUnit(binary: "/bin/true", seat: seat, network: network).text.write(toFile: path, atomically: true, encoding: .utf8)
                // ChildProcess reads standard error: the table and the verdict are sent there.
                let (status, output) = try ChildProcess.run("/bin/sh", ["-c", "exec \"$0\" security --offline=yes --no-pager \"$1\" 1>&2",
                                                                        try #require(Self.analyze), path])
                let exposure = Self.exposure(in: output)
                print("systemd unit: \(seat.rawValue)\(network ? " with the web server" : ""): exposure \(exposure.map { "\($0)" } ?? "?")")
                #expect(status == 0, "\(output)")
                #expect(exposure != nil && exposure! <= 2.0, "\(seat.rawValue), network \(network): \(output.components(separatedBy: .newlines).filter { $0.contains("✗") || $0.contains("Overall") }.joined(separator: "\n"))")
            }
        }
    }

    /// The number of systemd-analyze's "→ Overall exposure level for UNIT: 1.0 OK" line, read by
    /// unicode scalars with any terminal colour sequences (ESC [ … m) left out.
    static func exposure(in output: String) -> Double? {
        var plain = String.UnicodeScalarView()
        var inEscape = false
        for scalar in output.unicodeScalars {
            if scalar == "\u{1B}" { inEscape = true; continue }
            if inEscape { if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) { inEscape = false }; continue }
            plain.append(scalar)
        }
        let components = String(plain).components(separatedBy: "Overall exposure level for ")
        guard components.count > 1, let tail = components.last?.components(separatedBy: ": ").dropFirst().first else { return nil }
        return Double(String(String.UnicodeScalarView(tail.unicodeScalars.prefix { ("0"..."9").contains($0) || $0 == "." })))
    }
}
