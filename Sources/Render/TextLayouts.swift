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
    /// Its lines' bottoms (logical extents, points from its top), in order.
    let lineBottoms: [Double]
    /// Whether pango ellipsized a line (the text did not all fit).
    let isTruncated: Bool

    init(layout: OpaquePointer) {
        self.layout = layout
        var bottoms: [Double] = []
        if let iterator = pango_layout_get_iter(layout) {
            repeat {
                var lineRect = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
                bottoms.append(Double(lineRect.y + lineRect.height) / 1024)
            } while pango_layout_iter_next_line(iterator) != 0
            pango_layout_iter_free(iterator)
        }
        lineBottoms = bottoms
        isTruncated = pango_layout_is_ellipsized(layout) != 0
        var inkRect = PangoRectangle(), logicalRect = PangoRectangle()
        pango_layout_get_extents(layout, &inkRect, &logicalRect)
        func points(_ r: PangoRectangle) -> Rect {
            Rect(x: Double(r.x) / 1024, y: Double(r.y) / 1024, width: Double(r.width) / 1024, height: Double(r.height) / 1024)
        }
        ink = points(inkRect)
        logical = points(logicalRect)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The text laid out (for tests).
    var text: String { pango_layout_get_text(layout).map { String(cString: $0) } ?? "" }

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
        /// Colours left out when the runs share one (the painter's source colour draws it).
        let text: StyledText
        let width: Double
        /// The most lines (pango ellipsizes the last); nil: all.
        let maxLines: Int?
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
        let styled = StyledText(text, font: font, alignment: alignment)
        if alignment == .leading, width.isFinite, let natural = makeLayout(Key(text: styled, width: .infinity, maxLines: nil), frame: frame),
           natural.logical.maxX <= width {
            return natural
        }
        return makeLayout(Key(text: styled, width: width, maxLines: nil), frame: frame)
    }

    /// The layout of styled `text` wrapped at `width` points (infinite: not
    /// wrapped), in as many lines as `height` points (nil: any) and its line
    /// limit hold, the last one truncated where the text goes on — shrunk
    /// first, down to its minimum scale factor, where that makes it fit — and
    /// the colour to draw it in when its runs share one (nil: each run's own).
    func layout(_ text: StyledText, width: Double, height: Double?, frame: Int) -> (layout: TextLayout, color: RGBAColor?)? {
        let (key, color) = Self.normalized(text)
        guard let full = fitted(key, width: width, height: height, frame: frame) else { return nil }
        if full.cut, key.minimumScaleFactor < 1, let scaled = shrunk(key, width: width, height: height, frame: frame) {
            return (scaled, color)
        }
        return (full.layout, color)
    }

    /// `key` laid out in the lines it may take, and whether lines or a line's end were cut.
    private func fitted(_ key: StyledText, width: Double, height: Double?, frame: Int) -> (layout: TextLayout, cut: Bool)? {
        let wraps = width.isFinite && width > 0
        if key.alignment == .leading, wraps, let natural = makeLayout(Key(text: key, width: .infinity, maxLines: nil), frame: frame),
           natural.logical.maxX <= width, Self.lines(natural, limit: key.lineLimit, height: height) == nil {
            return (natural, false)
        }
        guard let full = makeLayout(Key(text: key, width: wraps ? width : .infinity, maxLines: nil), frame: frame) else { return nil }
        guard let limit = Self.lines(full, limit: key.lineLimit, height: height) else { return (full, false) }
        let single = Self.oneParagraph(key, shownUpTo: Self.endOfLine(limit - 1, in: full))
        guard let cut = makeLayout(Key(text: single, width: wraps ? width : .infinity, maxLines: limit), frame: frame) else { return nil }
        return (cut, true)
    }

    /// The UTF-8 offset where line `index` of `layout` ends.
    private static func endOfLine(_ index: Int, in layout: TextLayout) -> Int {
        guard let line = pango_layout_get_line_readonly(layout.layout, Int32(index)) else { return Int.max }
        return Int(line.pointee.start_index + line.pointee.length)
    }

    /// `text` as one paragraph: pango limits lines per paragraph, so the
    /// shown lines' breaks become line separators (U+2028), and the text
    /// after `end` (a UTF-8 offset: the end of the last line shown) becomes
    /// an ellipsis at that line's end (pango's own where the line is then too long).
    private static func oneParagraph(_ text: StyledText, shownUpTo end: Int) -> StyledText {
        guard text.runs.contains(where: { $0.string.contains(where: \.isNewline) }) else { return text }
        var single = text
        var offset = 0
        var kept = 0
        for index in single.runs.indices {
            var string = ""
            for character in single.runs[index].string {
                if offset >= end { break }
                string.append(character.isNewline ? "\u{2028}" : character)
                offset += character.utf8.count
            }
            single.runs[index].string = string
            if !string.isEmpty { kept = index }
        }
        single.runs[kept].string += "\u{2026}"
        single.runs.removeSubrange((kept + 1)...)
        return single
    }

    /// The largest scale (to 1/64, down to the minimum factor) at which `key` fits uncut, laid out at it.
    private func shrunk(_ key: StyledText, width: Double, height: Double?, frame: Int) -> TextLayout? {
        func scaled(_ scale: Double) -> StyledText {
            var text = key
            for index in text.runs.indices { text.runs[index].font.size *= scale }
            text.minimumScaleFactor = 1
            return text
        }
        var low = max(0.01, key.minimumScaleFactor), high = 1.0
        guard let smallest = fitted(scaled(low), width: width, height: height, frame: frame) else { return nil }
        if smallest.cut { return smallest.layout }
        // Bisection: a bounded number of layouts whatever the text.
        for _ in 0..<6 {
            let middle = (low + high) / 2
            if let trial = fitted(scaled(middle), width: width, height: height, frame: frame), !trial.cut { low = middle } else { high = middle }
        }
        return fitted(scaled(low), width: width, height: height, frame: frame)?.layout
    }

    /// The most lines `layout` may show under `limit` and in `height` (at
    /// least one), or nil when all of its lines may.
    private static func lines(_ layout: TextLayout, limit: Int?, height: Double?) -> Int? {
        var most = limit.map { max(1, $0) } ?? Int.max
        if let height, height.isFinite {
            // Half a point of slack: a measured height is rounded up to whole points.
            let fitting = layout.lineBottoms.prefix { $0 <= height + 0.5 }.count
            most = min(most, max(1, fitting))
        }
        return layout.lineBottoms.count > most ? most : nil
    }

    /// `text` with its colours taken out when its runs share one (so a text
    /// whose colour animates keeps its layout), and that colour.
    private static func normalized(_ text: StyledText) -> (StyledText, RGBAColor?) {
        guard let color = text.runs.first?.color, text.runs.allSatisfy({ $0.color == color }) else { return (text, nil) }
        var key = text
        for index in key.runs.indices {
            key.runs[index].color = .black
            if key.runs[index].underline == color { key.runs[index].underline = .black }
            if key.runs[index].strikethrough == color { key.runs[index].strikethrough = .black }
        }
        return (key, color)
    }

    private func makeLayout(_ key: Key, frame: Int) -> TextLayout? {
        if let cached = layouts[key] {
            cached.lastUse = frame
            return cached
        }
        guard let layout = pango_layout_new(context) else { return nil }
        let text = key.text
        pango_layout_set_font_description(layout, description(for: text.leadingFont))
        pango_layout_set_text(layout, text.string, -1)
        if let attributes = attributes(of: text) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if key.width.isFinite, key.width > 0 {
            pango_layout_set_width(layout, Int32(min(key.width, 1e6) * 1024))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maxLines = key.maxLines {
            pango_layout_set_height(layout, -Int32(min(maxLines, 10_000)))
            let mode: PangoEllipsizeMode = switch text.truncation {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, mode)
        }
        if text.lineSpacing != 0, text.lineSpacing.isFinite {
            pango_layout_set_spacing(layout, Int32(max(0, min(text.lineSpacing, 1000)) * 1024))
        }
        switch text.alignment {
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

    private func description(for font: Font) -> OpaquePointer? {
        if descriptions[font] == nil { descriptions[font] = resolver.description(for: font) }
        return descriptions[font] ?? nil
    }

    /// Pango attributes for what the layout's font description does not say:
    /// each run's font, colour (when they differ), lines, tracking and
    /// baseline, by UTF-8 byte range; nil when there is nothing to say (a
    /// plain text is laid out exactly as before runs existed).
    private func attributes(of text: StyledText) -> OpaquePointer? {
        let leading = text.leadingFont
        let plain = text.runs.allSatisfy {
            $0.font == leading && !$0.font.hasMonospacedDigits && $0.color == .black && $0.underline == nil
                && $0.strikethrough == nil && $0.tracking == 0 && $0.baselineOffset == 0
        }
        guard !plain, let list = pango_attr_list_new() else { return nil }
        // Black is the normalized shared colour, which the painter's source colour draws.
        let colored = text.runs.contains { $0.color != .black }
        var start: UInt32 = 0
        for run in text.runs {
            let end = start + UInt32(run.string.utf8.count)
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            func channel(_ value: Double) -> UInt16 { UInt16(max(0, min(1, value.isFinite ? value : 0)) * 65535) }
            if run.font != leading, let description = description(for: run.font) { add(pango_attr_font_desc_new(description)) }
            if run.font.hasMonospacedDigits { add(pango_attr_font_features_new("tnum")) }
            if colored {
                add(pango_attr_foreground_new(channel(run.color.red), channel(run.color.green), channel(run.color.blue)))
                add(pango_attr_foreground_alpha_new(max(1, channel(run.color.alpha))))
            }
            if let underline = run.underline {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if underline != run.color {
                    add(pango_attr_underline_color_new(channel(underline.red), channel(underline.green), channel(underline.blue)))
                }
            }
            if let strikethrough = run.strikethrough {
                add(pango_attr_strikethrough_new(1))
                if strikethrough != run.color {
                    add(pango_attr_strikethrough_color_new(channel(strikethrough.red), channel(strikethrough.green), channel(strikethrough.blue)))
                }
            }
            if run.tracking != 0, run.tracking.isFinite {
                add(pango_attr_letter_spacing_new(Int32(max(-1000, min(run.tracking, 1000)) * 1024)))
            }
            if run.baselineOffset != 0, run.baselineOffset.isFinite {
                add(pango_attr_rise_new(Int32(max(-1000, min(run.baselineOffset, 1000)) * 1024)))
            }
            start = end
        }
        return list
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
