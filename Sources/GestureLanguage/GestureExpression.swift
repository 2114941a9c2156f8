import TouchdeckSupport
/// A gesture written in Swift syntax on the command line, e.g.
/// `TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture()))`.
/// Arguments left out are nil: the gesture's own default (from the settings) applies.
public indirect enum GestureExpression: Hashable, Sendable {
    /// `TapGesture(count:)`.
    case tap(count: Int?)
    /// `SpatialTapGesture(count:coordinateSpace:)`.
    case spatialTap(count: Int?, coordinateSpace: CoordinateSpaceName?)
    /// `LongPressGesture(minimumDuration:maximumDistance:)`.
    case longPress(minimumDuration: Double?, maximumDistance: Double?)
    /// `DragGesture(minimumDistance:coordinateSpace:)`.
    case drag(minimumDistance: Double?, coordinateSpace: CoordinateSpaceName?)
    /// `MagnifyGesture(minimumScaleDelta:)`.
    case magnify(minimumScaleDelta: Double?)
    /// `RotateGesture(minimumAngleDelta:)`.
    case rotate(minimumAngleDelta: AngleLiteral?)
    /// `first.sequenced(before: second)`.
    case sequenced(GestureExpression, before: GestureExpression)
    /// `first.exclusively(before: second)`.
    case exclusively(GestureExpression, before: GestureExpression)
    /// `first.simultaneously(with: second)`.
    case simultaneously(GestureExpression, with: GestureExpression)
}

/// `.local` or `.global`, as written in an expression.
public enum CoordinateSpaceName: String, Hashable, Sendable, CaseIterable {
    case local, global
}

/// `.degrees(x)` or `.radians(x)`, as written in an expression.
public enum AngleLiteral: Hashable, Sendable {
    /// `.degrees(x)`.
    case degrees(Double)
    /// `.radians(x)`.
    case radians(Double)

    /// The angle in degrees.
    public var degrees: Double {
        switch self {
        case .degrees(let value): value
        case .radians(let value): value * 180 / .pi
        }
    }
}

extension GestureExpression: CustomStringConvertible {
    /// The expression in canonical Swift syntax (parses back to the same value).
    public var description: String {
        switch self {
        case .tap(let count):
            return call("TapGesture", [("count", count.map(String.init))])
        case .spatialTap(let count, let space):
            return call("SpatialTapGesture", [("count", count.map(String.init)), ("coordinateSpace", space.map { "." + $0.rawValue })])
        case .longPress(let duration, let distance):
            return call("LongPressGesture", [("minimumDuration", duration.map(literal)), ("maximumDistance", distance.map(literal))])
        case .drag(let distance, let space):
            return call("DragGesture", [("minimumDistance", distance.map(literal)), ("coordinateSpace", space.map { "." + $0.rawValue })])
        case .magnify(let delta):
            return call("MagnifyGesture", [("minimumScaleDelta", delta.map(literal))])
        case .rotate(let angle):
            return call("RotateGesture", [("minimumAngleDelta", angle.map(\.description))])
        case .sequenced(let first, let second):
            return "\(first).sequenced(before: \(second))"
        case .exclusively(let first, let second):
            return "\(first).exclusively(before: \(second))"
        case .simultaneously(let first, let second):
            return "\(first).simultaneously(with: \(second))"
        }
    }

    private func call(_ name: String, _ arguments: [(String, String?)]) -> String {
        let given = arguments.compactMap { label, value in value.map { "\(label): \($0)" } }
        return "\(name)(\(given.joined(separator: ", ")))"
    }
}

extension AngleLiteral: CustomStringConvertible {
    /// `.degrees(5)`.
    public var description: String {
        switch self {
        case .degrees(let value): ".degrees(\(literal(value)))"
        case .radians(let value): ".radians(\(literal(value)))"
        }
    }
}

/// A number as Swift source: `10`, `0.5`.
private func literal(_ value: Double) -> String { formatNumber(value) }
