/// What a primitive's own rules measured at the event where it failed by
/// itself: the number its threshold was compared with. Diagnostics read it
/// from the recognizer (`GestureRecognizer.failureEvidence`) to print the
/// measurement beside the threshold (`touchdeck recognize --explain`), as
/// SwiftUI's gesture outputs carry debug data beside their values
/// (OpenSwiftUI's `GestureDebug`).
///
/// Numbers that need the rest of the touch sequence (how long a finger stayed
/// down in all) are left to the reader: a held tap gives the finger and when
/// it touched down.
public enum GestureFailureEvidence: Hashable, Sendable {
    /// `movedTooFar`: the finger's distance, in points, from where the tap or press began.
    case distance(Double)
    /// A tap's `timedOut` on its own duration: finger `finger` (contact id) down since `since`.
    case heldTap(finger: Int, since: Double)
    /// A tap's `timedOut` waiting for tap number `tap` to lift, counted from
    /// `since`: the previous tap's lift (`afterLift`), or when the gesture
    /// began waiting with no finger down.
    case lateTap(since: Double, afterLift: Bool, tap: Int)
    /// A long press's `releasedTooEarly`: seconds it was held.
    case pressHeld(Double)
    /// A drag's `releasedTooEarly`: the greatest distance, in points, it reached from its start.
    case dragReach(Double)
    /// `tooManyTouches`: the fingers touching at that event.
    case touches(Int)
    /// `notEnoughTouches`: the most fingers down at once before it failed.
    case fingersDown(Int)
    /// A pinch's `releasedTooEarly`: the greatest |scale − 1| reached.
    case scaleReach(Double)
    /// A rotation's `releasedTooEarly`: the greatest turn reached, in degrees.
    case angleReach(Double)
}

extension GestureRecognizer {
    /// None: for recognizers that measure nothing of their own (the
    /// combinators, and any recognizer written outside this module unless it
    /// says). Modifiers (`map`, `onEnded`, `updating`, …) pass on their content's.
    @inlinable
    public var failureEvidence: GestureFailureEvidence? { nil }
}
