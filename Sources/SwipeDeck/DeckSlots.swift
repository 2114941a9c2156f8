import TouchUI

// The parts of the deck's screen in views of their own, `Equatable`, each
// with the modifiers that place and name it: a drag frame runs the deck's
// body again, and these come back whole unless their inputs changed.

/// A card of the deck with its drag gesture and identifier. `Equatable` by
/// its card alone: the gesture is made from the card's profile, the screen's
/// width (which the card's frame follows) and the deck's model and drag
/// state, which never change. So the cards under the dragged one are reused
/// whole on a drag frame, and their gestures are not attached again.
nonisolated struct DeckRow<DragGesture: Gesture>: View, Equatable {
    let card: DeckCard
    let gesture: DragGesture

    var body: some View {
        card
            .gesture(gesture)
            .accessibilityIdentifier(DeckLayout.cardID(for: card.profile.id))
    }

    static func == (a: DeckRow, b: DeckRow) -> Bool { a.card == b.card }
}

/// The date header where the layout puts it: its own `Equatable` view, so
/// a drag frame, which runs the deck's body again, reuses it whole, the
/// modifiers that place and name it included.
nonisolated struct PlacedHeader: View, Equatable {
    let date: String
    let frame: Rect
    let scale: Double

    var body: some View {
        DateHeader(date: date, size: frame.size, scale: scale)
            .offset(x: frame.minX, y: frame.minY)
            .accessibilityIdentifier(DeckLayout.headerID)
    }
}

/// A like or dislike button where the layout puts it, tapping it swipes the
/// top card that way. `Equatable` without the tap's closure, which only
/// calls the model (compared by identity) with the direction: as SwiftUI's
/// `EquatableView`, a drag frame reuses it whole.
nonisolated struct PlacedButton: View, Equatable {
    let direction: SwipeDirection
    let frame: Rect
    let enabled: Bool
    let model: SwipeDeckModel

    var body: some View {
        DeckButton(direction: direction, size: frame.width, enabled: enabled)
            .offset(x: frame.minX, y: frame.minY)
            .onTapGesture { model.swipe(direction) }
            .accessibilityIdentifier(direction == .like ? DeckLayout.likeID : DeckLayout.dislikeID)
    }

    static func == (a: PlacedButton, b: PlacedButton) -> Bool {
        a.direction == b.direction && a.frame == b.frame && a.enabled == b.enabled && a.model === b.model
    }
}
