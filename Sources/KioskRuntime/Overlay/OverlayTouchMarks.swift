#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Motion
import Scene

/// The marks of one touch: its trail, the tolerance circles around its
/// touch-down, and a dot with a ring and its id where it is. Layers with
/// stable ids (`overlay.touch.ID.…`), in screen points.
enum OverlayTouchMarks {
    /// The trail: one segment per step, fading with age (`style.trailDuration`).
    static func trail(_ touch: OverlayTouch, fade: Double, at time: Double, style: OverlayStyle) -> [Layer] {
        let samples = touch.samples
        guard samples.count > 1 else { return [] }
        let base = LayerID("overlay.touch.\(touch.id).trail")
        var layers: [Layer] = []
        layers.reserveCapacity(samples.count - 1)
        for (from, to) in zip(samples, samples.dropFirst()) {
            let age = max(0, time - to.time)
            let alpha = fade * max(0, 1 - age / max(style.trailDuration, 1e-6))
            guard alpha > 0.01 else { continue }
            let origin = Point(x: min(from.point.x, to.point.x), y: min(from.point.y, to.point.y))
            let frame = Rect(x: origin.x, y: origin.y, width: abs(to.point.x - from.point.x), height: abs(to.point.y - from.point.y))
            let path = Path([.move(to: Point(x: from.point.x - origin.x, y: from.point.y - origin.y)),
                             .line(to: Point(x: to.point.x - origin.x, y: to.point.y - origin.y))])
            layers.append(Layer(id: base.child("\(to.serial)"), frame: frame,
                                content: .shape(.path(path), fill: nil, stroke: Stroke(style.touch.withAlpha(0.85 * alpha), lineWidth: 3))))
        }
        return layers
    }

    /// The tolerance circles around the touch-down: tap (a ring), long press
    /// (a tinted disc), drag (dashed, drawn last: it often equals the long press's).
    static func tolerances(_ touch: OverlayTouch, fade: Double, style: OverlayStyle) -> [Layer] {
        let base = LayerID("overlay.touch.\(touch.id)")
        let radii = touch.tolerances
        return [
            circle(base.child("tap"), around: touch.down, radius: radii.tap, stroke: Stroke(style.tap.withAlpha(0.9 * fade), lineWidth: 2)),
            circle(base.child("longPress"), around: touch.down, radius: radii.longPress, fill: style.longPress.withAlpha(0.3 * fade),
                   stroke: Stroke(style.longPress.withAlpha(0.9 * fade), lineWidth: 1.5)),
            dashedCircle(base.child("drag"), around: touch.down, radius: radii.drag, color: style.drag.withAlpha(fade)),
            circle(base.child("down"), around: touch.down, radius: 2, fill: style.touch.withAlpha(0.8 * fade)),
        ].compactMap { $0 }
    }

    /// Where the touch is: a filled dot, a ring, and its id on a dark tag.
    static func contact(_ touch: OverlayTouch, fade: Double, style: OverlayStyle) -> [Layer] {
        let base = LayerID("overlay.touch.\(touch.id)")
        let at = touch.position
        let label = touch.cancelled ? "\(touch.id) ×" : "\(touch.id)"
        let width = Double(label.count) * style.characterWidth + 10
        let tag = Rect(x: at.x + 14, y: at.y - 32, width: width, height: style.lineHeight + 2)
        return [
            circle(base.child("ring"), around: at, radius: 18, stroke: Stroke(style.touch.withAlpha(0.9 * fade), lineWidth: 2)),
            circle(base.child("dot"), around: at, radius: 7, fill: style.touch.withAlpha(0.9 * fade),
                   stroke: Stroke(RGBAColor.white.withAlpha(fade), lineWidth: 1.5)),
            Layer(id: base.child("tag"), frame: tag,
                  content: .shape(.roundedRectangle(cornerRadius: 4), fill: .color(style.panelBackground.withAlpha(style.panelBackground.alpha * fade)), stroke: nil)),
            Layer(id: base.child("label"), frame: tag.clampedInset(dx: 5, dy: 0),
                  content: .text(label, font: style.font, color: style.panelText.withAlpha(fade), alignment: .leading)),
        ].compactMap { $0 }
    }

    static func circle(_ id: LayerID, around center: Point, radius: Double, fill: RGBAColor? = nil, stroke: Stroke? = nil) -> Layer? {
        guard radius > 0, radius.isFinite else { return nil }
        return Layer(id: id, frame: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                     content: .shape(.ellipse, fill: fill.map { .color($0) }, stroke: stroke))
    }

    /// A circle of dashes, 12 at most, none shorter than about 3 points.
    static func dashedCircle(_ id: LayerID, around center: Point, radius: Double, color: RGBAColor) -> Layer? {
        guard radius > 0, radius.isFinite else { return nil }
        let local = Point(x: radius, y: radius)
        let dashes = max(4, Int(min(radius, 12) * .pi / 3))
        var elements: [PathElement] = []
        for index in 0..<dashes {
            let start = Double(index) * 2 * .pi / Double(dashes)
            let end = start + .pi / Double(dashes)
            elements.append(.move(to: Point(x: local.x + radius * cos(start), y: local.y + radius * sin(start))))
            elements.append(.arc(center: local, radius: radius, startAngle: .radians(start), endAngle: .radians(end), clockwise: true))
        }
        return Layer(id: id, frame: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                     content: .shape(.path(Path(elements)), fill: nil, stroke: Stroke(color, lineWidth: 2.5)))
    }
}

extension RGBAColor {
    /// The colour with `alpha` as its opacity.
    func withAlpha(_ alpha: Double) -> RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: max(0, min(1, alpha))) }
}

extension Rect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom, never below zero (`insetBy(dx:dy:)` answers `.null` instead).
    func clampedInset(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
}
