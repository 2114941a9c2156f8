/// A card on its way off the screen after a swipe.
public struct Departure: Hashable, Sendable {
    public var profile: Profile
    public var direction: SwipeDirection

    public init(profile: Profile, direction: SwipeDirection) {
        self.profile = profile
        self.direction = direction
    }
}

extension Departure: Identifiable {
    /// The profile's id: a profile flies off at most once until a reload.
    public var id: String { profile.id }
}
