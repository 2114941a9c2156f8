import CCairo

/// Collects the bytes cairo's PNG writer hands out.
private final class PNGBytes {
    var bytes: [UInt8] = []
}

extension FrameImage {
    /// The image as PNG bytes in memory (cairo's PNG writer), e.g. for a
    /// browser to draw. `pixels` must stay valid for the call.
    /// - Throws: `DisplayError` naming `what` when cairo cannot encode it.
    public func pngData(naming what: String = "frame") throws -> [UInt8] {
        let surface = cairo_image_surface_create_for_data(
            UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: UInt8.self)),
            CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        defer { cairo_surface_destroy(surface) }
        let sink = PNGBytes()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<PNGBytes>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DisplayError(device: what, "cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }
}
