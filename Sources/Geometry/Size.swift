/// A width and a height in points: a size, a translation, an offset or a
/// velocity, as SwiftUI uses `CGSize` for all of them.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable
    /// A zero size, as `CGSize()`.
    public init() {
        self.init(width: 0, height: 0)
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}
