import Gestures

/// One threshold `touchdeck tune` may move: its config key (under
/// `gestures:`), the field it sets and the values it tries.
public struct TunableThreshold: Sendable {
    /// The key under `gestures:`, e.g. `tap.maximumDistance`.
    public var key: String
    /// `pt`, `s`, `pt/s` or empty, for reports.
    public var unit: String
    /// The candidate values, ascending (a grid over the sensible range).
    public var candidates: [Double]
    /// Decimals worth printing.
    public var decimals: Int
    /// Reads the value from settings.
    public var read: @Sendable (GestureSettings) -> Double
    /// Writes the value into settings.
    public var write: @Sendable (inout GestureSettings, Double) -> Void
    /// Holds only when the threshold has any effect under these settings
    /// (the least-squares window does nothing while the three-sample
    /// estimate is in use).
    public var applies: @Sendable (GestureSettings) -> Bool

    public init(key: String, unit: String, candidates: [Double], decimals: Int,
                field: WritableKeyPath<GestureSettings, Double> & Sendable,
                applies: @escaping @Sendable (GestureSettings) -> Bool = { _ in true }) {
        self.key = key
        self.unit = unit
        self.candidates = candidates
        self.decimals = decimals
        self.read = { $0[keyPath: field] }
        self.write = { $0[keyPath: field] = $1 }
        self.applies = applies
    }

    /// `from`, `from + step`, … up to `through`, without drift.
    static func grid(from: Double, through: Double, step: Double) -> [Double] {
        let count = Int(((through - from) / step).rounded())
        return (0...count).map { from + Double($0) * step }
    }

    /// The thresholds `touchdeck tune` moves, in the order it visits them.
    public static let standard: [TunableThreshold] = [
        TunableThreshold(key: "tap.maximumDistance", unit: "pt", candidates: grid(from: 2, through: 200, step: 1),
                         decimals: 1, field: \.tapMaximumDistance),
        TunableThreshold(key: "tap.maximumDuration", unit: "s", candidates: grid(from: 0.05, through: 3, step: 0.01),
                         decimals: 2, field: \.tapMaximumDuration),
        TunableThreshold(key: "tap.multiTapInterval", unit: "s", candidates: grid(from: 0.05, through: 1.5, step: 0.01),
                         decimals: 2, field: \.multiTapInterval),
        TunableThreshold(key: "longPress.minimumDuration", unit: "s", candidates: grid(from: 0.05, through: 3, step: 0.01),
                         decimals: 2, field: \.longPressMinimumDuration),
        TunableThreshold(key: "longPress.maximumDistance", unit: "pt", candidates: grid(from: 1, through: 150, step: 1),
                         decimals: 1, field: \.longPressMaximumDistance),
        TunableThreshold(key: "drag.minimumDistance", unit: "pt", candidates: grid(from: 0, through: 150, step: 1),
                         decimals: 1, field: \.dragMinimumDistance),
        TunableThreshold(key: "drag.swipeSpeed", unit: "pt/s", candidates: grid(from: 25, through: 5000, step: 25),
                         decimals: 0, field: \.swipeMinimumSpeed),
        TunableThreshold(key: "velocity.window", unit: "s", candidates: grid(from: 0.02, through: 0.5, step: 0.01),
                         decimals: 2, field: \.velocityWindow, applies: { $0.velocityLeastSquares }),
    ]

    /// The value as printed and written: rounded to `decimals`.
    public func format(_ value: Double) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
