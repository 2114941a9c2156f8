import Geometry
extension Animation {
    /// The duration SwiftUI gives curves created without one: 0.35 s.
    public static let defaultDuration = 0.35

    /// SwiftUI's default animation since iOS 17: a critically damped spring
    /// with response 0.55 (before that it was `easeInOut`).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// Constant speed over 0.35 s.
    public static var linear: Animation { .linear(duration: defaultDuration) }
    /// Starts slowly and speeds up, over 0.35 s.
    public static var easeIn: Animation { .easeIn(duration: defaultDuration) }
    /// Starts quickly and slows down, over 0.35 s.
    public static var easeOut: Animation { .easeOut(duration: defaultDuration) }
    /// Slow at both ends, over 0.35 s.
    public static var easeInOut: Animation { .easeInOut(duration: defaultDuration) }

    /// Constant speed over `duration` seconds: the value at `t` is exactly
    /// `from + (to − from)·t/duration`.
    public static func linear(duration: Double) -> Animation {
        curve(.linear, duration: duration)
    }

    /// Bézier (0.42, 0) (1, 1) over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        curve(.easeIn, duration: duration)
    }

    /// Bézier (0, 0) (0.58, 1) over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        curve(.easeOut, duration: duration)
    }

    /// Bézier (0.42, 0) (0.58, 1) over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        curve(.easeInOut, duration: duration)
    }

    /// A cubic Bézier timing curve with control points (`p1x`, `p1y`) and
    /// (`p2x`, `p2y`), as SwiftUI's `timingCurve`.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = defaultDuration
    ) -> Animation {
        curve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
              duration: duration)
    }

    /// `curve` over `duration` seconds; a negative or non-finite duration is 0
    /// (the change happens at once).
    public static func curve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(base: .timing(curve, duration: duration.isFinite ? max(duration, 0) : 0))
    }
}
