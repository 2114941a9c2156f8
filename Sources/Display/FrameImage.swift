import Geometry

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
    /// The screen is the kiosk's again after a pause (its VT came back to the
    /// front): take it back from whoever drew meanwhile. The caller presents a
    /// whole frame next. Sinks with nothing to take back do nothing
    /// (`ScreenSink`'s default); wrappers pass it on (`DisplayWrapper`'s).
    func resume() throws
    /// What switches the screen this sink shows on off and on; nil for PNG
    /// and web output. A sink that wraps another (turned, mirrored) answers
    /// with the one it draws on, so an idle kiosk blanks whatever it is shown through.
    var screenPower: (any ScreenPower)? { get }
    /// The monitors on the screen's card changed (a udev `drm` change event:
    /// one plugged in, unplugged or replaced): look again and set the mode
    /// where a monitor is back. Returns what happened, for the log (nothing
    /// when it concerned another connector). A `DRMDisplay` does this;
    /// other screens do nothing (`ScreenSink`'s default), wrappers pass it on.
    func connectorsChanged() throws -> [String]
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
