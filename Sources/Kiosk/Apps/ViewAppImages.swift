import Foundation
import KioskConfig
import Logging

/// The `images.path` key every view app's config section has: the folder
/// `Image("name")` looks names up in, after the bundle it is given and
/// before the app's own resources.
enum ViewAppImages {
    private static let logger = Logger(label: "touchdeck.kiosk")

    static let spec = SettingSpec(
        key: "images.path", type: .string, defaultValue: nil,
        summary: "A folder of PNG, JPEG and SVG files that Image(\"name\") finds by name (name.png, name.jpg, name.jpeg or name.svg), after the bundle an Image names and before the app's own resources.",
        check: { value in
            guard case .string(let path) = value else { return nil }
            return path.isEmpty ? "an empty path names no folder" : nil
        },
        checkDescription: "a folder's path")

    /// The configured folder, when set; one that is not a folder is logged
    /// (and still searched: it may appear later, and looking finds nothing until then).
    static func directories(_ settings: AppSettings, app: String) -> [String] {
        guard let path = settings.string(spec.key) else { return [] }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            logger.warning("\(app).images.path: \(path) is not a folder; named images are looked for in the app's resources only")
        }
        return [path]
    }
}
