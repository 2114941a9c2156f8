import Display
import Geometry
@testable import KioskWeb
import Testing
import TouchModel

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

/// What presenting costs the kiosk's loop with the preview on: it copies
/// the damaged pixels only, however many frames a slow page falls behind.
/// (Its time is a benchmark's matter, not a unit test's.)
@Suite("PreviewHub cost")
struct PreviewHubCostTests {
    @Test("a dragged card's damage (two 320×210 rectangles of 800×480) is copied alone, frame after frame, never the whole screen")
    func presentCopiesDamageOnly() throws {
        let hub = PreviewHub(width: 800, height: 480)
        _ = hub.addPage(1)
        _ = hub.take(1)  // the first update is the whole screen
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 800 * 480)
        let damage = [PixelRect(x: 240, y: 120, width: 320, height: 210), PixelRect(x: 250, y: 150, width: 320, height: 210)]
        let bounds = PixelRect(x: 240, y: 120, width: 330, height: 240)
        var updates: [PreviewHub.Update] = []
        pixels.withUnsafeMutableBytes { bytes in
            let image = FrameImage(width: 800, height: 480, stride: 3200, pixels: UnsafeRawPointer(bytes.baseAddress!))
            for round in 0..<200 {
                bytes.storeBytes(of: UInt32(round), toByteOffset: 0, as: UInt32.self)
                hub.present(image, damage: damage, acknowledged: [1: round])
                if round % 10 == 9, let update = hub.take(1) { updates.append(update) }
            }
        }
        #expect(updates.count == 20)
        for update in updates {
            let area = update.regions.reduce(0) { $0 + $1.rect.width * $1.rect.height }
            #expect(area <= bounds.width * bounds.height, "copied \(area) pixels for a damage within \(bounds)")
            #expect(update.regions.allSatisfy { $0.pixels.count == $0.rect.width * $0.rect.height * 4 })
            #expect(update.regions.allSatisfy {
                $0.rect.x >= bounds.x && $0.rect.y >= bounds.y
                    && $0.rect.x + $0.rect.width <= bounds.x + bounds.width && $0.rect.y + $0.rect.height <= bounds.y + bounds.height
            })
        }
        #expect(updates.last?.acknowledged == 199)
    }

    @Test("events a turn handled without a frame are told to the page as unchanged, never acknowledged by a later frame")
    func unchangedEvents() throws {
        let hub = PreviewHub(width: 16, height: 8)
        _ = hub.addPage(1)
        _ = hub.take(1)
        // Events up to 7 changed nothing; the next frame shows event 9.
        hub.unchanged([1: 7])
        var update = try #require(hub.take(1))
        #expect(update.regions.isEmpty && update.unchanged == 7)
        PreviewHubTests.image { hub.present($0, damage: [PixelRect(x: 0, y: 0, width: 1, height: 1)], acknowledged: [1: 9]) }
        update = try #require(hub.take(1))
        #expect(update.acknowledged == 9 && update.unchanged == nil)
        // A present with nothing to copy settles its events as unchanged too.
        PreviewHubTests.image { hub.present($0, damage: [], acknowledged: [1: 12]) }
        update = try #require(hub.take(1))
        #expect(update.unchanged == 12 && update.acknowledged == 9 && update.regions.isEmpty)
        hub.unchanged([1: 5])
        #expect(hub.take(1) == nil, "older than what was shown: nothing to tell")
    }

    @Test("the page's round trip: a frame presented in the turn acknowledges its events; a turn without one declares them unchanged")
    func turnsAcknowledge() throws {
        let queue = try WebInputQueue()
        let source = WebTouchSource(queue: queue, screen: Size(width: 16, height: 8))
        let hub = PreviewHub(width: 16, height: 8)
        let sink = WebFrameSink(hub: hub, input: source)
        _ = hub.addPage(1)
        _ = hub.take(1)
        queue.push(.connected(client: 1))
        queue.push(.pointer(client: 1, PointerEvent(kind: .down, pointer: 1, position: Point(x: 1, y: 1), time: 0), sequence: 1))
        source.readable(fd: queue.readEnd) { _ in }
        PreviewHubTests.image { sink.present($0, damage: [PixelRect(x: 0, y: 0, width: 2, height: 2)], time: 0) }
        sink.endTurn()
        #expect(try #require(hub.take(1)).acknowledged == 1)
        // A move that draws nothing: the turn ends without a frame.
        queue.push(.pointer(client: 1, PointerEvent(kind: .move, pointer: 1, position: Point(x: 2, y: 1), time: 10), sequence: 2))
        source.readable(fd: queue.readEnd) { _ in }
        sink.endTurn()
        let update = try #require(hub.take(1))
        #expect(update.unchanged == 2 && update.regions.isEmpty)
        // A later frame (an animation's) does not acknowledge it.
        PreviewHubTests.image { sink.present($0, damage: [PixelRect(x: 0, y: 0, width: 2, height: 2)], time: 1) }
        #expect(try #require(hub.take(1)).acknowledged == 1)
    }
}
