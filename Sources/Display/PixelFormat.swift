import Geometry
/// How a framebuffer stores a pixel, read from fbdev's bitfield offsets.
public enum PixelFormat: String, Sendable, Equatable {
    /// 32 bits, bytes B G R X in memory: the same as cairo's ARGB32 on little-endian machines.
    case xrgb8888
    /// 32 bits, bytes R G B X in memory.
    case xbgr8888
    /// 16 bits, 5-6-5, red in the high bits.
    case rgb565
    /// 16 bits, 5-6-5, blue in the high bits.
    case bgr565

    public var bytesPerPixel: Int {
        switch self {
        case .xrgb8888, .xbgr8888: 4
        case .rgb565, .bgr565: 2
        }
    }

    /// The format for fbdev's `bits_per_pixel` and channel offsets/lengths, or nil if unsupported.
    public static func fromBitfields(bitsPerPixel: Int, red: (offset: Int, length: Int),
                                     green: (offset: Int, length: Int), blue: (offset: Int, length: Int)) -> PixelFormat? {
        switch (bitsPerPixel, red.offset, red.length, green.offset, green.length, blue.offset, blue.length) {
        case (32, 16, 8, 8, 8, 0, 8): .xrgb8888
        case (32, 0, 8, 8, 8, 16, 8): .xbgr8888
        case (16, 11, 5, 5, 6, 0, 5): .rgb565
        case (16, 0, 5, 5, 6, 11, 5): .bgr565
        default: nil
        }
    }

    /// Converts one row of `count` ARGB32 pixels into this format at `destination`.
    /// Opaque output: framebuffers show no alpha, and premultiplied colours over black are what they hold.
    func convertRow(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) {
        switch self {
        case .xrgb8888:
            destination.copyMemory(from: source, byteCount: count * 4)
        case .xbgr8888:
            let src = source.assumingMemoryBound(to: UInt32.self)
            let dst = destination.assumingMemoryBound(to: UInt32.self)
            for i in 0..<count {
                let p = src[i]
                dst[i] = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
            }
        case .rgb565, .bgr565:
            let src = source.assumingMemoryBound(to: UInt32.self)
            let dst = destination.assumingMemoryBound(to: UInt16.self)
            let swap = self == .bgr565
            for i in 0..<count {
                let p = src[i]
                var r = (p >> 19) & 0x1F, b = (p >> 3) & 0x1F
                let g = (p >> 10) & 0x3F
                if swap { swap2(&r, &b) }
                dst[i] = UInt16(r << 11 | g << 5 | b)
            }
        }
    }
}

private func swap2(_ a: inout UInt32, _ b: inout UInt32) {
    let t = a
    a = b
    b = t
}

/// Copies the damaged rows of `image` into a mapped buffer of `format`.
func blit(_ image: FrameImage, damage: [PixelRect], into base: UnsafeMutableRawPointer, stride: Int,
          width: Int, height: Int, format: PixelFormat, origin: (x: Int, y: Int) = (0, 0)) {
    let limitW = min(width, image.width), limitH = min(height, image.height)
    for rect in damage {
        let r = rect.clamped(width: limitW, height: limitH)
        guard !r.isEmpty else { continue }
        for row in r.y..<(r.y + r.height) {
            let source = image.pixels + row * image.stride + r.x * 4
            let destination = base + (row + origin.y) * stride + (r.x + origin.x) * format.bytesPerPixel
            format.convertRow(from: source, to: destination, count: r.width)
        }
    }
}
