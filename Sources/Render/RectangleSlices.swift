import CCairo
import Geometry
import Scene

/// How a (rounded) rectangle's blurred shadow mask is made from a smaller one.
///
/// Along a straight edge the silhouette's columns are all alike, and the box
/// blur (`BoxBlur`: three passes of `radius`, zeros outside) mixes only
/// columns within `3 × radius` of each other, so every column more than
/// that from the corner arcs comes out the same. The mask of a wide card is
/// then the mask of a narrow one — same height, same corners, the same
/// fractional edge — with its middle column repeated; rows likewise. Blurring
/// the small one costs its few thousand pixels instead of the card's area:
/// what a card whose size animates pays every frame. (Browsers draw box
/// shadows from nine pieces for the same reason; this builds the mask whole,
/// so a turned card's shadow has no seams.)
struct RectangleSlices {
    /// The size (points) whose mask is blurred.
    let reducedSize: Size
    /// Pixel columns and rows taken out of the middle.
    let columns: Int, rows: Int
    /// Pixels from the layer's edge to the column (and the row) repeated.
    let band: Int

    /// Too few pixels to take out make slicing cost more than it saves.
    static let minimumCut = 8

    /// Slices for a filled (rounded) rectangle (or a layer's
    /// bounds, rounded like its clip); nil for other silhouettes (a clip's
    /// circle in a wider frame) and for
    /// rectangles too small to gain from it.
    init?(silhouette: ShadowMasks.Silhouette, size: Size, scale: Double, radius: Int) {
        let cornerRadius: Double
        switch silhouette {
        case .clipArea(let rect, let corner) where rect.isIdentical(to: Rect(origin: .zero, size: size)): cornerRadius = corner
        case .shape(.roundedRectangle(let corner), filled: true, strokeWidth: 0): cornerRadius = corner
        default: return nil
        }
        // Beyond cairo's 32767 pixels no mask is made at all; NaN and infinities fail these too.
        guard scale > 0, size.width > 0, size.height > 0, size.width * scale < 32767, size.height * scale < 32767,
              cornerRadius.isFinite else { return nil }
        let width = size.width * scale, height = size.height * scale
        // The corner arcs (as ShapePath clamps them) plus the blur's reach, and a pixel of antialiasing each side.
        let corner = max(0, min(cornerRadius, size.width / 2, size.height / 2)) * scale
        let band = Int(corner.rounded(.up)) + 3 * radius + 2
        func cut(_ length: Double) -> Int {
            let spare = Int((length - Double(2 * band + 2)).rounded(.down))
            return spare >= Self.minimumCut ? spare : 0
        }
        columns = cut(width)
        rows = cut(height)
        guard columns > 0 || rows > 0 else { return nil }
        self.band = band
        reducedSize = Size(width: size.width - Double(columns) / scale, height: size.height - Double(rows) / scale)
    }

    /// The mask of `width` × `height` pixels made from `small`, the blurred mask
    /// of `reducedSize` with the same `margin`, in an A8 image from `make`
    /// (every pixel is written: it need not be cleared); nil when `small` is
    /// not that much smaller (rounding) or there is no image.
    func expand(_ small: CairoImage, margin: Int, width: Int, height: Int,
                into make: (_ width: Int, _ height: Int) -> CairoImage?) -> CairoImage? {
        guard small.width == width - columns, small.height == height - rows,
              let image = make(width, height),
              let source = cairo_image_surface_get_data(small.surface),
              let target = cairo_image_surface_get_data(image.surface) else { return nil }
        cairo_surface_flush(image.surface)
        let sourceStride = small.stride, targetStride = image.stride
        let split = margin + band  // the same for columns and rows
        for row in 0..<height {
            let from = row < split ? row : (row >= split + rows ? row - rows : split)
            let input = source + from * sourceStride, output = target + row * targetStride
            // Left of the band, the band repeated, right of it.
            output.update(from: input, count: split)
            output.advanced(by: split).update(repeating: input[split], count: columns)
            output.advanced(by: split + columns).update(from: input.advanced(by: split), count: small.width - split)
        }
        cairo_surface_mark_dirty(image.surface)
        return image
    }
}
