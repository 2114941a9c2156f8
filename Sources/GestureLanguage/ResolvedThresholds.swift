import Gestures
import TouchModel

/// A threshold a primitive decides by, resolved as its recognizer resolves
/// it: the expression's argument, else the settings' value (distances scaled
/// by `pointsPerMillimetre`).
public struct ExplainThreshold: Hashable, Sendable {
    /// The parameter's name: `maximumDistance`, `multiTapInterval`, …
    public var name: String
    /// Its value, in `unit`.
    public var value: Double
    /// `pt`, `s`, `°`, or empty for a plain number.
    public var unit: String
}

/// The thresholds of one primitive, resolved from its arguments and the settings.
struct ResolvedThresholds: Sendable {
    var tapCount = 1
    var tapMaximumDuration = 0.75
    var tapMaximumDistance = 45.0
    var multiTapInterval = 0.35
    var longPressMinimumDuration = 0.5
    var longPressMaximumDistance = 10.0
    var dragMinimumDistance = 10.0
    var minimumScaleDelta = 0.01
    var minimumAngle = Angle.degrees(1)

    /// Resolves `primitive`'s thresholds exactly as its recognizer's `begin` does.
    init(_ primitive: GestureExpression, settings: GestureSettings) {
        let scale = settings.distanceScale
        tapMaximumDuration = settings.tapMaximumDuration
        tapMaximumDistance = settings.tapMaximumDistance * scale
        multiTapInterval = settings.multiTapInterval
        switch primitive {
        case .tap(let count), .spatialTap(let count, _):
            tapCount = max(1, count ?? 1)
        case .longPress(let duration, let distance):
            longPressMinimumDuration = duration ?? settings.longPressMinimumDuration
            longPressMaximumDistance = distance ?? settings.longPressMaximumDistance * scale
        case .drag(let distance, _):
            dragMinimumDistance = distance ?? settings.dragMinimumDistance * scale
        case .magnify(let delta):
            minimumScaleDelta = delta ?? MagnifyGesture().minimumScaleDelta
        case .rotate(let angle):
            minimumAngle = angle.map { Angle.degrees($0.degrees) } ?? RotateGesture().minimumAngleDelta
        case .sequenced, .exclusively, .simultaneously:
            break
        }
    }

    /// The ones `primitive` decides by, for printing.
    func listed(for primitive: GestureExpression) -> [ExplainThreshold] {
        switch primitive {
        case .tap, .spatialTap:
            var list = [
                ExplainThreshold(name: "maximumDuration", value: tapMaximumDuration, unit: "s"),
                ExplainThreshold(name: "maximumDistance", value: tapMaximumDistance, unit: "pt"),
            ]
            if tapCount > 1 { list.append(ExplainThreshold(name: "multiTapInterval", value: multiTapInterval, unit: "s")) }
            return list
        case .longPress:
            return [
                ExplainThreshold(name: "minimumDuration", value: longPressMinimumDuration, unit: "s"),
                ExplainThreshold(name: "maximumDistance", value: longPressMaximumDistance, unit: "pt"),
            ]
        case .drag:
            return [ExplainThreshold(name: "minimumDistance", value: dragMinimumDistance, unit: "pt")]
        case .magnify:
            return [ExplainThreshold(name: "minimumScaleDelta", value: minimumScaleDelta, unit: "")]
        case .rotate:
            return [ExplainThreshold(name: "minimumAngleDelta", value: minimumAngle.degrees, unit: "°")]
        case .sequenced, .exclusively, .simultaneously:
            return []
        }
    }
}
