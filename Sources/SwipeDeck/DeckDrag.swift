/// The top card's drag while a finger moves it: whose card, and how far
/// sideways (the tutorial's `translation`, x only — y stays 0).
public struct DeckDrag: Hashable, Sendable {
    public var profile: String
    public var translation: Double

    public init(profile: String, translation: Double) {
        self.profile = profile
        self.translation = translation
    }
}

/// A card on its way off the screen after a swipe.
public struct Departure: Hashable, Sendable {
    public var profile: Profile
    public var direction: SwipeDirection

    public init(profile: Profile, direction: SwipeDirection) {
        self.profile = profile
        self.direction = direction
    }
}
