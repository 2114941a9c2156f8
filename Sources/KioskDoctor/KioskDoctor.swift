/// The checks of `touchdeck doctor`: everything a kiosk needs from the
/// machine — touch devices it may read, a display controller with a monitor
/// connected, groups, the udev rule, a seat manager that answers, the
/// service's VT and ordering, a backlight it may switch, fonts, a valid
/// config whose calibrations name devices present — each with its fix.
public enum KioskDoctor {
    /// The udev rule's file name in the repository's `udev/` and under /etc/udev/rules.d.
    public static let ruleName = "70-touchdeck.rules"

    /// Every check, in the order a person would fix them.
    public static func checks(_ facts: SystemFacts) -> [DoctorCheck] {
        var checks = [touchscreens(facts)] + inputPermissions(facts)
        checks.append(udevRule(facts))
        checks.append(display(facts))
        checks.append(groups(facts))
        checks.append(seat(facts))
        if let order = serviceOrder(facts) { checks.append(order) }
        if let groups = serviceGroups(facts) { checks.append(groups) }
        checks.append(vt(facts))
        checks.append(backlight(facts))
        checks.append(fonts(facts))
        if let config = facts.config { checks.append(configFile(config)) }
        if let calibration = calibrations(facts) { checks.append(calibration) }
        return checks
    }

    /// The report: one line per check, fixes under the failures, and a summary.
    public static func report(_ checks: [DoctorCheck]) -> String {
        let width = checks.map(\.name.count).max() ?? 0
        let failures = checks.filter { $0.status == .fail }.count, warnings = checks.filter { $0.status == .warning }.count
        let summary = failures == 0
            ? (warnings == 0 ? "everything a kiosk needs is in place" : "ready, with \(warnings) warning(s)")
            : "\(failures) problem(s) to fix" + (warnings > 0 ? ", \(warnings) warning(s)" : "")
        return checks.map { $0.line(nameWidth: width) }.joined(separator: "\n") + "\n\n\(summary)\n"
    }

    static func touchscreens(_ facts: SystemFacts) -> DoctorCheck {
        let touch = facts.inputNodes.filter { $0.isTouchscreen == true }
        let readable = touch.filter(\.readable)
        if !readable.isEmpty {
            let names = readable.map { "\($0.node) (\($0.name ?? "?"))" }.joined(separator: ", ")
            return DoctorCheck("touchscreen", .ok, readable.count == 1 ? names : "\(readable.count): \(names)")
        }
        if !touch.isEmpty, facts.seatOpensDevices, let manager = facts.seatManager {
            return DoctorCheck("touchscreen", .ok, "\(touch.map(\.node).joined(separator: ", ")) (opened through \(manager))")
        }
        if !touch.isEmpty {
            return DoctorCheck("touchscreen", .fail, "found but not readable: \(touch.map(\.node).joined(separator: ", "))",
                               fix: "see input permissions below")
        }
        let unreadable = facts.inputNodes.filter { !$0.readable }
        if !unreadable.isEmpty, facts.seatOpensDevices, let manager = facts.seatManager {
            return DoctorCheck("touchscreen", .warning,
                               "\(unreadable.count) input device(s) only \(manager) opens for \(facts.user): which are touchscreens is not known here",
                               fix: "start the kiosk: it logs each touchscreen it opens through \(manager)")
        }
        if !unreadable.isEmpty {
            return DoctorCheck("touchscreen", .fail,
                               "none readable; \(unreadable.count) input device(s) this user cannot open may be one",
                               fix: "see input permissions below, then run `touchdeck devices`")
        }
        return DoctorCheck("touchscreen", .fail, "no touchscreen found (\(facts.inputNodes.count) input device(s), none reports touch positions)",
                           fix: "plug the touchscreen in (USB/I2C), check `dmesg` for its driver; the kiosk picks it up when it appears")
    }

    static func inputPermissions(_ facts: SystemFacts) -> [DoctorCheck] {
        let denied = facts.inputNodes.filter { !$0.readable && $0.isTouchscreen != false }
        guard !denied.isEmpty else {
            return [DoctorCheck("input permissions", .ok, "every input device that matters is readable by \(facts.user)")]
        }
        if facts.seatOpensDevices, let manager = facts.seatManager {
            return [DoctorCheck("input permissions", .ok, "\(manager) opens the input devices for \(facts.user)")]
        }
        var fix = "sudo cp udev/\(ruleName) /etc/udev/rules.d/ && sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input"
        if !facts.groups.contains("input") { fix += "; sudo usermod -aG input \(facts.user) (then log in again)" }
        let nodes = denied.map { "\($0.node)\($0.problem.map { ": \($0)" } ?? "")" }.joined(separator: ", ")
        return [DoctorCheck("input permissions", .fail, "\(facts.user) cannot read \(nodes)", fix: fix)]
    }

    static func udevRule(_ facts: SystemFacts) -> DoctorCheck {
        guard facts.udevRunning else {
            return DoctorCheck("udev", .warning, "the udev daemon is not running: no hotplug through udev, no libinput backend",
                               fix: "run the kiosk with `--backend evdev --no-udev`, or start systemd-udevd")
        }
        if let rule = facts.udevRule { return DoctorCheck("udev rule", .ok, rule) }
        if facts.uid == 0 { return DoctorCheck("udev rule", .warning, "not installed (not needed while running as root)",
                                               fix: "sudo cp udev/\(ruleName) /etc/udev/rules.d/ before running as a normal user") }
        return DoctorCheck("udev rule", .fail, "/etc/udev/rules.d/\(ruleName) is not installed: touchscreens stay root-only",
                           fix: "sudo cp udev/\(ruleName) /etc/udev/rules.d/ && sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input")
    }

    static func groups(_ facts: SystemFacts) -> DoctorCheck {
        if facts.uid == 0 { return DoctorCheck("groups", .ok, "running as root") }
        let missing = ["input", "video"].filter { !facts.groups.contains($0) }
        if missing.isEmpty { return DoctorCheck("groups", .ok, "\(facts.user) is in input and video") }
        if facts.seatOpensDevices, let manager = facts.seatManager {
            return DoctorCheck("groups", .ok, "\(facts.user) is not in \(missing.joined(separator: ", ")): not needed, \(manager) opens the devices")
        }
        return DoctorCheck("groups", .warning, "\(facts.user) is not in \(missing.joined(separator: ", "))",
                           fix: "sudo usermod -aG \(missing.joined(separator: ",")) \(facts.user) (then log in again)")
    }

    static func fonts(_ facts: SystemFacts) -> DoctorCheck {
        let missing = facts.fonts.filter { !$0.value }.map(\.key).sorted()
        if missing.isEmpty { return DoctorCheck("fonts", .ok, facts.fonts.keys.sorted().joined(separator: ", ")) }
        return DoctorCheck("fonts", .fail, "missing \(missing.joined(separator: ", ")): text falls back to another font and looks wrong",
                           fix: "sudo apt-get install fonts-dejavu-core fonts-noto-cjk")
    }

    static func configFile(_ config: (path: String, problems: [String])) -> DoctorCheck {
        if config.problems.isEmpty { return DoctorCheck("config", .ok, "\(config.path) is valid") }
        return DoctorCheck("config", .fail, config.problems.joined(separator: "; "),
                           fix: "edit \(config.path) (`touchdeck config defaults` lists every key and its range)")
    }
}
