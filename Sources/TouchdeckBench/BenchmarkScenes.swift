#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Render
import Motion
import Scene

/// Scenes shared by the render tests and `touchdeck bench render`: a wallet
/// in the style of the seed tutorial (a "Wallet" title in rounded heavy type,
/// a plus-in-circle icon, five cards fanned 20 % of a card apart, the front
/// one lowest), laid out in points for any screen size.
///
/// `Benchmarks/naive-cairo/naive_wallet.c` draws the same scene; the two must
/// keep the same numbers.
public enum BenchmarkScenes {
    /// A card's printed details.
    public struct Card: Sendable {
        public var brand: String
        public var number: String
        public var name: String
        public var expiry: String
        /// Gradient from the top-leading to the bottom-trailing corner.
        public var colors: [RGBAColor]
    }

    /// The five cards, front first.
    public static let cards: [Card] = [
        Card(brand: "VISA", number: "4000 1234 5678 9010", name: "JOHN APPLESEED", expiry: "12/28",
             colors: [RGBAColor(red8: 0x1A, green8: 0x1F, blue8: 0x71), RGBAColor(red8: 0x2E, green8: 0x5B, blue8: 0xFF)]),
        Card(brand: "mastercard", number: "5500 0000 0000 0004", name: "JANE APPLESEED", expiry: "03/27",
             colors: [RGBAColor(red8: 0xEB, green8: 0x00, blue8: 0x1B), RGBAColor(red8: 0xF7, green8: 0x9E, blue8: 0x1B)]),
        Card(brand: "DISCOVER", number: "6011 0009 9013 9424", name: "TIM COOKSON", expiry: "08/26",
             colors: [RGBAColor(red8: 0xE0, green8: 0x4E, blue8: 0x00), RGBAColor(red8: 0xFF, green8: 0xB3, blue8: 0x47)]),
        Card(brand: "AMEX", number: "3782 822463 10005", name: "ANNA CHEN", expiry: "11/29",
             colors: [RGBAColor(red8: 0x2E, green8: 0x77, blue8: 0xBB), RGBAColor(red8: 0x6C, green8: 0xC3, blue8: 0xF0)]),
        Card(brand: "JCB", number: "3530 1113 3330 0000", name: "KENJI SATO", expiry: "05/30",
             colors: [RGBAColor(red8: 0x0B, green8: 0x6D, blue8: 0x3E), RGBAColor(red8: 0x44, green8: 0xC7, blue8: 0x67)]),
    ]

