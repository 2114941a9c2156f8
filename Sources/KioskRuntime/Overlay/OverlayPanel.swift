import Geometry
import Gestures
import Motion
import Scene
import TouchdeckSupport

/// The overlay's two boxes: the recognizer phases (top right) and the legend
/// of the marks (bottom left), as text layers with stable ids.
enum OverlayPanel {
    /// One line of a box, in one colour.
    struct Line: Equatable {
        var text: String
        var color: RGBAColor
    }

    static let padding = 8.0
    static let margin = 8.0

    // MARK: Phases

    /// The panel's lines for `sequences` (newest first), each cut to `columns` characters.
    static func lines(_ sequences: [OverlayPhaseLog.Sequence], columns: Int, style: OverlayStyle) -> [Line] {
        var lines: [Line] = []
        for sequence in sequences {
            let at = "\(whole(sequence.location.x)),\(whole(sequence.location.y))"
            lines.append(Line(text: cut("touch \(sequence.touch) on \(sequence.region) at \(at)", columns), color: style.panelHeading))
            for row in sequence.rows {
                let place = row.region == sequence.region ? "" : " on \(row.region)"
                lines.append(Line(text: cut(" " + shortName(row.name) + place, columns), color: style.panelText))
                var steps = row.steps.map { "\($0.phase) \(milliseconds($0.after))" }
                if row.skipped > 0, steps.count > 1 { steps.insert("…", at: 1) }
                let color = row.phase.map(style.color(for:)) ?? style.panelText
                for text in wrap(steps, separator: " → ", indent: "   ", columns: columns) {
                    lines.append(Line(text: text, color: color))
                }
            }
        }
        return lines
    }

    /// The panel in the top right corner: a dark box with one text layer per line.
    static func layers(_ lines: [Line], screen: Size, style: OverlayStyle) -> [Layer] {
        guard !lines.isEmpty else { return [] }
        let width = panelWidth(screen: screen, style: style)
        let fitting = max(1, Int((screen.height - 2 * margin - 2 * padding) / style.lineHeight))
        var shown = Array(lines.prefix(fitting))
        if lines.count > fitting, let last = shown.indices.last { shown[last] = Line(text: "…", color: style.panelText) }
        let frame = Rect(x: screen.width - margin - width, y: margin, width: width,
                         height: Double(shown.count) * style.lineHeight + 2 * padding)
        return box(LayerID("overlay.phases"), frame, shown, style: style)
    }

    /// How many characters fit on a panel line.
    static func columns(screen: Size, style: OverlayStyle) -> Int {
        max(8, Int((panelWidth(screen: screen, style: style) - 2 * padding) / style.characterWidth))
    }

    private static func panelWidth(screen: Size, style: OverlayStyle) -> Double {
        max(80, min(style.panelWidth, screen.width - 2 * margin))
    }

    // MARK: Legend

    /// What the marks mean, bottom left, with the distances `tolerances` gives.
    static func legend(_ tolerances: OverlayTolerances, screen: Size, style: OverlayStyle) -> [Layer] {
        let entries = [
            "touch: id, trail of the last \(formatNumber(style.trailDuration)) s",
            "tap fails beyond \(formatNumber(tolerances.tap)) pt",
            "long press fails beyond \(formatNumber(tolerances.longPress)) pt",
            "drag starts beyond \(formatNumber(tolerances.drag)) pt",
        ]
        let icon = style.lineHeight
        let columns = entries.map(\.count).max() ?? 0
        let width = min(screen.width - 2 * margin, Double(columns) * style.characterWidth + icon + 6 + 2 * padding)
        let height = Double(entries.count) * style.lineHeight + 2 * padding
        let frame = Rect(x: margin, y: screen.height - margin - height, width: width, height: height)
        let lines = entries.map { Line(text: $0, color: style.panelText) }
        var layers = box(LayerID("overlay.legend"), frame, lines, style: style, textInset: icon + 6)
        // The sample marks, each centred on its line.
        let radius = icon / 2 - 2
        func centre(_ line: Int) -> Point {
            Point(x: frame.minX + padding + icon / 2, y: frame.minY + padding + (Double(line) + 0.5) * style.lineHeight)
        }
        let base = LayerID("overlay.legend")
        layers += [
            OverlayTouchMarks.circle(base.child("touch"), around: centre(0), radius: radius - 1, fill: style.touch,
                                     stroke: Stroke(.white, lineWidth: 1.5)),
            OverlayTouchMarks.circle(base.child("tap"), around: centre(1), radius: radius, stroke: Stroke(style.tap, lineWidth: 2)),
            OverlayTouchMarks.circle(base.child("longPress"), around: centre(2), radius: radius, fill: style.longPress.withAlpha(0.3),
                                     stroke: Stroke(style.longPress, lineWidth: 1.5)),
            OverlayTouchMarks.dashedCircle(base.child("drag"), around: centre(3), radius: radius, color: style.drag),
        ].compactMap { $0 }
        return layers
    }

    // MARK: Pieces

    /// A dark rounded box with `lines` of text, one layer each.
    private static func box(_ id: LayerID, _ frame: Rect, _ lines: [Line], style: OverlayStyle, textInset: Double = 0) -> [Layer] {
        var layers = [Layer(id: id, frame: frame,
                            content: .shape(.roundedRectangle(cornerRadius: 6), fill: .color(style.panelBackground), stroke: nil))]
        for (index, line) in lines.enumerated() {
            let lineFrame = Rect(x: frame.minX + padding + textInset, y: frame.minY + padding + Double(index) * style.lineHeight,
                                 width: max(1, frame.width - 2 * padding - textInset), height: style.lineHeight)
            layers.append(Layer(id: id.child("\(index)"), frame: lineFrame,
                                content: .text(line.text, font: style.font, color: line.color, alignment: .leading)))
        }
        return layers
    }

    /// `ExclusiveGesture<TapGesture, DragGesture>` as `Exclusive<Tap, Drag>`; a lone `TapGesture` stays as it is.
    static func shortName(_ name: String) -> String {
        guard name.contains("<") else { return name }
        var result = ""
        var rest = Substring(name)
        while let range = rest.range(of: "Gesture") {
            result += rest[..<range.lowerBound]
            let next = rest[range.upperBound...].first
            if let next, !"<,> ".contains(next) { result += "Gesture" }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// `0 ms`, `212 ms`, `12.25 s`.
    static func milliseconds(_ seconds: Double) -> String {
        let ms = (seconds * 1000).rounded()
        if abs(ms) < 10_000 { return "\(whole(ms)) ms" }
        return "\(formatNumber((seconds * 100).rounded() / 100)) s"
    }

    /// `value` rounded, without a trap for one out of `Int`'s range.
    static func whole(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        return "\(Int(value.rounded()))"
    }

    /// Joins `parts` with `separator` into lines of at most `columns` characters, later lines indented.
    static func wrap(_ parts: [String], separator: String, indent: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = indent
        for part in parts {
            let joined = current == indent ? current + part : current + separator + part
            if joined.count > columns, current != indent {
                lines.append(current + separator.trimmingTrailingSpaces)
                current = indent + "  " + part
            } else {
                current = joined
            }
        }
        if current != indent { lines.append(current) }
        return lines.map { cut($0, columns) }
    }

    /// `text` cut to `columns` characters, ending in `…` when cut.
    static func cut(_ text: String, _ columns: Int) -> String {
        guard text.count > columns, columns > 1 else { return text }
        return String(text.prefix(columns - 1)) + "…"
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
