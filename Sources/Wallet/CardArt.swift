import Geometry
import Motion
import Scene

/// Draws a card's face from its data: the brand's colour gradient and
/// wordmark, the number in bold, the holder and "Valid Thru" with the expiry
/// in white at the bottom left, a light shadow. No photographs of real cards.
enum CardArt {
    static func layer(for card: Card, frame: Rect) -> Layer {
        let id = WalletLayout.layerID(for: card)
        let w = frame.width, h = frame.height
        let style = BrandStyle.of(card.brand)
        var children: [Layer] = [
            Layer(id: id.child("chip"), frame: Rect(x: w * 0.08, y: h * 0.36, width: w * 0.12, height: h * 0.16),
                  content: .shape(.roundedRectangle(cornerRadius: h * 0.025),
                                  fill: .linearGradient([RGBAColor(red8: 0xE8, green8: 0xC9, blue8: 0x6B), RGBAColor(red8: 0xB8, green8: 0x95, blue8: 0x3A)],
                                                        start: .topLeading, end: .bottomTrailing), stroke: nil)),
            text(id.child("number"), card.number, x: w * 0.08, y: h * 0.56, width: w * 0.9, size: h * 0.095, weight: .bold),
            text(id.child("holder"), card.holder.uppercased(), x: w * 0.08, y: h * 0.70, width: w * 0.6, size: h * 0.065, weight: .semibold),
            text(id.child("validThru"), "Valid Thru", x: w * 0.08, y: h * 0.80, width: w * 0.3, size: h * 0.05, weight: .regular),
            text(id.child("expiry"), card.expiry, x: w * 0.08, y: h * 0.86, width: w * 0.3, size: h * 0.06, weight: .semibold),
        ]
        children += wordmark(card.brand, id: id, width: w, height: h)
        return Layer(id: id, frame: frame,
                     content: .shape(.roundedRectangle(cornerRadius: h * 0.065),
                                     fill: .linearGradient(style.gradient, start: .topLeading, end: .bottomTrailing), stroke: nil),
                     children: children.map { $0.allowsHitTesting(false) })
            .shadow(color: RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8), radius: 1, x: 0, y: 1)
            .drawingGroup()
    }

    static func text(_ id: LayerID, _ string: String, x: Double, y: Double, width: Double, size: Double,
                     weight: FontWeight, color: RGBAColor = .white, alignment: TextAlignment = .leading) -> Layer {
        Layer(id: id, frame: Rect(x: x, y: y, width: width, height: size * 1.4),
              content: .text(string, font: .system(size: size, weight: weight), color: color, alignment: alignment))
    }

    /// The brand's wordmark at the top right, drawn with text and paths.
    static func wordmark(_ brand: Card.Brand, id: LayerID, width w: Double, height h: Double) -> [Layer] {
        let mark = id.child("wordmark")
        switch brand {
        case .visa:
            return [Layer(id: mark, frame: Rect(x: w * 0.62, y: h * 0.07, width: w * 0.32, height: h * 0.2),
                          content: .text("VISA", font: Font(size: h * 0.15, weight: .black, family: "DejaVu Sans"), color: .white, alignment: .trailing))]
        case .mastercard:
            let d = h * 0.2
            return [
                Layer(id: mark.child("red"), frame: Rect(x: w * 0.92 - d * 1.6, y: h * 0.08, width: d, height: d),
                      content: .shape(.ellipse, fill: .color(RGBAColor(red8: 0xEB, green8: 0x00, blue8: 0x1B)), stroke: nil)),
                Layer(id: mark.child("orange"), frame: Rect(x: w * 0.92 - d, y: h * 0.08, width: d, height: d),
                      content: .shape(.ellipse, fill: .color(RGBAColor(red8: 0xF7, green8: 0x9E, blue8: 0x1B, alpha: 0.85)), stroke: nil)),
                text(mark.child("name"), "mastercard", x: w * 0.5, y: h * 0.08 + d, width: w * 0.42, size: h * 0.055, weight: .semibold, alignment: .trailing),
            ]
        case .amex:
            return [
                Layer(id: mark, frame: Rect(x: w * 0.56, y: h * 0.07, width: w * 0.38, height: h * 0.2),
                      content: .shape(.roundedRectangle(cornerRadius: 4), fill: .color(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.18)),
                                      stroke: Stroke(.white, lineWidth: 1.5)),
                      children: [text(mark.child("text"), "AMERICAN\nEXPRESS", x: 0, y: h * 0.015, width: w * 0.38, size: h * 0.06, weight: .heavy, alignment: .center)]),
            ]
        case .discover:
            return [
                text(mark, "DISCOVER", x: w * 0.45, y: h * 0.08, width: w * 0.4, size: h * 0.08, weight: .heavy, alignment: .trailing),
                Layer(id: mark.child("dot"), frame: Rect(x: w * 0.86, y: h * 0.085, width: h * 0.09, height: h * 0.09),
                      content: .shape(.ellipse, fill: .color(RGBAColor(red8: 0xFF, green8: 0xE0, blue8: 0xB2)), stroke: nil)),
            ]
        case .unionpay:
            let stripe = { (name: String, index: Int, color: RGBAColor) -> Layer in
                let x = Double(index) * h * 0.07
                return Layer(id: mark.child(name), frame: Rect(x: w * 0.66 + x, y: h * 0.07, width: h * 0.1, height: h * 0.2),
                             content: .shape(.path(Path([.move(to: Point(x: h * 0.03, y: 0)), .line(to: Point(x: h * 0.1, y: 0)),
                                                         .line(to: Point(x: h * 0.07, y: h * 0.2)), .line(to: Point(x: 0, y: h * 0.2)), .close])),
                                             fill: .color(color), stroke: nil))
            }
            return [
                stripe("red", 0, RGBAColor(red8: 0xE2, green8: 0x1B, blue8: 0x3C)),
                stripe("blue", 1, RGBAColor(red8: 0x00, green8: 0x44, blue8: 0x7C)),
                stripe("green", 2, RGBAColor(red8: 0x00, green8: 0x7B, blue8: 0x84)),
                text(mark.child("name"), "UnionPay 银联", x: w * 0.5, y: h * 0.28, width: w * 0.44, size: h * 0.055, weight: .bold, alignment: .trailing),
            ]
        }
    }
}

/// A brand's colours.
struct BrandStyle {
    let gradient: [RGBAColor]

    static func of(_ brand: Card.Brand) -> BrandStyle {
        switch brand {
        case .visa: BrandStyle(gradient: [RGBAColor(red8: 0x1A, green8: 0x1F, blue8: 0x71), RGBAColor(red8: 0x2B, green8: 0x6C, blue8: 0xC4)])
        case .mastercard: BrandStyle(gradient: [RGBAColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E), RGBAColor(red8: 0x54, green8: 0x54, blue8: 0x5C)])
        case .amex: BrandStyle(gradient: [RGBAColor(red8: 0x1F, green8: 0x6F, blue8: 0xB5), RGBAColor(red8: 0x5E, green8: 0xBC, blue8: 0xE8)])
        case .discover: BrandStyle(gradient: [RGBAColor(red8: 0xE8, green8: 0x5D, blue8: 0x12), RGBAColor(red8: 0xF8, green8: 0xA5, blue8: 0x3C)])
        case .unionpay: BrandStyle(gradient: [RGBAColor(red8: 0x0B, green8: 0x4F, blue8: 0x6C), RGBAColor(red8: 0x21, green8: 0x8E, blue8: 0x8A)])
        }
    }
}
