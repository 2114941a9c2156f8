import TouchUI

/// A card's face drawn from its data (no photographs of real cards): the
/// brand's colour gradient and wordmark, the number in bold, the holder and
/// "Valid Thru" with the expiry in white at the bottom left, a light shadow.
/// Sizes are fractions of the card, so one face fits every screen.
nonisolated struct CardView: View, Equatable {
    let card: Card
    let size: Size

    var body: some View {
        let w = size.width, h = size.height
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: h * 0.065)
                .fill(LinearGradient(colors: BrandStyle.of(card.brand).gradient, startPoint: .topLeading, endPoint: .bottomTrailing))
            RoundedRectangle(cornerRadius: h * 0.025)
                .fill(LinearGradient(colors: [Color(red8: 0xE8, 0xC9, 0x6B), Color(red8: 0xB8, 0x95, 0x3A)],
                                     startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: w * 0.12, height: h * 0.16)
                .offset(x: w * 0.08, y: h * 0.36)
            CardLabel(card.number, size: h * 0.095, weight: .bold, width: w * 0.9).offset(x: w * 0.08, y: h * 0.56)
            CardLabel(card.holder.uppercased(), size: h * 0.065, weight: .semibold, width: w * 0.6).offset(x: w * 0.08, y: h * 0.70)
            CardLabel("Valid Thru", size: h * 0.05, weight: .regular, width: w * 0.3).offset(x: w * 0.08, y: h * 0.80)
            CardLabel(card.expiry, size: h * 0.06, weight: .semibold, width: w * 0.3).offset(x: w * 0.08, y: h * 0.86)
            Wordmark(brand: card.brand, size: size)
        }
        .frame(width: w, height: h)
        .shadow(color: Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.8), radius: 1, x: 0, y: 1)
        .drawingGroup()
    }
}

/// White text on a card in a box `width` wide and 1.4 lines high.
nonisolated struct CardLabel: View {
    let text: String
    let font: Font
    let width: Double
    let height: Double
    let alignment: Alignment

    init(_ text: String, size: Double, weight: FontWeight, width: Double, alignment: Alignment = .leading) {
        self.init(text, font: .system(size: size, weight: weight), width: width, height: size * 1.4, alignment: alignment)
    }

    init(_ text: String, font: Font, width: Double, height: Double, alignment: Alignment) {
        self.text = text
        self.font = font
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    var body: some View {
        Text(text)
            .font(font)
            .foregroundColor(.white)
            .multilineTextAlignment(alignment == .center ? .center : alignment == .trailing ? .trailing : .leading)
            .frame(width: width, height: height, alignment: alignment)
    }
}

/// The brand's wordmark at the top right, drawn with text and shapes.
nonisolated struct Wordmark: View {
    let brand: Card.Brand
    let size: Size

    var body: some View {
        let w = size.width, h = size.height
        switch brand {
        case .visa:
            CardLabel("VISA", font: Font(size: h * 0.15, weight: .black, family: "DejaVu Sans"), width: w * 0.32, height: h * 0.2,
                      alignment: .trailing)
                .offset(x: w * 0.62, y: h * 0.07)
        case .mastercard:
            let d = h * 0.2
            ZStack(alignment: .topLeading) {
                Circle().fill(Color(red8: 0xEB, 0x00, 0x1B)).frame(width: d, height: d).offset(x: w * 0.92 - d * 1.6, y: h * 0.08)
                Circle().fill(Color(red8: 0xF7, 0x9E, 0x1B).opacity(0.85)).frame(width: d, height: d).offset(x: w * 0.92 - d, y: h * 0.08)
                CardLabel("mastercard", size: h * 0.055, weight: .semibold, width: w * 0.42, alignment: .trailing)
                    .offset(x: w * 0.5, y: h * 0.08 + d)
            }
        case .amex:
            ZStack(alignment: .top) {
                RoundedRectangle(cornerRadius: 4).fill(Color(white: 1, opacity: 0.18))
                RoundedRectangle(cornerRadius: 4).stroke(Color.white, lineWidth: 1.5)
                // Two lines' height: SwiftUI cuts text to the height it is offered.
                CardLabel("AMERICAN\nEXPRESS", font: .system(size: h * 0.06, weight: .heavy), width: w * 0.38,
                          height: h * 0.06 * 2.8, alignment: .center)
                    .offset(y: h * 0.015)
            }
            .frame(width: w * 0.38, height: h * 0.2)
            .offset(x: w * 0.56, y: h * 0.07)
        case .discover:
            ZStack(alignment: .topLeading) {
                CardLabel("DISCOVER", size: h * 0.08, weight: .heavy, width: w * 0.4, alignment: .trailing)
                    .offset(x: w * 0.45, y: h * 0.08)
                Circle().fill(Color(red8: 0xFF, 0xE0, 0xB2)).frame(width: h * 0.09, height: h * 0.09).offset(x: w * 0.86, y: h * 0.085)
            }
        case .unionpay:
            ZStack(alignment: .topLeading) {
                stripe(0, Color(red8: 0xE2, 0x1B, 0x3C))
                stripe(1, Color(red8: 0x00, 0x44, 0x7C))
                stripe(2, Color(red8: 0x00, 0x7B, 0x84))
                CardLabel("UnionPay 银联", size: h * 0.055, weight: .bold, width: w * 0.44, alignment: .trailing)
                    .offset(x: w * 0.5, y: h * 0.28)
            }
        }
    }

    /// One of UnionPay's slanted stripes.
    private func stripe(_ index: Int, _ color: Color) -> some View {
        let h = size.height
        return Path { path in
            path.move(to: Point(x: h * 0.03, y: 0))
            path.addLine(to: Point(x: h * 0.1, y: 0))
            path.addLine(to: Point(x: h * 0.07, y: h * 0.2))
            path.addLine(to: Point(x: 0, y: h * 0.2))
            path.closeSubpath()
        }
        .fill(color)
        .frame(width: h * 0.1, height: h * 0.2)
        .offset(x: size.width * 0.66 + Double(index) * h * 0.07, y: h * 0.07)
    }
}

/// A brand's colours.
struct BrandStyle {
    let gradient: [Color]

    static func of(_ brand: Card.Brand) -> BrandStyle {
        switch brand {
        case .visa: BrandStyle(gradient: [Color(red8: 0x1A, 0x1F, 0x71), Color(red8: 0x2B, 0x6C, 0xC4)])
        case .mastercard: BrandStyle(gradient: [Color(red8: 0x1C, 0x1C, 0x1E), Color(red8: 0x54, 0x54, 0x5C)])
        case .amex: BrandStyle(gradient: [Color(red8: 0x1F, 0x6F, 0xB5), Color(red8: 0x5E, 0xBC, 0xE8)])
        case .discover: BrandStyle(gradient: [Color(red8: 0xE8, 0x5D, 0x12), Color(red8: 0xF8, 0xA5, 0x3C)])
        case .unionpay: BrandStyle(gradient: [Color(red8: 0x0B, 0x4F, 0x6C), Color(red8: 0x21, 0x8E, 0x8A)])
        }
    }
}

extension Color {
    /// A colour from its 8-bit sRGB components (`0xRR, 0xGG, 0xBB`).
    init(red8 red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.init(RGBAColor(red8: red, green8: green, blue8: blue))
    }
}
