import Geometry
import CCairo
import Glibc

/// Writes every frame as a PNG into a directory — `frame-00012-t1.234567.png`,
/// the frame number and its time in seconds in the name — and, on close, a
/// contact sheet (`contact-sheet.png`) of up to 24 frames evenly chosen.
public final class PNGSink: ScreenSink {
    public let directory: String
    public let width: Int
    public let height: Int
    public private(set) var written: [String] = []
    private var closed = false

    public init(directory: String, width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw DisplayError(device: directory, "a PNG frame must be 1…16384 pixels each way, not \(width)×\(height)")
        }
        self.directory = directory
        self.width = width
        self.height = height
        if mkdir(directory, 0o755) != 0, errno != EEXIST {
            throw DisplayError(device: directory, "cannot create the directory: \(String(cString: strerror(errno)))")
        }
    }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        let name = "frame-\(zeroPad(written.count, 5))-t\(formatSeconds(time)).png"
        let path = directory + "/" + name
        try Self.writePNG(image, to: path)
        written.append(path)
    }

    /// Writes one image as a PNG file.
    public static func writePNG(_ image: FrameImage, to path: String) throws {
        let surface = cairo_image_surface_create_for_data(
            UnsafeMutablePointer(mutating: image.pixels.assumingMemoryBound(to: UInt8.self)),
            CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.stride))
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DisplayError(device: path, "cannot write PNG: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    public func close() throws {
        guard !closed else { return }
        closed = true
        guard !written.isEmpty else { return }
        try ContactSheet.write(frames: written, width: width, height: height, to: directory + "/contact-sheet.png")
    }

    private func zeroPad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private func formatSeconds(_ time: Double) -> String {
        let micros = Int64((time * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// A grid of thumbnails of chosen frames, each labelled with its file name.
enum ContactSheet {
    /// Draws the sheet one row of thumbnails at a time and streams each band
    /// to the PNG file, so only a band (about a megabyte) and the frame being
    /// scaled are in memory: the whole sheet, 4.4 MB at 800×480, came on top of
    /// everything else at the very end of a PNG run and was its peak.
    ///
    /// - Parameter thumbnailSize: the box each thumbnail fits in, in pixels.
    static func write(frames: [String], width: Int, height: Int, to path: String, maximum: Int = 24, thumbnailSize: Double = 240) throws {
        let chosen = choose(from: frames, maximum: maximum)
        guard !chosen.isEmpty else { return }
        // The frames' size is the sink's: decoding one just to measure it held a whole frame for the sheet's lifetime.
        let frameWidth = Double(width), frameHeight = Double(height)
        guard frameWidth > 0, frameHeight > 0 else { throw DisplayError(device: chosen[0], "cannot read back the frame") }
        let scale = min(thumbnailSize / frameWidth, thumbnailSize / frameHeight)
        let cellWidth = max(frameWidth * scale, 150) + 16, cellHeight = frameHeight * scale + 36
        let columns = min(6, chosen.count)
        let rows = (chosen.count + columns - 1) / columns
        let sheetWidth = Int(Double(columns) * cellWidth), sheetHeight = Int(Double(rows) * cellHeight)
        let stream = try PNGStream(path: path, width: sheetWidth, height: sheetHeight)
        let band = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(sheetWidth), Int32(cellHeight.rounded(.up)) + 1)
        defer { cairo_surface_destroy(band) }
        guard cairo_surface_status(band) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(band) else {
            throw DisplayError(device: path, "no memory for the contact sheet's band")
        }
        let stride = Int(cairo_image_surface_get_stride(band))
        for row in 0..<rows {
            let top = Int(Double(row) * cellHeight), bottom = row == rows - 1 ? sheetHeight : Int(Double(row + 1) * cellHeight)
            let cr = cairo_create(band)
            defer { cairo_destroy(cr) }
            cairo_set_source_rgb(cr, 0.12, 0.12, 0.14)
            cairo_paint(cr)
            cairo_translate(cr, 0, -Double(top))
            for index in (row * columns)..<min(chosen.count, (row + 1) * columns) {
                let x = Double(index % columns) * cellWidth + 8, y = Double(row) * cellHeight + 8
                drawThumbnail(of: chosen[index], at: x, y, scale: scale, labelAt: y + frameHeight * scale + 16, on: cr)
            }
            cairo_surface_flush(band)
            try stream.write(rows: bottom - top, from: pixels, stride: stride)
        }
        try stream.finish()
    }

    /// Up to `maximum` frames evenly chosen, the last always among them.
    static func choose(from frames: [String], maximum: Int) -> [String] {
        let step = max(1, Double(frames.count) / Double(maximum))
        var chosen: [String] = []
        var position = 0.0
        while Int(position) < frames.count, chosen.count < maximum {
            chosen.append(frames[Int(position)])
            position += step
        }
        if let last = frames.last, chosen.last != last {
            if chosen.count == maximum { chosen[chosen.count - 1] = last } else { chosen.append(last) }
        }
        return chosen
    }

    private static func drawThumbnail(of file: String, at x: Double, _ y: Double, scale: Double, labelAt labelY: Double, on cr: OpaquePointer?) {
        let frame = cairo_image_surface_create_from_png(file)
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, frame, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_destroy(frame)
        cairo_set_source_rgb(cr, 0.85, 0.85, 0.88)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 11)
        cairo_move_to(cr, x, labelY)
        let name = file.split(separator: "/").last.map(String.init) ?? file
        cairo_show_text(cr, name)
    }
}
