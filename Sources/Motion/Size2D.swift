/// A width and a height in points; it animates as a vector.
public struct Size2D: VectorArithmetic, Animatable, Hashable, Sendable {
    /// The width component.
    public var width: Double
    /// The height component.
    public var height: Double

    /// A value with components `width` and `height`.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Both components zero.
    public static let zero = Size2D(width: 0, height: 0)

    @inlinable
    public static func + (lhs: Size2D, rhs: Size2D) -> Size2D {
        Size2D(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    @inlinable
    public static func - (lhs: Size2D, rhs: Size2D) -> Size2D {
        Size2D(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    @inlinable
    public mutating func scale(by rhs: Double) {
        width *= rhs
        height *= rhs
    }

    @inlinable
    public var magnitudeSquared: Double { width * width + height * height }
}
