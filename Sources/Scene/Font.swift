import Geometry

/// Font weights, as SwiftUI's `Font.Weight`.
public enum FontWeight: String, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// Font designs, as SwiftUI's `Font.Design`.
public enum FontDesign: String, Hashable, Sendable {
    case `default`, rounded, monospaced, serif
}

/// A font, as SwiftUI's `Font`: a size, weight, design and style, resolved
/// to an installed family by the renderer (pango through fontconfig).
public struct Font: Hashable, Sendable {
    /// SwiftUI's name for the weights.
    public typealias Weight = FontWeight
    /// SwiftUI's name for the designs.
    public typealias Design = FontDesign

    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// An explicit family (fontconfig name, `Font.custom`); nil picks one for `design`.
    public var family: String?
    /// `italic()`: the family's italic (or oblique) face.
    public var isItalic: Bool
    /// `monospacedDigit()`: digits of one width (OpenType `tnum`), so counting numbers do not jiggle.
    public var hasMonospacedDigits: Bool

    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default, family: String? = nil,
                isItalic: Bool = false, hasMonospacedDigits: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.family = family
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
    }

    /// A system font of `size` points, as SwiftUI's `Font.system(size:weight:design:)`.
    public static func system(size: CGFloat, weight: FontWeight = .regular, design: FontDesign? = nil) -> Font {
        Font(size: Double(size), weight: weight, design: design ?? .default)
    }

    /// The system font of a text style, as SwiftUI's `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: FontDesign? = nil, weight: FontWeight? = nil) -> Font {
        var font = style.font
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// The installed family `name` at `size` points, as SwiftUI's
    /// `Font.custom(_:size:)`; a family fontconfig does not have falls back
    /// to its default sans (logged once by the renderer).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: Double(size), family: name)
    }

    /// `Font.custom(_:size:relativeTo:)`: at Large Dynamic Type, the size given.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// `Font.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// SwiftUI's text styles at iOS's default (Large) Dynamic Type sizes and
    /// weights, from the Human Interface Guidelines' table "iOS, iPadOS
    /// Dynamic Type sizes" (developer.apple.com/design/human-interface-guidelines/typography):
    /// Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17
    /// semibold, Body 17, Callout 16, Subhead 15, Footnote 13, Caption 1 12,
    /// Caption 2 11, all regular but the headline.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The style's font.
        public var font: Font {
            switch self {
            case .largeTitle: Font(size: 34)
            case .title: Font(size: 28)
            case .title2: Font(size: 22)
            case .title3: Font(size: 20)
            case .headline: Font(size: 17, weight: .semibold)
            case .subheadline: Font(size: 15)
            case .body: Font(size: 17)
            case .callout: Font(size: 16)
            case .footnote: Font(size: 13)
            case .caption: Font(size: 12)
            case .caption2: Font(size: 11)
            }
        }
    }

    public static let largeTitle = TextStyle.largeTitle.font
    public static let title = TextStyle.title.font
    public static let title2 = TextStyle.title2.font
    public static let title3 = TextStyle.title3.font
    public static let headline = TextStyle.headline.font
    public static let subheadline = TextStyle.subheadline.font
    public static let body = TextStyle.body.font
    public static let callout = TextStyle.callout.font
    public static let footnote = TextStyle.footnote.font
    public static let caption = TextStyle.caption.font
    public static let caption2 = TextStyle.caption2.font

    /// The font in `weight`, as SwiftUI's `Font.weight(_:)`.
    public func weight(_ weight: FontWeight) -> Font { var f = self; f.weight = weight; return f }
    /// The font in `design`.
    public func design(_ design: FontDesign) -> Font { var f = self; f.design = design; return f }
    /// Bold, as SwiftUI's `Font.bold()`.
    public func bold() -> Font { weight(.bold) }
    /// Italic, as SwiftUI's `Font.italic()`.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// A fixed-width font of the same style, as SwiftUI's `Font.monospaced()`.
    public func monospaced() -> Font { design(.monospaced) }
    /// Digits of one width, as SwiftUI's `Font.monospacedDigit()`.
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
}
