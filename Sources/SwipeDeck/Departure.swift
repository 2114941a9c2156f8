/// A card on its way off the screen after a swipe.
public struct Departure: Hashable, Sendable {
    public var profile: Profile
    public var direction: SwipeDirection

    public init(profile: Profile, direction: SwipeDirection) {
        self.profile = profile
        self.direction = direction
    }
}
