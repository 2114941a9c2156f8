/// A layer's identity across layouts: the scene diffs by it.
public struct LayerID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }
    public static func < (lhs: LayerID, rhs: LayerID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A child id scoped under this one (`card.visa/number`).
    public func child(_ name: String) -> LayerID { LayerID(rawValue + "/" + name) }
}
