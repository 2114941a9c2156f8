/// One calibration sample: where the digitizer reported a touch and where the
/// target was, both normalised to 0…1 (device range and screen).
public struct CalibrationSample: Hashable, Sendable {
    public var reported: Point
    public var target: Point

    public init(reported: Point, target: Point) {
        self.reported = reported
        self.target = target
    }
}

/// Fits libinput's calibration matrix to samples by least squares: the
/// affine map from reported to target positions with the smallest summed
/// squared error. Three samples not on one line determine it; more average
/// out a shaky finger.
public enum CalibrationFit {
    /// The best matrix, or nil when the samples do not span the plane (fewer
    /// than three, or all on one line).
    public static func fit(_ samples: [CalibrationSample]) -> CalibrationMatrix? {
        guard samples.count >= 3 else { return nil }
        // Normal equations: the same 3×3 system for both rows, once with the
        // targets' x on the right, once with their y.
        var m = [[Double]](repeating: [0, 0, 0], count: 3)
        var rx = [0.0, 0, 0], ry = [0.0, 0, 0]
        for sample in samples {
            let v = [sample.reported.x, sample.reported.y, 1]
            for i in 0..<3 {
                for j in 0..<3 { m[i][j] += v[i] * v[j] }
                rx[i] += v[i] * sample.target.x
                ry[i] += v[i] * sample.target.y
            }
        }
        guard let row1 = solve(m, rx), let row2 = solve(m, ry) else { return nil }
        return CalibrationMatrix(row1[0], row1[1], row1[2], row2[0], row2[1], row2[2])
    }

    /// How far `sample`'s target is from where `matrix` puts its reported
    /// position, in screen points of `screen`.
    public static func error(of sample: CalibrationSample, under matrix: CalibrationMatrix, screen: Size) -> Double {
        let p = matrix.apply(sample.reported)
        return Point(x: (p.x - sample.target.x) * screen.width, y: (p.y - sample.target.y) * screen.height)
            .distance(to: .zero)
    }

    /// For each sample, how far it lies (in points) from where the fit of the
    /// *other* samples predicts it; nil where the others cannot be fitted.
    /// A misclick shows up as the one sample far from its prediction.
    public static func leaveOneOutErrors(_ samples: [CalibrationSample], screen: Size) -> [Double?] {
        samples.indices.map { index in
            var others = samples
            others.remove(at: index)
            return fit(others).map { error(of: samples[index], under: $0, screen: screen) }
        }
    }

    /// Gaussian elimination with partial pivoting; nil for a singular system.
    private static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
        var a = matrix, b = rhs
        let n = b.count
        let scale = a.flatMap { $0 }.map(abs).max() ?? 0
        guard scale > 0 else { return nil }
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                  abs(a[pivot][column]) > scale * 1e-12 else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x
    }
}
