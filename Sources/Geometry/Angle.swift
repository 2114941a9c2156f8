/// A geometric angle, as SwiftUI's `Angle`; it animates in radians.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The zero angle.
    @inlinable
    public init() { radians = 0 }

    /// An angle of `radians` radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// An angle of `degrees` degrees.
    @inlinable
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `value` radians.
    @inlinable
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// An angle of `value` degrees.
    @inlinable
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// The zero angle.
    public static let zero = Angle()

    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
