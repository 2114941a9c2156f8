import CCairo
import Geometry
import Motion
import Scene

/// Draws one layer's own content (shape, text or image) in its coordinates;
/// cairo's matrix must already map layer points to pixels.
struct ContentPainter {
    let texts: TextLayouts
    let images: ImageStore
    let frame: Int
    /// Turns text masks in the pixels a frame repaints (see `MaskSampler`);
    /// nil: cairo turns them.
    let sampler: MaskSampler?

    /// Draws `content` at `alpha`; with `silhouette` every colour is replaced
    /// by opaque black (the alpha a shadow is cast from).
    func draw(_ content: LayerContent, size: Size, progress: Double, alpha: Double, silhouette: Bool = false,
              cr: OpaquePointer) {
        switch content {
        case .empty:
            return
        case let .shape(shape, fill, stroke):
            drawShape(shape, fill: fill, stroke: stroke, size: size, progress: progress, alpha: alpha,
                      silhouette: silhouette, cr: cr)
        case let .text(text, font, color, alignment):
            guard let layout = texts.layout(text, font: font, width: size.width, alignment: alignment, frame: frame) else { return }
            drawText(layout, color: color, size: size, alpha: alpha, silhouette: silhouette, cr: cr)
        case let .styledText(text):
            guard let (layout, color) = texts.layout(text, width: size.width, height: size.height, frame: frame) else { return }
            drawText(layout, color: color, size: size, alpha: alpha, silhouette: silhouette, cr: cr)
        case let .image(path, tint, interpolation):
            drawImage(path, tint: tint, interpolation: interpolation, size: size, alpha: alpha, silhouette: silhouette, cr: cr)
        case let .symbol(glyph, family, color):
            drawSymbol(glyph, family: family, color: silhouette ? .black : color, size: size, alpha: alpha, cr: cr)
        }
    }

    /// Local bounds of what `content` may paint beyond the layer's rectangle
    /// (stroke halves, text ink), united with the rectangle.
    func inkBounds(_ content: LayerContent, size: Size) -> Rect {
        let box = Rect(origin: .zero, size: size)
        switch content {
        case let .shape(shape, _, stroke):
            var grow = (stroke?.lineWidth ?? 0) / 2
            // A miter reaches out up to its limit; a square cap's corner √2 half-widths.
            if let stroke, stroke.join == .miter { grow *= max(stroke.miterLimit, 1.5) }
            else if let stroke, stroke.cap == .square { grow *= 1.5 }
            if case let .ring(lineWidth) = shape { grow = max(grow, lineWidth / 2) }
            var shapeBox = box
            if case let .path(path) = shape { shapeBox = box.merged(with: ShapePath.bounds(of: path)) }
            return Rect(x: shapeBox.minX - grow, y: shapeBox.minY - grow,
                        width: shapeBox.width + 2 * grow, height: shapeBox.height + 2 * grow)
        case let .text(text, font, _, alignment):
            guard let layout = texts.layout(text, font: font, width: size.width, alignment: alignment, frame: frame) else { return box }
            let origin = layout.origin(in: size)
            return box.merged(with: layout.ink.offsetBy(Size(width: origin.x, height: origin.y)))
        case let .styledText(text):
            guard let layout = texts.layout(text, width: size.width, height: size.height, frame: frame)?.layout else { return box }
            let origin = layout.origin(in: size)
            return box.merged(with: layout.ink.offsetBy(Size(width: origin.x, height: origin.y)))
        case .empty, .image, .symbol:
            return box
        }
    }

