import Foundation

/// An axis-aligned rectangle in points: SwiftUI's `CGRect` itself, so
/// `let r: CGRect = proxy.frame(in: .global)` compiles unchanged.
///
/// `CGRect`'s own `minX`, `maxX`, `width`, `contains(_:)`, `union(_:)` and
/// `intersection(_:)` standardize a rectangle of negative size first and
/// treat `CGRect.null` specially. The rules Touchdeck's layout, hit testing
/// and damage tracking rely on are the ones below, under names of their own:
/// ``containsHalfOpen(_:)``, ``merged(with:)`` and ``overlap(with:)``.
public typealias Rect = CGRect

extension CGRect {
    /// Whether `point` is inside, half-open on the far edges, so two adjacent
    /// rectangles never both contain a point; a rectangle of zero or negative
    /// size contains none. Hit testing's rule.
    @inlinable
    public func containsHalfOpen(_ point: CGPoint) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y && point.y < origin.y + size.height
    }

    /// Whether the two have the same origin and size, field by field: the
    /// equality layout and layer emission test for every node. CGRect's own
    /// `==` is a call into libFoundation on Linux, and takes a rectangle of
    /// negative size as its standardized self.
    @inlinable
    public func isIdentical(to other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }

    /// The rectangle moved by `offset`.
    @inlinable
    public func offsetBy(_ offset: CGSize) -> CGRect { CGRect(origin: origin.offset(by: offset), size: size) }

    /// The smallest rectangle holding both, where one of zero or negative
    /// width or height holds nothing and is skipped (unlike `union(_:)`,
    /// which takes in an empty rectangle's origin).
    @inlinable
    public func merged(with other: CGRect) -> CGRect {
        if size.width <= 0 || size.height <= 0 { return other }
        if other.size.width <= 0 || other.size.height <= 0 { return self }
        let x0 = Swift.min(origin.x, other.origin.x), y0 = Swift.min(origin.y, other.origin.y)
        let x1 = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap, or nil when the two share no area (where `intersection(_:)`
    /// answers `CGRect.null`).
    @inlinable
    public func overlap(with other: CGRect) -> CGRect? {
        let x0 = Swift.max(origin.x, other.origin.x), y0 = Swift.max(origin.y, other.origin.y)
        let x1 = Swift.min(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = Swift.min(origin.y + size.height, other.origin.y + other.size.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The point at `unit` inside the rectangle ((0, 0) top-left, (1, 1) bottom-right).
    @inlinable
    public func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: origin.x + size.width * unit.x, y: origin.y + size.height * unit.y)
    }
}
