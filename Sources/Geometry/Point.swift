import Foundation

/// A point in device units or screen points: SwiftUI's `CGPoint` itself, so
/// code written for SwiftUI (`CGPoint(x: 1, y: 2)`, `value.location.x`)
/// compiles unchanged; its coordinates are `CGFloat`s.
public typealias Point = CGPoint

extension CGPoint {
    /// Straight-line distance to `other`.
    @inlinable
    public func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// This point moved by `offset`.
    @inlinable
    public func offset(by offset: CGSize) -> CGPoint { CGPoint(x: x + offset.width, y: y + offset.height) }
}
