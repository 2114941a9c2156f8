import Foundation
import TouchModel

extension SystemFacts {
    /// What is known of logind: evidence that it really runs, not only that
    /// it once ran (`/run/systemd/seats` outlives a stopped logind, and a
    /// container may have the directory with no logind at all).
    public struct Logind: Hashable, Sendable {
        /// systemd booted this machine (`sd_booted()`).
        public var booted: Bool
        /// `/run/systemd/seats` exists (what the kiosk's seat choice looks at).
        public var seatsDirectory: Bool
        /// `org.freedesktop.login1` answered a D-Bus `Ping` on the system bus (without being started by it).
        public var answers: Bool

        public init(booted: Bool = false, seatsDirectory: Bool = false, answers: Bool = false) {
            self.booted = booted
            self.seatsDirectory = seatsDirectory
            self.answers = answers
        }

        /// logind runs and answers: a kiosk can open a seat through it.
        public var runs: Bool { booted && answers }
    }

    /// A DRM connector (`/sys/class/drm/cardN-NAME`) and whether a monitor is on it.
    public struct Connector: Hashable, Sendable {
        /// The kernel's name, e.g. `HDMI-A-1`.
        public var name: String
        /// Its `status` reads `connected`.
        public var connected: Bool
        public init(_ name: String, connected: Bool) {
            self.name = name
            self.connected = connected
        }
    }

    /// A sysfs file's owner, group and mode, to tell who may write it.
    public struct FileAccess: Hashable, Sendable {
        public var path: String
        public var owner: UInt32
        public var group: UInt32
        /// The permission bits (e.g. 0o644).
        public var mode: UInt32
        public init(path: String, owner: UInt32, group: UInt32, mode: UInt32) {
            self.path = path
            self.owner = owner
            self.group = group
            self.mode = mode
        }

        /// Whether `account` may write it (root may write anything).
        public func writable(by account: Account) -> Bool {
            if account.uid == 0 { return true }
            if owner == account.uid { return mode & 0o200 != 0 }
            if account.groups.contains(group) { return mode & 0o020 != 0 }
            return mode & 0o002 != 0
        }

        /// `-rw-r--r-- 0:0`, for a detail line.
        public var summary: String {
            let bits = (0..<9).map { bit -> Character in
                let set = mode & (0o400 >> UInt32(bit)) != 0
                return set ? Array("rwx")[bit % 3] : "-"
            }
            return "\(String(bits)) \(owner):\(group)"
        }
    }

    /// A backlight (`/sys/class/backlight/NAME`) and its two files the kiosk writes.
    public struct Backlight: Hashable, Sendable {
        /// Its directory.
        public var path: String
        public var brightness: FileAccess?
        public var blPower: FileAccess?
        public init(path: String, brightness: FileAccess?, blPower: FileAccess?) {
            self.path = path
            self.brightness = brightness
            self.blPower = blPower
        }
    }

    /// A user account: who the kiosk service runs as.
    public struct Account: Hashable, Sendable {
        public var name: String
        public var uid: UInt32
        /// Its primary and supplementary group ids.
        public var groups: Set<UInt32>
        public init(name: String, uid: UInt32, groups: Set<UInt32>) {
            self.name = name
            self.uid = uid
            self.groups = groups
        }
    }

    /// The installed kiosk service unit, as its file says.
    public struct ServiceUnit: Hashable, Sendable {
        public var path: String
        /// `User=`.
        public var user: String?
        /// Every unit in `After=` lines.
        public var after: Set<String>
        /// Every unit in `Wants=` and `Requires=` lines.
        public var wants: Set<String>
        /// The VT the service takes: `TTYPath=`, else the one `ExecStopPost=` restores, else nil.
        public var tty: String?
        /// The groups of its `SupplementaryGroups=` lines.
        public var supplementaryGroups: Set<String> = []
        /// Its `Environment=` names libseat's seatd backend (`LIBSEAT_BACKEND=seatd`).
        public var seatdBackend = false

        public init(path: String, user: String? = nil, after: Set<String> = [], wants: Set<String> = [], tty: String? = nil) {
            self.path = path
            self.user = user
            self.after = after
            self.wants = wants
            self.tty = tty
        }

        /// Reads a unit file's text (`[Service]`/`[Unit]` keys; comments and other keys skipped).
        public init(path: String, text: String) {
            self.init(path: path)
            for raw in text.split(separator: "\n") {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard !line.hasPrefix("#"), !line.hasPrefix(";"), let equals = line.firstIndex(of: "=") else { continue }
                let key = String(line[..<equals]).trimmingCharacters(in: .whitespaces)
                let value = String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
                let units = value.split(separator: " ").map(String.init)
                switch key {
                case "User": user = value
                case "After": after.formUnion(units)
                case "Wants", "Requires": wants.formUnion(units)
                case "TTYPath": tty = value
                case "SupplementaryGroups": supplementaryGroups.formUnion(units)
                case "Environment" where units.contains("LIBSEAT_BACKEND=seatd"): seatdBackend = true
                case "ExecStopPost" where tty == nil:
                    if let flag = units.firstIndex(of: "--tty"), flag + 1 < units.count { tty = units[flag + 1] }
                default: break
                }
            }
        }
    }
}
