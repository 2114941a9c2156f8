import Geometry

/// Where things are at rest, for `touchdeck run swipe --layout`: the visible
/// cards (top card first) and the buttons, in screen points.
public struct DeckLayoutSummary: Hashable, Sendable {
    /// One drawn card's resting frame.
    public struct Card: Hashable, Sendable {
        public var id: String
        public var frame: Rect
    }

    public var screen: Size
    /// The swipe threshold as a fraction of the screen's width.
    public var threshold: Double
    public var cards: [Card]
    public var like: Rect
    public var dislike: Rect
    /// The reload button, shown only when the deck is empty.
    public var reload: Rect?

    init(layout: DeckLayout, visible: [String], isEmpty: Bool) {
        screen = layout.screen
        threshold = layout.settings.threshold
        cards = visible.enumerated().map { Card(id: $0.element, frame: layout.cardFrame(depth: $0.offset)) }
        like = layout.likeButton
        dislike = layout.dislikeButton
        reload = isEmpty ? layout.reloadButton : nil
    }
}
