import CCairo
import Geometry

/// PNGs through cairo's own loader (libpng underneath).
enum PNGDecoder {
    /// Width and height from the IHDR chunk right after the signature.
    static func size(of bytes: [UInt8]) -> Result<Size, ImageFileError> {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            return .failure(.damaged(.png, "no IHDR header"))
        }
        func be32(_ offset: Int) -> Double {
            Double(bytes[offset...offset + 3].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        let size = Size(width: be32(16), height: be32(20))
        guard size.width > 0, size.height > 0 else { return .failure(.damaged(.png, "zero width or height")) }
        return .success(size)
    }

    /// A cairo image surface of the PNG (ARGB32 premultiplied, or RGB24), owned by the caller.
    static func decode(_ bytes: [UInt8]) -> Result<OpaquePointer, ImageFileError> {
        var reader = Reader(bytes: bytes)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let reader = closure.assumingMemoryBound(to: Reader.self)
                return reader.pointee.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, pointer)
        }
        guard let surface else { return .failure(.damaged(.png, "no memory")) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .failure(.damaged(.png, String(cString: cairo_status_to_string(status))))
        }
        return .success(surface)
    }

    /// Hands cairo the bytes in the pieces it asks for.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            guard count <= bytes.count - offset else { return false }
            bytes.withUnsafeBufferPointer { source in
                data.update(from: source.baseAddress! + offset, count: count)
            }
            offset += count
            return true
        }
    }
}
