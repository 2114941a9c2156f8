import Geometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform with CoreGraphics' and cairo's layout: a point
/// (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// It animates component by component, which is exact for translations and
/// scales; a rotation interpolated this way shrinks mid-flight, so animate an
/// `Angle` and build the transform from it instead.
public struct AffineTransform2D: VectorArithmetic, Animatable, Hashable, Sendable {
    /// The x-axis' x component.
    public var a: Double
    /// The x-axis' y component.
    public var b: Double
    /// The y-axis' x component.
    public var c: Double
    /// The y-axis' y component.
    public var d: Double
    /// The horizontal translation.
    public var tx: Double
    /// The vertical translation.
    public var ty: Double

    /// A transform from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`x`, `y`).
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `sx` horizontally and `sy` vertically about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` about the origin; positive angles turn clockwise
    /// on the screen, whose y axis points down (as SwiftUI's `rotationEffect`).
    public init(rotation angle: Angle) {
        let (sine, cosine) = (sin(angle.radians), cos(angle.radians))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// `point` mapped through the transform.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The zero matrix (the additive identity, not the identity transform).
    public static let zero = AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)

    public static func + (lhs: AffineTransform2D, rhs: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c,
            d: lhs.d + rhs.d, tx: lhs.tx + rhs.tx, ty: lhs.ty + rhs.ty
        )
    }

    public static func - (lhs: AffineTransform2D, rhs: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: lhs.a - rhs.a, b: lhs.b - rhs.b, c: lhs.c - rhs.c,
            d: lhs.d - rhs.d, tx: lhs.tx - rhs.tx, ty: lhs.ty - rhs.ty
        )
    }

    public mutating func scale(by rhs: Double) {
        a *= rhs
        b *= rhs
        c *= rhs
        d *= rhs
        tx *= rhs
        ty *= rhs
    }

    public var magnitudeSquared: Double { a * a + b * b + c * c + d * d + tx * tx + ty * ty }
}
