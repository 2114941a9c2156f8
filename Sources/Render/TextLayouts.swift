import CCairo
import Geometry
import Motion
import Scene

/// A laid-out piece of text, kept while the same text, font, width and
/// alignment are drawn again.
final class TextLayout {
    let layout: OpaquePointer
    /// Ink and logical extents in points, relative to the layout's top-left corner.
    let ink: Rect
    let logical: Rect
    /// The frame (for a measurer, the measurement) it was last used in.
    var lastUse = 0

    init(layout: OpaquePointer) {
        self.layout = layout
        var inkRect = PangoRectangle(), logicalRect = PangoRectangle()
        pango_layout_get_extents(layout, &inkRect, &logicalRect)
        func points(_ r: PangoRectangle) -> Rect {
            Rect(x: Double(r.x) / 1024, y: Double(r.y) / 1024, width: Double(r.width) / 1024, height: Double(r.height) / 1024)
        }
        ink = points(inkRect)
        logical = points(logicalRect)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The text's coverage at `scale` pixels a point, unturned, with its
    /// top-left pixel relative to the layout's top-left corner (in pixels);
    /// rendered once and kept while the scale stays.
    private(set) var mask: (image: CairoImage, box: PixelRect, scale: Double)?

    /// The mask at `scale`, (re)rendered when missing or made at another scale.
    func mask(scale: Double) -> (image: CairoImage, box: PixelRect)? {
        if let mask, mask.scale == scale { return (mask.image, mask.box) }
        mask = nil
        // A pixel of margin: antialiased edges reach just past the ink.
        let box = PixelRect(covering: ink.minX * scale - 1, ink.minY * scale - 1, ink.maxX * scale + 1, ink.maxY * scale + 1)
        guard let image = CairoImage(width: box.width, height: box.height, format: CAIRO_FORMAT_A8),
              let cr = image.makeContext() else { return nil }
        cairo_translate(cr, Double(-box.x), Double(-box.y))
        cairo_scale(cr, scale, scale)
        pango_cairo_show_layout(cr, layout)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
        mask = (image, box, scale)
        return (image, box)
    }

    /// Where the layout's top-left goes inside a layer of `size`: centred
    /// vertically, as SwiftUI centres text in a taller frame.
    func origin(in size: Size) -> Point {
        Point(x: 0, y: ((size.height - logical.height) / 2).rounded())
    }
}

/// Pango layouts cached by what they show; one pango context with fixed font
/// options so text looks the same wherever and however it is drawn.
final class TextLayouts {
    private struct Key: Hashable {
        let text: String
        let font: Font
        let width: Double
        let alignment: TextAlignment
    }

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let resolver: FontResolver
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    @exclusivity(unchecked) private var layouts: [Key: TextLayout] = [:]
    @exclusivity(unchecked) private var descriptions: [Font: OpaquePointer] = [:]
    /// Layouts made since the renderer started (for tests and statistics).
    @exclusivity(unchecked) private(set) var made = 0
    /// Turned-text masks rendered since the renderer started (for tests and statistics).
    @exclusivity(unchecked) private(set) var masksRendered = 0

    init?() {
        guard let fontMap = pango_cairo_font_map_new() else { return nil }
        guard let context = pango_font_map_create_context(fontMap) else {
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            return nil
        }
        // No hinting and linear metrics: glyph positions scale exactly with the
        // cairo matrix, so a cached look and a vector redraw place text alike.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
        self.fontMap = fontMap
        self.context = context
        resolver = FontResolver(fontMap: fontMap)
    }

    deinit {
        layouts.removeAll()
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The layout for `text` wrapped at `width` points, made on first use.
    ///
    /// Leading-aligned text whose lines all fit in `width` is laid out the
    /// same at any such width: one unwrapped layout serves them all, so a
    /// label whose frame animates (a card growing as it moves up a deck) is
    /// not laid out again every frame.
    func layout(_ text: String, font: Font, width: Double, alignment: TextAlignment, frame: Int) -> TextLayout? {
        if alignment == .leading, width.isFinite, let natural = makeLayout(text, font: font, width: .infinity, alignment: .leading, frame: frame),
           natural.logical.maxX <= width {
            return natural
        }
        return makeLayout(text, font: font, width: width, alignment: alignment, frame: frame)
    }

    private func makeLayout(_ text: String, font: Font, width: Double, alignment: TextAlignment, frame: Int) -> TextLayout? {
        let key = Key(text: text, font: font, width: width, alignment: alignment)
        if let cached = layouts[key] {
            cached.lastUse = frame
            return cached
        }
        guard let layout = pango_layout_new(context) else { return nil }
        if descriptions[font] == nil { descriptions[font] = resolver.description(for: font) }
        pango_layout_set_font_description(layout, descriptions[font] ?? nil)
        pango_layout_set_text(layout, text, -1)
        if width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width, 1e6) * 1024))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        let result = TextLayout(layout: layout)
        result.lastUse = frame
        layouts[key] = result
        made += 1
        return result
    }

    /// `layout`'s coverage mask at `scale` (see `TextLayout.mask(scale:)`), counted when rendered.
    func mask(of layout: TextLayout, scale: Double) -> (image: CairoImage, box: PixelRect)? {
        let kept = layout.mask?.scale == scale
        let mask = layout.mask(scale: scale)
        if !kept, mask != nil { masksRendered += 1 }
        return mask
    }

    /// Drops layouts not drawn in the last `age` frames once there are many.
    func evict(olderThan age: Int, now frame: Int, keepingAtMost limit: Int = 256) {
        guard layouts.count > limit else { return }
        layouts = layouts.filter { frame - $0.value.lastUse <= age }
    }

    /// The family list a font resolves to (for tests and diagnostics).
    func familyList(for font: Font) -> String { resolver.familyList(for: font) }
}
