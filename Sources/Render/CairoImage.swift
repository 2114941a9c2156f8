import CCairo

/// An owned cairo image surface in ordinary memory (ARGB32 or A8), destroyed with the object.
final class CairoImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// A cleared surface, or nil when cairo cannot make one (size out of range, no memory).
    init?(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
        guard width > 0, height > 0, width <= 32767, height <= 32767,
              let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// Takes ownership of a surface cairo made (a PNG loaded from a file); nil for an error surface.
    init?(adopting surface: OpaquePointer?) {
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes per row.
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Memory held by the pixels.
    var byteCount: Int { stride * height }

    /// A drawing context on the surface; the caller destroys it.
    func makeContext() -> OpaquePointer? {
        guard let cr = cairo_create(surface) else { return nil }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            return nil
        }
        return cr
    }
}
