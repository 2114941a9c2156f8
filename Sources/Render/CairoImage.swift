import CCairo
import Glibc

/// An owned cairo image surface in ordinary memory (ARGB32 or A8), destroyed with the object.
final class CairoImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    /// The memory under the pixels when the image was made on a reused
    /// buffer (it outlives the surface: stored properties go after `deinit`).
    let buffer: PixelBuffer?

    /// A cleared surface, or nil when cairo cannot make one (size out of range, no memory).
    convenience init?(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
        guard Self.cairoTakes(width: width, height: height) else { return nil }
        self.init(adopting: cairo_image_surface_create(format, Int32(width), Int32(height)))
    }

    /// A surface on `buffer`'s memory, as it is (not cleared), or nil when
    /// it does not hold `width` × `height` pixels of `format`.
    convenience init?(width: Int, height: Int, format: cairo_format_t, on buffer: PixelBuffer) {
        guard Self.cairoTakes(width: width, height: height) else { return nil }
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        guard stride > 0, stride * height <= buffer.capacity else { return nil }
        self.init(adopting: cairo_image_surface_create_for_data(buffer.bytes.assumingMemoryBound(to: UInt8.self), format,
                                                               Int32(width), Int32(height), Int32(stride)),
                  buffer: buffer)
    }

    /// Whether cairo makes an image this size (1…32767 pixels each way).
    private static func cairoTakes(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= 32767 && height <= 32767
    }

    /// Takes ownership of a surface cairo made (a PNG loaded from a file, or
    /// one on `buffer`); nil for an error surface.
    init?(adopting surface: OpaquePointer?, buffer: PixelBuffer? = nil) {
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        self.buffer = buffer
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes per row.
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Memory held by the pixels.
    var byteCount: Int { buffer?.capacity ?? stride * height }

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

/// Pixel memory of our own, for surfaces made again and again at slightly
/// different sizes (`ShadowMasks`' buffers), freed with the object.
final class PixelBuffer {
    let bytes: UnsafeMutableRawPointer
    let capacity: Int

    /// Nil when there is no memory for it.
    init?(capacity: Int) {
        // cairo wants rows aligned to 4 bytes; malloc's 16 are more than enough.
        guard capacity > 0, let bytes = malloc(capacity) else { return nil }
        self.bytes = bytes
        self.capacity = capacity
    }

    deinit { free(bytes) }
}
