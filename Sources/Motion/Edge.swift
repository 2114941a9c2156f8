/// A side of a rectangle, as SwiftUI's `Edge`; layouts are left-to-right, so
/// leading is left and trailing is right.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The left edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The right edge.
    case trailing

    /// The direction from the rectangle's centre towards this edge, in units of
    /// the rectangle's size (y grows downwards).
    @inlinable
    public var unitOffset: Vector2D {
        switch self {
        case .top: Vector2D(dx: 0, dy: -1)
        case .leading: Vector2D(dx: -1, dy: 0)
        case .bottom: Vector2D(dx: 0, dy: 1)
        case .trailing: Vector2D(dx: 1, dy: 0)
        }
    }
}
