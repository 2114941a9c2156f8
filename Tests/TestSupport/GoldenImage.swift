import CCairo
import Foundation
import Render

/// Golden PNGs in a test target's `Golden/` folder, compared with a tolerance
/// of 1/255 per channel. `TOUCHDECK_UPDATE_GOLDENS=1` rewrites them instead.
/// Shared by every test target that checks rendered frames.
public struct GoldenImage: Sendable {
    public let directory: URL
    public static let tolerance: Int32 = 1

    /// Goldens in the `Golden` folder beside `file` (pass `#filePath`).
    public init(besides file: String) {
        directory = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    public static var updating: Bool { ProcessInfo.processInfo.environment["TOUCHDECK_UPDATE_GOLDENS"] == "1" }

    /// Nil when the image matches `name`.png, else why not (with paths to the
    /// actual and diff images written to a temporary folder).
    public func mismatch(_ renderer: SceneRenderer, name: String) throws -> String? {
        let tolerance = Self.tolerance
        let path = directory.appendingPathComponent(name + ".png").path
        if Self.updating {
            try renderer.writePNG(path: path)
            return nil
        }
        guard let golden = cairo_image_surface_create_from_png(path) else { return "cannot load \(path)" }
        defer { cairo_surface_destroy(golden) }
        guard cairo_surface_status(golden) == CAIRO_STATUS_SUCCESS else {
            return "no golden at \(path) (run with TOUCHDECK_UPDATE_GOLDENS=1 to make it)"
        }
        let width = Int(cairo_image_surface_get_width(golden)), height = Int(cairo_image_surface_get_height(golden))
        guard width == renderer.pixelWidth, height == renderer.pixelHeight else {
            return "\(name): golden is \(width)×\(height), rendered \(renderer.pixelWidth)×\(renderer.pixelHeight)"
        }
        guard let goldenData = cairo_image_surface_get_data(golden) else { return "\(name): golden has no pixels" }
        let goldenStride = Int(cairo_image_surface_get_stride(golden))
        guard let diff = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return "no memory" }
        defer { cairo_surface_destroy(diff) }
        guard let diffData = cairo_image_surface_get_data(diff) else { return "no memory" }
        let diffStride = Int(cairo_image_surface_get_stride(diff))
        var differing = 0, worst: Int32 = 0
        for y in 0..<height {
            for x in 0..<width {
                let actual = renderer.pixel(x: x, y: y)
                let expected = UnsafeRawPointer(goldenData).load(fromByteOffset: y * goldenStride + x * 4, as: UInt32.self)
                var largest: Int32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let delta = abs(Int32((actual >> UInt32(shift)) & 0xFF) - Int32((expected >> UInt32(shift)) & 0xFF))
                    largest = max(largest, delta)
                }
                worst = max(worst, largest)
                // Differences in red on a dimmed copy of the expected image.
                let grey = ((expected >> 16 & 0xFF) + (expected >> 8 & 0xFF) + (expected & 0xFF)) / 6 + 64
                let marked: UInt32 = largest > tolerance ? 0xFFFF_0000 : 0xFF00_0000 | grey << 16 | grey << 8 | grey
                UnsafeMutableRawPointer(diffData).storeBytes(of: marked, toByteOffset: y * diffStride + x * 4, as: UInt32.self)
                if largest > tolerance { differing += 1 }
            }
        }
        guard differing > 0 else { return nil }
        cairo_surface_mark_dirty(diff)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchdeck-golden-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let actualPath = folder.appendingPathComponent(name + ".actual.png").path
        let diffPath = folder.appendingPathComponent(name + ".diff.png").path
        try renderer.writePNG(path: actualPath)
        cairo_surface_write_to_png(diff, diffPath)
        return "\(name): \(differing) pixels differ by more than \(tolerance)/255 (worst \(worst)/255); " +
            "actual \(actualPath), diff \(diffPath), golden \(path)"
    }
}
