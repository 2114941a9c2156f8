import Geometry
import Motion
import Scene

/// A profile's picture, generated from shapes: a two-tone backdrop (sky and
/// a hill behind the figure) and a head-and-shoulders figure in the
/// profile's colours, standing on the picture's bottom edge.
///
/// Only flat fills: the top card is redrawn rotated on every drag frame, and
/// pixman computes a gradient at about 4 ns a pixel (about 5 ms for the
/// picture at 1080×1920, more than half the frame budget) against well under
/// 1 ns for a solid fill.
enum Avatar {
    static func layer(_ look: AvatarLook, id: LayerID, frame: Rect) -> Layer {
        let w = frame.width, h = frame.height
        let s = min(w, h * 1.1)
        let cx = w / 2, base = h
        func box(_ x: Double, _ y: Double, _ bw: Double, _ bh: Double) -> Rect {
            Rect(x: cx + x * s, y: base + y * s, width: bw * s, height: bh * s)
        }
        func shape(_ name: String, _ rect: Rect, _ shape: Shape, _ color: RGBAColor) -> Layer {
            Layer(id: id.child(name), frame: rect, content: .shape(shape, fill: .color(color), stroke: nil))
        }
        var figure: [Layer] = [
            // The lower backdrop colour as a wide hill whose crest shows behind the shoulders.
            shape("hill", Rect(x: -0.3 * w, y: h * 0.58, width: 1.6 * w, height: h * 0.9), .ellipse, look.hill),
            // A soft sun behind the figure.
            shape("glow", Rect(x: w * 0.58, y: h * 0.06, width: w * 0.5, height: w * 0.5), .ellipse,
                  RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.18)),
        ]
        switch look.hairStyle {
        case .long:
            figure.append(shape("hairBack", box(-0.2, -0.78, 0.4, 0.52), .roundedRectangle(cornerRadius: 0.18 * s), look.hair))
        case .bun:
            figure.append(shape("bun", box(-0.085, -0.9, 0.17, 0.17), .ellipse, look.hair))
        case .short, .none:
            break
        }
        figure += [
            shape("neck", box(-0.065, -0.44, 0.13, 0.14), .roundedRectangle(cornerRadius: 0.02 * s), look.skin),
            Layer(id: id.child("shoulders"), frame: box(-0.42, -0.36, 0.84, 0.36),
                  content: .shape(.path(shoulders(width: 0.84 * s, height: 0.36 * s)), fill: .color(look.shirt), stroke: nil)),
            shape("head", box(-0.15, -0.76, 0.3, 0.36), .ellipse, look.skin),
        ]
        if look.hairStyle != .none {
            figure.append(Layer(id: id.child("fringe"), frame: box(-0.165, -0.8, 0.33, 0.24),
                                content: .shape(.path(fringe(width: 0.33 * s, height: 0.24 * s)), fill: .color(look.hair), stroke: nil)))
        }
        let eye = 0.036 * s
        let ink = RGBAColor(red8: 0x2B, green8: 0x22, blue8: 0x1E)
        figure += [
            shape("eyeLeft", Rect(x: cx - 0.06 * s - eye / 2, y: base - 0.58 * s, width: eye, height: eye), .ellipse, ink),
            shape("eyeRight", Rect(x: cx + 0.06 * s - eye / 2, y: base - 0.58 * s, width: eye, height: eye), .ellipse, ink),
            Layer(id: id.child("smile"), frame: box(-0.06, -0.53, 0.12, 0.06),
                  content: .shape(.path(Path([.move(to: Point(x: 0, y: 0)),
                                              .curve(to: Point(x: 0.12 * s, y: 0), control1: Point(x: 0.03 * s, y: 0.05 * s),
                                                     control2: Point(x: 0.09 * s, y: 0.05 * s))])),
                                  fill: nil, stroke: Stroke(ink, lineWidth: max(1, 0.012 * s)))),
        ]
        return Layer(id: id, frame: frame,
                     content: .shape(.roundedRectangle(cornerRadius: 0), fill: .color(look.sky), stroke: nil),
                     children: figure.map { $0.allowsHitTesting(false) })
            .clipped()
            .allowsHitTesting(false)
    }

    /// The top of a bust: rounded shoulders rising to the neckline.
    static func shoulders(width w: Double, height h: Double) -> Path {
        Path([
            .move(to: Point(x: 0, y: h)),
            .curve(to: Point(x: w * 0.5, y: 0), control1: Point(x: 0, y: h * 0.25), control2: Point(x: w * 0.22, y: 0)),
            .curve(to: Point(x: w, y: h), control1: Point(x: w * 0.78, y: 0), control2: Point(x: w, y: h * 0.25)),
            .close,
        ])
    }

    /// Hair over the top of the head, ending in a fringe across the forehead.
    static func fringe(width w: Double, height h: Double) -> Path {
        Path([
            .move(to: Point(x: 0.03 * w, y: h)),
            .curve(to: Point(x: 0.5 * w, y: 0), control1: Point(x: -0.02 * w, y: 0.3 * h), control2: Point(x: 0.18 * w, y: 0)),
            .curve(to: Point(x: 0.97 * w, y: h), control1: Point(x: 0.82 * w, y: 0), control2: Point(x: 1.02 * w, y: 0.3 * h)),
            .curve(to: Point(x: 0.03 * w, y: h * 0.8), control1: Point(x: 0.7 * w, y: 0.5 * h), control2: Point(x: 0.3 * w, y: 0.45 * h)),
            .close,
        ])
    }
}
