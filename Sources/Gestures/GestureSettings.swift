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
    /// With `TapGesture(count: n > 1)`, each next touch-down must come within this
    /// time of the previous lift.
    public var multiTapInterval: Double = 0.35
    /// `LongPressGesture()`'s default `minimumDuration`.
    public var longPressMinimumDuration: Double = 0.5
    /// `LongPressGesture()`'s default `maximumDistance`.
    public var longPressMaximumDistance: Double = 10
    /// `DragGesture()`'s default `minimumDistance`.
    public var dragMinimumDistance: Double = 10
    /// How far back in time the velocity fit looks.
    public var velocityWindow: Double = 0.1
    /// At most this many recent samples go into the velocity fit (capped at
    /// `VelocityTracker.capacity`).
    public var velocitySamples: Int = 20
    /// How `DragGesture`'s `predictedEnd…` values project the velocity: the
    /// fraction of velocity kept per millisecond, as `UIScrollView`'s normal
    /// deceleration rate. The prediction adds `velocity × r / (1000 × (1 − r))`.
    public var dragDecelerationRate: Double = 0.998
    /// When set, distances above are in millimetres on a screen with this many
    /// points per millimetre, rather than in points.
    public var pointsPerMillimetre: Double? = nil

    public init() {}

    /// Scale factor from configured distances to points.
    public var distanceScale: Double { pointsPerMillimetre ?? 1 }
}
