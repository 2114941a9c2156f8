import CCairo
import Geometry

/// A rectangle of a look (premultiplied ARGB32) whose pixels are all opaque:
/// where `TurnedLookCompositor` writes its samples straight to the screen,
/// neither reading nor blending the pixels under them. Bilinear samples
/// whose four taps are opaque are opaque, exactly, so the screen pixel would
/// be replaced anyway. A card's look is opaque but for its shadow and its
/// rounded corners: the band is most of it.
enum OpaqueBand {
    /// A stretch of rows whose opaque runs through the middle column are
    /// nearly the widest, and the columns all of their runs cover; nil when
    /// there is no such rectangle (the middle column is not opaque, or the
    /// image is not ARGB32).
    static func find(in image: CairoImage) -> PixelRect? {
        guard cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(image.surface), image.width > 0, image.height > 0 else { return nil }
        let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let stride = image.stride / 4, middle = image.width / 2
        func opaque(_ x: Int, _ y: Int) -> Bool { pixels[y * stride + x] >> 24 == 0xFF }
        // Each row's run of opaque pixels through the middle column (inclusive ends).
        let runs: [(first: Int, last: Int)?] = (0..<image.height).map { y in
            guard opaque(middle, y) else { return nil }
            var first = middle, last = middle
            while first > 0, opaque(first - 1, y) { first -= 1 }
            while last < image.width - 1, opaque(last + 1, y) { last += 1 }
            return (first, last)
        }
        let widest = runs.compactMap { $0.map { $0.last - $0.first + 1 } }.max() ?? 0
        guard widest > 0 else { return nil }
        // Rows narrower than the widest (a rounded corner's) either shorten
        // the band or narrow it: of a few cut-offs, the largest box wins.
        return [100, 98, 95, 90, 80].compactMap { box(runs: runs, minimumWidth: (widest * $0 + 99) / 100) }
            .max { $0.area < $1.area }
    }

    /// The longest stretch of rows whose runs are at least `minimumWidth`
    /// wide, and the columns all of those runs cover.
    private static func box(runs: [(first: Int, last: Int)?], minimumWidth: Int) -> PixelRect? {
        func wide(_ y: Int) -> Bool { runs[y].map { $0.last - $0.first + 1 >= minimumWidth } ?? false }
        var best = 0..<0, start: Int?
        for y in 0...runs.count {
            if y < runs.count, wide(y) {
                if start == nil { start = y }
            } else if let first = start {
                if y - first > best.count { best = first..<y }
                start = nil
            }
        }
        guard !best.isEmpty else { return nil }
        let left = best.compactMap { runs[$0]?.first }.max() ?? 0
        let right = best.compactMap { runs[$0]?.last }.min() ?? -1
        guard right >= left else { return nil }
        return PixelRect(x: left, y: best.lowerBound, width: right - left + 1, height: best.count)
    }
}
