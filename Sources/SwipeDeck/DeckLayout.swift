import Geometry

/// Where everything of the swipe deck goes on a screen: the date header at
/// the top left, the deck below it, the dislike and like buttons under the
/// deck. The tutorial's card (a fixed 400-pt height, the full width) is
/// fitted to the screen: as tall as the room allows, at most 0.78 as wide as
/// tall in landscape and at most 1.45 times as tall as wide in portrait.
public struct DeckLayout: Sendable {
    public let screen: Size
    public let settings: SwipeDeckSettings
    /// Points per point of the tutorial's phone layout: text and margins grow on big kiosks.
    public let scale: Double
    public let headerFrame: Rect
    /// The top card (depth 0) at rest.
    public let topCard: Rect
    public let dislikeButton: Rect
    public let likeButton: Rect
    /// The empty deck's message and reload button, in the deck's place.
    public let emptyMessage: Rect
    public let reloadButton: Rect

    public init(screen: Size, settings: SwipeDeckSettings) {
        self.screen = screen
        self.settings = settings
        let scale = min(max(min(screen.width, screen.height) / 500, 1), 2.5)
        self.scale = scale
        let padding = 12 * scale
        let headerHeight = 58 * scale
        let gap = 12 * scale
        let buttonSize = 60 * scale
        let buttonGap = 16 * scale
        headerFrame = Rect(x: padding, y: padding, width: max(0, screen.width - 2 * padding), height: headerHeight)

        let stackExtra = settings.cardSpacing * Double(max(0, settings.visibleCount - 1))
        let top = headerFrame.maxY + gap
        let room = max(40, screen.height - top - stackExtra - buttonGap - buttonSize - padding)
        let width = max(40, min(screen.width - 2 * padding, room * 0.78))
        let height = min(room, width * 1.45)
        // The deck and its buttons sit in the middle of what is left below the header.
        let slack = room - height
        let cardY = top + slack / 2
        topCard = Rect(x: (screen.width - width) / 2, y: cardY, width: width, height: height)

        let buttonY = cardY + height + stackExtra + buttonGap
        let spread = max(buttonSize * 0.75, min(width * 0.25, 90 * scale))
        dislikeButton = Rect(x: screen.width / 2 - spread - buttonSize / 2, y: buttonY, width: buttonSize, height: buttonSize)
        likeButton = Rect(x: screen.width / 2 + spread - buttonSize / 2, y: buttonY, width: buttonSize, height: buttonSize)

        let messageHeight = 70 * scale
        emptyMessage = Rect(x: padding, y: topCard.midY - messageHeight - 8 * scale, width: max(0, screen.width - 2 * padding),
                            height: messageHeight)
        let reloadSize = Size(width: 170 * scale, height: 50 * scale)
        reloadButton = Rect(x: (screen.width - reloadSize.width) / 2, y: topCard.midY + 8 * scale,
                            width: reloadSize.width, height: reloadSize.height)
    }

    /// The card `depth` places below the top one, at rest: the tutorial's
    /// `cardSpacing × depth` narrower (centred) and lower.
    public func cardFrame(depth: Int) -> Rect {
        let inset = settings.cardSpacing * Double(depth)
        return Rect(x: topCard.minX + inset / 2, y: topCard.minY + inset,
                    width: max(0, topCard.width - inset), height: topCard.height)
    }

    /// How far sideways a leaving card goes: far enough that it is wholly off
    /// the screen, rotated by the tutorial's formula, shadow included.
    public var flyOffDistance: Double { screen.width + 40 * scale }

    // MARK: Accessibility identifiers (layer ids and `--layout` names)

    public static func cardID(for profileID: String) -> String { "card." + profileID }
    public static let headerID = "header"
    public static let likeID = "button.like"
    public static let dislikeID = "button.dislike"
    public static let reloadID = "button.reload"
    public static let emptyID = "empty"
}
