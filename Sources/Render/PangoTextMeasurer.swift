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
}
