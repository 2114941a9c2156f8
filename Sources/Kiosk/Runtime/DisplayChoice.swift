import Geometry
import Display
import Foundation
import Glibc
import Seat

/// Where frames go, from `--display`: `drm:/dev/dri/card0`, `fbdev:/dev/fb0` or `png:DIR`.
public enum DisplayChoice: Equatable, Sendable, CustomStringConvertible {
    case drm(String)
    case fbdev(String)
    case png(String)

    /// Parses `--display`; the error says what is accepted.
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else {
            throw DisplayError(device: text, "expected drm:/dev/dri/cardN, fbdev:/dev/fbN or png:DIRECTORY")
        }
        switch parts[0] {
        case "drm": self = .drm(parts[1])
        case "fbdev": self = .fbdev(parts[1])
        case "png": self = .png(parts[1])
        default: throw DisplayError(device: text, "unknown display kind \"\(parts[0])\": expected drm, fbdev or png")
        }
    }

    /// A screen of the machine's (DRM, fbdev), shown on a VT; not PNG files.
    public var isScreen: Bool {
        if case .png = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case .drm(let path): "drm:\(path)"
        case .fbdev(let path): "fbdev:\(path)"
        case .png(let path): "png:\(path)"
        }
    }

    /// The screen to use when none is named: a DRM card with KMS and a
    /// connected monitor first (page flips), then fbdev; nil when none is
    /// there to open. See `search` for how a card is judged.
    /// - Parameter seat: a seat manager opens DRM nodes (the user need not be able to).
    public static func automatic(dev: String = "/dev", sysfs: String = "/sys", seat: Bool = false,
                                 opener: any DeviceOpener = DirectOpener.shared, connector: String? = nil) -> DisplayChoice? {
        search(dev: dev, sysfs: sysfs, seat: seat, opener: opener, connector: connector).choice
    }

    /// The screen to use when none is named, and a log line saying why.
    /// Each `/dev/dri/card*` is asked through libdrm (`DRMProbe`, opened
    /// through `opener`) what it has: a render-only GPU (a Raspberry Pi's
    /// v3d, often card0) has no KMS and is skipped; of several cards the one
    /// with a monitor connected wins over a lower-numbered one without (the
    /// one with the connector `display.connector` names, when there is one);
    /// a KMS card with no monitor yet comes next (the kiosk waits on it).
    /// When no card can be opened to ask (permissions), their connectors in
    /// sysfs decide (`/sys/class/drm/cardN-HDMI-A-1/status`); without sysfs the lowest-numbered card is taken.
    public static func search(dev: String = "/dev", sysfs: String = "/sys", seat: Bool = false,
                              opener: any DeviceOpener = DirectOpener.shared, connector: String? = nil)
        -> (choice: DisplayChoice?, summary: String) {
        let cards = nodes(in: dev + "/dri", prefix: "card", mode: seat ? F_OK : R_OK | W_OK)
        let probed = cards.map { DRMProbe.card($0, opener: opener) }
        if probed.contains(where: { !$0.unopened }) {
            let choice = DRMCardChoice.choose(probed, connector: connector)
            if let path = choice.path { return (.drm(path), choice.summary) }
        } else if let card = bestCard(nodes: cards, sysfs: sysfs) {
            return (.drm(card), "display: \(card), judged by sysfs (cannot open the cards to ask libdrm: \(probed.compactMap(\.problem).joined(separator: "; ")))")
        }
        if let framebuffer = nodes(in: dev, prefix: "fb", mode: R_OK | W_OK).first {
            return (.fbdev(framebuffer), "display: \(framebuffer) (no DRM card with KMS)")
        }
        return (nil, "no display (/dev/dri/card*, /dev/fb*)")
    }

    /// Of `cards` (lowest-numbered first): the first with a connected connector, else the first with
    /// any connector; with no `class/drm` in sysfs at all, the first.
    static func bestCard(nodes cards: [String], sysfs: String) -> String? {
        let drm = sysfs + "/class/drm"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: drm) else { return cards.first }
        func connectors(_ card: String) -> [String] {
            let name = URL(fileURLWithPath: card).lastPathComponent
            return entries.filter { $0.hasPrefix(name + "-") }
        }
        func connected(_ card: String) -> Bool {
            connectors(card).contains { entry in
                (try? String(contentsOfFile: drm + "/" + entry + "/status", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "connected"
            }
        }
        return cards.first(where: connected) ?? cards.first { !connectors($0).isEmpty }
    }

    /// `directory/prefixN` that this process may reach with `mode`, lowest N first.
    private static func nodes(in directory: String, prefix: String, mode: Int32) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let numbered = names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix(prefix), let number = Int(name.dropFirst(prefix.count)) else { return nil }
            return (number, directory + "/" + name)
        }
        return numbered.sorted { $0.0 < $1.0 }.map(\.1).filter { access($0, mode) == 0 }
    }

    /// Opens it; PNG frames are `width`×`height` (the panel's size: with a
    /// quarter-turn `rotation` the app's screen is `height`×`width`). A
    /// rotation other than none turns every frame onto the panel. DRM nodes
    /// are opened through `opener` (a seat manager's, or directly).
    /// `request`: `display.connector` and `display.mode` for DRM; what of it
    /// cannot be met is handed to `problems`, one line each, and the screen opens all the same.
    /// `heads`: the `displays:` list; on a DRM card every connector of it
    /// shows the kiosk, each turned by its own rotation (`MultiHeadDisplay`;
    /// `rotation` and `request` are then not used). A DRM screen whose KMS
    /// plane can turn the picture turns it; else it is turned in software;
    /// `notes` is told which (a line for the log).
    public func open(width: Int, height: Int, rotation: DisplayRotation = .none,
                     opener: any DeviceOpener = DirectOpener.shared, request: DRMOutputRequest = DRMOutputRequest(),
                     heads: [DRMHeadRequest] = [], problems: (String) -> Void = { _ in },
                     notes: (String) -> Void = { _ in }) throws -> any DisplaySink {
        let panel: any DisplaySink
        if !heads.isEmpty {
            guard case .drm(let path) = self else {
                problems("displays: \(self) has no connectors to choose from; showing on it with the first entry's rotation")
                return try open(width: width, height: height, rotation: heads[0].rotation, opener: opener, problems: problems, notes: notes)
            }
            return try MultiHeadDisplay.open(path: path, requests: heads, opener: opener, problems: problems, notes: notes)
        }
        switch self {
        case .drm(let path):
            let display = try DRMDisplay(path: path, opener: opener, request: request, rotation: rotation)
            display.problems.forEach(problems)
            display.rotationNote.map(notes)
            return RotatedDisplay.turning(display, by: rotation, turnedByPanel: display.planeRotation)
        case .fbdev(let path): panel = try FramebufferDisplay(path: path)
        case .png(let directory): panel = try PNGSink(directory: directory, width: width, height: height)
        }
        return RotatedDisplay.turning(panel, by: rotation)
    }
}
