import TouchModel

/// The checks that look past file access to the real thing: a display
/// controller with a monitor on it, a seat manager that answers, the service's
/// VT and ordering, the backlight the service must write, and calibration
/// entries that name devices present.
extension KioskDoctor {
    static func display(_ facts: SystemFacts) -> DoctorCheck {
        let opensThroughSeat = facts.seatOpensDevices ? facts.seatManager : nil
        func reachable(_ node: SystemFacts.DisplayNode) -> Bool { node.accessible || opensThroughSeat != nil }
        let how = { (node: SystemFacts.DisplayNode) in node.accessible ? "" : " (opened through \(opensThroughSeat ?? "?"))" }
        // KMS: a card with display connectors; a render-only GPU (e.g. a Raspberry Pi's v3d) has none.
        let kms = facts.drmNodes.filter { !($0.connectors ?? []).isEmpty }
        if !facts.displayConnectors.isEmpty, let check = configuredConnectors(facts, cards: kms.filter(reachable), how: how) { return check }
        if let card = kms.first(where: { reachable($0) && $0.connectors?.contains(where: \.connected) == true }) {
            let names = (card.connectors ?? []).filter(\.connected).map(\.name).joined(separator: ", ")
            return DoctorCheck("display", .ok, "DRM/KMS \(card.node): \(names) connected\(card.probed ? " (libdrm)" : "")\(how(card))")
        }
        if let fb = facts.framebuffers.first(where: \.accessible) {
            return DoctorCheck("display", .ok, "fbdev \(fb.node)" + (facts.drmNodes.isEmpty ? "" : " (\(drmProblem(facts, kms: kms)))"))
        }
        if let card = kms.first(where: reachable) {
            let names = (card.connectors ?? []).map(\.name).joined(separator: ", ")
            return DoctorCheck("display", .fail, "DRM/KMS \(card.node) has no monitor connected (\(names) disconnected)",
                               fix: "connect the monitor and check `cat /sys/class/drm/\(card.node.split(separator: "/").last ?? "card0")-*/status`; the kiosk waits for it with --wait-for-devices")
        }
        let unknown = facts.drmNodes.filter { $0.connectors == nil && reachable($0) }
        if let card = unknown.first {
            return DoctorCheck("display", .warning, "\(card.node) opens, but whether it drives a monitor is not known (no /sys/class/drm here)",
                               fix: "run on the kiosk's machine, or `--display png:DIR` to write frames")
        }
        let present = facts.drmNodes.map(\.node) + facts.framebuffers.map(\.node)
        if !kms.isEmpty || !facts.framebuffers.isEmpty {
            return DoctorCheck("display", .fail, "\(facts.user) cannot open \(present.joined(separator: ", "))",
                               fix: "sudo usermod -aG video,render \(facts.user) (then log in again), or run under a seat (seatd/logind)")
        }
        if !facts.drmNodes.isEmpty {
            return DoctorCheck("display", .fail, drmProblem(facts, kms: kms),
                               fix: "enable the display controller's KMS driver (on a Raspberry Pi: dtoverlay=vc4-kms-v3d), or a framebuffer (simpledrm)")
        }
        return DoctorCheck("display", .fail, "no /dev/dri/card* or /dev/fb* here",
                           fix: "enable the GPU's KMS driver or a framebuffer (e.g. simpledrm); meanwhile `--display png:DIR` writes frames")
    }

