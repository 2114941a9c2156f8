import Geometry
import Motion
import Scene

/// The parts around the deck: the date header, the like and dislike buttons,
/// and what an empty deck shows instead of cards.
enum DeckControls {
    static let grey = RGBAColor(red8: 0x8E, green8: 0x8E, blue8: 0x93)
    static let dislikeColor = RGBAColor(red8: 0xFF, green8: 0x4B, blue8: 0x6E)
    static let likeColor = RGBAColor(red8: 0x2E, green8: 0xCC, blue8: 0x71)

    /// The tutorial's `DateView`: the date as a bold title, "Today" under it, at the top left.
    static func header(date: String, frame: Rect, scale: Double) -> Layer {
        let id = DeckLayout.headerID
        let titleSize = 28 * scale, subSize = 15 * scale
        return Layer(id: id, frame: frame, children: [
            CardFace.text(id.child("date"), date, frame: Rect(x: 0, y: 0, width: frame.width, height: titleSize * 1.35),
                          font: .system(size: titleSize, weight: .bold), color: .black),
            CardFace.text(id.child("today"), "Today", frame: Rect(x: 0, y: titleSize * 1.35, width: frame.width, height: subSize * 1.4),
                          font: .system(size: subSize), color: grey),
        ]).allowsHitTesting(false).drawingGroup()
    }

    /// A round white button with a drawn icon: the heart for like, the cross for dislike.
    static func button(_ direction: SwipeDirection, frame: Rect, enabled: Bool) -> Layer {
        let id = direction == .like ? DeckLayout.likeID : DeckLayout.dislikeID
        let d = frame.width
        let icon: Layer
        switch direction {
        case .like:
            let b = d * 0.46
            icon = Layer(id: id.child("heart"), frame: Rect(x: (d - b) / 2, y: (d - b) / 2 + d * 0.02, width: b, height: b),
                         content: .shape(.path(heart(size: b)), fill: .color(likeColor), stroke: nil))
        case .dislike:
            let a = d * 0.33, c = d - a
            icon = Layer(id: id.child("cross"), frame: Rect(x: 0, y: 0, width: d, height: d),
                         content: .shape(.path(Path([.move(to: Point(x: a, y: a)), .line(to: Point(x: c, y: c)),
                                                     .move(to: Point(x: c, y: a)), .line(to: Point(x: a, y: c))])),
                                         fill: nil, stroke: Stroke(dislikeColor, lineWidth: d * 0.085)))
        }
        return Layer(id: id, frame: frame, content: .shape(.ellipse, fill: .color(.white), stroke: nil),
                     children: [icon.allowsHitTesting(false)])
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.22), radius: 4, x: 0, y: 2)
            .opacity(enabled ? 1 : 0.35)
            .zIndex(1)
            .drawingGroup()
    }

    /// A heart filling a `size`-point square.
    static func heart(size s: Double) -> Path {
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x * s, y: y * s) }
        return Path([
            .move(to: p(0.5, 0.95)),
            .curve(to: p(0, 0.32), control1: p(0.2, 0.75), control2: p(0, 0.55)),
            .curve(to: p(0.29, 0.02), control1: p(0, 0.13), control2: p(0.15, 0.02)),
            .curve(to: p(0.5, 0.17), control1: p(0.39, 0.02), control2: p(0.46, 0.08)),
            .curve(to: p(0.71, 0.02), control1: p(0.54, 0.08), control2: p(0.61, 0.02)),
            .curve(to: p(1, 0.32), control1: p(0.85, 0.02), control2: p(1, 0.13)),
            .curve(to: p(0.5, 0.95), control1: p(1, 0.55), control2: p(0.8, 0.75)),
            .close,
        ])
    }

    /// "No more profiles" and a hint, where the deck was.
    static func emptyMessage(frame: Rect, scale: Double) -> Layer {
        let id = DeckLayout.emptyID
        let titleSize = 26 * scale, subSize = 15 * scale
        return Layer(id: id, frame: frame, children: [
            CardFace.text(id.child("title"), "No more profiles", frame: Rect(x: 0, y: 0, width: frame.width, height: titleSize * 1.35),
                          font: .system(size: titleSize, weight: .bold), color: .black, alignment: .center),
            CardFace.text(id.child("hint"), "Reload to see everyone again.",
                          frame: Rect(x: 0, y: titleSize * 1.45, width: frame.width, height: subSize * 1.4),
                          font: .system(size: subSize), color: grey, alignment: .center),
        ]).allowsHitTesting(false).transition(.opacity)
    }

    /// A capsule with a circular arrow and "Reload".
    static func reloadButton(frame: Rect, scale: Double) -> Layer {
        let id = DeckLayout.reloadID
        let h = frame.height
        let r = h * 0.2
        let c = Point(x: h * 0.55, y: h / 2)
        // The arc runs clockwise from 3 o'clock to 300° (cos 0.5, sin −0.866); the head points along it.
        let tip = Point(x: c.x + r * 0.5, y: c.y - r * 0.866)
        let arrow = Path([
            .arc(center: c, radius: r, startAngle: .degrees(0), endAngle: .degrees(300), clockwise: true),
            .move(to: Point(x: tip.x - h * 0.026, y: tip.y - h * 0.097)), .line(to: tip),
            .line(to: Point(x: tip.x - h * 0.097, y: tip.y + h * 0.026)),
        ])
        return Layer(id: id, frame: frame,
                     content: .shape(.roundedRectangle(cornerRadius: h / 2),
                                     fill: .linearGradient([dislikeColor, RGBAColor(red8: 0xFF, green8: 0x8E, blue8: 0x53)],
                                                           start: .leading, end: .trailing), stroke: nil),
                     children: [
                        Layer(id: id.child("arrow"), frame: Rect(x: 0, y: 0, width: h * 1.1, height: h),
                              content: .shape(.path(arrow), fill: nil, stroke: Stroke(.white, lineWidth: h * 0.07))),
                        CardFace.text(id.child("label"), "Reload", frame: Rect(x: h * 0.9, y: (h - 20 * scale * 1.35) / 2,
                                                                              width: frame.width - h * 1.2, height: 20 * scale * 1.35),
                                      font: .system(size: 20 * scale, weight: .bold), color: .white, alignment: .center),
                     ].map { $0.allowsHitTesting(false) })
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 4, x: 0, y: 2)
            .transition(.opacity.combined(with: .scale(scale: 0.8)))
            .drawingGroup()
    }
}
