import CCairo
import Glibc

/// A look's pixels kept a second time with each 8-bit channel in a 16-bit
/// lane of a 64-bit word (0x00AA_00GG_00RR_00BB, alpha and green in the
/// high half), the form `TurnedLookCompositor` blends in: a tap is then one
/// load, where unpacking ARGB32 took five operations for each of a pixel's
/// four taps — a third of the work of every pixel of a turned card, made
/// once per look instead of every frame.
final class LanePixels {
    let lanes: UnsafeMutablePointer<UInt64>
    let width: Int
    let height: Int

    /// The lanes of an ARGB32 `image`; nil for another format or when there is no memory.
    init?(_ image: CairoImage) {
        guard cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(image.surface),
              let memory = malloc(image.width * image.height * MemoryLayout<UInt64>.stride) else { return nil }
        width = image.width
        height = image.height
        lanes = memory.bindMemory(to: UInt64.self, capacity: width * height)
        cairo_surface_flush(image.surface)
        let stride = image.stride / 4
        let source = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for row in 0..<height {
            let from = source + row * stride, to = lanes + row * width
            for column in 0..<width { to[column] = Self.spread(from[column]) }
        }
    }

    deinit { free(lanes) }

    /// Memory held, in bytes.
    var byteCount: Int { width * height * MemoryLayout<UInt64>.stride }

    /// 0x00AA_00GG_00RR_00BB from premultiplied 0xAARRGGBB.
    @inline(__always)
    static func spread(_ pixel: UInt32) -> UInt64 {
        let p = UInt64(pixel)
        return (p & 0x00FF_00FF) | ((p >> 8 & 0x00FF_00FF) << 32)
    }

    /// 0xAARRGGBB from lanes (each at most 255).
    @inline(__always)
    static func pack(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (lanes & 0x00FF_00FF) | ((lanes >> 32 & 0x00FF_00FF) << 8))
    }
}