    /// The connectors the config names (`display.connector`, the `displays:`
    /// list), on the card the kiosk would choose (the first with the first of
    /// them connected, as `DRMCardChoice` does, else the first that has any of
    /// them): a monitor on each is ok; some without one a warning (the kiosk
    /// shows on the others); none a failure, since the kiosk would show
    /// elsewhere or wait. nil when no card can be asked (the checks below say why).
    private static func configuredConnectors(_ facts: SystemFacts, cards: [SystemFacts.DisplayNode],
                                             how: (SystemFacts.DisplayNode) -> String) -> DoctorCheck? {
        let wanted = facts.displayConnectors
        let key = facts.displayList ? "displays:" : "display.connector"
        func has(_ card: SystemFacts.DisplayNode, _ name: String, connected: Bool) -> Bool {
            (card.connectors ?? []).contains { $0.name == name && (!connected || $0.connected) }
        }
        guard !cards.isEmpty else { return nil }
        func listing(_ card: SystemFacts.DisplayNode) -> String {
            (card.connectors ?? []).map { "\($0.name) \($0.connected ? "connected" : "disconnected")" }.joined(separator: ", ")
        }
        guard let card = cards.first(where: { has($0, wanted[0], connected: true) })
            ?? cards.first(where: { card in wanted.contains { has(card, $0, connected: true) } })
            ?? cards.first(where: { card in wanted.contains { has(card, $0, connected: false) } }) else {
            let listed = cards.map { "\($0.node): \(listing($0))" }.joined(separator: "; ")
            return DoctorCheck("display", .fail, "\(key) names \(wanted.joined(separator: ", ")), which no card here has (\(listed))",
                               fix: "set \(key) to a connector listed (names as in /sys/class/drm/cardN-NAME)")
        }
        let shown = wanted.filter { has(card, $0, connected: true) }
        let dark = wanted.filter { has(card, $0, connected: false) && !shown.contains($0) }
        let absent = wanted.filter { !has(card, $0, connected: false) }
        var missing: [String] = []
        if !dark.isEmpty { missing.append("\(dark.joined(separator: ", ")) without a monitor") }
        if !absent.isEmpty { missing.append("no \(absent.joined(separator: ", ")) on \(card.node)") }
        let node = card.node.split(separator: "/").last ?? "card0"
        if shown.isEmpty {
            let elsewhere = (card.connectors ?? []).filter(\.connected).map(\.name)
            return DoctorCheck("display", .fail, "\(key) \(wanted.joined(separator: ", ")) on \(card.node): \(missing.joined(separator: "; "))"
                               + (elsewhere.isEmpty ? "" : " (the kiosk would show on \(elsewhere.joined(separator: ", ")) instead)"),
                               fix: "connect the monitor (`cat /sys/class/drm/\(node)-*/status`) or set \(key) to a connected connector")
        }
        let detail = "DRM/KMS \(card.node): \(shown.joined(separator: ", ")) connected, as \(key) asks\(card.probed ? " (libdrm)" : "")\(how(card))"
        guard missing.isEmpty else {
            return DoctorCheck("display", .warning, detail + "; \(missing.joined(separator: "; ")): not shown there",
                               fix: "connect the monitor (`cat /sys/class/drm/\(node)-*/status`) or take it out of \(key)")
        }
        return DoctorCheck("display", .ok, detail)
    }

    /// Why the DRM cards are no use, for a detail line.
    private static func drmProblem(_ facts: SystemFacts, kms: [SystemFacts.DisplayNode]) -> String {
        if kms.isEmpty {
            let cards = facts.drmNodes.map { "\($0.node)\($0.driver.map { " (\($0))" } ?? "")" }.joined(separator: ", ")
            return "\(cards): no display connectors, render-only"
        }
        return "no monitor on \(kms.map(\.node).joined(separator: ", "))"
    }

    static func seat(_ facts: SystemFacts) -> DoctorCheck {
        switch facts.seatManager {
        case "seatd" where !facts.seatdRunning:
            return DoctorCheck("seat", .fail, "seatd's socket is there but no seatd process runs: the kiosk cannot open a seat",
                               fix: "sudo systemctl restart seatd (and `systemctl status seatd` for why it stopped)")
        case "seatd" where !facts.seatOpensDevices:
            return DoctorCheck("seat", .warning, "seatd runs but \(facts.user) cannot use its socket: devices are opened directly",
                               fix: "sudo usermod -aG video \(facts.user) (seatd's group, its -g in seatd.service; then log in again)")
        case "seatd":
            return DoctorCheck("seat", .ok, "seatd runs: the kiosk opens its screen and touchscreens through it and pauses while its VT is away")
        case "logind" where !facts.logind.runs:
            let why = !facts.logind.booted ? "systemd did not boot this machine" : "org.freedesktop.login1 does not answer on the system bus"
            return DoctorCheck("seat", .warning,
                               "/run/systemd/seats exists but logind is not running (\(why)): the kiosk logs \"logind: cannot open a seat\" and opens devices directly",
                               fix: "sudo systemctl start systemd-logind, or use seatd: sudo apt-get install seatd && sudo systemctl enable --now seatd")
        case "logind":
            return DoctorCheck("seat", .ok, "logind answers on D-Bus: a kiosk started in a logind session opens its devices through it")
        case let manager?:
            return DoctorCheck("seat", .ok, "\(manager) manages seats")
        case nil:
            break
        }
        return DoctorCheck("seat", .warning, "neither logind nor seatd runs: only root or group access opens the devices",
                           fix: "sudo apt-get install seatd && sudo systemctl enable --now seatd, and add the user to its group (video)")
    }

