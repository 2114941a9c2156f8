/// How the touch surface sits on the display: a clockwise rotation in
/// quarter turns, then optional flips, applied to normalised positions.
public struct ScreenOrientation: Hashable, Sendable {
    /// Degrees clockwise: 0, 90, 180 or 270.
    public enum Rotation: Int, Hashable, Sendable, CaseIterable {
        case none = 0, quarter = 90, half = 180, threeQuarters = 270
    }

    public var rotation: Rotation
    /// Mirror left and right (after rotating).
    public var flipHorizontally: Bool
    /// Mirror top and bottom (after rotating).
    public var flipVertically: Bool

    public init(rotation: Rotation = .none, flipHorizontally: Bool = false, flipVertically: Bool = false) {
        self.rotation = rotation
        self.flipHorizontally = flipHorizontally
        self.flipVertically = flipVertically
    }

    /// The rotation for `degrees` (0, 90, 180, 270; negative and ≥360 wrap), nil otherwise.
    public static func rotation(degrees: Int) -> Rotation? {
        Rotation(rawValue: ((degrees % 360) + 360) % 360)
    }

    /// The orientation as a matrix on normalised positions (libinput's
    /// documented rotation matrices, e.g. 90° is `0 -1 1 1 0 0`).
    public var matrix: CalibrationMatrix {
        var m: CalibrationMatrix
        switch rotation {
        case .none: m = .identity
        case .quarter: m = CalibrationMatrix(0, -1, 1, 1, 0, 0)
        case .half: m = CalibrationMatrix(-1, 0, 1, 0, -1, 1)
        case .threeQuarters: m = CalibrationMatrix(0, 1, 0, -1, 0, 1)
        }
        if flipHorizontally { m = m.followed(by: CalibrationMatrix(-1, 0, 1, 0, 1, 0)) }
        if flipVertically { m = m.followed(by: CalibrationMatrix(1, 0, 0, 0, -1, 1)) }
        return m
    }
}

extension ScreenOrientation.Rotation {
    /// For a display whose picture is turned this far clockwise on the panel:
    /// the matrix taking positions normalised on the panel to the rotated
    /// (logical) screen the app lays out on. It turns touches the other way,
    /// so 90° is libinput's 270° matrix.
    public var displayTouchMatrix: CalibrationMatrix {
        switch self {
        case .none: .identity
        case .quarter: ScreenOrientation(rotation: .threeQuarters).matrix
        case .half: ScreenOrientation(rotation: .half).matrix
        case .threeQuarters: ScreenOrientation(rotation: .quarter).matrix
        }
    }

    /// Whether the logical screen's width and height are the panel's swapped.
    public var swapsSides: Bool { self == .quarter || self == .threeQuarters }
}
