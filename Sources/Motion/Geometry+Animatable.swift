import Geometry

// Geometry's value types animate as themselves: VectorArithmetic for points
// and sizes (translations, offsets, velocities), Animatable for all of them.
// Foundation gives CGPoint and CGSize no arithmetic on Linux (nor CoreGraphics
// on Apple's systems), so the conformances are Touchdeck's to declare.

extension Point: @retroactive AdditiveArithmetic {}
extension Size: @retroactive AdditiveArithmetic {}

extension Point: VectorArithmetic, Animatable {
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    @inlinable
    public mutating func scale(by rhs: Double) {
        x *= rhs
        y *= rhs
    }

    @inlinable
    public var magnitudeSquared: Double { x * x + y * y }
}

extension Size: VectorArithmetic, Animatable {
    @inlinable
    public static func + (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height) }

    @inlinable
    public static func - (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height) }

    @inlinable
    public mutating func scale(by rhs: Double) {
        width *= rhs
        height *= rhs
    }

    @inlinable
    public var magnitudeSquared: Double { width * width + height * height }
}

extension Angle: Animatable {
    /// The radians; an animation from 350° to 10° turns back through 180°,
    /// as in SwiftUI (angles are not wrapped).
    @inlinable
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// `x` and `y`.
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
