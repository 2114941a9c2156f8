import Gestures

extension GestureFailureEvidence {
    /// The evidence as a number against the primitive's threshold. `failedAt`
    /// is when the primitive failed; `touches` gives lifts that came later.
    func measurement(of primitive: GestureExpression, limits: ResolvedThresholds, failedAt: Double,
                     touches: TouchLog) -> FailureMeasurement {
        switch self {
        case .distance(let distance):
            let isPress = if case .longPress = primitive { true } else { false }
            return .atLeast(isPress ? "distance from where the press began" : "distance from where the tap began",
                            distance, "maximumDistance", isPress ? limits.longPressMaximumDistance : limits.tapMaximumDistance,
                            unit: "pt", decimals: 1)
        case .heldTap(let finger, let since):
            let lift = touches.fingers[finger]?.up ?? failedAt
            return .atLeast("held, touch-down to lift", max(lift, failedAt) - since, "maximumDuration",
                            limits.tapMaximumDuration, unit: "s", decimals: 2)
        case .lateTap(let since, let afterLift, let tap):
            let nextLift = touches.firstLift(after: since)
            let quantity = switch (afterLift, nextLift != nil) {
            case (true, true): "from the lift of tap \(tap - 1) to the next lift"
            case (true, false): "waited after the lift of tap \(tap - 1), no further tap in the trace"
            case (false, true): "waited for tap \(tap) to lift"
            case (false, false): "waited for tap \(tap), no further tap in the trace"
            }
            let lift = nextLift.map { max($0, failedAt) } ?? failedAt
            return .atLeast(quantity, lift - since, "multiTapInterval", limits.multiTapInterval, unit: "s", decimals: 2)
        case .pressHeld(let held):
            return .below("held before the lift", held, "minimumDuration", limits.longPressMinimumDuration, unit: "s", decimals: 2)
        case .dragReach(let reach):
            return .below("greatest distance from the start", reach, "minimumDistance", limits.dragMinimumDistance,
                          unit: "pt", decimals: 1)
        case .touches(let count):
            return FailureMeasurement(quantity: "fingers touching at once", measured: Double(count), thresholdName: "its one finger",
                                      threshold: 1, unit: "", comparison: ">", decimals: 0)
        case .fingersDown(let count):
            return .below("most fingers down at once", Double(count), "its two fingers", 2, unit: "", decimals: 0)
        case .scaleReach(let delta):
            return .below("greatest change of scale", delta, "minimumScaleDelta", limits.minimumScaleDelta, unit: "", decimals: 3)
        case .angleReach(let degrees):
            return .below("greatest turn", degrees, "minimumAngleDelta", limits.minimumAngle.degrees, unit: "°", decimals: 1)
        }
    }
}

extension FailureMeasurement {
    /// A limit broken by reaching it: `>` or, exactly on it, `>=`.
    fileprivate static func atLeast(_ quantity: String, _ measured: Double, _ name: String, _ threshold: Double,
                                    unit: String, decimals: Int) -> FailureMeasurement {
        FailureMeasurement(quantity: quantity, measured: measured, thresholdName: name, threshold: threshold,
                           unit: unit, comparison: measured - threshold > FailureMeasurement.tolerance ? ">" : ">=", decimals: decimals)
    }

    /// A minimum not reached: `<`.
    fileprivate static func below(_ quantity: String, _ measured: Double, _ name: String, _ threshold: Double,
                                  unit: String, decimals: Int) -> FailureMeasurement {
        FailureMeasurement(quantity: quantity, measured: measured, thresholdName: name, threshold: threshold,
                           unit: unit, comparison: "<", decimals: decimals)
    }
}
