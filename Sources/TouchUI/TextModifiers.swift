import Foundation
import Scene

// The modifiers that return `Text` (so the result can still be concatenated),
// as SwiftUI's: each styles the whole text, and a part's own style wins.
extension Text {
    private func with(_ change: (inout TextAttributes) -> Void) -> Text {
        var text = self
        change(&text.attributes)
        return text
    }

    /// The text in `font` (SwiftUI's `Text.font(_:)`).
    public func font(_ font: Font?) -> Text { with { $0.font = font } }

    /// The weight of the text (SwiftUI's `Text.fontWeight(_:)`).
    public func fontWeight(_ weight: FontWeight?) -> Text { with { $0.weight = weight } }

    /// The design of the text's font (SwiftUI's `Text.fontDesign(_:)`).
    public func fontDesign(_ design: FontDesign?) -> Text { with { $0.design = design } }

    /// Bold (SwiftUI's `Text.bold()`).
    public func bold() -> Text { fontWeight(.bold) }

    /// Bold when `isActive` (SwiftUI's `Text.bold(_:)`).
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Italic (SwiftUI's `Text.italic()`).
    public func italic() -> Text { with { $0.italic = true } }

    /// Italic when `isActive` (SwiftUI's `Text.italic(_:)`).
    public func italic(_ isActive: Bool) -> Text { with { $0.italic = isActive } }

    /// In the fixed-width design (SwiftUI's `Text.monospaced(_:)`).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }

    /// Digits of one width (SwiftUI's `Text.monospacedDigit()`).
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }

    /// The text in `color` (SwiftUI's `Text.foregroundColor(_:)`).
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color?.rgba } }

    /// The text in `style` (SwiftUI's `Text.foregroundStyle(_:)`); a
    /// gradient draws the text in its first colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with {
            switch style._fill {
            case .color(let color): $0.color = color
            case .linearGradient(let colors, _, _), .radialGradient(let colors, _, _, _): $0.color = colors.first
            }
        }
    }

    /// A line under the text, in `color` (nil: the text's), as SwiftUI's `Text.underline(_:color:)`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.underline = TextAttributes.TextLine(isActive: isActive, color: color?.rgba) }
    }

    /// A line through the text, as SwiftUI's `Text.strikethrough(_:color:)`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.strikethrough = TextAttributes.TextLine(isActive: isActive, color: color?.rgba) }
    }

    /// Extra points between characters (SwiftUI's `Text.kerning(_:)`).
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = Double(kerning) } }

    /// Extra points after each character (SwiftUI's `Text.tracking(_:)`).
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = Double(tracking) } }

    /// The text raised by `baselineOffset` points (SwiftUI's `Text.baselineOffset(_:)`).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with { $0.baselineOffset = Double(baselineOffset) } }
}
