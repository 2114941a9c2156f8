import Display
import Foundation
import Glibc
import KioskConfig
import Seat
import TouchDevices

extension SystemFacts {
    /// The facts of this machine and user, read now; `configPath` is
    /// validated against `schema` as `touchdeck config check` does
    /// (`ConfigSchema.standard`, for the apps the command line runs).
    public static func gather(configPath: String?, schema: ConfigSchema) -> SystemFacts {
        let uid = getuid()
        let user = getpwuid(uid).map { String(cString: $0.pointee.pw_name) } ?? String(uid)
        let managers = SeatManagers.here()
        var facts = SystemFacts(
            user: user, uid: uid, groups: groupNames(),
            inputNodes: inputNodes(), udevRunning: DeviceDiscovery.udevAvailable,
            udevRule: ["/etc/udev/rules.d/", "/lib/udev/rules.d/", "/usr/lib/udev/rules.d/"]
                .map { $0 + KioskDoctor.ruleName }.first { access($0, F_OK) == 0 },
            // Each card asked through libdrm as the kiosk asks it (DisplayChoice); sysfs when it cannot be opened.
            drmNodes: nodes(in: "/dev/dri", prefix: "card").map { card in
                let name = String(card.node.split(separator: "/").last ?? "")
                return DisplayNode(node: card.node, accessible: card.accessible, probe: DRMProbe.card(card.node),
                                   sysfs: MachineFacts.connectors(card: name), driver: MachineFacts.driver(card: name))
            },
            framebuffers: nodes(in: "/dev", prefix: "fb"),
            seatManager: managers.seatdSocket != nil ? "seatd" : managers.logindRuns ? "logind" : nil,
            fonts: [
                "DejaVu Sans": access("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", R_OK) == 0,
                "Noto Sans CJK": access("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", R_OK) == 0,
            ],
            config: configPath.map { path in (path, configProblems(path, schema: schema)) })
        // Connecting to a Unix socket needs write access to it.
        facts.seatdSocketUsable = managers.seatdSocket.map { access($0, R_OK | W_OK) == 0 } ?? false
        facts.seatdRunning = MachineFacts.processRuns("seatd")
        facts.logind = MachineFacts.logind()
        facts.serviceUnit = MachineFacts.serviceUnit(named: "touchdeck-kiosk.service")
        facts.serviceAccount = MachineFacts.account(facts.serviceUnit?.user ?? "kiosk")
        facts.inputGroup = getgrnam("input").map { $0.pointee.gr_gid }
        facts.vts = MachineFacts.vts()
        facts.backlights = MachineFacts.backlights()
        if let configPath, let settings = try? SettingsLoader(schema: schema, environment: [:]).load(path: configPath) {
            facts.calibrations = settings.devices
            facts.configuredBacklight = IdleSettings(settings).backlight
            facts.displayList = !settings.displays.isEmpty
            facts.displayConnectors = facts.displayList ? settings.displays.map(\.connector) : DisplaySettings(settings).connector.map { [$0] } ?? []
        }
        return facts
    }

    private static func groupNames() -> Set<String> {
        var ids = [gid_t](repeating: 0, count: 256)
        let count = getgroups(Int32(ids.count), &ids)
        var names = Set<String>()
        for id in ids.prefix(max(0, Int(count))) + [getgid()] {
            if let group = getgrgid(id) { names.insert(String(cString: group.pointee.gr_name)) }
        }
        return names
    }

    /// Every /dev/input/event* node: opened when possible (name, touch or not),
    /// else why not.
    private static func inputNodes() -> [InputNode] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/input")) ?? []
        return names.filter { $0.hasPrefix("event") }.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }.map { name in
            let node = "/dev/input/" + name
            do {
                let info = try DeviceDiscovery.describe(node: node)
                return InputNode(node: node, name: info.name, isTouchscreen: info.kind == .touchscreen, readable: true, identity: info.identity)
            } catch let error as DeviceError {
                return InputNode(node: node, readable: false, problem: error.message)
            } catch {
                return InputNode(node: node, readable: false, problem: "\(error)")
            }
        }
    }

    private static func nodes(in directory: String, prefix: String) -> [DisplayNode] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.dropFirst(prefix.count).allSatisfy(\.isNumber) }.sorted().map { name in
            let node = directory + "/" + name
            return DisplayNode(node: node, accessible: access(node, R_OK | W_OK) == 0)
        }
    }

    private static func configProblems(_ path: String, schema: ConfigSchema) -> [String] {
        do {
            _ = try SettingsLoader(schema: schema, environment: [:]).load(path: path)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }
}
