/// A point in a rectangle's unit coordinate space, as SwiftUI's `UnitPoint`:
/// (0, 0) is the top-leading corner and (1, 1) the bottom-trailing one (y grows
/// downwards, as on the screen).
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction of the width.
    public var x: Double
    /// The vertical fraction of the height.
    public var y: Double

    /// A unit point at (`x`, `y`).
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading (left) edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing (right) edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
