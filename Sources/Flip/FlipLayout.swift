import Geometry

/// Where the cards go: one row, centred, each 2:3, as large as the screen allows.
public struct FlipLayout: Sendable {
    public let count: Int
    public let cardSize: Size
    let origin: Point
    let spacing: Double

    public init(screen: Size, settings: FlipSettings) {
        count = Self.cardCount(settings)
        let padding = max(16, min(screen.width, screen.height) * 0.05)
        spacing = padding / 2
        let byWidth = (screen.width - 2 * padding - spacing * Double(count - 1)) / Double(count)
        let byHeight = (screen.height - 2 * padding) * 2 / 3
        let width = max(20, min(byWidth, byHeight))
        cardSize = Size(width: width, height: width * 1.5)
        let rowWidth = width * Double(count) + spacing * Double(count - 1)
        origin = Point(x: (screen.width - rowWidth) / 2, y: (screen.height - cardSize.height) / 2)
    }

    /// Card `index`'s frame.
    public func frame(of index: Int) -> Rect {
        Rect(x: origin.x + Double(index) * (cardSize.width + spacing), y: origin.y, width: cardSize.width, height: cardSize.height)
    }

    static func cardCount(_ settings: FlipSettings) -> Int { min(6, max(1, settings.cards)) }

    /// Card `index`'s accessibility identifier (its layer id and `--layout` name).
    public static func cardID(_ index: Int) -> String { "card.\(index)" }
}
