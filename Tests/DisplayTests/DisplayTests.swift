import Geometry
import CCairo
import Display
import Foundation
import Testing

/// An ARGB32 image in ordinary memory for the display tests.
final class TestImage {
    let width: Int, height: Int, stride: Int
    let bytes: UnsafeMutableRawPointer

    init(width: Int, height: Int, fill: (Int, Int) -> UInt32) {
        self.width = width
        self.height = height
        stride = width * 4
        bytes = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        for y in 0..<height {
            for x in 0..<width { bytes.storeBytes(of: fill(x, y), toByteOffset: y * stride + x * 4, as: UInt32.self) }
        }
    }

    deinit { bytes.deallocate() }

    var frame: FrameImage { FrameImage(width: width, height: height, stride: stride, pixels: bytes) }
}

@Suite("Display")
struct DisplayTests {
    @Test func pixelFormatsFromFbdevBitfields() {
        #expect(PixelFormat.fromBitfields(bitsPerPixel: 32, red: (16, 8), green: (8, 8), blue: (0, 8)) == .xrgb8888)
        #expect(PixelFormat.fromBitfields(bitsPerPixel: 32, red: (0, 8), green: (8, 8), blue: (16, 8)) == .xbgr8888)
        #expect(PixelFormat.fromBitfields(bitsPerPixel: 16, red: (11, 5), green: (5, 6), blue: (0, 5)) == .rgb565)
        #expect(PixelFormat.fromBitfields(bitsPerPixel: 24, red: (16, 8), green: (8, 8), blue: (0, 8)) == nil)
    }

    @Test func rectsClampAndUnite() {
        let r = PixelRect(x: -5, y: 10, width: 20, height: 100).clamped(width: 10, height: 50)
        #expect(r == PixelRect(x: 0, y: 10, width: 10, height: 40))
        #expect(PixelRect(x: 0, y: 0, width: 2, height: 2).union(PixelRect(x: 5, y: 5, width: 1, height: 1)) == PixelRect(x: 0, y: 0, width: 6, height: 6))
        #expect(PixelRect(x: 0, y: 0, width: 0, height: 0).union(r) == r)
    }

    @Test func pngSinkWritesNamedFramesAndAContactSheet() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchdeck-png-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sink = try PNGSink(directory: directory, width: 40, height: 30)
        let red = TestImage(width: 40, height: 30) { _, _ in 0xFFFF_0000 }
        let mixed = TestImage(width: 40, height: 30) { x, _ in x < 20 ? 0xFF00_FF00 : 0xFF00_00FF }
        try sink.present(red.frame, damage: [red.frame.bounds], time: 0)
        try sink.present(mixed.frame, damage: [mixed.frame.bounds], time: 1.25)
        try sink.close()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["contact-sheet.png", "frame-00000-t0.000000.png", "frame-00001-t1.250000.png"])
        // Read the second frame back through cairo: the pixels survived.
        let surface = cairo_image_surface_create_from_png(directory + "/frame-00001-t1.250000.png")
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_image_surface_get_width(surface) == 40)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let left = UnsafeRawPointer(data).load(fromByteOffset: 5 * stride + 4, as: UInt32.self)
        let right = UnsafeRawPointer(data).load(fromByteOffset: 5 * stride + 30 * 4, as: UInt32.self)
        #expect(left == 0xFF00_FF00)
        #expect(right == 0xFF00_00FF)
    }

    @Test func missingDevicesAreClearErrors() {
        #expect {
            _ = try FramebufferDisplay(path: "/nonexistent/fb9")
        } throws: { error in
            (error as? DisplayError)?.description.hasPrefix("/nonexistent/fb9: cannot open") == true
        }
        #expect {
            _ = try DRMDisplay(path: "/dev/null")
        } throws: { error in
            (error as? DisplayError)?.device == "/dev/null"
        }
        #expect(throws: DisplayError.self) { _ = try PNGSink(directory: "/tmp", width: 0, height: 10) }
    }
}
