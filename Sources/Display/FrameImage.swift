/// A rectangle of pixels, in whole device pixels.
public struct PixelRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The part of `self` inside `0..<width, 0..<height`.
    public func clamped(width limitX: Int, height limitY: Int) -> PixelRect {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(limitX, x + width), y1 = min(limitY, y + height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A finished frame: premultiplied ARGB32 pixels in native byte order (cairo's
/// `CAIRO_FORMAT_ARGB32`), borrowed from the renderer for the duration of a `present` call.
public struct FrameImage {
    public let width: Int
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    public let pixels: UnsafeRawPointer

    public init(width: Int, height: Int, stride: Int, pixels: UnsafeRawPointer) {
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at (x, y) as 0xAARRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 {
        pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }
}

/// Where frames go: a framebuffer, a DRM/KMS output, or PNG files.
public protocol DisplaySink: AnyObject {
    /// Size of the screen in pixels.
    var width: Int { get }
    var height: Int { get }
    /// Shows `image`; only `damage` changed since the previous frame (the whole image the first time).
    /// - Parameter time: the frame's time in seconds, for sinks that record it.
    func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws
    /// Releases the device and restores what was there before.
    func close() throws
}

/// A display problem, naming the device.
public struct DisplayError: Error, CustomStringConvertible, Sendable {
    public let device: String
    public let message: String

    public init(device: String, _ message: String) {
        self.device = device
        self.message = message
    }

    public var description: String { "\(device): \(message)" }
}
