/// A type whose values can be added, subtracted and scaled: the space in which
/// animations interpolate, as SwiftUI's `VectorArithmetic`.
///
/// An animation only ever computes `to + (from - to) * a + velocity * b` and
/// `magnitudeSquared`, so conforming a plain struct of `Double`s is enough to
/// make it animatable with every curve and spring.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the vector with itself; its square root is the
    /// distance an animation uses to decide when a spring has settled.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The linear interpolation `self + (other - self) * fraction`; `fraction`
    /// may leave 0…1 (a spring overshooting its target extrapolates).
    @inlinable
    public func interpolated(towards other: Self, amount fraction: Double) -> Self {
        self + (other - self).scaled(by: fraction)
    }
}

extension Double: VectorArithmetic {
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    @inlinable
    public var magnitudeSquared: Double { Double(self * self) }
}
