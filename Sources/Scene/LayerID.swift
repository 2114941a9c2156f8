/// A layer's identity across layouts: the scene diffs by it.
///
/// It keeps its string's hash, worked out once when made: the scene, the
/// renderer and the view graph look ids up in dictionaries many times a
/// frame, and hashing a path such as `v/b/#0/b/g/1/S/0/[p6]/b/b/b/1/b/0`
/// each time was a tenth of a drag frame's work.
public struct LayerID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    private let hashCode: Int

    public init(_ rawValue: String) {
        self.rawValue = rawValue
        hashCode = rawValue.hashValue
    }

    public init(stringLiteral value: String) { self.init(value) }

    public static func == (lhs: LayerID, rhs: LayerID) -> Bool { lhs.hashCode == rhs.hashCode && lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

    public var description: String { rawValue }
    public static func < (lhs: LayerID, rhs: LayerID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A child id scoped under this one (`card.visa/number`).
    public func child(_ name: String) -> LayerID { LayerID(rawValue + "/" + name) }
}
