import Geometry

/// Measures text as the renderer will lay it out, so a layout knows a
/// label's real size. The renderer (`Render.PangoTextMeasurer`) provides the
/// pango implementation; apps and the view layer only see this protocol.
public protocol TextMeasuring: AnyObject {
    /// The size `text` takes in `font`, wrapped at `width` points when given
    /// (nil: one line per paragraph).
    func size(of text: String, font: Font, width: Double?) -> Size
    /// The size styled `text` takes wrapped at `width` points when given, in
    /// as many lines as `height` points (when given) and its line limit hold,
    /// the last one truncated: as a `.styledText` layer of that size draws it.
    func size(of text: StyledText, width: Double?, height: Double?) -> Size
    /// Where a text caret before the UTF-8 offset `offset` of `text` stands
    /// (x, the line's top, zero width, the line's height), in points from the
    /// top-left of `text` laid out as `size(of:font:width:)` lays it.
    func caretRect(in text: String, font: Font, width: Double?, at offset: Int) -> Rect
    /// The UTF-8 offset (at a character boundary) of the caret position
    /// nearest `point` in `text` laid out as `size(of:font:width:)` lays it.
    func caretOffset(in text: String, font: Font, width: Double?, nearest point: Point) -> Int
}

extension TextMeasuring {
    /// Measured as one plain run: for measurers that know only plain text.
    public func size(of text: StyledText, width: Double?, height: Double?) -> Size {
        size(of: text.string, font: text.leadingFont, width: width)
    }

    /// One line of text: the caret after the prefix, measured.
    public func caretRect(in text: String, font: Font, width: Double?, at offset: Int) -> Rect {
        let utf8 = text.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
        let prefix = String(text[..<end])
        let height = size(of: text.isEmpty ? " " : text, font: font, width: nil).height
        return Rect(x: prefix.isEmpty ? 0 : size(of: prefix, font: font, width: nil).width, y: 0, width: 0, height: height)
    }

    /// One line of text: the character boundary whose measured prefix ends nearest `point.x`.
    public func caretOffset(in text: String, font: Font, width: Double?, nearest point: Point) -> Int {
        var best = 0, bestDistance = abs(point.x)
        var prefixEnd = text.startIndex
        for character in text {
            prefixEnd = text.index(after: prefixEnd)
            let x = size(of: String(text[..<prefixEnd]), font: font, width: nil).width
            let distance = abs(point.x - x)
            if distance < bestDistance {
                best = text.utf8.distance(from: text.utf8.startIndex, to: prefixEnd)
                bestDistance = distance
            }
            if x > point.x { break }
            _ = character
        }
        return best
    }
}
