import Display
import Geometry
import KioskDoctor
import Testing
import TouchModel

/// The doctor's checks against facts that fooled the old ones: a seats
/// directory with no logind behind it, a render-only GPU or a card with no
/// monitor, a root-only `bl_power`, a VT that is not there, a unit not
/// ordered after seatd, a calibration entry for a panel that is not here.
@Suite("touchdeck doctor: the real thing")
struct DoctorMachineTests {
    static func kiosk(_ change: (inout SystemFacts) -> Void = { _ in }) -> SystemFacts {
        var facts = SystemFacts(
            user: "kiosk", uid: 1000, groups: ["kiosk"],
            inputNodes: [.init(node: "/dev/input/event5", name: "ILITEK-TP", isTouchscreen: true, readable: true,
                               identity: DeviceIdentity(name: "ILITEK-TP", vendor: 0x222a, product: 1, idPath: "pci-0000:00:14.0-usb-0:2:1.0",
                                                        serial: "A1B2"))],
            udevRunning: true, udevRule: "/etc/udev/rules.d/70-touchdeck.rules",
            drmNodes: [.init(node: "/dev/dri/card0", accessible: true, connectors: [.init("HDMI-A-1", connected: true)])],
            framebuffers: [], seatManager: "seatd", fonts: ["DejaVu Sans": true, "Noto Sans CJK": true])
        change(&facts)
        return facts
    }

    static func check(_ facts: SystemFacts, _ name: String) throws -> DoctorCheck {
        try #require(KioskDoctor.checks(facts).first { $0.name == name }, "no \(name) check")
    }

    @Test("/run/systemd/seats without a logind that answers on D-Bus is no seat: the devices need the groups")
    func logindMustAnswer() throws {
        let dead = Self.kiosk {
            $0.seatManager = "logind"
            $0.logind = .init(booted: true, seatsDirectory: true, answers: false)
            $0.inputNodes = [.init(node: "/dev/input/event5", isTouchscreen: true, readable: false, problem: "Permission denied")]
        }
        let seat = try Self.check(dead, "seat")
        #expect(seat.status == .warning && seat.detail.contains("logind is not running") && seat.detail.contains("does not answer"), "\(seat)")
        #expect(try Self.check(dead, "input permissions").status == .fail)
        var notBooted = dead
        notBooted.logind = .init(booted: false, seatsDirectory: true, answers: true)
        #expect(try Self.check(notBooted, "seat").detail.contains("systemd did not boot"))
        var alive = dead
        alive.logind = .init(booted: true, seatsDirectory: true, answers: true)
        #expect(try Self.check(alive, "seat").status == .ok)
        #expect(try Self.check(alive, "input permissions").status == .ok)
    }

    @Test("seatd's socket with no seatd process is a failure")
    func seatdMustRun() throws {
        let stale = Self.kiosk { $0.seatdRunning = false }
        let seat = try Self.check(stale, "seat")
        #expect(seat.status == .fail && seat.fix.contains("systemctl restart seatd"))
        #expect(try Self.check(Self.kiosk(), "seat").status == .ok)
    }

