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

    /// The samples most likely misclicks, and how far (in points) the
    /// worst of them lies from the fit of the others: those whose removal
    /// leaves the others agreeing best. (A sample's own leave-one-out error is
    /// no guide: a misclick bends the fit that predicts the good samples.)
    /// Usually one; two when they cannot be told apart — with a centre target,
    /// opposite corners are, since an affine map keeps the centre between them.
    /// Nil with fewer than five samples, where the others cannot disagree.
    public static func suspects(_ samples: [CalibrationSample], screen: Size) -> (indices: [Int], error: Double)? {
        guard samples.count >= 5 else { return nil }
        var candidates: [(index: Int, spread: Double, error: Double)] = []
        for index in samples.indices {
            var others = samples
            others.remove(at: index)
            guard let fit = fit(others) else { continue }
            let spread = others.map { error(of: $0, under: fit, screen: screen) }.max() ?? 0
            candidates.append((index, spread, error(of: samples[index], under: fit, screen: screen)))
        }
        guard let best = candidates.map(\.spread).min() else { return nil }
        // Within half a point of the best: as good an explanation.
        let tied = candidates.filter { $0.spread <= best + 0.5 }
        return (tied.map(\.index), tied.map(\.error).max() ?? 0)
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
