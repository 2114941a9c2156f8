import CCairo
import Display
import Foundation
import Testing

/// In the QEMU harness only (tools/vmtest): frames written to /dev/fb0 (bochs)
/// and through DRM dumb buffers equal, pixel for pixel, the image that was
/// drawn — read back from the host with QMP `screendump`.
@Suite("Display on a real kernel", .serialized, .enabled(if: VMDisplay.available, "needs the QEMU harness (tools/vmtest)"))
struct DisplayVMTests {
    @Test func fbdevShowsExactlyTheFrame() throws {
        let display = try FramebufferDisplay(path: "/dev/fb0")
        let image = VMDisplay.testPattern(width: display.width, height: display.height)
        try display.present(image.frame, damage: [image.frame.bounds], time: 0)
        let dump = try VMDisplay.screendump(named: "fbdev")
        try display.close()
        try VMDisplay.expectEqual(dump, image)
    }

    @Test func drmShowsExactlyTheFrameAfterAPageFlip() throws {
        let display = try DRMDisplay(path: "/dev/dri/card0")
        let image = VMDisplay.testPattern(width: display.width, height: display.height)
        try display.present(image.frame, damage: [image.frame.bounds], time: 0)
        // A second frame with a small change checks the double buffers stay in step.
        image.fillRect(x: 10, y: 10, width: 50, height: 30, colour: 0xFF12_3456)
        try display.present(image.frame, damage: [PixelRect(x: 10, y: 10, width: 50, height: 30)], time: 1.0 / 60)
        let dump = try VMDisplay.screendump(named: "drm")
        try display.close()
        try VMDisplay.expectEqual(dump, image)
    }
}

enum VMDisplay {
    static var outDirectory: String? { ProcessInfo.processInfo.environment["TOUCHDECK_VM_OUT"] }

    static var available: Bool {
        outDirectory != nil && FileManager.default.fileExists(atPath: "/dev/fb0")
    }

    /// Gradients, shapes and text drawn with cairo and pango: every channel varies.
    static func testPattern(width: Int, height: Int) -> TestImage {
        let image = TestImage(width: width, height: height) { _, _ in 0 }
        let surface = cairo_image_surface_create_for_data(image.bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(image.stride))
        let cr = cairo_create(surface)
        let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.1, 0.2, 0.8)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.9, 0.3, 0.1)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.8)
        cairo_arc(cr, Double(width) / 2, Double(height) / 2, Double(min(width, height)) / 4, 0, 2 * .pi)
        cairo_fill(cr)
        let layout = pango_cairo_create_layout(cr)
        let font = pango_font_description_from_string("DejaVu Sans Bold 28")
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, "Touchdeck 4111 1111", -1)
        cairo_set_source_rgb(cr, 0.05, 0.05, 0.05)
        cairo_move_to(cr, 20, 20)
        pango_cairo_show_layout(cr, layout)
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return image
    }

    /// Asks the host for a screendump and reads the PPM back.
    static func screendump(named name: String) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let out = try #require(outDirectory)
        let request = "\(out)/\(name).screendump-request"
        #expect(FileManager.default.createFile(atPath: request, contents: Data()))
        let done = "\(out)/\(name).screendump-done"
        var waited = 0.0
        while !FileManager.default.fileExists(atPath: done) {
            Thread.sleep(forTimeInterval: 0.1)
            waited += 0.1
            if waited > 60 { throw DisplayError(device: name, "the host made no screendump within 60 s") }
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name).ppm"))
        return try parsePPM(data)
    }

    /// A binary PPM (P6, maxval 255) as QEMU writes it.
    static func parsePPM(_ data: Data) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        var fields: [String] = []
        var index = data.startIndex
        while fields.count < 4, index < data.endIndex {
            while index < data.endIndex, [0x20, 0x0A, 0x0D, 0x09].contains(data[index]) { index += 1 }
            var token = ""
            while index < data.endIndex, ![0x20, 0x0A, 0x0D, 0x09].contains(data[index]) {
                token.append(Character(UnicodeScalar(data[index])))
                index += 1
            }
            fields.append(token)
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]), fields[3] == "255",
              data.endIndex - index >= width * height * 3 else {
            throw DisplayError(device: "screendump", "not a P6 PPM: \(fields)")
        }
        return (width, height, Array(data[index..<(index + width * height * 3)]))
    }

    static func expectEqual(_ dump: (width: Int, height: Int, rgb: [UInt8]), _ image: TestImage) throws {
        #expect(dump.width == image.width && dump.height == image.height)
        guard dump.width == image.width, dump.height == image.height else { return }
        var mismatches = 0
        var first: String?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.frame.pixel(x: x, y: y)
                let offset = (y * image.width + x) * 3
                let expected = [UInt8((p >> 16) & 0xFF), UInt8((p >> 8) & 0xFF), UInt8(p & 0xFF)]
                let actual = Array(dump.rgb[offset..<offset + 3])
                if expected != actual {
                    mismatches += 1
                    if first == nil { first = "(\(x), \(y)): expected \(expected), screen has \(actual)" }
                }
            }
        }
        #expect(mismatches == 0, "\(mismatches) pixels differ; first at \(first ?? "")")
    }
}

extension TestImage {
    func fillRect(x: Int, y: Int, width w: Int, height h: Int, colour: UInt32) {
        for row in y..<(y + h) {
            for column in x..<(x + w) { bytes.storeBytes(of: colour, toByteOffset: row * stride + column * 4, as: UInt32.self) }
        }
    }
}
