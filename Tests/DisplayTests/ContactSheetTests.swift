import CCairo
@testable import Display
import Foundation
import Testing

/// The contact sheet drawn in bands and streamed through libpng, and the
/// stream's errors.
@Suite("Contact sheet and PNG stream")
struct ContactSheetTests {
    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("touchdeck-sheet-\(UUID().uuidString)").path
    }

    /// Frame `index` in a colour of its own.
    private func colour(_ index: Int) -> UInt32 {
        0xFF00_0000 | UInt32(index * 9 % 256) << 16 | UInt32(255 - index * 7 % 256) << 8 | UInt32(index * 31 % 256)
    }

    @Test("every chosen frame sits in its cell, also where a row of cells ends between pixel rows")
    func thumbnailsLandInTheirCells() throws {
        // 97×61 frames: cells 186.93 pixels tall, so bands begin between pixels.
        for count in [1, 7, 13, 30] {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let sink = try PNGSink(directory: directory, width: 97, height: 61)
            for index in 0..<count {
                let image = TestImage(width: 97, height: 61) { _, _ in colour(index) }
                try sink.present(image.frame, damage: [image.frame.bounds], time: Double(index))
            }
            try sink.close()
            let chosen = ContactSheet.choose(from: sink.written, maximum: 24)
            #expect(chosen.last == sink.written.last, "the last frame is always on the sheet")
            let sheet = cairo_image_surface_create_from_png(directory + "/contact-sheet.png")
            defer { cairo_surface_destroy(sheet) }
            #expect(cairo_surface_status(sheet) == CAIRO_STATUS_SUCCESS)
            let scale = min(240 / 97.0, 240 / 61.0)
            let cellWidth = max(97 * scale, 150) + 16, cellHeight = 61 * scale + 36
            let columns = min(6, chosen.count), rows = (chosen.count + columns - 1) / columns
            #expect(Int(cairo_image_surface_get_width(sheet)) == Int(Double(columns) * cellWidth))
            #expect(Int(cairo_image_surface_get_height(sheet)) == Int(Double(rows) * cellHeight))
            let data = try #require(cairo_image_surface_get_data(sheet))
            let stride = Int(cairo_image_surface_get_stride(sheet))
            func pixel(_ x: Double, _ y: Double) -> UInt32 {
                UnsafeRawPointer(data).load(fromByteOffset: Int(y) * stride + Int(x) * 4, as: UInt32.self)
            }
            for (cell, file) in chosen.enumerated() {
                let index = try #require(sink.written.firstIndex(of: file))
                let left = Double(cell % columns) * cellWidth + 8, top = Double(cell / columns) * cellHeight + 8
                // The middle and the corners just inside the thumbnail: all the frame's colour.
                for (x, y) in [(left + 48 * scale, top + 30 * scale), (left + 2, top + 2),
                               (left + 97 * scale - 3, top + 61 * scale - 3)] {
                    #expect(pixel(x, y) == colour(index), "cell \(cell) (\(file)) at \(x),\(y)")
                }
                // Between cells: the sheet's background.
                #expect(pixel(left - 4, top - 4) == 0xFF1E_1E23, "cell \(cell): background above-left")
            }
        }
    }

    @Test("a PNG stream names its file in errors and leaves no unfinished file behind")
    func streamErrors() throws {
        #expect {
            _ = try PNGStream(path: "/nonexistent-dir/sheet.png", width: 4, height: 4)
        } throws: { error in
            let text = "\(error)"
            return text.contains("/nonexistent-dir/sheet.png") && text.contains("No such file")
        }
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let rows = [UInt8](repeating: 0x80, count: 4 * 4 * 4)
        let short = directory + "/short.png"
        let stream = try PNGStream(path: short, width: 4, height: 4)
        try stream.write(rows: 2, from: rows, stride: 16)
        #expect(throws: DisplayError.self) { try stream.write(rows: 3, from: rows, stride: 16) }
        #expect { try stream.finish() } throws: { "\($0)".contains("unfinished") }
        #expect(!FileManager.default.fileExists(atPath: short), "a PNG cut short was left behind")
        let dropped = directory + "/dropped.png"
        do {
            let abandoned = try PNGStream(path: dropped, width: 4, height: 4)
            try abandoned.write(rows: 1, from: rows, stride: 16)
        }
        #expect(!FileManager.default.fileExists(atPath: dropped), "an abandoned PNG was left behind")
        let whole = directory + "/whole.png"
        let complete = try PNGStream(path: whole, width: 4, height: 4)
        try complete.write(rows: 4, from: rows, stride: 16)
        try complete.finish()
        let image = cairo_image_surface_create_from_png(whole)
        defer { cairo_surface_destroy(image) }
        #expect(cairo_surface_status(image) == CAIRO_STATUS_SUCCESS)
        let data = try #require(cairo_image_surface_get_data(image))
        #expect(UnsafeRawPointer(data).load(as: UInt32.self) == 0xFF80_8080)
    }
}
