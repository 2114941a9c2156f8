/// What a calibration says about how the digitizer's axes sit against the
/// screen's: swapped (the digitizer's x runs along the screen's y) and
/// mirrored. A calibration wizard tells the installer, since these usually
/// mean a rotated or wrongly wired panel rather than a shaky finger.
public struct AxisReport: Hashable, Sendable {
    /// The digitizer's x moves the screen's y and the other way round.
    public var swapped: Bool
    /// Moving right on the screen runs the digitizer's (screen-x) axis backwards.
    public var mirroredX: Bool
    /// Moving down on the screen runs the digitizer's (screen-y) axis backwards.
    public var mirroredY: Bool

    /// Reads the dominant terms of `matrix` (reported → screen positions).
    public init(_ matrix: CalibrationMatrix) {
        // The screen's x follows whichever reported axis weighs more in its row.
        swapped = abs(matrix.b) > abs(matrix.a) && abs(matrix.d) > abs(matrix.e)
        mirroredX = (swapped ? matrix.b : matrix.a) < 0
        mirroredY = (swapped ? matrix.d : matrix.e) < 0
    }

    /// True when the axes are neither swapped nor mirrored.
    public var isStraight: Bool { !swapped && !mirroredX && !mirroredY }

    /// A sentence for the installer, e.g. "the digitizer's axes are swapped
    /// and its x is mirrored"; nil when the axes are straight.
    public var message: String? {
        var parts: [String] = []
        if swapped { parts.append("its x and y axes are swapped") }
        if mirroredX { parts.append("left and right are mirrored") }
        if mirroredY { parts.append("top and bottom are mirrored") }
        guard !parts.isEmpty else { return nil }
        return "the digitizer is turned against the picture: " + parts.joined(separator: ", ")
            + " (the matrix corrects it)"
    }
}
