/// How a value changes over time from one state to another, as SwiftUI's
/// `Animation`: a timing curve or a spring, wrapped in any number of delay,
/// speed and repeat modifiers.
///
/// An animation is a plain value: it holds no start time and no state. The
/// animator pairs it with a start time, a from- and a to-value in a
/// `RunningAnimation`, or asks it directly for `weights(elapsed:distance:initialSpeed:)`.
public struct Animation: Sendable, Equatable {
    /// The motion at the core of an animation.
    @usableFromInline
    enum Base: Sendable, Equatable {
        /// Progress follows `curve` over `duration` seconds.
        case timing(UnitCurve, duration: Double)
        /// A spring pulls the value to its target; `blendDuration` is how long
        /// it takes over from a spring it interrupts.
        case spring(Spring, blendDuration: Double)
    }

    /// A change of the time the wrapped animation sees.
    @usableFromInline
    enum Modifier: Sendable, Equatable {
        case delay(Double)
        case speed(Double)
        /// `count == nil` repeats forever.
        case repeating(count: Int?, autoreverses: Bool)
    }

    @usableFromInline
    let base: Base

    /// Innermost first: `.delay(1).speed(2)` is `[.delay(1), .speed(2)]`, and
    /// the speed-up then also halves the delay, as in SwiftUI.
    @usableFromInline
    var modifiers: [Modifier]

    init(base: Base, modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    /// The spring driving this animation, or `nil` for a timing curve.
    public var spring: Spring? {
        if case let .spring(spring, _) = base { spring } else { nil }
    }

    /// The time over which this spring takes over from a spring it interrupts
    /// (0 for timing curves).
    public var blendDuration: Double {
        if case let .spring(_, blend) = base { blend } else { 0 }
    }

    /// The timing curve and its duration (before modifiers), or `nil` for a spring.
    public var timing: (curve: UnitCurve, duration: Double)? {
        if case let .timing(curve, duration) = base { (curve, duration) } else { nil }
    }

    /// Whether this animation is spring-based: springs carry the velocity of
    /// the animation they interrupt, timing curves start from rest.
    public var isSpring: Bool { spring != nil }

    func adding(_ modifier: Modifier) -> Animation {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}
