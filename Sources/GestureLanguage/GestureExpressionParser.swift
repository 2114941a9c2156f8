import TouchdeckSupport
/// A recursive-descent parser for gesture expressions:
///
/// ```
/// expression := primary ( "." combinator "(" label ":" expression ")" )*
/// primary    := gestureName "(" [ argument ( "," argument )* [","] ] ")" | "(" expression ")"
/// argument   := label ":" value
/// value      := ["-"] number | "." name | "." name "(" ["-"] number ")"
/// ```
///
/// Arguments follow Swift's rules (each optional, in declaration order, at
/// most once) and are range-checked. Errors carry the column. An expression
/// holds at most `maximumGestures` gestures nested at most `maximumDepth`
/// deep, so that neither parsing nor printing one runs out of stack.
public struct GestureExpressionParser {
    /// The most gestures one expression may combine.
    public static let maximumGestures = 64
    /// The most levels of parentheses and combinator arguments one expression may nest.
    public static let maximumDepth = 64

    private let expression: String
    private let tokens: [GestureToken]
    private var position = 0
    private var depth = 0
    private var gestures = 0

    /// Parses `expression` into its syntax tree.
    /// - Throws: `GestureExpressionError` pointing at the first problem.
    public static func parse(_ expression: String) throws(GestureExpressionError) -> GestureExpression {
        var parser = try GestureExpressionParser(expression)
        return try parser.parseWhole()
    }

    private init(_ expression: String) throws(GestureExpressionError) {
        self.expression = expression
        self.tokens = try GestureExpressionLexer(expression).tokens(in: expression)
    }

    private var current: GestureToken { tokens[min(position, tokens.count - 1)] }

    private mutating func parseWhole() throws(GestureExpressionError) -> GestureExpression {
        if current.kind == .end {
            throw error("expected a gesture, such as TapGesture()", at: current)
        }
        let result = try parseExpression()
        guard current.kind == .end else {
            throw error("unexpected \(current.quoted) after the gesture", at: current)
        }
        return result
    }

    private mutating func parseExpression() throws(GestureExpressionError) -> GestureExpression {
        guard depth < Self.maximumDepth else {
            throw error("the expression nests more than \(Self.maximumDepth) levels deep", at: current)
        }
        depth += 1
        defer { depth -= 1 }
        var result = try parsePrimary()
        while current.kind == .dot {
            advance()
            let nameToken = current
            guard case .identifier(let name) = nameToken.kind else {
                throw error("expected a combinator name after '.', found \(nameToken.quoted)", at: nameToken)
            }
            guard let combinator = Combinator(rawValue: name) else {
                let names = Combinator.allCases.map(\.rawValue)
                var message = "unknown combinator '\(name)'"
                message += closestName(to: name, among: names).map { "; did you mean '\($0)'?" } ?? "."
                message += " A gesture can be followed by .sequenced(before:), .exclusively(before:) or .simultaneously(with:)"
                throw error(message, at: nameToken)
            }
            advance()
            try expect(.leftParen, "expected '(' after '\(name)'")
            let labelToken = current
            guard case .identifier(let label) = labelToken.kind, label == combinator.label else {
                throw error("expected '\(combinator.label):' in \(name)(\(combinator.label):), found \(labelToken.quoted)", at: labelToken)
            }
            advance()
            try expect(.colon, "expected ':' after '\(label)'")
            let other = try parseExpression()
            try expect(.rightParen, "expected ')' to close \(name)(\(combinator.label):)")
            result = combinator.combine(result, other)
        }
        return result
    }

    private mutating func parsePrimary() throws(GestureExpressionError) -> GestureExpression {
        let token = current
        switch token.kind {
        case .leftParen:
            advance()
            let inner = try parseExpression()
            try expect(.rightParen, "expected ')' to close the '(' at column \(token.offset + 1)")
            return inner
        case .identifier(let name):
            guard let signature = PrimitiveSignature.named(name) else {
                let names = PrimitiveSignature.all.map(\.name)
                var message = "unknown gesture '\(name)'"
                message += closestName(to: name, among: names).map { "; did you mean '\($0)'?" } ?? "."
                message += " Known gestures: \(names.joined(separator: ", "))"
                throw error(message, at: token)
            }
            gestures += 1
            guard gestures <= Self.maximumGestures else {
                throw error("the expression combines more than \(Self.maximumGestures) gestures", at: token)
            }
            advance()
            try expect(.leftParen, "expected '(' after '\(name)'")
            let arguments = try parseArguments(of: signature)
            return try signature.build(arguments, expression: expression)
        default:
            throw error("expected a gesture, such as TapGesture(), found \(token.quoted)", at: token)
        }
    }

