/// Every threshold the recognizers use. SwiftUI fixes these in code; here they
/// come from the config file (`gestures:` section), so a kiosk can be tuned
/// without a rebuild. The defaults are SwiftUI's (iOS) values.
///
/// Distances are in points; durations in seconds.
public struct GestureSettings: Hashable, Sendable {
    /// A tap fails when the finger stays down longer than this.
    public var tapMaximumDuration: Double = 0.75
    /// A tap fails when the finger moves this far (or farther) from where it began.
    public var tapMaximumDistance: Double = 45
    /// With `TapGesture(count: n > 1)`, each next lift must come within this
    /// time of the previous lift.
    public var multiTapInterval: Double = 0.35
    /// `LongPressGesture()`'s default `minimumDuration`.
    public var longPressMinimumDuration: Double = 0.5
    /// `LongPressGesture()`'s default `maximumDistance`.
    public var longPressMaximumDistance: Double = 10
    /// `DragGesture()`'s default `minimumDistance`.
    public var dragMinimumDistance: Double = 10
    /// `DragGesture`'s `predictedEndLocation` is `location + velocity × this`
    /// (SwiftUI: 0.25 s).
    public var dragPredictionTime: Double = 0.25
    /// A drag released at this speed (points per second) or faster counts as
    /// a swipe rather than a drag brought to the mark. SwiftUI has no swipe
    /// gesture; this is Touchdeck's line between the two for
    /// `DragGesture.Value.isSwipe(_:)`, `touchdeck tune` and its labels. It
    /// sits well above a brisk drag's speed because SwiftUI's velocity keeps
    /// much of the last movement through a pause before the lift (its older
    /// sample pair weighs 0.75): a 430 pt drag over half a second still reads
    /// 630 pt/s after resting 0.1 s, where a flick reads thousands.
    public var swipeMinimumSpeed: Double = 1000
    /// `DragGesture` estimates velocity with a least-squares fit
    /// (`VelocityTracker`, Flutter's) instead of SwiftUI's three-sample
    /// estimate (`VelocitySampler`): steadier on a noisy fast-scanning panel,
    /// but no longer SwiftUI's numbers.
    public var velocityLeastSquares: Bool = false
    /// How far back in time the least-squares fit looks (with
    /// `velocityLeastSquares`, and for the two-finger gestures).
    public var velocityWindow: Double = 0.1
    /// At most this many recent samples go into the least-squares fit (capped
    /// at `VelocityTracker.capacity`).
    public var velocitySamples: Int = 20
    /// When set, distances above are in millimetres on a screen with this many
    /// points per millimetre, rather than in points.
    public var pointsPerMillimetre: Double? = nil

    public init() {}

    /// Scale factor from configured distances to points.
    public var distanceScale: Double { pointsPerMillimetre ?? 1 }
}
