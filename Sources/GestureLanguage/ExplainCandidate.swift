
/// One primitive of a gesture expression, as `recognize --explain` names it:
/// its path through the combinators and its canonical Swift text.
///
/// Primitives are numbered left to right as written, so
/// `TapGesture().exclusively(before: LongPressGesture())` has
/// `exclusively.first: TapGesture()` (0) and
/// `exclusively.second: LongPressGesture()` (1).
public struct ExplainCandidate: Hashable, Sendable {
    /// Which combinator a step goes through.
    public enum Combinator: String, Hashable, Sendable {
        /// `.sequenced(before:)`.
        case sequenced
        /// `.exclusively(before:)`.
        case exclusively
        /// `.simultaneously(with:)`.
        case simultaneously
    }

    /// Which side of a combinator a step takes.
    public enum Side: String, Hashable, Sendable {
        /// The gesture the combinator is called on.
        case first
        /// The argument.
        case second
    }

    /// One step from the root towards the primitive.
    public struct Step: Hashable, Sendable {
        /// The combinator passed through.
        public var combinator: Combinator
        /// The side of it taken.
        public var side: Side
    }

    /// Position among the expression's primitives, left to right.
    public var index: Int
    /// The steps from the root; empty when the expression is this primitive.
    public var steps: [Step]
    /// The primitive itself.
    public var expression: GestureExpression

    /// `exclusively.second.sequenced.first`, or empty at the root.
    public var path: String {
        steps.map { "\($0.combinator.rawValue).\($0.side.rawValue)" }.joined(separator: ".")
    }

    /// The primitive in Swift syntax: `TapGesture(count: 2)`.
    public var name: String { expression.description }

    /// `exclusively.first: TapGesture()`, or just the name at the root.
    public var label: String { path.isEmpty ? name : "\(path): \(name)" }

    /// The primitives of `expression`, left to right.
    public static func all(in expression: GestureExpression) -> [ExplainCandidate] {
        var result: [ExplainCandidate] = []
        collect(expression, steps: [], into: &result)
        return result
    }

    private static func collect(_ expression: GestureExpression, steps: [Step], into result: inout [ExplainCandidate]) {
        let pair: (GestureExpression, GestureExpression, Combinator)
        switch expression {
        case .tap, .spatialTap, .longPress, .drag, .magnify, .rotate:
            result.append(ExplainCandidate(index: result.count, steps: steps, expression: expression))
            return
        case .sequenced(let first, let second): pair = (first, second, .sequenced)
        case .exclusively(let first, let second): pair = (first, second, .exclusively)
        case .simultaneously(let first, let second): pair = (first, second, .simultaneously)
        }
        collect(pair.0, steps: steps + [Step(combinator: pair.2, side: .first)], into: &result)
        collect(pair.1, steps: steps + [Step(combinator: pair.2, side: .second)], into: &result)
    }
}
