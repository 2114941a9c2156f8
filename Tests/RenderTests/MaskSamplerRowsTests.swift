import CCairo
import Geometry
import Motion
@testable import Render
import TestSupport
import Testing

/// `MaskSampler` samples a row only where it crosses the mask: the pixels
/// must be those of sampling the whole box, whatever the turn, scale and
/// filter, and a turned mask must leave some of its box unsampled.
@Suite("Turned masks sampled row by row")
struct MaskSamplerRowsTests {
    /// An A8 mask of random coverage, opaque up to its edges (the case where a row's ends matter).
    static func mask(width: Int, height: Int, random: inout SplitMix64) throws -> CairoImage {
        let image = try #require(CairoImage(width: width, height: height, format: CAIRO_FORMAT_A8))
        let data = try #require(cairo_image_surface_get_data(image.surface))
        for y in 0..<height {
            for x in 0..<width { data[y * image.stride + x] = UInt8(truncatingIfNeeded: random.below(256) | 0x80) }
        }
        cairo_surface_mark_dirty(image.surface)
        return image
    }

    /// The sampled pixels inside `rects`, row by row.
    static func pixels(_ sampled: (image: CairoImage, box: PixelRect), in rects: [PixelRect]) -> [UInt8] {
        guard let data = cairo_image_surface_get_data(sampled.image.surface) else { return [] }
        var out: [UInt8] = []
        for rect in rects {
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX where x >= sampled.box.x && x < sampled.box.maxX && y >= sampled.box.y && y < sampled.box.maxY {
                    out.append(data[(y - sampled.box.y) * sampled.image.stride + (x - sampled.box.x)])
                }
            }
        }
        return out
    }

    @Test("the same pixels as sampling every pixel of the box, for 200 random placements and both filters")
    func sameAsWholeBox() throws {
        var random = SplitMix64(seed: 0x5eed_0f_50_77)
        let whole = MaskSampler(), rows = MaskSampler()
        whole.clipRows = false
        for trial in 0..<200 {
            let mask = try Self.mask(width: 5 + random.below(120), height: 5 + random.below(160), random: &random)
            let angle = Double(random.below(3601)) / 10 - 180
            let scale = 0.5 + Double(random.below(300)) / 100
            let toTarget = AffineTransform2D(scaleX: scale, y: scale)
                .concatenating(.init(rotation: Angle.degrees(angle)))
                .concatenating(.init(translationX: 100 + Double(random.below(40000)) / 100, y: 80 + Double(random.below(30000)) / 100))
            let rects = (0..<(1 + random.below(4))).map { _ in
                PixelRect(x: random.below(500), y: random.below(400), width: 1 + random.below(300), height: 1 + random.below(300))
            }
            for filter in [MaskSampler.Filter.nearest, .bilinear] {
                let expected = whole.sample(mask, toTarget: toTarget, filter: filter, within: rects).map { Self.pixels($0, in: rects) }
                let actual = rows.sample(mask, toTarget: toTarget, filter: filter, within: rects).map { Self.pixels($0, in: rects) }
                #expect(actual == expected, "trial \(trial), \(filter), \(angle)°, ×\(scale)")
            }
        }
    }

    @Test("a row of a turned mask's box is sampled only across the mask, a row beside it not at all")
    func turnedRowsSkipTheCorners() {
        // A 100 × 100 mask turned 45° at scale 1: along a row, u rises and v falls by 1/√2 a pixel.
        // From (-50, 150) the row crosses the mask between pixels 68 and 215 of 400.
        let unit = 4_294_967_296.0, step = Int64(unit / 2.0.squareRoot())
        let span = SampleWalk.span(count: 400, u: Int64(-50 * unit), v: Int64(150 * unit), stepU: step, stepV: -step,
                                    width: 100, height: 100)
        #expect(span.lowerBound >= 60 && span.lowerBound <= 68 && span.upperBound >= 215 && span.upperBound <= 222, "span \(span)")
        #expect(SampleWalk.span(count: 400, u: Int64(-150 * unit), v: Int64(500 * unit), stepU: step, stepV: step,
                                 width: 100, height: 100).isEmpty)
        #expect(SampleWalk.span(count: 50, u: Int64(10 * unit), v: Int64(10 * unit), stepU: 0, stepV: 0, width: 100, height: 100) == 0..<50)
    }
}
