// iOS 17's way of describing a spring: a perceptual duration and a bounce,
// and the three named springs built on it (developer.apple.com/documentation/
// swiftui/spring/init(duration:bounce:), …/spring/snappy(duration:extrabounce:),
// …/animation/bouncy(duration:extrabounce:)).
//
// The conversion is the one SwiftUI documents through its numbers:
// `duration` is the response (the undamped period: `Spring(duration: 0.5,
// bounce: 0.3)` has stiffness (2π/0.5)² ≈ 157.9 and damping 4π·0.7/0.5 ≈ 17.6,
// Apple's own example on the `Spring` page), a bounce b ≥ 0 is a damping ratio
// of 1 − b, and a negative bounce (overdamped) one of 1 / (1 + b).

extension Spring {
    /// The least bounce taken: −1 would be an infinitely overdamped spring that never moves.
    static let minimumBounce = -0.999

    /// A spring that settles in about `duration` seconds (for a very bouncy
    /// one, the period of its oscillation), as SwiftUI's `init(duration:bounce:)`:
    /// `bounce` 0 is critically damped (no overshoot), up to 1 undamped, down
    /// to −1 ever more overdamped. Values out of range are clamped.
    public init(duration: Double = 0.5, bounce: Double = 0.0) {
        let b = bounce.isFinite ? min(max(bounce, Self.minimumBounce), 1) : 0
        self.init(response: duration, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    /// The perceptual duration, as SwiftUI's `Spring.duration`: the response.
    public var duration: Double { response }

    /// How bouncy it is, as SwiftUI's `Spring.bounce`: 1 − dampingRatio when
    /// underdamped, 1/dampingRatio − 1 (negative) when overdamped.
    public var bounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// No bounce: `smooth(duration: 0.5, extraBounce: 0)`.
    public static var smooth: Spring { .smooth() }
    /// A small bounce (0.15) that feels snappy: `snappy(duration: 0.5, extraBounce: 0)`.
    public static var snappy: Spring { .snappy() }
    /// A larger bounce (0.3): `bouncy(duration: 0.5, extraBounce: 0)`.
    public static var bouncy: Spring { .bouncy() }

    /// A spring of bounce 0 plus `extraBounce`, as SwiftUI's `Spring.smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring of bounce 0.15 plus `extraBounce`, as SwiftUI's `Spring.snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring of bounce 0.3 plus `extraBounce`, as SwiftUI's `Spring.bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Animation {
    /// A persistent spring of the given duration and bounce, as SwiftUI's
    /// `spring(duration:bounce:blendDuration:)` (iOS 17): the spring of
    /// `Spring(duration:bounce:)`, so `spring(duration: 0.5, bounce: 0)` is
    /// `spring(response: 0.5, dampingFraction: 1)`.
    /// (`.spring()` with no arguments stays `spring(response:dampingFraction:blendDuration:)`'s.)
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A spring with no bounce, as SwiftUI's `Animation.smooth` (duration 0.5).
    public static var smooth: Animation { .smooth() }
    /// A spring with a small bounce, as SwiftUI's `Animation.snappy` (duration 0.5, bounce 0.15).
    public static var snappy: Animation { .snappy() }
    /// A spring with a larger bounce, as SwiftUI's `Animation.bouncy` (duration 0.5, bounce 0.3).
    public static var bouncy: Animation { .bouncy() }

    /// `Spring.smooth(duration:extraBounce:)` as an animation.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// `Spring.snappy(duration:extraBounce:)` as an animation.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// `Spring.bouncy(duration:extraBounce:)` as an animation.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// A stiff spring for following a finger, as SwiftUI's
    /// `interactiveSpring(duration:extraBounce:blendDuration:)` (iOS 17):
    /// duration 0.15, no bounce, blending over 0.25 s.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(Spring(duration: duration, bounce: extraBounce), blendDuration: blendDuration)
    }
}
