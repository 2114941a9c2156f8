import CCairo
import Logging
import Scene
import Synchronization

/// Turns a `Font` into a pango font description from the families actually
/// installed, so a missing family degrades to DejaVu (or fontconfig's "Sans")
/// instead of failing, and Chinese text finds a CJK family.
struct FontResolver {
    /// Families known to fontconfig, by name.
    private let installed: Set<String>

    /// Rounded families in order of preference for `FontDesign.rounded`
    /// (SwiftUI's SF Pro Rounded first, then free look-alikes).
    static let roundedCandidates = ["SF Pro Rounded", "Nunito", "Varela Round", "M PLUS Rounded 1c",
                                    "Quicksand", "Comfortaa", "Arial Rounded MT Bold"]

    init(fontMap: UnsafeMutablePointer<PangoFontMap>) {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        var names = Set<String>()
        if let families {
            for index in 0..<Int(count) {
                if let family = families[index], let name = pango_font_family_get_name(family) {
                    names.insert(String(cString: name))
                }
            }
            g_free(families)
        }
        installed = names
    }

    init(installed: Set<String>) { self.installed = installed }

    /// The comma-separated family list pango falls back through, in order.
    func familyList(for font: Font) -> String {
        var list: [String] = []
        if let family = font.family, !family.isEmpty {
            if !installed.isEmpty, !installed.contains(family) { Self.reportMissing(family) }
            list.append(family)
        }
        switch font.design {
        case .default:
            list.append(first(of: ["DejaVu Sans"]) ?? "Sans")
        case .rounded:
            list.append(first(of: Self.roundedCandidates) ?? first(of: ["DejaVu Sans"]) ?? "Sans")
        case .monospaced:
            list.append(first(of: ["DejaVu Sans Mono"]) ?? "Monospace")
        case .serif:
            list.append(first(of: ["DejaVu Serif"]) ?? "Serif")
        }
        // Named explicitly so Han glyphs come from one consistent CJK family
        // rather than whatever fontconfig's fallback picks first.
        let cjk = font.design == .serif ? ["Noto Serif CJK SC", "Noto Sans CJK SC"] : ["Noto Sans CJK SC", "WenQuanYi Zen Hei"]
        if let family = first(of: cjk) { list.append(family) }
        return list.joined(separator: ",")
    }

    /// A pango description for `font` at its size in layout units (points);
    /// the caller frees it with `pango_font_description_free`.
    func description(for font: Font) -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, familyList(for: font))
        pango_font_description_set_weight(description, Self.pangoWeight(font.weight))
        // Italic: DejaVu's oblique faces (fonts-dejavu-extra) where a family has no italic.
        if font.isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        // Absolute size: the size is in user-space units, which the cairo matrix scales to pixels.
        let size = font.size.isFinite ? max(0.5, min(font.size, 2000)) : 17
        pango_font_description_set_absolute_size(description, size * 1024)
        return description
    }

    static func pangoWeight(_ weight: FontWeight) -> PangoWeight {
        switch weight {
        case .ultraLight: PANGO_WEIGHT_ULTRALIGHT
        case .thin: PANGO_WEIGHT_THIN
        case .light: PANGO_WEIGHT_LIGHT
        case .regular: PANGO_WEIGHT_NORMAL
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        case .heavy: PANGO_WEIGHT_ULTRABOLD
        case .black: PANGO_WEIGHT_HEAVY
        }
    }

    private func first(of names: [String]) -> String? { names.first(where: installed.contains) }

    private static let logger = Logger(label: "touchdeck.render")
    /// Families reported missing, so each is said once (at most `missingLimit`).
    private static let reported = Mutex<Set<String>>([])
    static let missingLimit = 100

    /// Says once that `family` (a `Font.custom` name) is not installed and fontconfig's fallback draws it.
    private static func reportMissing(_ family: String) {
        let isNew = reported.withLock { $0.count < missingLimit && $0.insert(family).inserted }
        if isNew { logger.warning("font family \"\(family)\" (Font.custom) is not installed: fontconfig's fallback draws the text") }
    }

    /// Whether `family` was reported missing (for tests).
    static func wasReportedMissing(_ family: String) -> Bool { reported.withLock { $0.contains(family) } }
}
