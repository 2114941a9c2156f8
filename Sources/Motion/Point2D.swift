/// A point in screen coordinates (points, y grows downwards); it animates as a vector.
public struct Point2D: VectorArithmetic, Animatable, Hashable, Sendable {
    /// The horizontal component.
    public var x: Double
    /// The vertical component.
    public var y: Double

    /// A value with components `x` and `y`.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Both components zero.
    public static let zero = Point2D(x: 0, y: 0)

    @inlinable
    public static func + (lhs: Point2D, rhs: Point2D) -> Point2D {
        Point2D(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    @inlinable
    public static func - (lhs: Point2D, rhs: Point2D) -> Point2D {
        Point2D(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    @inlinable
    public mutating func scale(by rhs: Double) {
        x *= rhs
        y *= rhs
    }

    @inlinable
    public var magnitudeSquared: Double { x * x + y * y }
}