    /// Draws a laid-out text in `color` (nil: its runs' own colours).
    private func drawText(_ layout: TextLayout, color: RGBAColor?, size: Size, alpha: Double, silhouette: Bool, cr: OpaquePointer) {
        let origin = layout.origin(in: size)
        guard let color else {
            // Runs of their own colours: pango sets each, so a silhouette or a
            // see-through layer is the text drawn in a group, then used as a
            // mask (black) or painted at the layer's alpha.
            let whole = silhouette || alpha < 1
            if whole { cairo_push_group(cr) }
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout.layout)
            cairo_new_path(cr)
            if whole, let group = cairo_pop_group(cr) {
                if silhouette {
                    setColor(.black, alpha: alpha, cr: cr)
                    cairo_mask(cr, group)
                } else {
                    cairo_set_source(cr, group)
                    cairo_paint_with_alpha(cr, alpha)
                }
                cairo_pattern_destroy(group)
            }
            return
        }
        setColor(silhouette ? .black : color, alpha: alpha, cr: cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // To 1/1024: cos² + sin² is not exactly 1, and the mask must serve every angle.
        let scale = ((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot() * 1024).rounded() / 1024
        if matrix.yx != 0 || matrix.xy != 0, scale > 0, let mask = texts.mask(of: layout, scale: scale) {
            // Turned text is its unturned coverage, turned, as SwiftUI's
            // drawingGroup turns a flattened view: glyphs rasterized at every
            // new angle would each make cairo a new scaled font and glyph
            // cache (5 MB and a third of a swipe-deck drag frame's drawing).
            cairo_save(cr)
            cairo_translate(cr, origin.x, origin.y)
            cairo_scale(cr, 1 / scale, 1 / scale)
            drawTurned(mask.image, at: mask.box, cr: cr)
            cairo_restore(cr)
        } else {
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout.layout)
            cairo_new_path(cr)
        }
    }

    /// A mask placed at `box` in user space under a turning matrix, bilinear
    /// filtered as cairo's default filter is: sampled by `MaskSampler` where
    /// the clip is whole pixels (the frame's repaint), else (or with nothing
    /// to sample) left to cairo.
    private func drawTurned(_ mask: CairoImage, at box: PixelRect, cr: OpaquePointer) {
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let toTarget = AffineTransform2D(translationX: Double(box.x), y: Double(box.y))
            .concatenating(AffineTransform2D(a: user.xx, b: user.yx, c: user.xy, d: user.yy, tx: user.x0, ty: user.y0))
        cairo_identity_matrix(cr)
        if let sampler, let clip = Self.clipRectangles(cr),
           let sampled = sampler.sample(mask, toTarget: toTarget, filter: .bilinear, within: clip) {
            cairo_mask_surface(cr, sampled.image.surface, Double(sampled.box.x), Double(sampled.box.y))
            cairo_set_matrix(cr, &user)
        } else {
            cairo_set_matrix(cr, &user)
            cairo_mask_surface(cr, mask.surface, Double(box.x), Double(box.y))
        }
    }

