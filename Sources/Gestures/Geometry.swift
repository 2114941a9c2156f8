import TouchModel

extension Point {
    /// The translation from `origin` to this point.
    @inlinable
    func difference(from origin: Point) -> Size { Size(width: x - origin.x, height: y - origin.y) }
}
