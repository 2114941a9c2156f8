import Geometry

/// A display whose picture is turned on its panel: the app draws a logical
/// (turned) frame — 800×1280 for a 1280×800 panel at 90° — and this copies
/// each damaged rectangle, turned, into a physical frame that `panel` shows.
/// One wrapper serves DRM, fbdev and PNG output alike.
///
/// A picture of another size than the turned panel (a mirror of a
/// `displays:` list) is centred on it: cut where it is larger, black around
/// it where it is smaller.
public final class RotatedDisplay: DisplayWrapper {
    public let panel: any DisplaySink
    public let rotation: DisplayRotation
    /// The size the app draws at.
    public private(set) var width: Int
    public private(set) var height: Int
    /// Where the picture's origin lies on the turned panel (negative: cut off).
    public private(set) var offset: (x: Int, y: Int)
    /// The picture's size when it is not the turned panel's (a mirror's).
    private let fixedPicture: (width: Int, height: Int)?
    private var buffer: UnsafeMutableRawPointer
    private var physicalStride: Int
    /// The panel's size the buffer was made for.
    private var panelSize: (width: Int, height: Int)

    /// Wraps `panel`, whose size is the physical one. `picture`: the size the
    /// app draws at, centred on the turned panel; nil: the turned panel's.
    public init(panel: any DisplaySink, rotation: DisplayRotation, picture: (width: Int, height: Int)? = nil) {
        self.panel = panel
        self.rotation = rotation
        fixedPicture = picture
        (width, height, offset) = Self.geometry(panel: (panel.width, panel.height), rotation: rotation, picture: picture)
        panelSize = (panel.width, panel.height)
        (buffer, physicalStride) = Self.makeBuffer(panelSize)
    }

    deinit { buffer.deallocate() }

    /// `panel` showing a picture turned by `rotation`: itself when its screen
    /// turns it already (`turnedByPanel`: a DRM display whose KMS plane turns
    /// it) and the picture fills it, else wrapped to turn (and centre) it in software.
    public static func turning(_ panel: any DisplaySink, by rotation: DisplayRotation, turnedByPanel: DisplayRotation = .none,
                               picture: (width: Int, height: Int)? = nil) -> any DisplaySink {
        let remaining = turnedByPanel == rotation ? DisplayRotation.none : rotation
        let fills = picture.map { $0.width == panel.width && $0.height == panel.height } ?? true
        return remaining == .none && fills ? panel : RotatedDisplay(panel: panel, rotation: remaining, picture: picture)
    }

    /// The picture's size and its origin on the turned panel.
    private static func geometry(panel: (width: Int, height: Int), rotation: DisplayRotation, picture: (width: Int, height: Int)?)
        -> (Int, Int, (x: Int, y: Int)) {
        let turned = rotation.swapsSides ? (panel.height, panel.width) : (panel.width, panel.height)
        let size = picture ?? turned
        return (size.0, size.1, ((turned.0 - size.0) / 2, (turned.1 - size.1) / 2))
    }

    /// A black physical frame of the panel's size.
    private static func makeBuffer(_ panel: (width: Int, height: Int)) -> (UnsafeMutableRawPointer, Int) {
        let stride = panel.width * 4, bytes = max(1, stride * panel.height)
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        return (buffer, stride)
    }

    /// The panel probes its connector again; a monitor of another size
    /// changes the panel's: the picture follows it (a mirror's fixed picture
    /// is centred on it anew), on a black frame of the new size.
    public func connectorsChanged() throws -> [String] {
        let lines = try panel.connectorsChanged()
        if panel.width != panelSize.width || panel.height != panelSize.height {
            buffer.deallocate()
            panelSize = (panel.width, panel.height)
            (buffer, physicalStride) = Self.makeBuffer(panelSize)
            (width, height, offset) = Self.geometry(panel: panelSize, rotation: rotation, picture: fixedPicture)
        }
        return lines
    }

    /// The turned panel's size.
    private var turnedSize: (width: Int, height: Int) {
        rotation.swapsSides ? (panel.height, panel.width) : (panel.width, panel.height)
    }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        let limitX = min(width, image.width), limitY = min(height, image.height)
        let turnedPanel = turnedSize
        var turned: [PixelRect] = []
        for rect in damage {
            // The part of the rectangle that is in the picture and lands on the panel.
            let inPicture = rect.clamped(width: limitX, height: limitY)
            let placed = PixelRect(x: inPicture.x + offset.x, y: inPicture.y + offset.y, width: inPicture.width, height: inPicture.height)
                .clamped(width: turnedPanel.width, height: turnedPanel.height)
            guard !inPicture.isEmpty, !placed.isEmpty else { continue }
            copy(placed, from: image)
            turned.append(physicalRect(placed))
        }
        guard !turned.isEmpty else { return }
        let frame = FrameImage(width: panel.width, height: panel.height, stride: physicalStride, pixels: UnsafeRawPointer(buffer))
        try panel.present(frame, damage: turned, time: time)
    }

    public func close() throws { try panel.close() }

    /// The panel is the screen: taken back and switched off and on as it is.
    public var wrapped: any DisplaySink { panel }

    /// Where a rectangle of the turned panel lands on the panel.
    public func physicalRect(_ rect: PixelRect) -> PixelRect {
        let pw = panel.width, ph = panel.height
        switch rotation {
        case .none: return rect
        case .quarter: return PixelRect(x: pw - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width)
        case .half: return PixelRect(x: pw - rect.x - rect.width, y: ph - rect.y - rect.height, width: rect.width, height: rect.height)
        case .threeQuarters: return PixelRect(x: rect.y, y: ph - rect.x - rect.width, width: rect.height, height: rect.width)
        }
    }

    /// Copies the pixels of one rectangle of the turned panel (inside the picture) to their turned places.
    private func copy(_ rect: PixelRect, from image: FrameImage) {
        let pw = panel.width, ph = panel.height
        let source = image.pixels, stride = image.stride, out = buffer, outStride = physicalStride
        let dx = offset.x, dy = offset.y
        for y in rect.y..<rect.maxY {
            let row = source + (y - dy) * stride
            for x in rect.x..<rect.maxX {
                let pixel = row.load(fromByteOffset: (x - dx) * 4, as: UInt32.self)
                let (px, py): (Int, Int)
                switch rotation {
                case .none: (px, py) = (x, y)
                case .quarter: (px, py) = (pw - 1 - y, x)
                case .half: (px, py) = (pw - 1 - x, ph - 1 - y)
                case .threeQuarters: (px, py) = (y, ph - 1 - x)
                }
                out.storeBytes(of: pixel, toByteOffset: py * outStride + px * 4, as: UInt32.self)
            }
        }
    }
}
