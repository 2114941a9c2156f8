/// A rectangle of whole device pixels (x right, y down): the damage a renderer
/// reports and a display copies.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle from its origin and size in pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether it covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Number of pixels covered.
    public var area: Int { isEmpty ? 0 : width * height }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    public var description: String { "\(width)×\(height)@(\(x),\(y))" }

    /// The smallest rectangle holding both (an empty one holds nothing).
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether the two share at least one pixel.
    public func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The part inside `0..<width × 0..<height`.
    public func clamped(width limitX: Int, height limitY: Int) -> PixelRect {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(limitX, maxX), y1 = min(limitY, maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension PixelRect {
    /// The whole pixels touched by a rectangle in device coordinates (rounded
    /// outwards), grown by `margin` pixels for antialiasing that strays past it.
    public init(covering x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, margin: Int = 1) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        // Clamp to a range that cannot overflow Int, far outside any screen.
        let limit = 1e7
        let left = Int(max(-limit, min(limit, x0)).rounded(.down)) - margin
        let top = Int(max(-limit, min(limit, y0)).rounded(.down)) - margin
        let right = Int(max(-limit, min(limit, x1)).rounded(.up)) + margin
        let bottom = Int(max(-limit, min(limit, y1)).rounded(.up)) + margin
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension PixelRect {
    /// The pixels both hold, or nil when they share none.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
