import Geometry
import Motion
import Scene

/// What the calibration wizard draws: a crosshair on the current target (or
/// the check point), the targets already touched as dots, the instructions,
/// and the Accept / Redo buttons of the best-fit and check screens — plain
/// layers for the same renderer and displays as the kiosk.
public enum CalibrationScreen {
    static let ink = RGBAColor(red: 0.1, green: 0.1, blue: 0.12)
    static let accent = RGBAColor(red: 0.85, green: 0.15, blue: 0.1)
    static let button = RGBAColor(red: 0.2, green: 0.45, blue: 0.85)

    /// The layers for the wizard's current step on its screen.
    public static func layers(for wizard: CalibrationWizard, done: [Point] = []) -> [Layer] {
        let screen = wizard.options.screen
        var layers = [Layer(id: "calibration.background", frame: Rect(origin: .zero, size: screen),
                            content: .shape(.roundedRectangle(cornerRadius: 0), fill: .color(.white), stroke: nil))]
        for (index, point) in done.enumerated() {
            layers.append(Layer(id: LayerID("calibration.done.\(index)"), frame: Rect(x: point.x - 4, y: point.y - 4, width: 8, height: 8),
                                content: .shape(.ellipse, fill: .color(RGBAColor(red: 0.6, green: 0.6, blue: 0.6)), stroke: nil)))
        }
        var lines: [String]
        switch wizard.step {
        case .target(let index, let count, let point, let message):
            layers += crosshair(at: point)
            lines = ["Touch the centre of the cross (\(index + 1) of \(count))", message ?? "Use one finger, or a stylus; hold still, then lift."]
        case .bestFit(let fit, let refused):
            lines = ["Target \(refused + 1) keeps disagreeing", "Best fit: \(fit.describe(fit.maximumError)) largest error"]
            layers += buttons(wizard, accept: "Accept best fit", redo: "Retry all")
        case .check(let point, _):
            layers += crosshair(at: point)
            lines = ["Check: touch the centre of this cross", "Not used for the fit: its error shows how good the fit is."]
        case .checked(let result):
            lines = ["Check: \(result.describe(result.checkError ?? 0)) off", "Accept this calibration, or redo it."]
            layers += buttons(wizard, accept: "Accept", redo: "Redo")
        case .finished(let result):
            lines = ["Calibrated: \(result.describe(result.maximumError)) largest error", result.axes.message ?? "Axes straight."]
        }
        if let note = wizard.note, lines.count > 1, lines[1] != note { lines.append(note) }
        let band = Rect(x: screen.width * 0.1, y: screen.height * 0.22, width: screen.width * 0.8, height: 36)
        for (row, line) in lines.enumerated() {
            let font = Font.system(size: row == 0 ? 22 : 16, weight: row == 0 ? .semibold : .regular)
            layers.append(Layer(id: LayerID("calibration.text.\(row)"), frame: band.offsetBy(Size(width: 0, height: Double(row) * 36)),
                                content: .text(line, font: font, color: row == 0 ? ink : accent, alignment: .center)))
        }
        return layers
    }

    /// The Accept and Redo buttons where the wizard hit-tests them.
    static func buttons(_ wizard: CalibrationWizard, accept: String, redo: String) -> [Layer] {
        [("accept", wizard.buttons.accept, accept), ("redo", wizard.buttons.redo, redo)].flatMap { id, frame, label in
            [Layer(id: LayerID("calibration.button.\(id)"), frame: frame,
                   content: .shape(.roundedRectangle(cornerRadius: 12), fill: .color(button), stroke: nil)),
             Layer(id: LayerID("calibration.button.\(id).label"),
                   frame: Rect(x: frame.minX, y: frame.midY - 14, width: frame.width, height: 28),
                   content: .text(label, font: .system(size: 20, weight: .semibold), color: .white, alignment: .center))]
        }
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
