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
