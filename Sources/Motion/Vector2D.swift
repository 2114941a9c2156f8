/// A displacement in points (an offset or a velocity); it animates as itself.
public struct Vector2D: VectorArithmetic, Animatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// A value with components `dx` and `dy`.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// Both components zero.
    public static let zero = Vector2D(dx: 0, dy: 0)

    @inlinable
    public static func + (lhs: Vector2D, rhs: Vector2D) -> Vector2D {
        Vector2D(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    @inlinable
    public static func - (lhs: Vector2D, rhs: Vector2D) -> Vector2D {
        Vector2D(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    @inlinable
    public mutating func scale(by rhs: Double) {
        dx *= rhs
        dy *= rhs
    }

    @inlinable
    public var magnitudeSquared: Double { dx * dx + dy * dy }
}
