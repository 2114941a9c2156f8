import Scene

/// Text sizes and caret positions for the text fields, from the host's
/// measurer (pango in a kiosk), or estimated as layout estimates text
/// without one (each character 0.55 em wide, a line 1.2 em tall).
struct TextMetrics {
    let measurer: TextMeasuring?

    func size(_ text: String, font: Font, wrap: Double?) -> Size {
        measurer?.size(of: text, font: font, width: wrap)
            ?? Size(width: Double(text.count) * font.size * 0.55, height: font.size * 1.2)
    }

    /// The height of a line of `font`.
    func lineHeight(_ font: Font) -> Double { size(" ", font: font, wrap: nil).height }

    /// The caret before UTF-8 offset `offset` (x, line top, line height).
    func caret(in text: String, font: Font, wrap: Double?, at offset: Int) -> Rect {
        if let measurer { return measurer.caretRect(in: text, font: font, width: wrap, at: offset) }
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
        return Rect(x: Double(text[..<index].count) * font.size * 0.55, y: 0, width: 0, height: font.size * 1.2)
    }

    /// The UTF-8 offset of the caret position nearest `point`.
    func offset(in text: String, font: Font, wrap: Double?, nearest point: Point) -> Int {
        if let measurer { return measurer.caretOffset(in: text, font: font, width: wrap, nearest: point) }
        let characters = min(max(Int((point.x / (font.size * 0.55)).rounded()), 0), text.count)
        return text.utf8.distance(from: text.utf8.startIndex, to: text.index(text.startIndex, offsetBy: characters))
    }
}
