import TouchdeckSupport
/// A token of a gesture expression, with its 0-based character offset.
struct GestureToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        /// A number literal as written (digits, `.`, exponent; underscores removed).
        case number(String)
        case leftParen, rightParen, comma, colon, dot, minus
        case end
    }

    var kind: Kind
    var offset: Int

    /// How the token reads in a message: `'('`, `'TapGesture'`, `the end`.
    var quoted: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .number(let text): "'\(text)'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .comma: "','"
        case .colon: "':'"
        case .dot: "'.'"
        case .minus: "'-'"
        case .end: "the end of the expression"
        }
    }
}

/// Splits an expression into tokens; whitespace (including newlines) separates them.
struct GestureExpressionLexer {
    private let characters: [Character]

    init(_ text: String) {
        characters = Array(text)
    }

    /// All tokens, ending with `.end`.
    /// - Throws: `GestureExpressionError` at the first character that starts no token.
    func tokens(in expression: String) throws(GestureExpressionError) -> [GestureToken] {
        var tokens: [GestureToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character.isWhitespace {
                index += 1
                continue
            }
            if character.isLetter || character == "_" {
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                tokens.append(GestureToken(kind: .identifier(String(characters[start..<index])), offset: start))
                continue
            }
            if character.isASCII, character.isNumber {
                index = scanNumber(from: index)
                let text = String(characters[start..<index]).replacingUnderscores()
                tokens.append(GestureToken(kind: .number(text), offset: start))
                continue
            }
            let kind: GestureToken.Kind
            switch character {
            case "(": kind = .leftParen
            case ")": kind = .rightParen
            case ",": kind = .comma
            case ":": kind = .colon
            case ".": kind = .dot
            case "-": kind = .minus
            default:
                throw GestureExpressionError(
                    message: "unexpected character '\(character)'", expression: expression, offset: start)
            }
            tokens.append(GestureToken(kind: kind, offset: start))
            index += 1
        }
        tokens.append(GestureToken(kind: .end, offset: characters.count))
        return tokens
    }

    /// The end of a decimal literal starting at `start`: digits and `_`, an
    /// optional fraction (a `.` followed by a digit), an optional exponent.
    private func scanNumber(from start: Int) -> Int {
        var index = start
        func digits() {
            while index < characters.count, (characters[index].isASCII && characters[index].isNumber) || characters[index] == "_" {
                index += 1
            }
        }
        digits()
        if index + 1 < characters.count, characters[index] == ".", characters[index + 1].isASCII, characters[index + 1].isNumber {
            index += 1
            digits()
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var next = index + 1
            if next < characters.count, characters[next] == "+" || characters[next] == "-" { next += 1 }
            if next < characters.count, characters[next].isASCII, characters[next].isNumber {
                index = next
                digits()
            }
        }
        return index
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { filter { $0 != "_" } }
}
