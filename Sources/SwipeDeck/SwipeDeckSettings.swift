import Motion

/// The swipe deck's tunables, from the config file's `swipe:` section. The
/// defaults are the tutorial's values.
public struct SwipeDeckSettings: Hashable, Sendable {
    /// How far a released card must have travelled to leave, as a fraction of
    /// the screen's width (`|translation.width| / screenWidth > threshold`).
    public var threshold: Double = 0.5
    /// The card's rotation, in degrees, at a drag of one whole screen width
    /// (`translation.width / screenWidth × maximumRotation`).
    public var maximumRotation: Double = 25
    /// Each card below the top one is this many points narrower and lower per place.
    public var cardSpacing: Double = 10
    /// How many cards of the deck are drawn.
    public var visibleCount: Int = 4
    /// Whether a release short of the threshold still removes the card when its
    /// `predictedEndTranslation` passes it (a fast flick). The tutorial looks
    /// at the translation only; swipe apps commonly count a flick.
    public var countsFlicks = true
    /// The dragged card follows the finger with
    /// `interactiveSpring(response:dampingFraction:blendDuration:)` (SwiftUI's defaults).
    public var interactiveResponse: Double = 0.15
    public var interactiveDampingFraction: Double = 0.86
    public var interactiveBlendDuration: Double = 0.25
    /// The deck moving up, a card flying off and the reload use
    /// `spring(response:dampingFraction:)` (SwiftUI's `.spring()` by default).
    public var deckResponse: Double = 0.5
    public var deckDampingFraction: Double = 0.825

    public init() {}

    /// `.interactiveSpring()` with these settings.
    public var interactiveAnimation: Animation {
        .interactiveSpring(response: interactiveResponse, dampingFraction: interactiveDampingFraction,
                           blendDuration: interactiveBlendDuration)
    }

    /// `.spring()` with these settings.
    public var deckAnimation: Animation {
        .spring(response: deckResponse, dampingFraction: deckDampingFraction)
    }

    /// The card's rotation in degrees for a horizontal translation on a screen `screenWidth` wide.
    public func rotation(forTranslation width: Double, screenWidth: Double) -> Double {
        screenWidth > 0 ? width / screenWidth * maximumRotation : 0
    }

    /// What a release does: nil springs the card back.
    ///
    /// The tutorial's rule decides first: `|translation| / screenWidth > threshold`
    /// sends the card to the side of the translation. Otherwise, with
    /// `countsFlicks`, a release whose `predictedEndTranslation` passes the
    /// threshold sends it to the side of the prediction (a fast flick).
    public func release(translation: Double, predictedEndTranslation: Double,
                        screenWidth: Double) -> (direction: SwipeDirection, trigger: SwipeTrigger)? {
        guard screenWidth > 0 else { return nil }
        if abs(translation) / screenWidth > threshold {
            return (translation > 0 ? .like : .dislike, .drag)
        }
        if countsFlicks, abs(predictedEndTranslation) / screenWidth > threshold {
            return (predictedEndTranslation > 0 ? .like : .dislike, .flick)
        }
        return nil
    }
}
