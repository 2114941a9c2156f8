import CCairo
import Foundation
import ImageFiles
import Motion
import Render
import Scene

/// Pictures made at test time (the project ships no picture files for its
/// tests): a PNG drawn by cairo, the same as a JPEG through libjpeg, SVG text.
public enum ImageFixtures {
    /// A `width` × `height` PNG: the left half `left`, the right half `right`.
    public static func png(width: Int, height: Int, left: RGBAColor = RGBAColor(red: 1, green: 0, blue: 0),
                           right: RGBAColor = RGBAColor(red: 0, green: 0, blue: 1)) throws -> [UInt8] {
        guard let surface = surface(width: width, height: height, left: left, right: right) else { throw FixtureError.cairo }
        defer { cairo_surface_destroy(surface) }
        var bytes: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &bytes) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw FixtureError.cairo }
        return bytes
    }

    /// The same picture as a JPEG (quality 90).
    public static func jpeg(width: Int, height: Int, left: RGBAColor = RGBAColor(red: 1, green: 0, blue: 0),
                            right: RGBAColor = RGBAColor(red: 0, green: 0, blue: 1)) throws -> [UInt8] {
        guard let surface = surface(width: width, height: height, left: left, right: right) else { throw FixtureError.cairo }
        defer { cairo_surface_destroy(surface) }
        return try JPEGEncoder.encode(surface: surface).get()
    }

    /// A 40 × 30 SVG: a green rectangle with a blue circle in the middle.
    public static let svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30">
          <rect width="40" height="30" fill="#00ff00"/>
          <circle cx="20" cy="15" r="10" fill="#0000ff"/>
        </svg>
        """

    /// `bytes` written to `name` in `folder`; returns the path.
    @discardableResult
    public static func write(_ bytes: [UInt8], to name: String, in folder: TemporaryDirectory) throws -> String {
        let path = folder.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func surface(width: Int, height: Int, left: RGBAColor, right: RGBAColor) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else { return nil }
        guard let cr = cairo_create(surface) else { cairo_surface_destroy(surface); return nil }
        cairo_set_source_rgb(cr, left.red, left.green, left.blue)
        cairo_rectangle(cr, 0, 0, Double(width) / 2, Double(height))
        cairo_fill(cr)
        cairo_set_source_rgb(cr, right.red, right.green, right.blue)
        cairo_rectangle(cr, Double(width) / 2, 0, Double(width) / 2, Double(height))
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    enum FixtureError: Error { case cairo }
}