    /// The clip as whole device pixels (the matrix must be the identity), or
    /// nil when it is not (a turned or rounded clip, or none at all).
    private static func clipRectangles(_ cr: OpaquePointer) -> [PixelRect]? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var rects: [PixelRect] = []
        for index in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[index]
            let rect = PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height))
            // Not whole pixels: cairo's own compositing must clip it.
            guard Double(rect.x) == r.x, Double(rect.y) == r.y, Double(rect.width) == r.width, Double(rect.height) == r.height else { return nil }
            rects.append(rect)
        }
        return rects
    }

    private func drawShape(_ shape: Shape, fill: Fill?, stroke: Stroke?, size: Size, progress: Double, alpha: Double,
                           silhouette: Bool, cr: OpaquePointer) {
        if case let .ring(lineWidth) = shape {
            // A ring is its stroked arc, coloured by the fill (or else the stroke colour).
            ShapePath.add(shape, size: size, progress: progress, to: cr)
            if let fill { setFill(fill, size: size, alpha: alpha, silhouette: silhouette, cr: cr) }
            else if let stroke { setColor(silhouette ? .black : stroke.color, alpha: alpha, cr: cr) }
            else { cairo_new_path(cr); return }
            cairo_set_line_width(cr, lineWidth)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_stroke(cr)
            return
        }
        ShapePath.add(shape, size: size, progress: progress, to: cr)
        if let fill {
            setFill(fill, size: size, alpha: alpha, silhouette: silhouette, cr: cr)
            if stroke == nil { cairo_fill(cr) } else { cairo_fill_preserve(cr) }
        }
        if let stroke, stroke.lineWidth > 0 {
            setColor(silhouette ? .black : stroke.color, alpha: alpha, cr: cr)
            cairo_set_line_width(cr, stroke.lineWidth)
            switch stroke.join {
            case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
            }
            cairo_set_miter_limit(cr, stroke.miterLimit)
            switch stroke.cap {
            case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
            }
            // Dashes of zero total length would make cairo stop drawing (an error state).
            if !stroke.dash.isEmpty, stroke.dash.allSatisfy({ $0 >= 0 && $0.isFinite }), stroke.dash.reduce(0, +) > 0 {
                stroke.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), stroke.dashPhase) }
            }
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
        cairo_new_path(cr)
    }

    private func setFill(_ fill: Fill, size: Size, alpha: Double, silhouette: Bool, cr: OpaquePointer) {
        switch fill {
        case let .color(color):
            setColor(silhouette ? .black : color, alpha: alpha, cr: cr)
        case let .linearGradient(colors, start, end):
            guard !silhouette, colors.count > 1 else {
                setColor(silhouette ? .black : (colors.first ?? .clear), alpha: alpha, cr: cr)
                return
            }
            guard let pattern = cairo_pattern_create_linear(size.width * start.x, size.height * start.y,
                                                            size.width * end.x, size.height * end.y) else { return }
            setGradient(pattern, colors, alpha: alpha, cr: cr)
        case let .radialGradient(colors, center, startRadius, endRadius):
            guard !silhouette, colors.count > 1 else {
                setColor(silhouette ? .black : (colors.first ?? .clear), alpha: alpha, cr: cr)
                return
            }
            let cx = size.width * center.x, cy = size.height * center.y
            guard let pattern = cairo_pattern_create_radial(cx, cy, max(0, startRadius), cx, cy, max(0, endRadius)) else { return }
            setGradient(pattern, colors, alpha: alpha, cr: cr)
        }
    }

    /// Evenly spaced stops of `colors` on `pattern`, made the source (past
    /// the ends the end colours continue, as SwiftUI's gradients do).
    private func setGradient(_ pattern: OpaquePointer, _ colors: [RGBAColor], alpha: Double, cr: OpaquePointer) {
        for (index, color) in colors.enumerated() {
            cairo_pattern_add_color_stop_rgba(pattern, Double(index) / Double(colors.count - 1),
                                              color.red, color.green, color.blue, color.alpha * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func setColor(_ color: RGBAColor, alpha: Double, cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    }

    /// The image file stretched to fill the bounds (an SVG drawn as vectors
    /// at that size); with `tint`, its alpha in that colour. A file that
    /// cannot be drawn shows a grey box with a cross, so the gap is visible
    /// instead of silently empty.
    private func drawImage(_ path: String, tint: RGBAColor?, interpolation: ImageInterpolation, size: Size, alpha: Double,
                           silhouette: Bool, cr: OpaquePointer) {
        guard size.width > 0, size.height > 0 else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let wanted = Size(width: size.width * (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(),
                          height: size.height * (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot())
        switch images.picture(at: path, wanted: wanted) {
        case nil:
            drawPlaceholder(size: size, alpha: alpha, silhouette: silhouette, cr: cr)
        case let .vector(document)?:
            let mask = silhouette ? RGBAColor.black : tint
            if mask == nil, alpha >= 1 {
                if let problem = document.draw(on: cr, in: size) { images.report(path, problem) }
                return
            }
            // The group is as large as the clip: clipped to the bounds, it is the icon's size, not the screen's.
            cairo_save(cr)
            cairo_rectangle(cr, 0, 0, size.width, size.height)
            cairo_clip(cr)
            cairo_push_group(cr)
            let problem = document.draw(on: cr, in: size)
            let group = cairo_pop_group(cr)
            if let problem { images.report(path, problem) }
            if let mask {
                setColor(mask, alpha: alpha, cr: cr)
                cairo_mask(cr, group)
            } else {
                cairo_set_source(cr, group)
                cairo_paint_with_alpha(cr, alpha)
            }
            cairo_pattern_destroy(group)
            cairo_restore(cr)
        case let .raster(image, _, _)?:
            cairo_save(cr)
            cairo_rectangle(cr, 0, 0, size.width, size.height)
            cairo_clip(cr)
            cairo_scale(cr, size.width / Double(image.width), size.height / Double(image.height))
            if let mask = silhouette ? RGBAColor.black : tint {
                setColor(mask, alpha: alpha, cr: cr)
                guard let pattern = cairo_pattern_create_for_surface(image.surface) else { cairo_restore(cr); return }
                cairo_pattern_set_filter(pattern, Self.filter(interpolation))
                cairo_mask(cr, pattern)
                cairo_pattern_destroy(pattern)
            } else {
                cairo_set_source_surface(cr, image.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), Self.filter(interpolation))
                cairo_paint_with_alpha(cr, alpha)
            }
            cairo_restore(cr)
        }
    }

    /// cairo's filter for SwiftUI's interpolation level (`.high`, the
    /// default, is cairo's GOOD: box-filtered when shrinking, bilinear when growing).
    private static func filter(_ interpolation: ImageInterpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium: CAIRO_FILTER_BILINEAR
        case .high: CAIRO_FILTER_GOOD
        }
    }

    /// A grey box with a cross: an image that cannot be drawn.
    private func drawPlaceholder(size: Size, alpha: Double, silhouette: Bool, cr: OpaquePointer) {
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        setColor(silhouette ? .black : RGBAColor(red: 0.8, green: 0.8, blue: 0.8), alpha: alpha, cr: cr)
        cairo_fill(cr)
        guard !silhouette else { return }
        cairo_move_to(cr, 0, 0)
        cairo_line_to(cr, size.width, size.height)
        cairo_move_to(cr, size.width, 0)
        cairo_line_to(cr, 0, size.height)
        setColor(RGBAColor(red: 0.5, green: 0.5, blue: 0.5), alpha: alpha, cr: cr)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    /// The icon font's glyph with its em square (the baseline's em above it,
    /// as icon fonts are drawn) stretched to the bounds: a layout at a fixed
    /// size, scaled, so one cached layout serves every size and cairo still
    /// renders the outline at the size shown. A font that lacks the glyph
    /// (not installed: pango fell back to another) draws the placeholder.
    private func drawSymbol(_ glyph: String, family: String, color: RGBAColor, size: Size, alpha: Double, cr: OpaquePointer) {
        guard size.width > 0, size.height > 0 else { return }
        let em = Self.symbolEm
        guard let layout = texts.layout(glyph, font: Font(size: em, family: family), width: .infinity, alignment: .leading, frame: frame),
              pango_layout_get_unknown_glyphs_count(layout.layout) == 0 else {
            images.report("font \(family)", "has no glyph for symbol U+\(glyph.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? "?") (is the font installed?)")
            drawPlaceholder(size: size, alpha: alpha, silhouette: false, cr: cr)
            return
        }
        let baseline = Double(pango_layout_get_baseline(layout.layout)) / 1024
        cairo_save(cr)
        cairo_scale(cr, size.width / em, size.height / em)
        cairo_move_to(cr, 0, em - baseline)
        setColor(color, alpha: alpha, cr: cr)
        pango_cairo_show_layout(cr, layout.layout)
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// The size symbol layouts are made at (points), then scaled to the bounds.
    static let symbolEm = 64.0
}
