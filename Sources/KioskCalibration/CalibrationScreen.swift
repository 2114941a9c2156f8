import Geometry
import Motion
import Scene

/// What the calibration wizard draws: a crosshair on the current target, the
/// targets already touched as dots, and the instructions — plain layers for
/// the same renderer and displays as the kiosk.
public enum CalibrationScreen {
    static let ink = RGBAColor(red: 0.1, green: 0.1, blue: 0.12)
    static let accent = RGBAColor(red: 0.85, green: 0.15, blue: 0.1)

    /// The layers for `step` of a wizard on `screen`.
    public static func layers(for step: CalibrationWizard.Step, screen: Size, done: [Point] = []) -> [Layer] {
        var layers = [Layer(id: "calibration.background", frame: Rect(origin: .zero, size: screen),
                            content: .shape(.roundedRectangle(cornerRadius: 0), fill: .color(.white), stroke: nil))]
        for (index, point) in done.enumerated() {
            layers.append(Layer(id: LayerID("calibration.done.\(index)"), frame: Rect(x: point.x - 4, y: point.y - 4, width: 8, height: 8),
                                content: .shape(.ellipse, fill: .color(RGBAColor(red: 0.6, green: 0.6, blue: 0.6)), stroke: nil)))
        }
        let lines: [String]
        switch step {
        case .target(let index, let count, let point, let message):
            layers += crosshair(at: point)
            lines = ["Touch the centre of the cross (\(index + 1) of \(count))", message ?? "Use one finger, or a stylus; hold still, then lift."]
        case .finished(let result):
            lines = [String(format: "Calibrated: %.2f px largest error", result.maximumError), result.axes.message ?? "Axes straight."]
        }
        let band = Rect(x: screen.width * 0.15, y: screen.height * 0.3, width: screen.width * 0.7, height: 36)
        for (row, line) in lines.enumerated() {
            let font = Font.system(size: row == 0 ? 22 : 16, weight: row == 0 ? .semibold : .regular)
            layers.append(Layer(id: LayerID("calibration.text.\(row)"), frame: band.offsetBy(Size(width: 0, height: Double(row) * 40)),
                                content: .text(line, font: font, color: row == 0 ? ink : accent, alignment: .center)))
        }
        return layers
    }

    /// Two bars and a ring centred on `point`.
    static func crosshair(at point: Point) -> [Layer] {
        let arm = 24.0, bar = 2.0, ring = 10.0
        return [
            Layer(id: "calibration.cross.h", frame: Rect(x: point.x - arm, y: point.y - bar / 2, width: 2 * arm, height: bar),
                  content: .shape(.roundedRectangle(cornerRadius: 0), fill: .color(accent), stroke: nil)),
            Layer(id: "calibration.cross.v", frame: Rect(x: point.x - bar / 2, y: point.y - arm, width: bar, height: 2 * arm),
                  content: .shape(.roundedRectangle(cornerRadius: 0), fill: .color(accent), stroke: nil)),
            Layer(id: "calibration.cross.ring", frame: Rect(x: point.x - ring, y: point.y - ring, width: 2 * ring, height: 2 * ring),
                  content: .shape(.ellipse, fill: nil, stroke: Stroke(accent, lineWidth: 2))),
        ]
    }
}
