/// A value an animation can move through its intermediate states, as
/// SwiftUI's `Animatable`: the animator interpolates `animatableData` and
/// writes each intermediate back, so the type can react mid-flight (the flip
/// card that shows its back once the interpolated angle passes 90°).
public protocol Animatable {
    /// The vector the animator interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The part of the value that animates; writing it moves the value.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector animates as itself.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// A value without animatable parts jumps to its new state.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}

/// The animatable data of a value with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The only value.
    @inlinable
    public init() {}

    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    @inlinable
    public mutating func scale(by rhs: Double) {}

    @inlinable
    public var magnitudeSquared: Double { 0 }
}
