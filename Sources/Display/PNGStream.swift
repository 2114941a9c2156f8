import CPNGStream
import Glibc

/// A PNG file written a band of rows at a time (libpng through `CPNGStream`):
/// an image that is never whole in memory.
final class PNGStream {
    private var stream: OpaquePointer?
    let path: String

    /// Creates `path` for an opaque RGB image of `width` × `height` pixels.
    init(path: String, width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Int(UInt32.max), height <= Int(UInt32.max) else {
            throw DisplayError(device: path, "a PNG must be at least 1×1 pixels, not \(width)×\(height)")
        }
        self.path = path
        var message = [CChar](repeating: 0, count: 256)
        stream = touchdeck_png_stream_open(path, UInt32(width), UInt32(height), &message, message.count)
        guard stream != nil else { throw DisplayError(device: path, "cannot write PNG: \(Self.text(message))") }
    }

    /// Appends `rows` rows of cairo RGB24 pixels, `stride` bytes apart.
    func write(rows: Int, from pixels: UnsafePointer<UInt8>, stride: Int) throws {
        guard let stream else { throw DisplayError(device: path, "cannot write PNG: the file is already closed") }
        var message = [CChar](repeating: 0, count: 256)
        guard touchdeck_png_stream_write(stream, pixels, stride, UInt32(rows), &message, message.count) == 0 else {
            throw DisplayError(device: path, "cannot write PNG: \(Self.text(message))")
        }
    }

    /// Ends the file; every row must have been written. A file that cannot
    /// be finished is removed.
    func finish() throws {
        guard let stream else { return }
        self.stream = nil
        var message = [CChar](repeating: 0, count: 256)
        guard touchdeck_png_stream_close(stream, &message, message.count) == 0 else {
            unlink(path)
            throw DisplayError(device: path, "cannot write PNG: \(Self.text(message))")
        }
    }

    /// A stream given up before `finish` (after an error) closes and removes
    /// its file: a PNG cut short would only mislead.
    deinit {
        guard let stream else { return }
        _ = touchdeck_png_stream_close(stream, nil, 0)
        unlink(path)
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
