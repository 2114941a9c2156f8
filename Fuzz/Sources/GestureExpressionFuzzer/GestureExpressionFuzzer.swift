import FuzzSupport
import GestureLanguage

/// Fuzzes the gesture-expression parser of `touchdeck recognize`: each input
/// is an expression. A bad one must be a `GestureExpressionError` with a
/// column inside the expression (or just after it); a good one must print
/// (`description`) as Swift that parses back to the same expression.
@main
enum GestureExpressionFuzzer {
    static func main() {
        FuzzDriver.run(fuzzGestureExpression)
    }

    static func check(_ text: String) {
        let expression: GestureExpression
        do {
            expression = try GestureExpressionParser.parse(text)
        } catch {
            fuzzCheck((1...text.count + 1).contains(error.column), "column \(error.column) outside the expression: \(error)")
            return
        }
        do {
            let reparsed = try GestureExpressionParser.parse(expression.description)
            fuzzCheck(reparsed == expression, "\(expression) parses back as \(reparsed)")
        } catch {
            fuzzFailure("the canonical form \(expression) does not parse: \(error)")
        }
    }
}

/// One input, as libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGestureExpression(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    GestureExpressionFuzzer.check(UnsafeBufferPointer(fuzzData: data, count: count).text)
    return 0
}
