import Testing

@testable import GestureLanguage
import TouchdeckSupport

@Suite("Gesture expression parser")
struct GestureExpressionParserTests {
    private func parse(_ text: String) throws -> GestureExpression {
        try GestureExpressionParser.parse(text)
    }

    private func failure(_ text: String) -> GestureExpressionError? {
        do {
            let parsed = try GestureExpressionParser.parse(text)
            Issue.record("expected an error, parsed \(parsed)")
            return nil
        } catch {
            return error
        }
    }

    @Test("primitives with and without arguments")
    func primitives() throws {
        #expect(try parse("TapGesture()") == .tap(count: nil))
        #expect(try parse("TapGesture(count: 2)") == .tap(count: 2))
        #expect(try parse("SpatialTapGesture()") == .spatialTap(count: nil, coordinateSpace: nil))
        #expect(try parse("SpatialTapGesture(count: 3, coordinateSpace: .global)") == .spatialTap(count: 3, coordinateSpace: .global))
        #expect(try parse("LongPressGesture(minimumDuration: 0.5, maximumDistance: 10)")
            == .longPress(minimumDuration: 0.5, maximumDistance: 10))
        #expect(try parse("LongPressGesture(maximumDistance: 1_000)") == .longPress(minimumDuration: nil, maximumDistance: 1000))
        #expect(try parse("DragGesture(minimumDistance: 0)") == .drag(minimumDistance: 0, coordinateSpace: nil))
        #expect(try parse("DragGesture(coordinateSpace: .local)") == .drag(minimumDistance: nil, coordinateSpace: .local))
        #expect(try parse("MagnifyGesture()") == .magnify(minimumScaleDelta: nil))
        #expect(try parse("MagnifyGesture(minimumScaleDelta: 1e-2)") == .magnify(minimumScaleDelta: 0.01))
        #expect(try parse("RotateGesture()") == .rotate(minimumAngleDelta: nil))
        #expect(try parse("RotateGesture(minimumAngleDelta: .degrees(5))") == .rotate(minimumAngleDelta: .degrees(5)))
        #expect(try parse("RotateGesture(minimumAngleDelta: .radians(0.1))") == .rotate(minimumAngleDelta: .radians(0.1)))
    }

    @Test("combinators chain left to right and nest inside arguments")
    func combinators() throws {
        let tap = GestureExpression.tap(count: nil)
        let press = GestureExpression.longPress(minimumDuration: 0.05, maximumDistance: nil)
        let drag = GestureExpression.drag(minimumDistance: nil, coordinateSpace: nil)
        #expect(try parse("TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture()))")
            == .exclusively(tap, before: .sequenced(press, before: drag)))
        #expect(try parse("TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05)).sequenced(before: DragGesture())")
            == .sequenced(.exclusively(tap, before: press), before: drag))
        #expect(try parse("(TapGesture().simultaneously(with: DragGesture())).simultaneously(with: (MagnifyGesture()))")
            == .simultaneously(.simultaneously(tap, with: drag), with: .magnify(minimumScaleDelta: nil)))
    }

    @Test("whitespace, newlines and trailing commas are allowed as in Swift")
    func layout() throws {
        #expect(try parse("  TapGesture ( count : 2 , )\n  .sequenced(\n before: DragGesture()\n)  ")
            == .sequenced(.tap(count: 2), before: .drag(minimumDistance: nil, coordinateSpace: nil)))
    }

    @Test("description is canonical Swift that parses back", arguments: [
        "TapGesture()", "TapGesture(count: 2)", "SpatialTapGesture(count: 2, coordinateSpace: .global)",
        "LongPressGesture(minimumDuration: 0.5, maximumDistance: 10)", "DragGesture(minimumDistance: 0.25)",
        "MagnifyGesture(minimumScaleDelta: 0.05)", "RotateGesture(minimumAngleDelta: .degrees(2))",
        "TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture()))",
        "TapGesture().simultaneously(with: DragGesture()).sequenced(before: RotateGesture())",
    ])
    func roundTrip(_ text: String) throws {
        let parsed = try parse(text)
        #expect(parsed.description == text)
        #expect(try parse(parsed.description) == parsed)
    }

    @Test("errors point at the column", arguments: [
        ("", 1, "expected a gesture, such as TapGesture()"),
        ("TapGestur()", 1, "unknown gesture 'TapGestur'; did you mean 'TapGesture'?"),
        ("TapGesture", 11, "expected '(' after 'TapGesture', found the end of the expression"),
        ("TapGesture(cnt: 2)", 12, "TapGesture has no argument 'cnt'; did you mean 'count'? It takes: count"),
        ("TapGesture(count 2)", 18, "expected ':' after 'count', found '2'"),
        ("TapGesture(count: 2", 20, "expected ',' or ')' after the argument, found the end of the expression"),
        ("TapGesture(count: 0)", 19, "'count' must be a whole number from 1 to 100"),
        ("TapGesture(count: 1.5)", 19, "'count' must be a whole number from 1 to 100"),
        ("TapGesture(count: 1, count: 2)", 22, "argument 'count' is given twice"),
        ("LongPressGesture(maximumDistance: 1, minimumDuration: 2)", 38, "argument 'minimumDuration' must come before 'maximumDistance'"),
        ("LongPressGesture(minimumDuration: -0.5)", 35, "'minimumDuration' must be a number, at least 0"),
        ("LongPressGesture(minimumDuration: .5)", 35, "'.5' is not a valid number in Swift; write '0.5'"),
        ("DragGesture(coordinateSpace: .named)", 30, "'coordinateSpace' must be .local or .global"),
        ("RotateGesture(minimumAngleDelta: 5)", 34, "'minimumAngleDelta' must be .degrees(x) or .radians(x) with x at least 0"),
        ("MagnifyGesture(scale: 2)", 16, "MagnifyGesture has no argument 'scale'. It takes: minimumScaleDelta"),
        ("TapGesture().sequence(before: DragGesture())", 14, "unknown combinator 'sequence'; did you mean 'sequenced'?"),
        ("TapGesture().onEnded(before: DragGesture())", 14, "unknown combinator 'onEnded'"),
        ("TapGesture().sequenced(with: DragGesture())", 24, "expected 'before:' in sequenced(before:), found 'with'"),
        ("TapGesture().simultaneously(with: DragGesture()", 48, "expected ')' to close simultaneously(with:)"),
        ("TapGesture().exclusively(before: )", 34, "expected a gesture, such as TapGesture(), found ')'"),
        ("TapGesture() DragGesture()", 14, "unexpected 'DragGesture' after the gesture"),
        ("TapGesture(count: 2) ; ", 22, "unexpected character ';'"),
        ("(TapGesture()", 14, "expected ')' to close the '(' at column 1"),
        ("TapGesture().", 14, "expected a combinator name after '.', found the end of the expression"),
    ])
    func errors(_ text: String, _ column: Int, _ message: String) throws {
        let error = try #require(failure(text))
        #expect(error.column == column, "\(error)")
        #expect(error.message.hasPrefix(message), "\(error)")
        #expect(error.expression == text)
    }

    @Test("the error shows the expression with a caret under the column")
    func caret() throws {
        let error = try #require(failure("TapGesture(count: 2).exclusively(before: LongPress())"))
        #expect(error.description == """
            error: unknown gesture 'LongPress'; did you mean 'LongPressGesture'? Known gestures: \
            TapGesture, SpatialTapGesture, LongPressGesture, DragGesture, MagnifyGesture, RotateGesture (column 42)
              TapGesture(count: 2).exclusively(before: LongPress())
                                                       ^
            """)
        #expect(error.column == 42)
    }
}
