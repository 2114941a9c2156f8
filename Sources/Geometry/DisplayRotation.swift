/// How far the picture is turned clockwise on the panel (`display.rotation`).
public enum DisplayRotation: Int, Sendable, CaseIterable {
    /// Upright, 90°, 180° and 270° clockwise.
    case none = 0, quarter = 90, half = 180, threeQuarters = 270

    /// Whether the logical screen is the panel with width and height swapped.
    public var swapsSides: Bool { self == .quarter || self == .threeQuarters }
}
