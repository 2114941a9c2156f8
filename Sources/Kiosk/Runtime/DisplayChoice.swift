import Display
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

    public var description: String {
        switch self {
        case .drm(let path): "drm:\(path)"
        case .fbdev(let path): "fbdev:\(path)"
        case .png(let path): "png:\(path)"
        }
    }

    /// The screen to use when none is named: DRM first (page flips), then fbdev; nil when neither can be opened.
    /// - Parameter seat: a seat manager opens DRM nodes (the user need not be able to).
    public static func automatic(seat: Bool = false) -> DisplayChoice? {
        if access("/dev/dri/card0", seat ? F_OK : R_OK | W_OK) == 0 { return .drm("/dev/dri/card0") }
        if access("/dev/fb0", R_OK | W_OK) == 0 { return .fbdev("/dev/fb0") }
        return nil
    }

    /// Opens it; PNG frames are `width`×`height` (the panel's size: with a
    /// quarter-turn `rotation` the app's screen is `height`×`width`). A
    /// rotation other than none turns every frame onto the panel. DRM nodes
    /// are opened through `opener` (a seat manager's, or directly).
    public func open(width: Int, height: Int, rotation: DisplayRotation = .none,
                     opener: any DeviceOpener = DirectOpener.shared) throws -> any DisplaySink {
        let panel: any DisplaySink = switch self {
        case .drm(let path): try DRMDisplay(path: path, opener: opener)
        case .fbdev(let path): try FramebufferDisplay(path: path)
        case .png(let directory): try PNGSink(directory: directory, width: width, height: height)
        }
        return rotation == .none ? panel : RotatedDisplay(panel: panel, rotation: rotation)
    }
}
