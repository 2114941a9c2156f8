import CSystemd
import Foundation
import Glibc

/// The facts `SystemFacts.gather` reads beyond file access: logind over
/// D-Bus, DRM connectors and backlights from sysfs, processes from /proc,
/// the installed service unit and its account.
enum MachineFacts {
    /// logind: `sd_booted()`, its seats directory, and a D-Bus `Ping` of
    /// `org.freedesktop.login1` with auto-start off (asking must not start it).
    static func logind() -> SystemFacts.Logind {
        SystemFacts.Logind(booted: sd_booted() > 0, seatsDirectory: access("/run/systemd/seats", F_OK) == 0, answers: pingLogind())
    }

    private static func pingLogind() -> Bool {
        var bus: OpaquePointer?
        guard sd_bus_open_system(&bus) >= 0, let bus else { return false }
        defer { sd_bus_flush_close_unref(bus) }
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(bus, &message, "org.freedesktop.login1", "/org/freedesktop/login1",
                                             "org.freedesktop.DBus.Peer", "Ping") >= 0, let message else { return false }
        defer { sd_bus_message_unref(message) }
        _ = sd_bus_message_set_auto_start(message, 0)
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        let rc = sd_bus_call(bus, message, 2_000_000, &error, &reply)
        if let reply { sd_bus_message_unref(reply) }
        return rc >= 0
    }

    /// Whether a process named `name` runs (its /proc/PID/comm).
    static func processRuns(_ name: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { pid in
            pid.allSatisfy(\.isNumber)
                && (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == name
        }
    }

    /// `cardN`'s connectors from /sys/class/drm (`cardN-HDMI-A-1/status`),
    /// writeback connectors left out; nil without sysfs.
    static func connectors(card: String, sysfs: String = "/sys/class/drm") -> [SystemFacts.Connector]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: sysfs) else { return nil }
        return names.filter { $0.hasPrefix(card + "-") && !$0.contains("Writeback") }.sorted().map { entry in
            let status = (try? String(contentsOfFile: "\(sysfs)/\(entry)/status", encoding: .utf8)) ?? ""
            return SystemFacts.Connector(String(entry.dropFirst(card.count + 1)),
                                         connected: status.trimmingCharacters(in: .whitespacesAndNewlines) == "connected")
        }
    }

    /// The kernel driver of `cardN` (e.g. `vc4`, `v3d`).
    static func driver(card: String) -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/sys/class/drm/\(card)/device/driver"))
            .map { ($0 as NSString).lastPathComponent }
    }

    static func fileAccess(_ path: String) -> SystemFacts.FileAccess? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return SystemFacts.FileAccess(path: path, owner: st.st_uid, group: st.st_gid, mode: UInt32(st.st_mode) & 0o777)
    }

    static func backlights() -> [SystemFacts.Backlight] {
        let base = "/sys/class/backlight"
        return ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted().map { name in
            let path = base + "/" + name
            return SystemFacts.Backlight(path: path, brightness: fileAccess(path + "/brightness"), blPower: fileAccess(path + "/bl_power"))
        }
    }

    /// `/dev/ttyN` for each virtual terminal the kernel has (/sys/class/tty/ttyN).
    static func vts() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/sys/class/tty")) ?? []
        return Set(names.filter { $0.hasPrefix("tty") && $0.count > 3 && $0.dropFirst(3).allSatisfy(\.isNumber) }.map { "/dev/" + $0 })
    }

    /// The installed kiosk unit, from the first of systemd's unit directories that has it.
    static func serviceUnit(named name: String) -> SystemFacts.ServiceUnit? {
        for directory in ["/etc/systemd/system", "/run/systemd/system", "/usr/lib/systemd/system", "/lib/systemd/system"] {
            let path = directory + "/" + name
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { return SystemFacts.ServiceUnit(path: path, text: text) }
        }
        return nil
    }

    /// The account `name` with its groups, when it exists.
    static func account(_ name: String) -> SystemFacts.Account? {
        guard let entry = getpwnam(name) else { return nil }
        let uid = entry.pointee.pw_uid, gid = entry.pointee.pw_gid
        var count: Int32 = 64
        var ids = [gid_t](repeating: 0, count: Int(count))
        if getgrouplist(name, gid, &ids, &count) < 0 {
            ids = [gid_t](repeating: 0, count: Int(max(count, 1)))
            _ = getgrouplist(name, gid, &ids, &count)
        }
        return SystemFacts.Account(name: name, uid: uid, groups: Set(ids.prefix(max(0, Int(count)))).union([gid]))
    }
}