    /// Arguments up to and including the closing parenthesis.
    private mutating func parseArguments(of signature: PrimitiveSignature) throws(GestureExpressionError) -> [String: ArgumentValue] {
        var arguments: [String: ArgumentValue] = [:]
        var lastIndex = -1
        while current.kind != .rightParen {
            let labelToken = current
            guard case .identifier(let label) = labelToken.kind else {
                let expected = signature.parameters.isEmpty ? "')': \(signature.name) takes no arguments" : "an argument label or ')'"
                throw error("expected \(expected), found \(labelToken.quoted)", at: labelToken)
            }
            guard let index = signature.parameters.firstIndex(where: { $0.label == label }) else {
                throw error(signature.unknownArgumentMessage(label), at: labelToken)
            }
            guard arguments[label] == nil else {
                throw error("argument '\(label)' is given twice", at: labelToken)
            }
            guard index > lastIndex else {
                let later = signature.parameters[lastIndex].label
                throw error("argument '\(label)' must come before '\(later)'", at: labelToken)
            }
            lastIndex = index
            advance()
            try expect(.colon, "expected ':' after '\(label)'")
            arguments[label] = try parseValue()
            guard current.kind == .comma else { break }
            advance()
        }
        try expect(.rightParen, "expected ',' or ')' after the argument")
        return arguments
    }

    private mutating func parseValue() throws(GestureExpressionError) -> ArgumentValue {
        let start = current
        switch start.kind {
        case .minus, .number:
            return .number(try parseNumber(), offset: start.offset)
        case .dot:
            advance()
            let nameToken = current
            if case .number(let digits) = nameToken.kind {
                throw error("'.\(digits)' is not a valid number in Swift; write '0.\(digits)'", at: start)
            }
            guard case .identifier(let name) = nameToken.kind else {
                throw error("expected a name after '.', found \(nameToken.quoted)", at: nameToken)
            }
            advance()
            guard current.kind == .leftParen else { return .member(name, offset: start.offset) }
            advance()
            let number = try parseNumber()
            try expect(.rightParen, "expected ')' to close .\(name)(")
            return .memberCall(name, number.value, offset: start.offset)
        default:
            throw error("expected a value, found \(start.quoted)", at: start)
        }
    }

    private mutating func parseNumber() throws(GestureExpressionError) -> NumberLiteral {
        var negative = false
        if current.kind == .minus {
            negative = true
            advance()
        }
        guard case .number(let text) = current.kind, let value = Double(text), value.isFinite else {
            throw error("expected a number, found \(current.quoted)", at: current)
        }
        advance()
        let isInteger = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
        return NumberLiteral(value: negative ? -value : value, isInteger: isInteger)
    }

    private mutating func advance() { position += 1 }

    private mutating func expect(_ kind: GestureToken.Kind, _ message: String) throws(GestureExpressionError) {
        guard current.kind == kind else {
            throw error("\(message), found \(current.quoted)", at: current)
        }
        advance()
    }

    private func error(_ message: String, at token: GestureToken) -> GestureExpressionError {
        GestureExpressionError(message: message, expression: expression, offset: token.offset)
    }
}

/// A number as written: its value, and whether it was written without a fraction or exponent.
struct NumberLiteral: Equatable {
    var value: Double
    var isInteger: Bool
}

/// An argument's value as written, with the offset of its first character.
enum ArgumentValue: Equatable {
    case number(NumberLiteral, offset: Int)
    case member(String, offset: Int)
    case memberCall(String, Double, offset: Int)

    var offset: Int {
        switch self {
        case .number(_, let offset), .member(_, let offset), .memberCall(_, _, let offset): offset
        }
    }
}

/// The three combinators and their argument labels.
private enum Combinator: String, CaseIterable {
    case sequenced, exclusively, simultaneously

    var label: String { self == .simultaneously ? "with" : "before" }

    func combine(_ first: GestureExpression, _ second: GestureExpression) -> GestureExpression {
        switch self {
        case .sequenced: .sequenced(first, before: second)
        case .exclusively: .exclusively(first, before: second)
        case .simultaneously: .simultaneously(first, with: second)
        }
    }
}
