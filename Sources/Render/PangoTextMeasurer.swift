import CCairo
import Geometry
import Scene

/// Text measured with the same pango context, fonts and options the
/// renderer draws with, so a measured label is exactly as wide as drawn.
public final class PangoTextMeasurer: TextMeasuring {
    private let layouts: TextLayouts
    private var uses = 0

    /// Nil when pango cannot make a font map (no fontconfig setup at all).
    public init?() {
        guard let layouts = TextLayouts() else { return nil }
        self.layouts = layouts
    }

    public func size(of text: String, font: Font, width: Double?) -> Size {
        uses += 1
        let wrap = width.map { max($0, 1) } ?? 0
        guard let layout = layouts.layout(text, font: font, width: wrap, alignment: .leading, frame: uses) else {
            return .zero
        }
        layouts.evict(olderThan: 4096, now: uses, keepingAtMost: 1024)
        // Whole points up, as SwiftUI rounds text frames to the pixel grid.
        return Size(width: layout.logical.width.rounded(.up), height: layout.logical.height.rounded(.up))
    }

    public func size(of text: StyledText, width: Double?, height: Double?) -> Size {
        uses += 1
        let wrap = width.map { max($0, 1) } ?? .infinity
        guard let layout = layouts.layout(text, width: wrap, height: height, frame: uses)?.layout else { return .zero }
        layouts.evict(olderThan: 4096, now: uses, keepingAtMost: 1024)
        var lineHeight = layout.lineBottoms.first ?? layout.logical.height
        if lineHeight <= 0 { lineHeight = text.leadingFont.size * 1.2 }
        // `lineLimit(_:reservesSpace:)` and `lineLimit(2...)`: the height of the lines reserved.
        let reserved = Double(min(text.reservedLines, 10_000)) * (lineHeight + text.lineSpacing) - text.lineSpacing
        // Whole points up, as SwiftUI rounds text frames to the pixel grid.
        return Size(width: layout.logical.width.rounded(.up), height: max(layout.logical.height, reserved).rounded(.up))
    }

    /// pango's strong cursor position (`pango_layout_get_cursor_pos`) in the
    /// layout `size(of:font:width:)` measures.
    public func caretRect(in text: String, font: Font, width: Double?, at offset: Int) -> Rect {
        uses += 1
        let wrap = width.map { max($0, 1) } ?? 0
        guard let layout = layouts.layout(text, font: font, width: wrap, alignment: .leading, frame: uses) else { return .zero }
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout.layout, Int32(min(max(offset, 0), text.utf8.count)), &strong, &weak)
        return Rect(x: Double(strong.x) / 1024, y: Double(strong.y) / 1024, width: 0, height: Double(strong.height) / 1024)
    }

    /// pango's hit test (`pango_layout_xy_to_index`): the grapheme under
    /// `point`, and its trailing edge when the point is past its middle.
    public func caretOffset(in text: String, font: Font, width: Double?, nearest point: Point) -> Int {
        uses += 1
        let wrap = width.map { max($0, 1) } ?? 0
        guard let layout = layouts.layout(text, font: font, width: wrap, alignment: .leading, frame: uses) else { return 0 }
        var index: Int32 = 0, trailing: Int32 = 0
        let x = Int32(clamping: Int((point.x * 1024).rounded())), y = Int32(clamping: Int((point.y * 1024).rounded()))
        pango_layout_xy_to_index(layout.layout, x, y, &index, &trailing)
        let utf8 = text.utf8
        let offset = min(max(Int(index), 0), utf8.count)
        guard trailing > 0 else { return offset }
        // The trailing edge: the end of the character (grapheme) pango hit.
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        guard start < text.endIndex else { return offset }
        let end = text.index(after: start)
        return utf8.distance(from: utf8.startIndex, to: end)
    }
}
