import Testing

@testable import GestureLanguage

/// Gesture expressions the fuzz target (`tools/fuzz gesture-expression`) ran
/// out of stack on: each must be an error at a column instead.
@Suite("Gesture expressions found by fuzzing")
struct GestureExpressionFuzzRegressionTests {
    private func failure(_ text: String) -> GestureExpressionError? {
        do {
            _ = try GestureExpressionParser.parse(text)
            Issue.record("expected an error")
            return nil
        } catch {
            return error
        }
    }

    /// 100 000 parentheses around a gesture (an argument on the command line
    /// can be 128 KiB) overflowed the stack of the recursive-descent parser.
    @Test func deepParenthesesAreAnError() throws {
        let error = try #require(failure(String(repeating: "(", count: 100_000) + "TapGesture()"))
        #expect(error.message == "the expression nests more than 64 levels deep")
        #expect(error.column == 65)
    }

    /// 4 000 chained combinators (128 KiB) parsed, but printing, comparing or
    /// freeing the 4 000-deep expression overflowed the stack.
    @Test func longCombinatorChainsAreAnError() throws {
        let chain = "TapGesture()" + String(repeating: ".sequenced(before: TapGesture())", count: 4_000)
        let error = try #require(failure(chain))
        #expect(error.message == "the expression combines more than 64 gestures")
        // The 65th gesture: after the first (12 characters), 63 links of 32 and `.sequenced(before: ` (19).
        #expect(error.column == 12 + 63 * 32 + 19 + 1)
    }

    /// Combinator arguments nest like parentheses.
    @Test func deeplyNestedCombinatorArgumentsAreAnError() throws {
        let nested = String(repeating: "TapGesture().sequenced(before: ", count: 70) + "TapGesture()" + String(repeating: ")", count: 70)
        let error = try #require(failure(nested))
        #expect(error.message == "the expression nests more than 64 levels deep")
    }

    /// The limits leave room for any gesture a person writes.
    @Test func expressionsAtTheLimitsParse() throws {
        let deep = String(repeating: "(", count: 63) + "TapGesture()" + String(repeating: ")", count: 63)
        #expect(try GestureExpressionParser.parse(deep) == .tap(count: nil))
        let chain = "TapGesture()" + String(repeating: ".exclusively(before: DragGesture())", count: 63)
        let parsed = try GestureExpressionParser.parse(chain)
        #expect(try GestureExpressionParser.parse(parsed.description) == parsed)
    }
}
