/// A point in device units or screen points (SwiftUI's `CGPoint`).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// Straight-line distance to `other`.
    @inlinable
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// This point moved by `offset`.
    @inlinable
    public func offset(by offset: Size) -> Point { Point(x: x + offset.width, y: y + offset.height) }
}
