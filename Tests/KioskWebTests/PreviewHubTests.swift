import Display
import Geometry
@testable import KioskWeb
import Testing

/// The preview's frame copies: damaged regions only, merged for a page that is behind.
@Suite("PreviewHub")
struct PreviewHubTests {
    /// A 16×8 image whose pixel (x, y) is 0xFF00_0000 | y << 8 | x.
    static func image<T>(_ body: (FrameImage) throws -> T) rethrows -> T {
        var pixels = [UInt32](repeating: 0, count: 16 * 8)
        for y in 0..<8 { for x in 0..<16 { pixels[y * 16 + x] = 0xFF00_0000 | UInt32(y) << 8 | UInt32(x) } }
        return try pixels.withUnsafeBytes { try body(FrameImage(width: 16, height: 8, stride: 64, pixels: $0.baseAddress!)) }
    }

    @Test("a page first gets the whole screen, then only what was damaged, with the pixels of the latest frame")
    func sendsDamage() throws {
        let hub = PreviewHub(width: 16, height: 8)
        _ = hub.addPage(1)
        let first = try #require(hub.take(1))
        #expect(first.regions.map { $0.rect } == [PixelRect(x: 0, y: 0, width: 16, height: 8)])
        #expect(hub.take(1) == nil, "nothing new")
        Self.image { hub.present($0, damage: [PixelRect(x: 2, y: 3, width: 2, height: 1)], acknowledged: [1: 42]) }
        let update = try #require(hub.take(1))
        #expect(update.regions.map { $0.rect } == [PixelRect(x: 2, y: 3, width: 2, height: 1)])
        #expect(update.acknowledged == 42)
        let pixels = update.regions[0].pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        #expect(pixels == [0xFF00_0302, 0xFF00_0303])
    }

    @Test("damage waiting for a slow page merges: overlapping rectangles join, too many become their bounding box")
    func mergesDamage() {
        #expect(PreviewHub.merge([PixelRect(x: 0, y: 0, width: 4, height: 4)], [PixelRect(x: 2, y: 2, width: 4, height: 4)])
                == [PixelRect(x: 0, y: 0, width: 6, height: 6)])
        let many = (0..<12).map { PixelRect(x: $0 * 10, y: 0, width: 2, height: 2) }
        #expect(PreviewHub.merge([], many) == [PixelRect(x: 0, y: 0, width: 112, height: 2)])
    }

    @Test("a damaged region encodes as a PNG the page can draw")
    func encodesPNG() throws {
        let png = try Self.image { try $0.pngData() }
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
