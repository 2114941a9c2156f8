import TouchUI

/// A card of the deck where it lies: moved `translation` sideways and turned
/// about its bottom edge, at its depth's place. Its own `Equatable` view, so
/// that a drag frame, which runs the deck's body again, resolves only the
/// card whose translation changed: the cards under it compare equal and keep
/// what they resolved to, as SwiftUI skips a view whose inputs are unchanged.
/// The gesture is attached outside (a closure never compares equal).
nonisolated struct DeckCard: View, Equatable {
    let profile: Profile
    let frame: Rect
    let translation: Double
    /// Degrees, from the settings' formula for `translation`.
    let rotation: Double
    let unit: Double
    /// Follows `translation` (the tutorial's `.animation(.interactiveSpring())`),
    /// or the deck's animation for a card flying off.
    let animation: Animation
    let zIndex: Double
    let takesTouches: Bool

    var body: some View {
        ProfileCard(profile: profile, size: frame.size, unit: unit)
            .rotationEffect(.degrees(rotation), anchor: .bottom)
            .offset(x: frame.minX + translation, y: frame.minY)
            .transition(.opacity)
            .animation(animation, value: translation)
            .zIndex(zIndex)
            .allowsHitTesting(takesTouches)
    }
}
