import Gestures

/// What a primitive's own rules saw at the event where it failed, kept by
/// the explainer so it can print the measured number beside the threshold.
/// Numbers that need the rest of the trace (how long a finger was held in
/// all) are resolved when the explanation is assembled.
enum FailureEvidence: Hashable, Sendable {
    /// `movedTooFar`: the finger's distance from where the tap or press began.
    case distance(Double)
    /// A tap's `timedOut` on its own duration: the finger (contact id) down since `since`.
    case heldTap(finger: Int, since: Double)
    /// A tap's `timedOut` waiting for tap `tap`'s lift, counted from `since`:
    /// the previous lift, or (`afterLift` false) when it began with no finger.
    case lateTap(since: Double, afterLift: Bool, tap: Int)
    /// A long press's `releasedTooEarly`: seconds it was held.
    case pressHeld(Double)
    /// A drag's `releasedTooEarly`: the greatest distance it reached from its start.
    case dragReach(Double)
    /// `tooManyTouches`: fingers touching at that event.
    case touches(Int)
    /// `notEnoughTouches`: the most fingers down at once before it failed.
    case fingersDown(Int)
    /// A pinch's `releasedTooEarly`: the greatest |scale − 1| reached.
    case scaleReach(Double)
    /// A rotation's `releasedTooEarly`: the greatest turn reached, in degrees.
    case angleReach(Double)
}

/// Mirrors one primitive's rules on the events it is fed, to tell what it
/// measured when it failed. Each mirror follows its recognizer's source
/// (same reference point, same distance, same comparison, same order of
/// checks) and, like it, stops at its first verdict.
enum FailureMeasurer: Sendable {
    case tap(TapMeasurer)
    case longPress(LongPressMeasurer)
    case drag(DragMeasurer)
    case twoFinger(TwoFingerMeasurer)

    init(_ primitive: GestureExpression, _ thresholds: ResolvedThresholds) {
        switch primitive {
        case .longPress: self = .longPress(LongPressMeasurer(thresholds))
        case .drag: self = .drag(DragMeasurer(thresholds))
        case .magnify: self = .twoFinger(TwoFingerMeasurer(rotation: false, thresholds))
        case .rotate: self = .twoFinger(TwoFingerMeasurer(rotation: true, thresholds))
        case .tap, .spatialTap, .sequenced, .exclusively, .simultaneously: self = .tap(TapMeasurer(thresholds))
        }
    }

    /// Feeds one event; returns the failure the rules decide at it, if any.
    mutating func observe(_ event: GestureEvent) -> (GestureEndReason, FailureEvidence)? {
        switch self {
        case .tap(var measurer):
            defer { self = .tap(measurer) }
            return measurer.observe(event)
        case .longPress(var measurer):
            defer { self = .longPress(measurer) }
            return measurer.observe(event)
        case .drag(var measurer):
            defer { self = .drag(measurer) }
            return measurer.observe(event)
        case .twoFinger(var measurer):
            defer { self = .twoFinger(measurer) }
            return measurer.observe(event)
        }
    }
}
