import CCairo
import CJPEG
import Glibc
import Geometry

/// JPEGs through libjpeg-turbo (the C shim `CJPEG` holds its error handling).
///
/// Chosen over gdk-pixbuf: it decodes straight into cairo's pixel layout
/// (no conversion pass over a non-premultiplied copy), reads the header
/// before anything is allocated (so the size limit holds before decoding),
/// and scales by 1/2, 1/4 or 1/8 while decoding, which a photo shown smaller
/// than its size needs; gdk-pixbuf finds its decoders as plug-ins at run
/// time, one more thing a kiosk image could lack.
enum JPEGDecoder {
    static func size(of bytes: [UInt8]) -> Result<Size, ImageFileError> {
        scaledSize(of: bytes, denominator: 1)
    }

    /// The size the JPEG decodes to at 1/`denominator` (1, 2, 4 or 8).
    static func scaledSize(of bytes: [UInt8], denominator: Int) -> Result<Size, ImageFileError> {
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = touchdeck_jpeg_scaled_size(bytes, bytes.count, UInt32(denominator), &width, &height, &message, message.count)
        guard status == 0 else { return .failure(.damaged(.jpeg, text(message))) }
        guard width > 0, height > 0 else { return .failure(.damaged(.jpeg, "zero width or height")) }
        return .success(Size(width: Double(width), height: Double(height)))
    }

    /// A cairo RGB24 surface of the JPEG at 1/`denominator` of its size, owned by the caller.
    static func decode(_ bytes: [UInt8], denominator: Int) -> Result<OpaquePointer, ImageFileError> {
        scaledSize(of: bytes, denominator: denominator).flatMap { size in
            let width = Int32(size.width), height = Int32(size.height)
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else {
                return .failure(.damaged(.jpeg, "no memory"))
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
                cairo_surface_destroy(surface)
                return .failure(.tooLarge("cairo cannot make a \(width)×\(height) surface"))
            }
            var message = [CChar](repeating: 0, count: 200)
            let status = touchdeck_jpeg_decode(bytes, bytes.count, UInt32(denominator), pixels,
                                               Int(cairo_image_surface_get_stride(surface)), UInt32(width), UInt32(height),
                                               &message, message.count)
            guard status == 0 else {
                cairo_surface_destroy(surface)
                return .failure(.damaged(.jpeg, text(message)))
            }
            cairo_surface_mark_dirty(surface)
            return .success(surface)
        }
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Encoding cairo pixels as a JPEG: how tests and `touchdeck bench` make
/// their photos (the project ships no picture files for them).
public enum JPEGEncoder {
    /// The cairo image surface `surface` (RGB24 or ARGB32, alpha ignored) as JPEG bytes, or libjpeg's reason.
    public static func encode(surface: OpaquePointer, quality: Int = 90) -> Result<[UInt8], ImageFileError> {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return .failure(.unreadable("not an image surface")) }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = touchdeck_jpeg_encode(pixels, Int(cairo_image_surface_get_stride(surface)),
                                           UInt32(cairo_image_surface_get_width(surface)), UInt32(cairo_image_surface_get_height(surface)),
                                           Int32(max(1, min(100, quality))), &out, &size, &message, message.count)
        guard status == 0, let out else {
            return .failure(.damaged(.jpeg, String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        defer { free(out) }
        return .success(Array(UnsafeBufferPointer(start: out, count: size)))
    }
}
