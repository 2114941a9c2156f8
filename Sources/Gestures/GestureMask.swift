/// Which gestures a `.gesture(_:including:)` attachment lets through, as
/// SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Neither the attached gesture nor those of the regions inside.
    public static let none: GestureMask = []
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the regions inside this one (its children).
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// How an attached gesture ranks against the gestures of the regions inside
/// its region, as SwiftUI's three modifiers.
public enum GesturePriority: Hashable, Sendable {
    /// `.gesture`: the children's gestures go first; this one is second in an
    /// exclusive combination with them (and so paused until they fail).
    case normal
    /// `.highPriorityGesture`: this gesture goes first, the children's second.
    case high
    /// `.simultaneousGesture`: this gesture and the children's run side by side.
    case simultaneous
}

/// A region's handle in a `GestureEngine`: its slot and the slot's
/// generation, so a handle kept after `removeRegion` never names the region
/// that reuses the slot.
public struct RegionID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    init(index: Int, generation: Int) {
        rawValue = generation << 32 | index
    }

    var index: Int { rawValue & 0xFFFF_FFFF }
    var generation: Int { rawValue >> 32 }

    public var description: String { generation == 0 ? "region#\(index)" : "region#\(index).\(generation)" }
}
