import Geometry

/// Where everything of the wallet goes on a screen: the original's layout
/// (title bar, a stack of cards each `cardOffset` above the one in front,
/// the history below the selected card) sized to fit portrait and landscape
/// kiosks alike.
public struct WalletLayout: Sendable {
    public let screen: Size
    public let settings: WalletSettings
    public let cardCount: Int
    /// Height of the title bar.
    public let titleHeight: Double = 72
    /// The front card's frame (card 0, offset zero).
    public let frontCard: Rect
    /// Where the selected card goes: the front position when the history fits
    /// below it, else the top of the stack area (short landscape screens).
    public let selectedOffset: Double
    public let historyFrame: Rect

    static let cardAspect = 1.586  // ISO/IEC 7810 ID-1
    static let historyMinimumHeight = 150.0

    public init(screen: Size, cardCount: Int, settings: WalletSettings) {
        self.screen = screen
        self.settings = settings
        self.cardCount = cardCount
        let stackExtra = settings.cardOffset * Double(max(0, cardCount - 1))
        let available = max(60, screen.height - titleHeight - 12)
        let width = max(120, min(screen.width - 70, 720, (available - stackExtra) * Self.cardAspect))
        let height = width / Self.cardAspect
        let frontY = titleHeight + stackExtra
        frontCard = Rect(x: (screen.width - width) / 2, y: frontY, width: width, height: height)
        let room = screen.height - (frontY + height + 10)
        selectedOffset = room >= Self.historyMinimumHeight ? 0 : -stackExtra
        let historyTop = frontY + selectedOffset + height + 10
        historyFrame = Rect(x: 0, y: historyTop, width: screen.width, height: max(Self.historyMinimumHeight, min(220, screen.height - historyTop - 10)))
    }

    /// The card view's accessibility identifier (its layer's id, and its id in `--layout`).
    public static func cardID(for card: Card) -> String { "card." + card.id }
    /// The transaction history's accessibility identifier.
    public static let historyID = "history"

    /// The card's whole frame at rest (after the slide-in), by stack position.
    public func restingFrame(forIndex index: Int) -> Rect {
        frontCard.offsetBy(Size(width: 0, height: -settings.cardOffset * Double(index)))
    }
}