    /// The wallet's background (iOS's grouped grey).
    public static let background = RGBAColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7)

    /// Card width over height, as an ID-1 card.
    public static let cardAspect = 1.586

    /// The frame of card `index` (0 = front) on a screen of `size` points.
    public static func cardFrame(_ index: Int, screen size: Size) -> Rect {
        var height = (size.height - 116) / 1.8
        var width = height * cardAspect
        if width > size.width - 70 {
            width = size.width - 70
            height = width / cardAspect
        }
        let spacing = height * 0.2
        return Rect(x: (size.width - width) / 2, y: 100 + Double(4 - index) * spacing, width: width, height: height)
    }

    /// The id of card `index`.
    public static func cardID(_ index: Int) -> LayerID { LayerID("card.\(index)") }

    /// The wallet on a screen of `size` points; card `dragged` moved by `offset`.
    public static func wallet(size: Size, dragged: Int = 0, offset: Size = .zero) -> [Layer] {
        let title = Layer(id: "title", frame: Rect(x: 20, y: 24, width: 300, height: 44),
                          content: .text("Wallet", font: .system(size: 34, weight: .heavy, design: .rounded),
                                         color: .black, alignment: .leading))
        let cardLayers = cards.indices.map { index in
            card(index, frame: cardFrame(index, screen: size))
                .zIndex(-Double(index))
                .offset(index == dragged ? offset : .zero)
        }
        return [title, plusIcon(at: Point(x: size.width - 56, y: 28))] + cardLayers
    }

    /// One card: gradient, chip, wordmark, number, name, "VALID THRU" and expiry, with a
    /// soft shadow; cached, as its inside never changes while it moves.
    public static func card(_ index: Int, frame: Rect) -> Layer {
        let card = cards[index % cards.count]
        let id = cardID(index)
        // Designed at 320 points wide; everything scales with the card.
        let k = frame.width / 320
        let (w, h) = (frame.width, frame.height)
        func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: x * k, y: y * k, width: width * k, height: height * k)
        }
        func text(_ name: String, _ string: String, _ rect: Rect, size: Double, weight: FontWeight,
                  alignment: TextAlignment = .leading) -> Layer {
            Layer(id: id.child(name), frame: rect,
                  content: .text(string, font: .system(size: size * k, weight: weight), color: .white, alignment: alignment))
        }
        let chip = Layer(id: id.child("chip"), frame: box(22, 62, 42, 32),
                         content: .shape(.roundedRectangle(cornerRadius: 6 * k),
                                         fill: .linearGradient([RGBAColor(red8: 0xF2, green8: 0xD5, blue8: 0x7E),
                                                                RGBAColor(red8: 0xB0, green8: 0x8D, blue8: 0x2E)],
                                                               start: .topLeading, end: .bottomTrailing),
                                         stroke: Stroke(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.25), lineWidth: k)))
        let bottom = h / k
        return Layer(
            id: id, frame: frame,
            content: .shape(.roundedRectangle(cornerRadius: 14 * k),
                            fill: .linearGradient(card.colors, start: .topLeading, end: .bottomTrailing), stroke: nil),
            children: [
                text("brand", card.brand, box(w / k - 192, 14, 170, 32), size: 24, weight: .heavy, alignment: .trailing),
                chip,
                text("number", card.number, box(22, bottom - 88, 276, 28), size: 21, weight: .bold),
                text("name", card.name, box(22, bottom - 46, 160, 20), size: 13, weight: .bold),
                text("valid", "VALID THRU", box(188, bottom - 45, 62, 18), size: 9, weight: .regular),
                text("expiry", card.expiry, box(248, bottom - 46, 52, 20), size: 13, weight: .bold),
            ]
        )
        .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35), radius: 6, x: 0, y: 4)
        .drawingGroup()
    }

    /// SwiftUI's `plus.circle.fill`: a black disc with a white plus, as paths.
    public static func plusIcon(at origin: Point, size: Double = 34) -> Layer {
        let c = size / 2, arm = size * 0.26
        let plus = Path([.move(to: Point(x: c - arm, y: c)), .line(to: Point(x: c + arm, y: c)),
                         .move(to: Point(x: c, y: c - arm)), .line(to: Point(x: c, y: c + arm))])
        return Layer(id: "plus", frame: Rect(x: origin.x, y: origin.y, width: size, height: size),
                     content: .shape(.ellipse, fill: .color(.black), stroke: nil),
                     children: [Layer(id: "plus/cross", frame: Rect(x: 0, y: 0, width: size, height: size),
                                      content: .shape(.path(plus), fill: nil, stroke: Stroke(.white, lineWidth: size * 0.09)))])
    }

    /// Where a finger dragging the front card is at frame `frame`: a smooth
    /// loop over the lower half of the screen, a few points per frame.
    public static func fingerOffset(frame: Int, screen size: Size) -> Size {
        let t = Double(frame)
        return Size(width: size.width * 0.22 * sin(t * 2 * .pi / 150), height: -size.height * 0.12 * sin(t * 2 * .pi / 95))
    }

    /// `layers` presented as they are (no animation), as the renderer draws them.
    public static func present(_ layers: [Layer]) -> [PresentedLayer] {
        let animator = SceneAnimator()
        animator.update(layers, at: 0)
        return animator.presented(at: 0)
    }
}
