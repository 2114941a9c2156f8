extension Animation {
    /// A persistent spring, as SwiftUI's: interrupting a running animation it
    /// keeps the value's velocity, and it takes over from an interrupted spring
    /// over `blendDuration` seconds.
    ///
    /// The defaults are SwiftUI's current ones (response 0.5; SwiftUI before
    /// iOS 17 used 0.55).
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// `spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`.
    public static var spring: Animation { .spring() }

    /// A spring made for following a finger: stiffer, and blending for longer
    /// so that a stream of retargets stays smooth.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// `interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`.
    public static var interactiveSpring: Animation { .interactiveSpring() }

    /// An animation driven by `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(base: .spring(spring, blendDuration: blendDuration.isFinite ? max(blendDuration, 0) : 0))
    }
}