    @Test("a DRM card the user can open is no display when it is render-only or has no monitor connected")
    func displayNeedsKMSAndAMonitor() throws {
        let renderOnly = Self.kiosk { $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: true, connectors: [], driver: "v3d")] }
        let display = try Self.check(renderOnly, "display")
        #expect(display.status == .fail && display.detail == "/dev/dri/card0 (v3d): no display connectors, render-only", "\(display)")
        #expect(display.fix.contains("vc4-kms-v3d"))

        let noMonitor = Self.kiosk { $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: true, connectors: [.init("HDMI-A-1", connected: false)])] }
        let dark = try Self.check(noMonitor, "display")
        #expect(dark.status == .fail && dark.detail.contains("no monitor connected (HDMI-A-1 disconnected)"), "\(dark)")

        // A Raspberry Pi: card0 is v3d, card1 is vc4 with HDMI connected.
        let pi = Self.kiosk {
            $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: true, connectors: [], driver: "v3d"),
                           .init(node: "/dev/dri/card1", accessible: true, connectors: [.init("HDMI-A-1", connected: true), .init("HDMI-A-2", connected: false)], driver: "vc4")]
        }
        let good = try Self.check(pi, "display")
        #expect(good.status == .ok && good.detail == "DRM/KMS /dev/dri/card1: HDMI-A-1 connected", "\(good)")
        // Render-only DRM beside a framebuffer the user can open: fbdev, with why not DRM.
        var framebuffer = renderOnly
        framebuffer.framebuffers = [.init(node: "/dev/fb0", accessible: true)]
        #expect(try Self.check(framebuffer, "display").detail == "fbdev /dev/fb0 (/dev/dri/card0 (v3d): no display connectors, render-only)")
    }

    @Test("display.connector and displays: are checked on the card the kiosk would use: a monitor elsewhere does not make the named connector ok")
    func displayChecksTheConfiguredConnector() throws {
        let hdmi = [SystemFacts.Connector("HDMI-A-1", connected: true), .init("HDMI-A-2", connected: false)]
        // The old check said "HDMI-A-1 connected", ok: the kiosk asked for HDMI-A-2 would show on HDMI-A-1 with an error.
        let dark = try Self.check(Self.kiosk {
            $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: true, connectors: hdmi)]
            $0.displayConnectors = ["HDMI-A-2"]
        }, "display")
        #expect(dark.status == .fail, "\(dark)")
        #expect(dark.detail == "display.connector HDMI-A-2 on /dev/dri/card0: HDMI-A-2 without a monitor (the kiosk would show on HDMI-A-1 instead)")
        // A name no card has.
        let typo = try Self.check(Self.kiosk {
            $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: true, connectors: hdmi)]
            $0.displayConnectors = ["HDMI-A-7"]
        }, "display")
        #expect(typo.status == .fail && typo.detail.hasPrefix("display.connector names HDMI-A-7, which no card here has (/dev/dri/card0: HDMI-A-1 connected, HDMI-A-2 disconnected)"),
                "\(typo)")
        // Two cards with a monitor each: the one with the named connector, though higher-numbered.
        let dsi = try Self.check(Self.kiosk {
            $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: true, connectors: hdmi),
                           .init(node: "/dev/dri/card1", accessible: true, connectors: [.init("DSI-1", connected: true)])]
            $0.displayConnectors = ["DSI-1"]
        }, "display")
        #expect(dsi.status == .ok && dsi.detail == "DRM/KMS /dev/dri/card1: DSI-1 connected, as display.connector asks", "\(dsi)")
        // A displays: list with one screen dark: a warning naming it.
        let heads = try Self.check(Self.kiosk {
            $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: true, connectors: hdmi)]
            $0.displayConnectors = ["HDMI-A-1", "HDMI-A-2"]
            $0.displayList = true
        }, "display")
        #expect(heads.status == .warning, "\(heads)")
        #expect(heads.detail == "DRM/KMS /dev/dri/card0: HDMI-A-1 connected, as displays: asks; HDMI-A-2 without a monitor: not shown there")
        // Both connected: ok.
        let both = try Self.check(Self.kiosk {
            $0.drmNodes = [.init(node: "/dev/dri/card0", accessible: true, connectors: [.init("HDMI-A-1", connected: true), .init("HDMI-A-2", connected: true)])]
            $0.displayConnectors = ["HDMI-A-1", "HDMI-A-2"]
            $0.displayList = true
        }, "display")
        #expect(both.status == .ok && both.detail == "DRM/KMS /dev/dri/card0: HDMI-A-1, HDMI-A-2 connected, as displays: asks", "\(both)")
    }

    static let kioskAccount = SystemFacts.Account(name: "kiosk", uid: 1000, groups: [1000, 44])

    @Test("the configured backlight's bl_power must be writable by the service's user, not the one running doctor")
    func backlightWritableByTheServiceUser() throws {
        let path = "/sys/class/backlight/rpi_backlight"
        func light(blPower: UInt32, group: UInt32) -> SystemFacts.Backlight {
            .init(path: path, brightness: .init(path: path + "/brightness", owner: 0, group: 44, mode: 0o664),
                  blPower: .init(path: path + "/bl_power", owner: 0, group: group, mode: blPower))
        }
        // doctor run as root: everything is writable for it, not for kiosk.
        let rootOnly = Self.kiosk {
            $0.uid = 0
            $0.user = "root"
            $0.serviceAccount = Self.kioskAccount
            $0.configuredBacklight = "rpi_backlight"
            $0.backlights = [light(blPower: 0o644, group: 0)]
        }
        let check = try Self.check(rootOnly, "backlight")
        #expect(check.status == .fail && check.detail.hasPrefix("kiosk cannot write \(path)/bl_power (rw-r--r-- 0:0)"), "\(check)")
        #expect(check.fix.contains("chgrp video"))
        var fixed = rootOnly
        fixed.backlights = [light(blPower: 0o664, group: 44)]
        #expect(try Self.check(fixed, "backlight").status == .ok)
        var missing = rootOnly
        missing.backlights = []
        #expect(try Self.check(missing, "backlight").status == .fail)
        #expect(try Self.check(Self.kiosk(), "backlight").status == .ok)
    }

    @Test("the service's VT must exist")
    func vtExists() throws {
        let unit = SystemFacts.ServiceUnit(path: "/etc/systemd/system/touchdeck-kiosk.service",
                                           text: "[Unit]\nAfter=seatd.service\nWants=seatd.service\n[Service]\nUser=kiosk\nTTYPath=/dev/tty7\n")
        let missing = Self.kiosk {
            $0.serviceUnit = unit
            $0.vts = ["/dev/tty1", "/dev/tty2"]
        }
        let vt = try Self.check(missing, "vt")
        #expect(vt.status == .fail && vt.detail.hasPrefix("/dev/tty7 does not exist"), "\(vt)")
        var present = missing
        present.vts.insert("/dev/tty7")
        #expect(try Self.check(present, "vt").status == .ok)
        let noVTs = Self.kiosk { $0.vts = [] }
        let none = try Self.check(noVTs, "vt")
        #expect(none.status == .warning && none.detail.contains("CONFIG_VT"))
    }

    @Test("with seatd, the installed unit must be ordered after it and want it")
    func serviceOrderedAfterSeatd() throws {
        let path = "/etc/systemd/system/touchdeck-kiosk.service"
        let unordered = Self.kiosk {
            $0.serviceUnit = .init(path: path, text: "[Unit]\nAfter=systemd-user-sessions.service systemd-udevd.service\n[Service]\nUser=kiosk\n")
        }
        let order = try Self.check(unordered, "service order")
        #expect(order.status == .fail && order.detail.contains("lacks After=seatd.service and Wants=seatd.service"), "\(order)")
        let ordered = Self.kiosk {
            $0.serviceUnit = .init(path: path, text: "[Unit]\n# After=nothing\nAfter=systemd-udevd.service seatd.service\nWants=seatd.service\n")
        }
        #expect(try Self.check(ordered, "service order").status == .ok)
        #expect(!KioskDoctor.checks(Self.kiosk()).contains { $0.name == "service order" }, "no unit installed: nothing to check")
    }

    @Test("the installed unit's file is read for its user, ordering and VT")
    func unitParsing() {
        let unit = SystemFacts.ServiceUnit(path: "u", text: """
            [Unit]
            After=a.service b.service
            After=seatd.service
            Requires=c.service
            [Service]
            User=kiosk
            ExecStopPost=+/usr/local/bin/touchdeck console restore --tty /dev/tty3
            """)
        #expect(unit.user == "kiosk" && unit.after == ["a.service", "b.service", "seatd.service"] && unit.wants == ["c.service"])
        #expect(unit.tty == "/dev/tty3")
        #expect(SystemFacts.ServiceUnit(path: "u", text: "TTYPath=/dev/tty2\nExecStopPost=x --tty /dev/tty1\n").tty == "/dev/tty2")
    }

    @Test("a calibration entry that names no touchscreen here is reported; one that does is fine")
    func calibrationEntriesMatchDevices() throws {
        let moved = Self.kiosk {
            $0.calibrations = [DeviceCalibration(identity: DeviceIdentity(name: "ILITEK-TP", vendor: 0x222a, product: 1, serial: "ZZZZ"), matrix: .identity)]
        }
        let check = try Self.check(moved, "calibration")
        #expect(check.status == .warning && check.detail.contains("serial ZZZZ") && check.detail.contains("present: \"ILITEK-TP\""), "\(check)")
        let matching = Self.kiosk {
            $0.calibrations = [DeviceCalibration(identity: DeviceIdentity(name: "ILITEK-TP", vendor: 0x222a, product: 1, serial: "A1B2"), matrix: .identity)]
        }
        #expect(try Self.check(matching, "calibration").status == .ok)
        let twice = Self.kiosk {
            $0.calibrations = [DeviceCalibration(identity: DeviceIdentity(name: "ILITEK-TP", serial: "A1B2"), matrix: .identity),
                               DeviceCalibration(identity: DeviceIdentity(name: "ILITEK-TP", uniq: "", serial: "A1B2"), matrix: .identity)]
        }
        #expect(try Self.check(twice, "calibration").detail.contains("equally specific"))
        #expect(!KioskDoctor.checks(Self.kiosk()).contains { $0.name == "calibration" })
    }
}

