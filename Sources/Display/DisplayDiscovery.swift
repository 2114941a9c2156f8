import Foundation

/// A screen the kiosk could draw on, as the kernel describes it in sysfs
/// (nothing is opened, so listing never disturbs a running display).
public struct DisplayInfo: Hashable, Sendable {
    /// `drm:/dev/dri/card0` or `fbdev:/dev/fb0`, as `--display` takes it.
    public var spec: String
    /// The driver or connector name (`bochs-drm`, `Virtual-1`).
    public var name: String
    /// Width × height in pixels, when the kernel says.
    public var size: (width: Int, height: Int)?
    /// DRM connectors: "connected" or "disconnected".
    public var status: String?

    public static func == (lhs: DisplayInfo, rhs: DisplayInfo) -> Bool {
        lhs.spec == rhs.spec && lhs.name == rhs.name && lhs.size?.width == rhs.size?.width
            && lhs.size?.height == rhs.size?.height && lhs.status == rhs.status
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spec)
        hasher.combine(name)
    }
}

/// Finds fbdev and DRM displays through sysfs (`/sys/class/graphics`, `/sys/class/drm`).
public enum DisplayDiscovery {
    public static func displays(sysfs: String = "/sys") -> [DisplayInfo] {
        let files = FileManager.default
        var found: [DisplayInfo] = []
        let drm = sysfs + "/class/drm"
        for entry in ((try? files.contentsOfDirectory(atPath: drm)) ?? []).sorted() {
            // Connectors are card0-Virtual-1 and the like; the card is the device node.
            guard let dash = entry.firstIndex(of: "-"), entry.hasPrefix("card") else { continue }
            let card = String(entry[..<dash])
            let modes = read(drm + "/" + entry + "/modes")?.split(separator: "\n").first
            let size = modes.flatMap { mode -> (Int, Int)? in
                // The kernel's mode name ("1920x1080", "1920x1080i"), not a size a user wrote:
                // its own small rule, digits before and after the x, a suffix ignored.
                let parts = mode.split(separator: "x").compactMap { Int($0.prefix { $0.isNumber }) }
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            }
            found.append(DisplayInfo(spec: "drm:/dev/dri/\(card)", name: String(entry[entry.index(after: dash)...]),
                                     size: size, status: read(drm + "/" + entry + "/status")))
        }
        let graphics = sysfs + "/class/graphics"
        for entry in ((try? files.contentsOfDirectory(atPath: graphics)) ?? []).sorted() where entry.hasPrefix("fb") {
            let size = read(graphics + "/" + entry + "/virtual_size").flatMap { text -> (Int, Int)? in
                let parts = text.split(separator: ",").compactMap { Int($0) }
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            }
            found.append(DisplayInfo(spec: "fbdev:/dev/\(entry)", name: read(graphics + "/" + entry + "/name") ?? entry,
                                     size: size, status: nil))
        }
        return found
    }

    private static func read(_ path: String) -> String? {
        (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
