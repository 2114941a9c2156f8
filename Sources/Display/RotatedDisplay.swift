import Geometry

/// A display whose picture is turned on its panel: the app draws a logical
/// (turned) frame — 800×1280 for a 1280×800 panel at 90° — and this copies
/// each damaged rectangle, turned, into a physical frame that `panel` shows.
/// One wrapper serves DRM, fbdev and PNG output alike.
public final class RotatedDisplay: DisplayWrapper {
    public let panel: any DisplaySink
    public let rotation: DisplayRotation
    private let buffer: UnsafeMutableRawPointer
    private let physicalStride: Int

    /// Wraps `panel`, whose size is the physical one.
    public init(panel: any DisplaySink, rotation: DisplayRotation) {
        self.panel = panel
        self.rotation = rotation
        physicalStride = panel.width * 4
        buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, physicalStride * panel.height), alignment: 16)
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, physicalStride * panel.height))
    }

    deinit { buffer.deallocate() }

    /// The logical (turned) size the app draws at.
    public var width: Int { rotation.swapsSides ? panel.height : panel.width }
    public var height: Int { rotation.swapsSides ? panel.width : panel.height }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        let limitX = min(width, image.width), limitY = min(height, image.height)
        var turned: [PixelRect] = []
        for rect in damage {
            let clipped = rect.clamped(width: limitX, height: limitY)
            guard !clipped.isEmpty else { continue }
            copy(clipped, from: image)
            turned.append(physicalRect(clipped))
        }
        guard !turned.isEmpty else { return }
        let frame = FrameImage(width: panel.width, height: panel.height, stride: physicalStride, pixels: UnsafeRawPointer(buffer))
        try panel.present(frame, damage: turned, time: time)
    }

    public func close() throws { try panel.close() }

    /// The panel is the screen: taken back and switched off and on as it is.
    public var wrapped: any DisplaySink { panel }

    /// Where a logical rectangle lands on the panel.
    public func physicalRect(_ rect: PixelRect) -> PixelRect {
        let pw = panel.width, ph = panel.height
        switch rotation {
        case .none: return rect
        case .quarter: return PixelRect(x: pw - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width)
        case .half: return PixelRect(x: pw - rect.x - rect.width, y: ph - rect.y - rect.height, width: rect.width, height: rect.height)
        case .threeQuarters: return PixelRect(x: rect.y, y: ph - rect.x - rect.width, width: rect.height, height: rect.width)
        }
    }

    /// Copies one logical rectangle's pixels to their turned places.
    private func copy(_ rect: PixelRect, from image: FrameImage) {
        let pw = panel.width, ph = panel.height
        let source = image.pixels, stride = image.stride, out = buffer, outStride = physicalStride
        for y in rect.y..<rect.maxY {
            let row = source + y * stride
            for x in rect.x..<rect.maxX {
                let pixel = row.load(fromByteOffset: x * 4, as: UInt32.self)
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