/// The display check judges a card by libdrm's probe (as the kiosk chooses
/// its card), and the service's groups are checked against seatd.
@Suite("touchdeck doctor: the kiosk's card probe, the service's groups")
struct DoctorProbeTests {
    static let card = "/dev/dri/card0"

    @Test("libdrm's probe wins over sysfs: a stale `connected`, a connector without modes and a render-only GPU are no monitor")
    func libdrmProbeOverSysfs() throws {
        // sysfs keeps the last probe's status: a monitor unplugged without a hotplug interrupt still reads `connected`.
        let stale = [SystemFacts.Connector("HDMI-A-1", connected: true)]
        let unplugged = DRMCardInfo(path: Self.card, connectors: [DRMConnectorInfo(id: 31, name: "HDMI-A-1", connected: false, modes: [])])
        let bySysfs = DoctorMachineTests.kiosk { $0.drmNodes = [.init(node: Self.card, accessible: true, connectors: stale)] }
        #expect(try DoctorMachineTests.check(bySysfs, "display").status == .ok, "the control: sysfs alone is fooled")
        let probed = DoctorMachineTests.kiosk {
            $0.drmNodes = [.init(node: Self.card, accessible: true, probe: unplugged, sysfs: stale, driver: "vc4")]
        }
        let display = try DoctorMachineTests.check(probed, "display")
        #expect(display.status == .fail && display.detail.contains("no monitor connected (HDMI-A-1 disconnected)"), "\(display)")

        // Connected but with no modes: DRMCardChoice does not count it, nor does the doctor.
        let noModes = DRMCardInfo(path: Self.card, connectors: [DRMConnectorInfo(id: 31, name: "HDMI-A-1", connected: true, modes: [])])
        #expect(SystemFacts.DisplayNode(node: Self.card, accessible: true, probe: noModes, sysfs: stale, driver: nil).connectors
                == [.init("HDMI-A-1", connected: false)])
        #expect(DRMCardChoice.choose([noModes]).summary.contains("no monitor connected yet"))

