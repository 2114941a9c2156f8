import CRsvg
import Geometry

/// An SVG document parsed by librsvg, drawn as vectors at whatever size it
/// is shown (crisp at any scale). It loads nothing from outside itself: it
/// is made from bytes with no base file, so librsvg refuses external
/// references.
public final class SVGDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// The document's own size in points (CSS pixels at 96 per inch): its
    /// `width` and `height`, else its `viewBox`'s.
    public let size: Size

    private init(handle: UnsafeMutablePointer<RsvgHandle>, size: Size) {
        self.handle = handle
        self.size = size
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The document in `bytes`, or why librsvg refuses it (a truncated file
    /// is an XML error), or that it has no size.
    public static func make(_ bytes: [UInt8]) -> Result<SVGDocument, ImageFileError> {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), &error) else {
            return .failure(.damaged(.svg, take(error) ?? "librsvg could not read it"))
        }
        rsvg_handle_set_dpi(handle, 96)
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 || width <= 0 || height <= 0 {
            // Width or height missing or relative (100%): the viewBox's size.
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var w = RsvgLength(), h = RsvgLength(), viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &viewBox)
            width = hasViewBox != 0 ? viewBox.width : 0
            height = hasViewBox != 0 ? viewBox.height : 0
        }
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            return .failure(.damaged(.svg, "no width and height, and no viewBox"))
        }
        return .success(SVGDocument(handle: handle, size: Size(width: width, height: height)))
    }

    /// Draws the document stretched to `bounds` (its origin at the user
    /// space origin) on the cairo context `cr`. Returns librsvg's reason when
    /// it fails (then nothing, or part, is drawn).
    @discardableResult
    public func draw(on cr: OpaquePointer, in bounds: Size) -> String? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        cairo_save(cr)
        cairo_scale(cr, bounds.width / size.width, bounds.height / size.height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg_handle_render_document(handle, cr, &viewport, &error)
        cairo_restore(cr)
        return drawn != 0 ? nil : (Self.take(error) ?? "librsvg could not draw it")
    }

    /// A GError's message, the error freed.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
