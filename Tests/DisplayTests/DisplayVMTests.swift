import Geometry
import CCairo
import Display
import Foundation
import Testing
import TestSupport

/// In the QEMU harness only (tools/vmtest): frames written to /dev/fb0 (bochs)
/// and through DRM dumb buffers equal, pixel for pixel, the image that was
/// drawn — read back from the host with QMP `screendump`.
@Suite("Display on a real kernel", .serialized, .enabled(if: VMDisplay.available, "needs the QEMU harness (tools/vmtest)"))
struct DisplayVMTests {
    @Test func fbdevShowsExactlyTheFrame() throws {
        let display = try FramebufferDisplay(path: "/dev/fb0")
        let image = VMDisplay.testPattern(width: display.width, height: display.height)
        try display.present(image.frame, damage: [image.frame.bounds], time: 0)
        // bochs's /dev/fb0 is DRM's fbdev emulation: a shadow buffer that a kernel
        // worker copies to the scanout. `present` asks for that copy at once (fsync),
        // but the worker runs when the guest schedules it; on a loaded host under
        // emulation that was once after the dump (the screen still black).
        let dump = try Screendump.take(named: "fbdev", within: 5) { VMDisplay.mismatches($0, image).count == 0 }
        try display.close()
        try VMDisplay.expectEqual(dump, image)
    }

    @Test func drmShowsExactlyTheFrameAfterAPageFlip() throws {
        let display = try DRMDisplay(path: "/dev/dri/card0")
        // The VM boots with `video=800x480`: DRM takes it, as fbdev does, over the panel's preferred 1280×800.
        #expect(display.width == 800 && display.height == 480, "DRM chose \(display.width)×\(display.height), not the kernel command line's 800×480")
        let image = VMDisplay.testPattern(width: display.width, height: display.height)
        try display.present(image.frame, damage: [image.frame.bounds], time: 0)
        // A second frame with a small change checks the double buffers stay in step.
        image.fillRect(x: 10, y: 10, width: 50, height: 30, colour: 0xFF12_3456)
        try display.present(image.frame, damage: [PixelRect(x: 10, y: 10, width: 50, height: 30)], time: 1.0 / 60)
        let dump = try Screendump.take(named: "drm")
        try display.close()
        try VMDisplay.expectEqual(dump, image)
    }
}

enum VMDisplay {
    static var available: Bool {
        Screendump.available && FileManager.default.fileExists(atPath: "/dev/fb0")
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

    static func mismatches(_ dump: Screendump.Image, _ image: TestImage) -> (count: Int, first: String?) {
        Screendump.mismatches(dump, width: image.width, height: image.height) { image.frame.pixel(x: $0, y: $1) }
    }

    static func expectEqual(_ dump: Screendump.Image, _ image: TestImage) throws {
        let result = mismatches(dump, image)
        #expect(result.count == 0, "\(result.count) pixels differ; first at \(result.first ?? "")")
    }
}

extension TestImage {
    func fillRect(x: Int, y: Int, width w: Int, height h: Int, colour: UInt32) {
        for row in y..<(y + h) {
            for column in x..<(x + w) { bytes.storeBytes(of: colour, toByteOffset: row * stride + column * 4, as: UInt32.self) }
        }
    }
}
