import Motion

/// One run of a `StyledText`: a string in one style (SwiftUI's `Text + Text`
/// keeps each part's style).
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var color: RGBAColor
    /// `underline()`: the line's colour (the text's where it was given none); nil: no line.
    public var underline: RGBAColor?
    /// `strikethrough()`: the line's colour; nil: no line.
    public var strikethrough: RGBAColor?
    /// `kerning` / `tracking`: extra points after each character.
    public var tracking: Double
    /// `baselineOffset`: points the run is raised (negative: lowered).
    public var baselineOffset: Double

    public init(_ string: String, font: Font, color: RGBAColor, underline: RGBAColor? = nil, strikethrough: RGBAColor? = nil,
                tracking: Double = 0, baselineOffset: Double = 0) {
        self.string = string
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.tracking = tracking
        self.baselineOffset = baselineOffset
    }
}

/// How text that does not fit is cut, as SwiftUI's `Text.TruncationMode`:
/// an ellipsis at the start, in the middle or (the default) at the end.
public enum TruncationMode: Hashable, Sendable {
    case head, middle, tail
}

/// Text in runs of their own style, with the paragraph's options: what a
/// view's `Text` draws. Wrapped at the layer's width; as many lines as fit
/// in the layer's height and the line limit are shown, the last one
/// truncated where the text goes on.
public struct StyledText: Hashable, Sendable {
    public var runs: [TextRun]
    public var alignment: TextAlignment
    /// The most lines shown (nil: no limit but the height).
    public var lineLimit: Int?
    /// Lines of height taken however few the text has (`lineLimit(_:reservesSpace:)`, `lineLimit(2...)`).
    public var reservedLines: Int
    public var truncation: TruncationMode
    /// `minimumScaleFactor`: how far the text may shrink to fit before it is truncated (1: not at all).
    public var minimumScaleFactor: Double
    /// `lineSpacing`: extra points between lines.
    public var lineSpacing: Double

    public init(_ runs: [TextRun], alignment: TextAlignment = .leading, lineLimit: Int? = nil, reservedLines: Int = 0,
                truncation: TruncationMode = .tail, minimumScaleFactor: Double = 1, lineSpacing: Double = 0) {
        self.runs = runs
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor
        self.lineSpacing = lineSpacing
    }

    /// One run of `string` in `font` and `color`.
    public init(_ string: String, font: Font, color: RGBAColor = .black, alignment: TextAlignment = .leading) {
        self.init([TextRun(string, font: font, color: color)], alignment: alignment)
    }

    /// The whole text.
    public var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

    /// The font of the first run (what an empty text's line is measured in).
    public var leadingFont: Font { runs.first?.font ?? .body }
}
