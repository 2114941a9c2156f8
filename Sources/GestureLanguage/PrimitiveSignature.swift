import TouchdeckSupport
/// A primitive gesture's name and parameters, in Swift's declaration order.
struct PrimitiveSignature {
    enum ParameterKind {
        /// A whole number, at least 1.
        case count
        /// A number, at least 0.
        case nonNegative
        /// `.local` or `.global`.
        case coordinateSpace
        /// `.degrees(x)` or `.radians(x)`, x at least 0.
        case angle
    }

    struct Parameter {
        var label: String
        var kind: ParameterKind
    }

    var name: String
    var parameters: [Parameter]

    static let all: [PrimitiveSignature] = [
        PrimitiveSignature(name: "TapGesture", parameters: [Parameter(label: "count", kind: .count)]),
        PrimitiveSignature(name: "SpatialTapGesture", parameters: [
            Parameter(label: "count", kind: .count), Parameter(label: "coordinateSpace", kind: .coordinateSpace),
        ]),
        PrimitiveSignature(name: "LongPressGesture", parameters: [
            Parameter(label: "minimumDuration", kind: .nonNegative), Parameter(label: "maximumDistance", kind: .nonNegative),
        ]),
        PrimitiveSignature(name: "DragGesture", parameters: [
            Parameter(label: "minimumDistance", kind: .nonNegative), Parameter(label: "coordinateSpace", kind: .coordinateSpace),
        ]),
        PrimitiveSignature(name: "MagnifyGesture", parameters: [Parameter(label: "minimumScaleDelta", kind: .nonNegative)]),
        PrimitiveSignature(name: "RotateGesture", parameters: [Parameter(label: "minimumAngleDelta", kind: .angle)]),
    ]

    static func named(_ name: String) -> PrimitiveSignature? {
        all.first { $0.name == name }
    }

    func unknownArgumentMessage(_ label: String) -> String {
        let labels = parameters.map(\.label)
        guard !labels.isEmpty else { return "\(name) takes no arguments" }
        var message = "\(name) has no argument '\(label)'"
        if let suggestion = closestName(to: label, among: labels) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "."
        }
        return message + " It takes: " + labels.joined(separator: ", ")
    }

    /// The expression for checked `arguments` (by label).
    func build(_ arguments: [String: ArgumentValue], expression: String) throws(GestureExpressionError) -> GestureExpression {
        let checked = CheckedArguments(expression: expression, values: arguments)
        switch name {
        case "TapGesture":
            return .tap(count: try checked.count("count"))
        case "SpatialTapGesture":
            return .spatialTap(count: try checked.count("count"), coordinateSpace: try checked.space("coordinateSpace"))
        case "LongPressGesture":
            return .longPress(
                minimumDuration: try checked.nonNegative("minimumDuration"),
                maximumDistance: try checked.nonNegative("maximumDistance"))
        case "DragGesture":
            return .drag(minimumDistance: try checked.nonNegative("minimumDistance"), coordinateSpace: try checked.space("coordinateSpace"))
        case "MagnifyGesture":
            return .magnify(minimumScaleDelta: try checked.nonNegative("minimumScaleDelta"))
        default:
            return .rotate(minimumAngleDelta: try checked.angle("minimumAngleDelta"))
        }
    }
}

/// Checks each argument's value against its parameter kind.
private struct CheckedArguments {
    let expression: String
    let values: [String: ArgumentValue]

    private func error(_ message: String, _ value: ArgumentValue) -> GestureExpressionError {
        GestureExpressionError(message: message, expression: expression, offset: value.offset)
    }

    func count(_ label: String) throws(GestureExpressionError) -> Int? {
        guard let value = values[label] else { return nil }
        guard case .number(let number, _) = value, number.isInteger, number.value >= 1, number.value <= 100 else {
            throw error("'\(label)' must be a whole number from 1 to 100", value)
        }
        return Int(number.value)
    }

    func nonNegative(_ label: String) throws(GestureExpressionError) -> Double? {
        guard let value = values[label] else { return nil }
        guard case .number(let number, _) = value, number.value >= 0 else {
            throw error("'\(label)' must be a number, at least 0", value)
        }
        return number.value
    }

    func space(_ label: String) throws(GestureExpressionError) -> CoordinateSpaceName? {
        guard let value = values[label] else { return nil }
        guard case .member(let name, _) = value, let space = CoordinateSpaceName(rawValue: name) else {
            throw error("'\(label)' must be .local or .global", value)
        }
        return space
    }

    func angle(_ label: String) throws(GestureExpressionError) -> AngleLiteral? {
        guard let value = values[label] else { return nil }
        guard case .memberCall(let unit, let amount, _) = value, amount >= 0, unit == "degrees" || unit == "radians" else {
            throw error("'\(label)' must be .degrees(x) or .radians(x) with x at least 0", value)
        }
        return unit == "degrees" ? .degrees(amount) : .radians(amount)
    }
}
