/// An axis-aligned rectangle in points (SwiftUI's `CGRect`).
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// Half-open on the far edges, so two adjacent rectangles never both contain a point.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y && point.y < origin.y + size.height
    }

    /// The rectangle moved by `offset`.
    public func offsetBy(_ offset: Size) -> Rect { Rect(origin: origin.offset(by: offset), size: size) }

    /// The smallest rectangle holding both (an empty one holds nothing).
    public func union(_ other: Rect) -> Rect {
        if size.width <= 0 || size.height <= 0 { return other }
        if other.size.width <= 0 || other.size.height <= 0 { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap, or nil when there is none.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The point at `unit` inside the rectangle ((0, 0) top-left, (1, 1) bottom-right).
    public func point(at unit: UnitPoint) -> Point {
        Point(x: origin.x + size.width * unit.x, y: origin.y + size.height * unit.y)
    }
}