    /// The installed service's ordering: after seatd when seatd is the seat manager.
    static func serviceOrder(_ facts: SystemFacts) -> DoctorCheck? {
        guard let unit = facts.serviceUnit else { return nil }
        guard facts.seatManager == "seatd" else {
            return DoctorCheck("service order", .ok, "\(unit.path): no seatd here to wait for")
        }
        let missing = [unit.after.contains("seatd.service") ? nil : "After=seatd.service",
                       unit.wants.contains("seatd.service") ? nil : "Wants=seatd.service"].compactMap { $0 }
        if missing.isEmpty { return DoctorCheck("service order", .ok, "\(unit.path) starts after seatd") }
        return DoctorCheck("service order", .fail,
                           "\(unit.path) lacks \(missing.joined(separator: " and ")): at boot the kiosk may start before seatd and open devices directly",
                           fix: "add \(missing.joined(separator: " and ")) under [Unit] (or `sudo touchdeck service install` again), then sudo systemctl daemon-reload")
    }

    /// With seatd, the service's user must not be in `input`: that group reads
    /// every keyboard's node directly, past the seat seatd hands devices through
    /// (and past its pause while another VT is in front).
    static func serviceGroups(_ facts: SystemFacts) -> DoctorCheck? {
        let unit = facts.serviceUnit
        let seatd = unit.map { $0.seatdBackend || $0.after.contains("seatd.service") } ?? (facts.seatManager == "seatd")
        guard seatd, let account = facts.serviceAccount ?? unit.map({ SystemFacts.Account(name: $0.user ?? "kiosk", uid: UInt32.max, groups: []) }) else {
            return nil
        }
        let byAccount = facts.inputGroup.map { account.groups.contains($0) } ?? false
        let byUnit = unit?.supplementaryGroups.contains("input") ?? false
        guard byAccount || byUnit else {
            return DoctorCheck("service groups", .ok, "\(account.name) is not in input: it reads only the devices seatd hands it")
        }
        let how = [byAccount ? "\(account.name) is a member of input" : nil,
                   byUnit ? "\(unit?.path ?? "the unit") has SupplementaryGroups=input" : nil].compactMap { $0 }.joined(separator: " and ")
        let fix = [byAccount ? "sudo gpasswd -d \(account.name) input" : nil,
                   byUnit ? "drop input from SupplementaryGroups= (or `sudo touchdeck service install --seat seatd` again) and sudo systemctl daemon-reload" : nil]
            .compactMap { $0 }.joined(separator: "; ")
        return DoctorCheck("service groups", .warning,
                           "\(how) although seatd opens the devices: the kiosk can read every keyboard's node, also while its VT is away", fix: fix)
    }

    /// The VT the service takes (its `TTYPath=`, else tty1) exists.
    static func vt(_ facts: SystemFacts) -> DoctorCheck {
        let configured = facts.serviceUnit?.tty
        let tty = configured ?? "/dev/tty1"
        if facts.vts.contains(tty) {
            return DoctorCheck("vt", .ok, "\(tty) exists" + (configured == nil ? "" : " (the service's VT)"))
        }
        let detail = facts.vts.isEmpty
            ? "\(tty) does not exist: this kernel has no virtual terminals (CONFIG_VT)"
            : "\(tty) does not exist (the kernel has \(facts.vts.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }.prefix(3).joined(separator: ", "))…)"
        return DoctorCheck("vt", configured == nil ? .warning : .fail, detail,
                           fix: configured == nil ? "no VT switching or console handover without one; the kiosk still draws through DRM"
                                                  : "set TTYPath= in \(facts.serviceUnit?.path ?? "the unit") to an existing /dev/ttyN")
    }

