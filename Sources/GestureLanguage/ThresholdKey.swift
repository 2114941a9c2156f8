import Gestures

/// A `gestures:` config key a primitive reads when its expression leaves the
/// argument out: what `recognize --explain` names beside a threshold and
/// changes to find the smallest change that flips an outcome.
public struct ThresholdKey: Hashable, Sendable {
    /// The key under `gestures:`: `tap.maximumDistance`.
    public var key: String
    /// The threshold's name in the explanation: `maximumDistance`.
    var name: String
    /// `pt` or `s`, as the explanation prints the resolved value.
    public var unit: String
    /// The settings field the key sets, in the config's unit (millimetres
    /// when `pointsPerMillimetre` is set).
    let field: WritableKeyPath<GestureSettings, Double> & Sendable

    /// Distances scale with `pointsPerMillimetre`; times do not.
    var isDistance: Bool { unit == "pt" }

    public static func == (lhs: ThresholdKey, rhs: ThresholdKey) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    static let tapMaximumDuration = ThresholdKey(key: "tap.maximumDuration", name: "maximumDuration", unit: "s", field: \.tapMaximumDuration)
    static let tapMaximumDistance = ThresholdKey(key: "tap.maximumDistance", name: "maximumDistance", unit: "pt", field: \.tapMaximumDistance)
    static let multiTapInterval = ThresholdKey(key: "tap.multiTapInterval", name: "multiTapInterval", unit: "s", field: \.multiTapInterval)
    static let longPressMinimumDuration = ThresholdKey(key: "longPress.minimumDuration", name: "minimumDuration", unit: "s",
                                                       field: \.longPressMinimumDuration)
    static let longPressMaximumDistance = ThresholdKey(key: "longPress.maximumDistance", name: "maximumDistance", unit: "pt",
                                                       field: \.longPressMaximumDistance)
    static let dragMinimumDistance = ThresholdKey(key: "drag.minimumDistance", name: "minimumDistance", unit: "pt",
                                                  field: \.dragMinimumDistance)

    /// The keys `primitive` reads, as its recognizer resolves them: an
    /// argument given in the expression replaces its key.
    static func read(by primitive: GestureExpression) -> [ThresholdKey] {
        switch primitive {
        case .tap(let count), .spatialTap(let count, _):
            [tapMaximumDuration, tapMaximumDistance] + ((count ?? 1) > 1 ? [multiTapInterval] : [])
        case .longPress(let duration, let distance):
            (duration == nil ? [longPressMinimumDuration] : []) + (distance == nil ? [longPressMaximumDistance] : [])
        case .drag(let distance, _):
            distance == nil ? [dragMinimumDistance] : []
        case .magnify, .rotate, .sequenced, .exclusively, .simultaneously:
            []
        }
    }

    /// The key behind `primitive`'s threshold `name`, nil when an argument sets it.
    static func key(of primitive: GestureExpression, threshold name: String) -> ThresholdKey? {
        read(by: primitive).first { $0.name == name }
    }

    /// The value in the config's unit.
    func read(_ settings: GestureSettings) -> Double { settings[keyPath: field] }

    /// `settings` with the key set to `value` (in the config's unit).
    func writing(_ value: Double, to settings: GestureSettings) -> GestureSettings {
        var changed = settings
        changed[keyPath: field] = value
        return changed
    }

    /// The config's unit: `mm` for distances when the config measures them so.
    func configUnit(_ settings: GestureSettings) -> String {
        isDistance && settings.pointsPerMillimetre != nil ? "mm" : unit
    }
}
