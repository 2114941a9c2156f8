import CCairo
import Foundation
import Render

/// Golden PNGs under `Golden/` next to this file (Render's approach):
/// compared with a tolerance of 1/255 per channel; `TOUCHDECK_UPDATE_GOLDENS=1`
/// rewrites them instead.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("Golden")
    static let tolerance: Int32 = 1

    static var updating: Bool { ProcessInfo.processInfo.environment["TOUCHDECK_UPDATE_GOLDENS"] == "1" }

    /// Nil when the image matches `name`.png, else why not (with the actual
    /// image written to a temporary folder).
    static func mismatch(_ renderer: SceneRenderer, name: String) throws -> String? {
        let path = directory.appendingPathComponent(name + ".png").path
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
        guard let data = cairo_image_surface_get_data(golden) else { return "\(name): golden has no pixels" }
        let stride = Int(cairo_image_surface_get_stride(golden))
        var differing = 0, worst: Int32 = 0
        for y in 0..<height {
            for x in 0..<width {
                let actual = renderer.pixel(x: x, y: y)
                let expected = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                var largest: Int32 = 0
                for shift in Swift.stride(from: 0, through: 24, by: 8) {
                    largest = max(largest, abs(Int32((actual >> UInt32(shift)) & 0xFF) - Int32((expected >> UInt32(shift)) & 0xFF)))
                }
                worst = max(worst, largest)
                if largest > tolerance { differing += 1 }
            }
        }
        guard differing > 0 else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchdeck-golden-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let actualPath = folder.appendingPathComponent(name + ".actual.png").path
        try renderer.writePNG(path: actualPath)
        return "\(name): \(differing) pixels differ by more than \(tolerance)/255 (worst \(worst)/255); actual \(actualPath), golden \(path)"
    }
}
