/// A touch calibration in libinput's `LIBINPUT_CALIBRATION_MATRIX` form: the
/// top two rows `a b c / d e f` of a 3×3 affine matrix applied to positions
/// normalised to 0…1 across the device's range:
/// `x' = a·x + b·y + c`, `y' = d·x + e·y + f`.
public struct CalibrationMatrix: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, e, f: Double

    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

    /// Parses six numbers separated by spaces or commas, as udev properties,
    /// config files and `--calibration` give them; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let numbers = parts.compactMap { Double($0) }
        guard parts.count == 6, numbers.count == 6, numbers.allSatisfy(\.isFinite) else { return nil }
        self.init(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
    }

    /// The six numbers, in order.
    public var values: [Double] { [a, b, c, d, e, f] }

    public var description: String { values.map { String($0) }.joined(separator: " ") }

    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + b * p.y + c, y: d * p.x + e * p.y + f)
    }

    /// The matrix that applies `self` first, then `next`.
    public func followed(by next: CalibrationMatrix) -> CalibrationMatrix {
        CalibrationMatrix(
            next.a * a + next.b * d, next.a * b + next.b * e, next.a * c + next.b * f + next.c,
            next.d * a + next.e * d, next.d * b + next.e * e, next.d * c + next.e * f + next.f)
    }

    /// The matrix that undoes this one, or nil when it is degenerate
    /// (it squashes the plane onto a line).
    public var inverted: CalibrationMatrix? {
        let determinant = a * e - b * d
        guard abs(determinant) > 1e-12 else { return nil }
        let ia = e / determinant, ib = -b / determinant, id = -d / determinant, ie = a / determinant
        return CalibrationMatrix(ia, ib, -(ia * c + ib * f), id, ie, -(id * c + ie * f))
    }
}
