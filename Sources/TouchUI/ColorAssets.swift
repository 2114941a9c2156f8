import Foundation
import Scene

extension Color {
    /// The colour set `name` of the app's resources, as SwiftUI's
    /// `Color(_:bundle:)` reads an asset catalog: `name.colorset/Contents.json`
    /// (Xcode's format, copied as a resource) in `bundle`, the main bundle's
    /// resources or a SwiftPM resource bundle beside the executable — at the
    /// top or inside an `.xcassets` folder there. The light appearance's
    /// colour is used (a kiosk's screen is light). A colour set that is
    /// missing or unreadable is logged once and the colour is clear, as
    /// SwiftUI draws a missing one.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let rgba = ColorAssets.color(named: name, bundle: bundle) {
            self.init(rgba)
        } else {
            self.init(.clear)
        }
    }
}

/// Reads colour sets (`*.colorset/Contents.json`).
enum ColorAssets {
    /// The colour of the set `name`, or nil (logged).
    static func color(named name: String, bundle: Bundle?) -> RGBAColor? {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
            ViewWarnings.once("Color(\"\(name)\"): not a colour set name; the colour is clear")
            return nil
        }
        var folders: [String] = []
        if let bundle { folders += ImageLookup.resourceFolders(of: bundle) }
        folders += ImageLookup.mainFolders
        for folder in folders {
            for set in candidates(name, in: folder) where FileManager.default.fileExists(atPath: set) {
                do {
                    return try parse(Data(contentsOf: URL(fileURLWithPath: set)))
                } catch {
                    ViewWarnings.once("Color(\"\(name)\"): \(set) cannot be read (\(error)); the colour is clear")
                    return nil
                }
            }
        }
        let searched = folders.isEmpty ? "no resource folder" : folders.joined(separator: ", ")
        ViewWarnings.once("Color(\"\(name)\"): no colour set \(name).colorset in \(searched); the colour is clear")
        return nil
    }

    /// Where the set's Contents.json may be in `folder`.
    private static func candidates(_ name: String, in folder: String) -> [String] {
        let file = name + ".colorset/Contents.json"
        var paths = [(folder as NSString).appendingPathComponent(file)]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for catalog in entries.filter({ $0.hasSuffix(".xcassets") }).sorted().prefix(16) {
            paths.append(((folder as NSString).appendingPathComponent(catalog) as NSString).appendingPathComponent(file))
        }
        return paths
    }

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// The light colour of a colour set's Contents.json: its entry without
    /// appearances, components as 0…1 fractions, 0…255 integers or hex bytes.
    static func parse(_ data: Data) throws -> RGBAColor {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = root["colors"] as? [[String: Any]] else { throw ParseError(description: "no \"colors\" list") }
        let plain = colors.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? colors.first
        guard let color = plain?["color"] as? [String: Any] else { throw ParseError(description: "no \"color\" entry") }
        if let platform = color["platform"] as? String, color["components"] == nil {
            throw ParseError(description: "a system colour (\(platform)) has no components here")
        }
        guard let components = color["components"] as? [String: Any] else { throw ParseError(description: "no \"components\"") }
        func component(_ key: String, default value: Double) throws -> Double {
            guard let raw = components[key] else { return value }
            let text = (raw as? String) ?? "\(raw)"
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x"), let byte = Int(trimmed.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            guard let number = Double(trimmed) else { throw ParseError(description: "component \(key) is \"\(text)\"") }
            // "128" (no point) is a byte; "0.5" or "1.000" a fraction.
            if !trimmed.contains("."), number > 1 { return number / 255 }
            return min(max(number, 0), 1)
        }
        if let white = components["white"] {
            _ = white
            let w = try component("white", default: 0)
            return RGBAColor(red: w, green: w, blue: w, alpha: try component("alpha", default: 1))
        }
        return RGBAColor(red: try component("red", default: 0), green: try component("green", default: 0),
                         blue: try component("blue", default: 0), alpha: try component("alpha", default: 1))
    }
}
