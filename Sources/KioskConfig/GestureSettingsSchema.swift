import Gestures

/// A `gestures:` key and the `GestureSettings` field it sets.
public struct GestureSettingBinding: Sendable {
    /// The key, its type, range and default (taken from `GestureSettings()`).
    public let spec: SettingSpec
    /// Writes a value that passed `spec` into the settings.
    let apply: @Sendable (inout GestureSettings, SettingValue) -> Void
}

extension GestureSettingBinding {
    fileprivate static func number(
        _ key: String, _ field: WritableKeyPath<GestureSettings, Double> & Sendable,
        unit: String, range: SettingRange, _ summary: String
    ) -> GestureSettingBinding {
        let spec = SettingSpec(
            key: key, type: .number, unit: unit, range: range,
            defaultValue: .number(GestureSettings()[keyPath: field]), summary: summary)
        return GestureSettingBinding(spec: spec) { settings, value in
            if let number = value.number { settings[keyPath: field] = number }
        }
    }

    fileprivate static func integer(
        _ key: String, _ field: WritableKeyPath<GestureSettings, Int> & Sendable,
        unit: String, range: SettingRange, _ summary: String
    ) -> GestureSettingBinding {
        let spec = SettingSpec(
            key: key, type: .integer, unit: unit, range: range,
            defaultValue: .integer(GestureSettings()[keyPath: field]), summary: summary)
        return GestureSettingBinding(spec: spec) { settings, value in
            if case .integer(let integer) = value { settings[keyPath: field] = integer }
        }
    }

    fileprivate static func boolean(
        _ key: String, _ field: WritableKeyPath<GestureSettings, Bool> & Sendable, _ summary: String
    ) -> GestureSettingBinding {
        let spec = SettingSpec(
            key: key, type: .boolean, defaultValue: .boolean(GestureSettings()[keyPath: field]), summary: summary)
        return GestureSettingBinding(spec: spec) { settings, value in
            if case .boolean(let flag) = value { settings[keyPath: field] = flag }
        }
    }

    fileprivate static func optionalNumber(
        _ key: String, _ field: WritableKeyPath<GestureSettings, Double?> & Sendable,
        unit: String, range: SettingRange, _ summary: String
    ) -> GestureSettingBinding {
        let spec = SettingSpec(
            key: key, type: .number, unit: unit, range: range,
            defaultValue: GestureSettings()[keyPath: field].map(SettingValue.number), summary: summary)
        return GestureSettingBinding(spec: spec) { settings, value in
            settings[keyPath: field] = value.number
        }
    }
}

/// The keys of the `gestures:` section (and of every app's `gestures:` override),
/// one per `GestureSettings` field, in the order the defaults file lists them.
public enum GestureSettingsSchema {
    /// Every gesture key with its binding.
    public static let bindings: [GestureSettingBinding] = [
        .number(
            "tap.maximumDuration", \.tapMaximumDuration, unit: "seconds", range: .positive(upTo: 10),
            "A tap fails when the finger stays down longer than this."),
        .number(
            "tap.maximumDistance", \.tapMaximumDistance, unit: "points", range: .positive(upTo: 1000),
            "A tap fails when the finger moves this far (or farther) from where it began."),
        .number(
            "tap.multiTapInterval", \.multiTapInterval, unit: "seconds", range: .positive(upTo: 5),
            "With TapGesture(count: n > 1), each next lift must come within this time of the previous lift."),
        .number(
            "longPress.minimumDuration", \.longPressMinimumDuration, unit: "seconds", range: .from(0, upTo: 60),
            "LongPressGesture()'s default minimumDuration."),
        .number(
            "longPress.maximumDistance", \.longPressMaximumDistance, unit: "points", range: .positive(upTo: 1000),
            "LongPressGesture()'s default maximumDistance: moving this far before the press succeeds fails it."),
        .number(
            "drag.minimumDistance", \.dragMinimumDistance, unit: "points", range: .from(0, upTo: 1000),
            "DragGesture()'s default minimumDistance: the finger must move this far before the drag starts."),
        .number(
            "drag.predictionTime", \.dragPredictionTime, unit: "seconds", range: .from(0, upTo: 10),
            "DragGesture's predictedEndLocation is location + velocity × this (SwiftUI: 0.25)."),
        .number(
            "drag.swipeSpeed", \.swipeMinimumSpeed, unit: "points per second", range: .positive(upTo: 100_000),
            "A drag released at this speed or faster is a swipe (DragGesture.Value.isSwipe, touchdeck tune)."),
        .boolean(
            "velocity.leastSquares", \.velocityLeastSquares,
            "Estimate drag velocity with a least-squares fit over velocity.window (steadier on a noisy panel) instead of SwiftUI's last-three-samples estimate."),
        .number(
            "velocity.window", \.velocityWindow, unit: "seconds", range: .positive(upTo: 1),
            "How far back in time the least-squares velocity fit looks (velocity.leastSquares, and pinch/rotate)."),
        .integer(
            "velocity.samples", \.velocitySamples, unit: "samples", range: .from(2, upTo: 1000),
            "At most this many recent samples go into the least-squares velocity fit."),
        .optionalNumber(
            "pointsPerMillimetre", \.pointsPerMillimetre, unit: "points per millimetre",
            range: .positive(upTo: 1000),
            "When set, the distances above are millimetres on a screen with this many points per millimetre; unset, they are points."),
    ]

    /// The specs alone, for validation and the defaults file.
    public static var specs: [SettingSpec] { bindings.map(\.spec) }

    /// Applies resolved values (by key) over `base`.
    static func apply(_ values: [String: SettingValue], to base: GestureSettings) -> GestureSettings {
        var settings = base
        for binding in bindings {
            if let value = values[binding.spec.key] { binding.apply(&settings, value) }
        }
        return settings
    }
}
