import TouchUI

/// A profile's picture, generated from shapes: a two-tone backdrop (sky and
/// a hill behind the figure) and a head-and-shoulders figure in the
/// profile's colours, standing on the picture's bottom edge.
///
/// Only flat fills: the top card is redrawn rotated on every drag frame, and
/// pixman computes a gradient at about 4 ns a pixel (about 5 ms for the
/// picture at 1080×1920, more than half the frame budget) against well under
/// 1 ns for a solid fill.
nonisolated struct AvatarView: View {
    let look: AvatarLook
    let size: Size

    var body: some View {
        let w = size.width, h = size.height
        let s = min(w, h * 1.1)
        let eye = 0.036 * s
        let ink = Color(RGBAColor(red8: 0x2B, green8: 0x22, blue8: 0x1E))
        ZStack(alignment: .topLeading) {
            Rectangle().fill(Color(look.sky))
            // The lower backdrop colour as a wide hill whose crest shows behind the shoulders.
            Ellipse().fill(Color(look.hill)).placed(Rect(x: -0.3 * w, y: h * 0.58, width: 1.6 * w, height: h * 0.9))
            // A soft sun behind the figure.
            Ellipse().fill(Color(white: 1, opacity: 0.18)).placed(Rect(x: w * 0.58, y: h * 0.06, width: w * 0.5, height: w * 0.5))
            switch look.hairStyle {
            case .long:
                RoundedRectangle(cornerRadius: 0.18 * s).fill(Color(look.hair)).placed(box(-0.2, -0.78, 0.4, 0.52))
            case .bun:
                Ellipse().fill(Color(look.hair)).placed(box(-0.085, -0.9, 0.17, 0.17))
            case .short, .none:
                EmptyView()
            }
            RoundedRectangle(cornerRadius: 0.02 * s).fill(Color(look.skin)).placed(box(-0.065, -0.44, 0.13, 0.14))
            Self.shoulders(width: 0.84 * s, height: 0.36 * s).fill(Color(look.shirt)).placed(box(-0.42, -0.36, 0.84, 0.36))
            Ellipse().fill(Color(look.skin)).placed(box(-0.15, -0.76, 0.3, 0.36))
            if look.hairStyle != .none {
                Self.fringe(width: 0.33 * s, height: 0.24 * s).fill(Color(look.hair)).placed(box(-0.165, -0.8, 0.33, 0.24))
            }
            Ellipse().fill(ink).placed(Rect(x: w / 2 - 0.06 * s - eye / 2, y: h - 0.58 * s, width: eye, height: eye))
            Ellipse().fill(ink).placed(Rect(x: w / 2 + 0.06 * s - eye / 2, y: h - 0.58 * s, width: eye, height: eye))
            Path { path in
                path.move(to: Point(x: 0, y: 0))
                path.addCurve(to: Point(x: 0.12 * s, y: 0), control1: Point(x: 0.03 * s, y: 0.05 * s), control2: Point(x: 0.09 * s, y: 0.05 * s))
            }
            .stroke(ink, lineWidth: max(1, 0.012 * s))
            .placed(box(-0.06, -0.53, 0.12, 0.06))
        }
        // The hill reaches past the sides: the picture keeps its own size and clips it.
        .frame(width: w, height: h, alignment: .topLeading)
        .clipped()
        .allowsHitTesting(false)
    }

    /// A rectangle in figure units: `s` across, from the picture's bottom centre.
    private func box(_ x: Double, _ y: Double, _ bw: Double, _ bh: Double) -> Rect {
        let s = min(size.width, size.height * 1.1)
        return Rect(x: size.width / 2 + x * s, y: size.height + y * s, width: bw * s, height: bh * s)
    }

    /// The top of a bust: rounded shoulders rising to the neckline.
    static func shoulders(width w: Double, height h: Double) -> Path {
        Path { path in
            path.move(to: Point(x: 0, y: h))
            path.addCurve(to: Point(x: w * 0.5, y: 0), control1: Point(x: 0, y: h * 0.25), control2: Point(x: w * 0.22, y: 0))
            path.addCurve(to: Point(x: w, y: h), control1: Point(x: w * 0.78, y: 0), control2: Point(x: w, y: h * 0.25))
            path.closeSubpath()
        }
    }

    /// Hair over the top of the head, ending in a fringe across the forehead.
    static func fringe(width w: Double, height h: Double) -> Path {
        Path { path in
            path.move(to: Point(x: 0.03 * w, y: h))
            path.addCurve(to: Point(x: 0.5 * w, y: 0), control1: Point(x: -0.02 * w, y: 0.3 * h), control2: Point(x: 0.18 * w, y: 0))
            path.addCurve(to: Point(x: 0.97 * w, y: h), control1: Point(x: 0.82 * w, y: 0), control2: Point(x: 1.02 * w, y: 0.3 * h))
            path.addCurve(to: Point(x: 0.03 * w, y: h * 0.8), control1: Point(x: 0.7 * w, y: 0.5 * h), control2: Point(x: 0.3 * w, y: 0.45 * h))
            path.closeSubpath()
        }
    }
}

nonisolated extension View {
    /// Sized and moved to `rect` in a top-leading `ZStack`.
    func placed(_ rect: Rect) -> some View {
        frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
    }
}