    /// The backlight the config blanks can be written by the service's user.
    static func backlight(_ facts: SystemFacts) -> DoctorCheck {
        let account = facts.serviceAccount ?? SystemFacts.Account(name: facts.user, uid: facts.uid, groups: [])
        guard let wanted = facts.configuredBacklight else {
            let names = facts.backlights.map(\.path).joined(separator: ", ")
            return DoctorCheck("backlight", .ok, facts.backlights.isEmpty ? "none here; blanking switches the display off (DPMS)"
                                                                           : "not used (idle.blank.backlight unset); present: \(names)")
        }
        let path = wanted.hasPrefix("/") ? wanted : "/sys/class/backlight/" + wanted
        guard let light = facts.backlights.first(where: { $0.path == path }) else {
            let present = facts.backlights.map(\.path)
            return DoctorCheck("backlight", .fail, "idle.blank.backlight is \(path), which is not here",
                               fix: present.isEmpty ? "remove idle.blank.backlight: this machine has no backlight" : "set it to one of \(present.joined(separator: ", "))")
        }
        let files = [light.blPower, light.brightness].compactMap { $0 }
        let denied = files.filter { !$0.writable(by: account) }
        if light.blPower == nil {
            return DoctorCheck("backlight", .fail, "\(path) has no bl_power: the kiosk cannot switch it off", fix: "choose another backlight, or unset idle.blank.backlight")
        }
        if denied.isEmpty { return DoctorCheck("backlight", .ok, "\(path): bl_power and brightness writable by \(account.name)") }
        let list = denied.map { "\($0.path) (\($0.summary))" }.joined(separator: ", ")
        return DoctorCheck("backlight", .fail, "\(account.name) cannot write \(list): the screen would stay lit when blanked",
                           fix: "a udev rule: SUBSYSTEM==\"backlight\", RUN+=\"/bin/chgrp video /sys%p/bl_power /sys%p/brightness\", RUN+=\"/bin/chmod g+w /sys%p/bl_power /sys%p/brightness\" (with \(account.name) in video)")
    }

    /// Each `devices:` entry names a touchscreen that is here; a device two
    /// equally specific entries both name is ambiguous.
    static func calibrations(_ facts: SystemFacts) -> DoctorCheck? {
        guard !facts.calibrations.isEmpty else { return nil }
        let present = facts.inputNodes.filter { $0.isTouchscreen == true }.compactMap(\.identity)
        let unmatched = facts.calibrations.filter { entry in !present.contains { entry.identity.matches($0) } }
        let ambiguous = present.filter { device in
            let matching = facts.calibrations.filter { $0.identity.matches(device) }.map(\.identity.specificity)
            return matching.filter { $0 == matching.max() }.count > 1
        }
        let unknown = facts.inputNodes.filter { !$0.readable && $0.isTouchscreen != false && $0.identity == nil }
        if unmatched.isEmpty && ambiguous.isEmpty {
            return DoctorCheck("calibration", .ok, "\(facts.calibrations.count) entr\(facts.calibrations.count == 1 ? "y" : "ies"), each matching a touchscreen here")
        }
        var problems: [String] = []
        if !unmatched.isEmpty {
            problems.append("no touchscreen here matches \(unmatched.map { $0.identity.description }.joined(separator: ", "))"
                            + (unknown.isEmpty ? "" : " (\(unknown.count) device(s) could not be read to tell)"))
        }
        if !ambiguous.isEmpty {
            problems.append("equally specific entries name \(ambiguous.map(\.description).joined(separator: ", ")): the first wins")
        }
        let here = present.isEmpty ? "none readable" : present.map(\.description).joined(separator: "; ")
        return DoctorCheck("calibration", .warning, problems.joined(separator: "; ") + "; present: \(here)",
                           fix: "`touchdeck devices` shows each touchscreen's identity; `touchdeck calibrate --config FILE` writes a matching entry")
    }
}
