import CCairo
import Foundation
import Geometry
import Scene

/// Runs a layer's filters (`LayerFilter`) on the pixels of the group its
/// drawing was pushed into: premultiplied ARGB32, as cairo's image surfaces
/// hold them.
///
/// The blur is written here rather than taken from cairo or pixman, which
/// have none (pixman's convolution filters sample a transformed image with
/// a separable kernel at a cost growing with the radius); three box blurs
/// per axis (`BoxBlur`'s passes, one per channel) approach a Gaussian at a
/// cost independent of the radius, as the shadows already do.
enum GroupFilters {
    /// Applies `filters`, in order, to `surface` (an image surface; others
    /// are left as they are) at `scale` pixels a point.
    static func apply(_ filters: [LayerFilter], to surface: OpaquePointer, scale: Double) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return }
        for filter in filters {
            switch filter {
            case .blur(let radius, let opaque):
                blur(data, width: width, height: height, stride: stride, radius: boxRadius(sigma: radius * scale), clamped: opaque)
            case .color(let matrix):
                transform(data, width: width, height: height, stride: stride, matrix: matrix)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The box radius whose three passes have a standard deviation nearest
    /// `sigma` pixels: three boxes of radius r give σ² = r(r + 1).
    static func boxRadius(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return max(1, Int(((-1 + (1 + 4 * sigma * sigma).squareRoot()) / 2).rounded()))
    }

    /// Blurs each of the four channels; `clamped` extends the edge pixels
    /// outward (an opaque blur) instead of taking zeros.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int, clamped: Bool) {
        guard radius > 0 else { return }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height) + 2 * radius + 2)
        defer { line.deallocate() }
        for channel in 0..<4 {
            for _ in 0..<3 {
                for row in 0..<height {
                    pass(pixels + row * stride + channel, step: 4, count: width, radius: radius, clamped: clamped, scratch: line)
                }
            }
            for _ in 0..<3 {
                for column in 0..<width {
                    pass(pixels + column * 4 + channel, step: stride, count: height, radius: radius, clamped: clamped, scratch: line)
                }
            }
        }
    }

    /// One box pass along `count` samples `step` bytes apart.
    private static func pass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, clamped: Bool,
                             scratch: UnsafeMutablePointer<UInt8>) {
        // The line with `radius` samples of margin each side: zeros, or the edge samples repeated.
        let first = clamped ? start[0] : 0, last = clamped ? start[(count - 1) * step] : 0
        for index in 0..<radius { scratch[index] = first }
        for index in 0..<count { scratch[radius + index] = start[index * step] }
        for index in 0...radius { scratch[radius + count + index] = last }
        let window = UInt32(2 * radius + 1), half = window / 2
        var sum: UInt32 = 0
        for index in 0..<(2 * radius + 1) { sum += UInt32(scratch[index]) }
        for index in 0..<count {
            start[index * step] = UInt8((sum + half) / window)
            sum += UInt32(scratch[index + 2 * radius + 1])
            sum -= UInt32(scratch[index])
        }
    }

    /// Runs each pixel's unpremultiplied colour through `matrix`.
    static func transform(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, matrix: ColorMatrix) {
        let m = matrix.m
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(pixels + row * stride).bindMemory(to: UInt32.self, capacity: width)
            for column in 0..<width {
                let pixel = line[column]
                let a = Double(pixel >> 24) / 255
                let (r, g, b): (Double, Double, Double)
                if a > 0 {
                    r = Double((pixel >> 16) & 0xFF) / 255 / a
                    g = Double((pixel >> 8) & 0xFF) / 255 / a
                    b = Double(pixel & 0xFF) / 255 / a
                } else {
                    (r, g, b) = (0, 0, 0)
                }
                func channel(_ k: Int) -> Double {
                    min(max(m[k] * r + m[k + 1] * g + m[k + 2] * b + m[k + 3] * a + m[k + 4], 0), 1)
                }
                let na = channel(15)
                let nr = channel(0) * na, ng = channel(5) * na, nb = channel(10) * na
                line[column] = UInt32((na * 255).rounded()) << 24 | UInt32((nr * 255).rounded()) << 16
                    | UInt32((ng * 255).rounded()) << 8 | UInt32((nb * 255).rounded())
            }
        }
    }
}
