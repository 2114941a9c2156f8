/// Which way a card leaves: right is "like", left is "dislike".
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    case like, dislike

    /// +1 for right (like), −1 for left (dislike).
    public var sign: Double { self == .like ? 1 : -1 }
}

/// What removed a card.
public enum SwipeTrigger: String, Hashable, Sendable {
    /// Released with the translation past the threshold (the tutorial's rule).
    case drag
    /// Released short of the threshold, but flung so that the predicted end passes it.
    case flick
    /// The like or dislike button.
    case button
}

/// What the swipe deck reports as it runs (`touchdeck run swipe --events`).
public enum SwipeEvent: Hashable, Sendable {
    /// The top card left the deck.
    case swiped(profile: String, direction: SwipeDirection, trigger: SwipeTrigger)
    /// The reload button brought every profile back.
    case reloaded
}
