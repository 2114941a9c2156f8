import CCairo
@testable import Render
import TestSupport
import Testing

/// `TurnedLookCompositor` blends from a look's lanes: they must be the
/// look's pixels exactly, each channel in its own 16-bit lane.
@Suite("Look pixels in lanes")
struct LanePixelsTests {
    @Test("every pixel of a look is in its lanes, channel by channel, and packs back unchanged")
    func lanesHoldTheLook() throws {
        let image = try #require(CairoImage(width: 37, height: 23))
        let data = try #require(cairo_image_surface_get_data(image.surface))
        let stride = image.stride / 4
        var random = SplitMix64(seed: 0x1A4E5)
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for row in 0..<23 {
            for column in 0..<37 {
                // Premultiplied: no channel above alpha.
                let alpha = UInt32(random.below(256))
                let channels = (0..<3).map { _ in UInt32(random.below(Int(alpha) + 1)) }
                pixels[row * stride + column] = alpha << 24 | channels[0] << 16 | channels[1] << 8 | channels[2]
            }
        }
        cairo_surface_mark_dirty(image.surface)
        let lanes = try #require(LanePixels(image))
        #expect(lanes.byteCount == 37 * 23 * 8)
        for row in 0..<23 {
            for column in 0..<37 {
                let pixel = pixels[row * stride + column], lane = lanes.lanes[row * 37 + column]
                #expect(lane >> 48 == UInt64(pixel >> 24) && lane >> 32 & 0xFFFF == UInt64(pixel >> 8 & 0xFF))
                #expect(lane >> 16 & 0xFFFF == UInt64(pixel >> 16 & 0xFF) && lane & 0xFFFF == UInt64(pixel & 0xFF))
                #expect(LanePixels.pack(lane) == pixel)
            }
        }
    }

    @Test("an A8 image has no lanes")
    func onlyARGB() throws {
        let mask = try #require(CairoImage(width: 8, height: 8, format: CAIRO_FORMAT_A8))
        #expect(LanePixels(mask) == nil)
    }
}
