import Scene

/// The style a `Text` (or a part of a concatenated one) or the environment
/// gives text, each field unset until a modifier sets it: a part's own
/// style wins over the whole text's, which wins over the environment's, as
/// SwiftUI resolves `Text + Text` and its modifiers.
struct TextAttributes: Equatable {
    var font: Font?
    var weight: FontWeight?
    var design: FontDesign?
    var italic: Bool?
    var monospacedDigit: Bool?
    var color: RGBAColor?
    /// A line's presence and colour (nil: the text's).
    var underline: TextLine?
    var strikethrough: TextLine?
    var kerning: Double?
    var tracking: Double?
    var baselineOffset: Double?

    /// `.underline(_:color:)` / `.strikethrough(_:color:)`.
    struct TextLine: Equatable {
        var isActive: Bool
        var color: RGBAColor?
    }

    /// These attributes with `base`'s where these are unset.
    func over(_ base: TextAttributes) -> TextAttributes {
        TextAttributes(font: font ?? base.font, weight: weight ?? base.weight, design: design ?? base.design,
                       italic: italic ?? base.italic, monospacedDigit: monospacedDigit ?? base.monospacedDigit,
                       color: color ?? base.color, underline: underline ?? base.underline,
                       strikethrough: strikethrough ?? base.strikethrough, kerning: kerning ?? base.kerning,
                       tracking: tracking ?? base.tracking, baselineOffset: baselineOffset ?? base.baselineOffset)
    }

    /// A run of `string` in these attributes, the environment's filling what they leave unset.
    func run(_ string: String, in environment: ViewEnvironment) -> TextRun {
        let inherited = over(environment.textAttributes)
        var font = self.font ?? environment.font
        // A container's `.fontWeight` / `.bold()` reaches text without a font or weight of its own.
        if let weight = weight ?? (self.font == nil ? environment.fontWeight ?? environment.textAttributes.weight : nil) {
            font.weight = weight
        }
        if let design = design ?? (self.font == nil ? environment.textAttributes.design : nil) { font.design = design }
        if inherited.italic == true { font.isItalic = true }
        if inherited.monospacedDigit == true { font.hasMonospacedDigits = true }
        let color = inherited.color ?? environment.foregroundColor
        func line(_ line: TextLine?) -> RGBAColor? {
            guard let line, line.isActive else { return nil }
            return line.color ?? color
        }
        // SwiftUI's kerning and tracking both widen the text; tracking wins where both are set.
        let spacing = inherited.tracking ?? inherited.kerning ?? 0
        return TextRun(string, font: font, color: color, underline: line(inherited.underline),
                       strikethrough: line(inherited.strikethrough), tracking: spacing.isFinite ? spacing : 0,
                       baselineOffset: inherited.baselineOffset.map { $0.isFinite ? $0 : 0 } ?? 0)
    }
}

/// The paragraph options a subtree's text is laid out with (`lineLimit`,
/// `truncationMode`, `minimumScaleFactor`, `lineSpacing`, `textCase`).
struct TextLayoutOptions: Equatable {
    var lineLimit: Int?
    var reservedLines = 0
    var truncationMode = TruncationMode.tail
    var minimumScaleFactor = 1.0
    var lineSpacing = 0.0
    var textCase: Text.Case?
}
