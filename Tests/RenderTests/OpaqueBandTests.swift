import CCairo
import Foundation
import Geometry
import Motion
@testable import Render
import TestSupport
import Testing

/// Where a look is opaque, `TurnedLookCompositor` writes its samples without
/// blending: the band must be opaque through and through, cover most of a
/// card, and change no pixel of what is composited.
@Suite("Opaque bands of looks")
struct OpaqueBandTests {
    /// A card's look: a white rounded rectangle with a picture and a soft
    /// translucent margin around it, as a `drawingGroup` with a shadow.
    static func cardLook() throws -> CairoImage {
        let look = try #require(CairoImage(width: 150, height: 190))
        let cr = try #require(look.makeContext())
        cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
        cairo_rectangle(cr, 2, 3, 146, 185)
        cairo_fill(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 22, 22, 12, .pi, 1.5 * .pi)
        cairo_arc(cr, 128, 22, 12, 1.5 * .pi, 2 * .pi)
        cairo_arc(cr, 128, 168, 12, 0, 0.5 * .pi)
        cairo_arc(cr, 22, 168, 12, 0.5 * .pi, .pi)
        cairo_close_path(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.3, 0.55, 0.9)
        cairo_rectangle(cr, 10, 10, 130, 120)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(look.surface)
        return look
    }

    static func alpha(_ image: CairoImage, _ x: Int, _ y: Int) -> UInt32 {
        let pixels = UnsafeRawPointer(cairo_image_surface_get_data(image.surface)!).assumingMemoryBound(to: UInt32.self)
        return pixels[y * image.stride / 4 + x] >> 24
    }

    @Test("a card's band is opaque in every pixel and most of the card (its rounded corners and margin left out)")
    func cardBand() throws {
        let look = try Self.cardLook()
        let band = try #require(OpaqueBand.find(in: look))
        for y in band.y..<band.maxY {
            for x in band.x..<band.maxX { #expect(Self.alpha(look, x, y) == 255, "(\(x), \(y))") }
        }
        // The card is 140 × 180 at (5, 5); its corners take 12 pixels off the band's height.
        #expect(band.area * 10 >= 140 * 180 * 8, "\(band)")
        #expect(band.x >= 5 && band.maxX <= 145 && band.y >= 5 && band.maxY <= 185)
    }

    @Test("a look transparent down the middle has no band")
    func noBand() throws {
        let look = try #require(CairoImage(width: 40, height: 40))
        #expect(OpaqueBand.find(in: look) == nil)
    }

    @Test("compositing with the band leaves every pixel as blending it would, over 200 random turns, scales and fades")
    func samePixels() throws {
        let look = try Self.cardLook()
        let band = try #require(OpaqueBand.find(in: look))
        let lanes = try #require(LanePixels(look))
        var random = SplitMix64(seed: 0x0BA9_D5)
        for trial in 0..<200 {
            let screens = try (0..<2).map { _ in try #require(CairoImage(width: 320, height: 260)) }
            for screen in screens {
                let cr = try #require(screen.makeContext())
                cairo_set_source_rgb(cr, 0.2, 0.7, 0.4)
                cairo_paint(cr)
                cairo_destroy(cr)
            }
            let angle = (Double(random.below(1000)) / 1000 - 0.5) * 1.2
            let scale = trial % 3 == 0 ? 0.7 + Double(random.below(800)) / 1000 : 1
            let toTarget = AffineTransform2D(a: cos(angle) * scale, b: sin(angle) * scale, c: -sin(angle) * scale, d: cos(angle) * scale,
                                             tx: Double(random.below(300)) - 60, ty: Double(random.below(200)) - 40)
            let alpha = trial % 5 == 0 ? Double(random.below(1000)) / 1000 : 1
            let rects = [PixelRect(x: 0, y: 0, width: 320, height: 260)]
            #expect(TurnedLookCompositor.composite(lanes, opaque: band, toTarget: toTarget, alpha: alpha, onto: screens[0].surface, within: rects))
            #expect(TurnedLookCompositor.composite(lanes, opaque: nil, toTarget: toTarget, alpha: alpha, onto: screens[1].surface, within: rects))
            // The images must outlive the comparison: an optimised build may free
            // an object right after its last use, before memcmp reads its pixels.
            withExtendedLifetime(screens) {
                let a = cairo_image_surface_get_data(screens[0].surface)!, b = cairo_image_surface_get_data(screens[1].surface)!
                #expect(memcmp(a, b, screens[0].stride * 260) == 0, "trial \(trial)")
            }
        }
    }
}
