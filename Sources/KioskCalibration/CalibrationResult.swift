import Foundation
import TouchModel

/// A calibration: the matrix, the touches it was fitted to, how well it fits
/// them, and how far the check touch landed from its cross.
public struct CalibrationResult: Hashable, Sendable {
    /// Reported positions to panel positions, both normalised (libinput's form).
    public var matrix: CalibrationMatrix
    public var samples: [CalibrationSample]
    /// The panel's size in pixels, for the errors.
    public var panel: Size
    /// The check touch's distance in pixels from its cross under `matrix`, once touched.
    public var checkError: Double?

    public init(matrix: CalibrationMatrix, samples: [CalibrationSample], panel: Size, checkError: Double? = nil) {
        self.matrix = matrix
        self.samples = samples
        self.panel = panel
        self.checkError = checkError
    }

    /// The largest distance, in pixels, between a target and where the matrix puts its touch.
    public var maximumError: Double {
        samples.map { CalibrationFit.error(of: $0, under: matrix, screen: panel) }.max() ?? 0
    }

    /// The root mean square of those distances.
    public var rmsError: Double {
        guard !samples.isEmpty else { return 0 }
        let squares = samples.map { CalibrationFit.error(of: $0, under: matrix, screen: panel) }.map { $0 * $0 }
        return (squares.reduce(0, +) / Double(samples.count)).squareRoot()
    }

    /// `pixels` as a percentage of the panel's diagonal.
    public func percentOfDiagonal(_ pixels: Double) -> Double {
        let diagonal = (panel.width * panel.width + panel.height * panel.height).squareRoot()
        return diagonal > 0 ? 100 * pixels / diagonal : 0
    }

    /// "12 px (0.8 % of the diagonal)".
    public func describe(_ pixels: Double) -> String {
        "\(Int(pixels.rounded())) px (\(String(format: "%.1f", percentOfDiagonal(pixels))) % of the diagonal)"
    }

    /// Whether the digitizer's axes are swapped or mirrored against the panel's.
    public var axes: AxisReport { AxisReport(matrix) }
}
