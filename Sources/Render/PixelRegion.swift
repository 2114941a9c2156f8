import CCairo
import Geometry

/// A set of whole device pixels kept as cairo's (pixman's) banded
/// rectangle list, for clipping a repaint to what is neither undamaged nor
/// hidden under an opaque layer. Set operations mutate in place.
final class PixelRegion {
    private let region: OpaquePointer

    /// The pixels of `rects` (an empty list makes an empty region).
    init?(_ rects: [PixelRect]) {
        let boxes = rects.filter { !$0.isEmpty }.map {
            cairo_rectangle_int_t(x: Int32(clamping: $0.x), y: Int32(clamping: $0.y), width: Int32(clamping: $0.width), height: Int32(clamping: $0.height))
        }
        guard let region = boxes.withUnsafeBufferPointer({ cairo_region_create_rectangles($0.baseAddress, Int32($0.count)) }),
              cairo_region_status(region) == CAIRO_STATUS_SUCCESS else { return nil }
        self.region = region
    }

    private init(owning region: OpaquePointer) { self.region = region }

    deinit { cairo_region_destroy(region) }

    /// An independent copy; nil when cairo has no memory for it.
    func copy() -> PixelRegion? {
        guard let copy = cairo_region_copy(region), cairo_region_status(copy) == CAIRO_STATUS_SUCCESS else { return nil }
        return PixelRegion(owning: copy)
    }

    /// Removes `other`'s pixels. False when cairo ran out of memory (the region is then unusable).
    @discardableResult
    func subtract(_ other: PixelRegion) -> Bool {
        cairo_region_subtract(region, other.region) == CAIRO_STATUS_SUCCESS
    }

    var isEmpty: Bool { cairo_region_is_empty(region) != 0 }

    /// Whether it shares a pixel with `rect`.
    func intersects(_ rect: PixelRect) -> Bool {
        guard !rect.isEmpty else { return false }
        var box = cairo_rectangle_int_t(x: Int32(clamping: rect.x), y: Int32(clamping: rect.y), width: Int32(clamping: rect.width), height: Int32(clamping: rect.height))
        return cairo_region_contains_rectangle(region, &box) != CAIRO_REGION_OVERLAP_OUT
    }

    /// Its rectangles, banded top to bottom.
    var rects: [PixelRect] {
        (0..<cairo_region_num_rectangles(region)).map { index in
            var box = cairo_rectangle_int_t()
            cairo_region_get_rectangle(region, index, &box)
            return PixelRect(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(box.height))
        }
    }

    /// Number of pixels it holds.
    var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Intersects `cr`'s clip with the region (in device pixels, whatever the current matrix).
    func clip(_ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for rect in rects {
            cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        }
        cairo_restore(cr)
        // The path survives restore (it is not part of the saved state); the
        // clip is taken in device space since the rectangles were added there.
        cairo_clip(cr)
    }
}
