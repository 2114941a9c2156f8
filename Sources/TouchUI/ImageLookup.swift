import Foundation

/// Finds `Image("name")`'s file: SwiftUI reads an asset catalog; a kiosk app
/// has its SwiftPM resources and the kiosk's images folders instead.
enum ImageLookup {
    /// The file endings tried after the name as given.
    static let extensions = ["png", "jpg", "jpeg", "svg"]
    /// The most resource bundles beside the executable that are searched.
    static let bundleLimit = 64

    /// The first file for `name` in `bundle`, then `directories`, then the
    /// main bundle's resource folders; nil when there is none. A name that
    /// climbs out of a folder (`..`) or is absolute is not looked up.
    static func path(named name: String, bundle: Bundle?, directories: [String]) -> String? {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
        var folders: [String] = []
        if let bundle { folders += resourceFolders(of: bundle) }
        folders += directories
        folders += mainFolders
        for folder in folders {
            for candidate in [name] + extensions.map({ "\(name).\($0)" }) {
                let path = (folder as NSString).appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { return path }
            }
        }
        return nil
    }

    /// Where the log line says the name was looked for.
    static func describe(bundle: Bundle?, directories: [String]) -> String {
        let folders = (bundle.map(resourceFolders) ?? []) + directories + mainFolders
        return folders.isEmpty ? "no resource folder" : folders.joined(separator: ", ")
    }

    /// A bundle's resource folder (on Linux a SwiftPM `Bundle.module` is a
    /// `<package>_<target>.resources` folder).
    static func resourceFolders(of bundle: Bundle) -> [String] {
        [bundle.resourcePath ?? bundle.bundlePath]
    }

    /// The main bundle's resource folder and the SwiftPM resource bundles
    /// beside the executable (`*.resources`), found once.
    static let mainFolders: [String] = {
        let main = Bundle.main
        var folders = resourceFolders(of: main)
        let beside = main.bundlePath
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: beside)) ?? []
        folders += entries.filter { $0.hasSuffix(".resources") }.sorted().prefix(bundleLimit)
            .map { (beside as NSString).appendingPathComponent($0) }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }()
}
