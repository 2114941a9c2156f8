import CCairo
import Foundation
import Geometry
import ImageFiles
import Motion
import Render
import Scene

/// Medians of image work, in milliseconds.
public struct ImageBenchmarkResult: Sendable {
    /// Decoding a 1080 × 1920 JPEG at its size.
    public var jpegDecodeMs: Double
    /// Decoding it at a quarter (270 × 480), as when shown that small.
    public var jpegQuarterDecodeMs: Double
    /// A frame drawing one SVG icon 100 times (48 points, tinted), every icon repainted.
    public var svgIcons100Ms: Double
    /// The same frame with 100 symbols of the icon font instead.
    public var symbols100Ms: Double
}

/// Times decoding a photo and drawing icons. The pictures are made here (a
/// gradient photo through libjpeg, an icon's SVG text), so nothing is read
/// from the repository; the clock is passed in (nanoseconds, monotonic).
public enum ImageBenchmark {
    public static func run(runs: Int = 20, now: () -> UInt64) throws -> ImageBenchmarkResult {
        let jpeg = try photo(width: 1080, height: 1920)
        let decode = try (0..<runs).map { _ in
            try time(now) {
                let decoded = try ImageDecoder.decodeRaster(jpeg).get()
                cairo_surface_destroy(decoded.surface)
            }
        }
        let quarter = try (0..<runs).map { _ in
            try time(now) {
                let decoded = try ImageDecoder.decodeRaster(jpeg, wanted: Size(width: 270, height: 480)).get()
                cairo_surface_destroy(decoded.surface)
            }
        }
        let folder = NSTemporaryDirectory() + "touchdeck-bench-images-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let icon = folder + "/icon.svg"
        try Data(iconSVG.utf8).write(to: URL(fileURLWithPath: icon))
        let svg = try frames(runs: runs, now: now) { tint in .image(path: icon, tint: tint) }
        let symbols = try frames(runs: runs, now: now) { tint in .symbol(glyph: "\u{E8B8}", family: "Material Icons", color: tint) }
        return ImageBenchmarkResult(jpegDecodeMs: median(decode), jpegQuarterDecodeMs: median(quarter),
                                    svgIcons100Ms: median(svg), symbols100Ms: median(symbols))
    }

    /// Median time of a 600 × 600 frame of 100 icons of `content`, alternating two tints so each frame repaints them all.
    private static func frames(runs: Int, now: () -> UInt64, _ content: (RGBAColor) -> LayerContent) throws -> [Double] {
        let renderer = try SceneRenderer(width: 600, height: 600, background: .white)
        let tints = [RGBAColor(red: 0, green: 0.48, blue: 1), RGBAColor(red: 1, green: 0.23, blue: 0.19)]
        var scenes: [[PresentedLayer]] = []
        for tint in tints {
            var layers: [Layer] = []
            for index in 0..<100 {
                let frame = Rect(x: Double(index % 10) * 60 + 6, y: Double(index / 10) * 60 + 6, width: 48, height: 48)
                layers.append(Layer(id: LayerID("icon\(index)"), frame: frame, content: content(tint)))
            }
            scenes.append(BenchmarkScenes.present(layers))
        }
        renderer.render(scenes[1])
        return (0..<runs).map { run in time(now) { renderer.render(scenes[run % 2]) } }
    }

    /// A 48-point icon: a ring and a check mark, stroked and filled paths.
    static let iconSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
          <circle cx="24" cy="24" r="20" fill="none" stroke="#000" stroke-width="4"/>
          <path d="M14 25 L21 32 L35 17" fill="none" stroke="#000" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
        </svg>
        """

    /// A photo-like JPEG: two gradients crossed, so it compresses as a photo does (not as flat colour).
    static func photo(width: Int, height: Int) throws -> [UInt8] {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
              let cr = cairo_create(surface) else { throw ImageFileError.tooLarge("cairo could not make the photo") }
        defer { cairo_surface_destroy(surface) }
        if let across = cairo_pattern_create_linear(0, 0, Double(width), Double(height)) {
            cairo_pattern_add_color_stop_rgb(across, 0, 0.9, 0.5, 0.1)
            cairo_pattern_add_color_stop_rgb(across, 1, 0.1, 0.3, 0.8)
            cairo_set_source(cr, across)
            cairo_paint(cr)
            cairo_pattern_destroy(across)
        }
        for index in 0..<400 {
            let x = Double((index * 7919) % width), y = Double((index * 104_729) % height)
            cairo_arc(cr, x, y, Double(10 + index % 60), 0, 2 * .pi)
            cairo_set_source_rgba(cr, Double(index % 3) / 2, Double(index % 5) / 4, Double(index % 7) / 6, 0.5)
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        return try JPEGEncoder.encode(surface: surface, quality: 85).get()
    }

    private static func time(_ now: () -> UInt64, _ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() &- start) / 1e6
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