        // Render-only (drmModeGetResources fails): no connectors whatever sysfs says.
        let v3d = DRMCardInfo(path: Self.card, connectors: [], problem: "render-only (no KMS: drmModeGetResources failed: Operation not supported)")
        let renderOnly = SystemFacts.DisplayNode(node: Self.card, accessible: true, probe: v3d, sysfs: nil, driver: "v3d")
        #expect(renderOnly.connectors == [] && renderOnly.probed)

        // A monitor libdrm sees: ok, and the detail says libdrm judged it.
        let live = DRMCardInfo(path: Self.card, connectors: [DRMConnectorInfo(id: 31, name: "HDMI-A-1", connected: true,
                                                                              modes: [DRMModeName(width: 1920, height: 1080, refresh: 60)])])
        let good = DoctorMachineTests.kiosk { $0.drmNodes = [.init(node: Self.card, accessible: true, probe: live, sysfs: nil, driver: "vc4")] }
        #expect(try DoctorMachineTests.check(good, "display").detail == "DRM/KMS /dev/dri/card0: HDMI-A-1 connected (libdrm)")

        // A card that cannot be opened to ask (no permission, a seat opens it for the kiosk): sysfs decides.
        let closed = DRMCardInfo(path: Self.card, connectors: [], problem: "cannot open: Permission denied", unopened: true)
        let fallback = SystemFacts.DisplayNode(node: Self.card, accessible: false, probe: closed, sysfs: stale, driver: nil)
        #expect(fallback.connectors == stale && !fallback.probed)
    }

    @Test("with seatd, the service's user in the input group (or the unit giving it) is a warning")
    func inputGroupWithSeatd() throws {
        let seatdUnit = "[Unit]\nAfter=seatd.service\nWants=seatd.service\n[Service]\nUser=kiosk\nSupplementaryGroups=video\nEnvironment=LIBSEAT_BACKEND=seatd\n"
        let path = "/etc/systemd/system/touchdeck-kiosk.service"
        let member = DoctorMachineTests.kiosk {
            $0.serviceUnit = .init(path: path, text: seatdUnit)
            $0.inputGroup = 105
            $0.serviceAccount = SystemFacts.Account(name: "kiosk", uid: 998, groups: [998, 44, 105])
        }
        let warned = try DoctorMachineTests.check(member, "service groups")
        #expect(warned.status == .warning && warned.detail.hasPrefix("kiosk is a member of input") && warned.fix.contains("gpasswd -d kiosk input"), "\(warned)")

        var clean = member
        clean.serviceAccount?.groups = [998, 44]
        #expect(try DoctorMachineTests.check(clean, "service groups").status == .ok)

        var byUnit = clean
        byUnit.serviceUnit = .init(path: path, text: seatdUnit.replacingOccurrences(of: "SupplementaryGroups=video", with: "SupplementaryGroups=input video"))
        let unitWarned = try DoctorMachineTests.check(byUnit, "service groups")
        #expect(unitWarned.status == .warning && unitWarned.detail.contains("SupplementaryGroups=input"), "\(unitWarned)")

        // Without seatd (the direct unit needs input) there is nothing to warn of.
        var direct = member
        direct.seatManager = nil
        direct.serviceUnit = .init(path: path, text: "[Service]\nUser=kiosk\nSupplementaryGroups=input video\nTTYPath=/dev/tty1\n")
        #expect(!KioskDoctor.checks(direct).contains { $0.name == "service groups" })
    }
}
