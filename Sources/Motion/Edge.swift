import Geometry
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
    public var unitOffset: Size {
        switch self {
        case .top: Size(width: 0, height: -1)
        case .leading: Size(width: -1, height: 0)
        case .bottom: Size(width: 0, height: 1)
        case .trailing: Size(width: 1, height: 0)
        }
    }
}
