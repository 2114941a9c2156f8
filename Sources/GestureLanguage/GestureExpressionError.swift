import TouchdeckSupport
/// A gesture expression that does not parse: the message, the expression and
/// where in it (1-based column), shown with a caret:
///
/// ```
/// error: unknown argument 'cnt' for TapGesture; did you mean 'count'? (column 12)
///   TapGesture(cnt: 2)
///              ^
/// ```
public struct GestureExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, and what was expected.
    public var message: String
    /// The whole expression as given.
    public var expression: String
    /// 1-based column (in characters) of the offending token.
    public var column: Int

    /// An error at `column` (1-based) of `expression`.
    public init(message: String, expression: String, column: Int) {
        self.message = message
        self.expression = expression
        self.column = column
    }

    init(message: String, expression: String, offset: Int) {
        self.init(message: message, expression: expression, column: offset + 1)
    }

    /// The message, the expression on one line and a caret under the column.
    public var description: String {
        // Newlines in the expression would break the caret line; show them as spaces.
        let line = String(expression.map { $0.isNewline ? " " : $0 })
        let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
        return "error: \(message) (column \(column))\n  \(line)\n  \(caret)"
    }
}
