import TouchdeckSupport

/// One measurement against one threshold a primitive read, in words:
/// `moved 31.7 pt < 45 (tap.maximumDistance)`. The winner's checks say why
/// it won; a loser's why it lost (its own failure, or what it measured when
/// the winner took the touch).
public struct ThresholdCheck: Hashable, Sendable {
    /// What was measured: `moved`, `held`, `lifted after tap 1's lift`.
    public var quantity: String
    /// The number measured, in `unit`.
    public var measured: Double
    /// `<`, `>`, `>=` or `≥`: how `measured` stands to `threshold`.
    public var comparison: String
    /// The threshold's value, in `unit`.
    public var threshold: Double
    /// `pt`, `s`, `°` or empty.
    public var unit: String
    /// The threshold's name (`maximumDistance`).
    public var thresholdName: String
    /// The config key it came from (`tap.maximumDistance`); nil when the
    /// expression's argument set it.
    public var key: String?
    /// Decimals the measured number is printed with.
    var decimals: Int

    /// `moved 31.7 pt < 45 (tap.maximumDistance)`.
    public var text: String {
        let measurement = FailureMeasurement(quantity: quantity, measured: measured, thresholdName: thresholdName, threshold: threshold,
                                             unit: unit, comparison: comparison, decimals: decimals)
        return "\(quantity) \(measurement.text) (\(key ?? "\(thresholdName) argument"))"
    }

    /// A check as the JSON of `recognize --explain --format json`.
    var json: JSONValue {
        .object([
            ("quantity", .string(quantity)), ("measured", .number(measured)), ("comparison", .string(comparison)),
            ("threshold", .number(threshold)), ("unit", .string(unit)), ("thresholdName", .string(thresholdName)),
            ("key", key.map(JSONValue.string) ?? .null), ("text", .string(text)),
        ])
    }
}

extension ThresholdCheck {
    /// A failure's measurement, with the key its threshold came from.
    init(_ measurement: FailureMeasurement, primitive: GestureExpression) {
        self.init(quantity: measurement.quantity, measured: measurement.measured, comparison: measurement.comparison,
                  threshold: measurement.threshold, unit: measurement.unit, thresholdName: measurement.thresholdName,
                  key: ThresholdKey.key(of: primitive, threshold: measurement.thresholdName)?.key, decimals: measurement.decimals)
    }

    /// `measured` against a limit the measurement must stay under: `<`, else `≥`.
    static func under(_ quantity: String, _ measured: Double, _ name: String, _ threshold: Double, unit: String, decimals: Int,
                      primitive: GestureExpression) -> ThresholdCheck {
        ThresholdCheck(quantity: quantity, measured: measured, comparison: measured < threshold ? "<" : "≥", threshold: threshold,
                       unit: unit, thresholdName: name, key: ThresholdKey.key(of: primitive, threshold: name)?.key, decimals: decimals)
    }

    /// `measured` against a minimum it must reach: `≥`, else `<`.
    static func reaching(_ quantity: String, _ measured: Double, _ name: String, _ threshold: Double, unit: String, decimals: Int,
                         primitive: GestureExpression) -> ThresholdCheck {
        ThresholdCheck(quantity: quantity, measured: measured, comparison: measured >= threshold - FailureMeasurement.tolerance ? "≥" : "<",
                       threshold: threshold, unit: unit, thresholdName: name,
                       key: ThresholdKey.key(of: primitive, threshold: name)?.key, decimals: decimals)
    }
}
