import Scene

/// Where a single-line field's text is scrolled to: its left edge lies
/// `shift` points right of the caret position `anchor` (a UTF-8 offset), so
/// the text stays put while the caret moves within sight, as a
/// `UITextField` scrolls only to keep the caret visible.
struct LineScroll: Equatable {
    var anchor = 0
    var shift = 0.0
}

/// What a single-line field draws of its text: only the part in sight, so
/// a field holding 100,000 characters lays out and draws about a field's
/// width of them a frame, never the whole line.
struct LineWindow: Equatable {
    /// The text drawn.
    var drawn: String
    /// Where its start is drawn, from the field's left edge (≤ 0 once scrolled).
    var x: Double
    /// The UTF-8 offset in the field's text where `drawn` starts.
    var start: Int
    /// The caret's x from the field's left edge.
    var caretX: Double

    /// How many characters either side of the caret are measured: more than
    /// `width` fills at 0.2 em a character (narrower ones are rare).
    static func span(width: Double, font: Font) -> Int { Int(max(width, 0) / max(font.size * 0.2, 1)) + 16 }

    /// The window of an unfocused field: its start, up to what `width` can show.
    static func leading(_ text: String, width: Double, font: Font) -> LineWindow {
        let end = text.index(text.startIndex, offsetBy: span(width: max(width, 2000), font: font), limitedBy: text.endIndex) ?? text.endIndex
        return LineWindow(drawn: String(text[..<end]), x: 0, start: 0, caretX: 0)
    }

    /// The window of the focused field with its caret at `caret`, `width`
    /// wide, scrolled from `scroll` just enough to keep the caret in sight
    /// (`scroll` is updated); `caretWidth` stays clear at the right edge.
    static func around(_ text: String, caret: Int, width: Double, font: Font, scroll: inout LineScroll,
                       metrics: TextMetrics, caretWidth: Double = 2) -> LineWindow {
        let utf8 = text.utf8
        let caretIndex = utf8.index(utf8.startIndex, offsetBy: min(max(caret, 0), utf8.count))
        let span = span(width: width, font: font)
        let start = text.index(caretIndex, offsetBy: -span, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(caretIndex, offsetBy: span, limitedBy: text.endIndex) ?? text.endIndex
        let window = String(text[start..<end])
        let base = utf8.distance(from: utf8.startIndex, to: start)
        let windowBytes = window.utf8.count
        let room = max(width - caretWidth, 0)
        let caretX = metrics.caret(in: window, font: font, wrap: nil, at: caret - base).minX
        // The left edge in the window's coordinates: where it was, if the anchor is in the window.
        var edge: Double
        if scroll.anchor >= base, scroll.anchor <= base + windowBytes {
            edge = metrics.caret(in: window, font: font, wrap: nil, at: scroll.anchor - base).minX + scroll.shift
        } else {
            edge = caretX - room
        }
        if caretX - edge > room { edge = caretX - room }
        if caretX < edge { edge = caretX }
        // Scrolled no further than the text's end needs (a deletion pulls the text back).
        if end == text.endIndex {
            let textWidth = metrics.caret(in: window, font: font, wrap: nil, at: windowBytes).minX
            edge = min(edge, textWidth - room)
        }
        edge = max(edge, 0)
        // Kept as the character nearest the edge, and how far the edge lies right of it.
        let anchor = metrics.offset(in: window, font: font, wrap: nil, nearest: Point(x: edge, y: 0))
        scroll = LineScroll(anchor: base + anchor, shift: edge - metrics.caret(in: window, font: font, wrap: nil, at: anchor).minX)
        // Drawn: from an em before the edge to an em past the right edge.
        let from = metrics.offset(in: window, font: font, wrap: nil, nearest: Point(x: edge - font.size, y: 0))
        let to = metrics.offset(in: window, font: font, wrap: nil, nearest: Point(x: edge + width + font.size, y: 0))
        let windowUTF8 = window.utf8
        let fromIndex = windowUTF8.index(windowUTF8.startIndex, offsetBy: from)
        let toIndex = windowUTF8.index(windowUTF8.startIndex, offsetBy: max(to, from))
        let fromX = metrics.caret(in: window, font: font, wrap: nil, at: from).minX
        return LineWindow(drawn: String(window[fromIndex..<toIndex]), x: fromX - edge, start: base + from, caretX: caretX - edge)
    }
}
