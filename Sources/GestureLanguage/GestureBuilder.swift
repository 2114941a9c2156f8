import Gestures
import TouchdeckSupport

/// Receives the gesture built from a `GestureExpression`, with its full
/// static type (so the caller can attach `onChanged` and friends).
public protocol GestureVisitor {
    associatedtype Output
    /// Called once with the built gesture.
    func visit<G: Gesture>(_ gesture: G) -> Output where G.Value: RecognizedValueJSON & Equatable
}

extension GestureExpression {
    /// Builds the gesture and hands it to `visitor`. Arguments left out use
    /// the gesture's defaults (the settings' thresholds where there are some).
    public func build<V: GestureVisitor>(_ visitor: V) -> V.Output {
        build(visitor, probes: nil, firstIndex: 0)
    }

    /// Builds the gesture with every primitive wrapped in a `ProbeGesture`
    /// reporting to `recorder` under its index in `ExplainCandidate.all(in:)`.
    func buildProbed<V: GestureVisitor>(_ visitor: V, recorder: ExplainRecorder) -> V.Output {
        build(visitor, probes: recorder, firstIndex: 0)
    }

    /// Builds with primitives numbered from `firstIndex`, left to right.
    fileprivate func build<V: GestureVisitor>(_ visitor: V, probes: ExplainRecorder?, firstIndex: Int) -> V.Output {
        let primitive = PrimitiveVisit(visitor: visitor, probes: probes, index: firstIndex)
        switch self {
        case .tap(let count):
            return primitive.visit(TapGesture(count: count ?? 1).map { _ in TapValue() })
        case .spatialTap(let count, let space):
            return primitive.visit(SpatialTapGesture(count: count ?? 1, coordinateSpace: space?.coordinateSpace ?? .local))
        case .longPress(let duration, let distance):
            return primitive.visit(LongPressGesture(minimumDuration: duration, maximumDistance: distance))
        case .drag(let distance, let space):
            return primitive.visit(DragGesture(minimumDistance: distance, coordinateSpace: space?.coordinateSpace ?? .local))
        case .magnify(let delta):
            return primitive.visit(delta.map { MagnifyGesture(minimumScaleDelta: $0) } ?? MagnifyGesture())
        case .rotate(let angle):
            return primitive.visit(angle.map { RotateGesture(minimumAngleDelta: .degrees($0.degrees)) } ?? RotateGesture())
        case .sequenced(let first, let second):
            return combine(first, second, .sequenced, visitor, probes, firstIndex)
        case .exclusively(let first, let second):
            return combine(first, second, .exclusively, visitor, probes, firstIndex)
        case .simultaneously(let first, let second):
            return combine(first, second, .simultaneously, visitor, probes, firstIndex)
        }
    }

    private func combine<V: GestureVisitor>(
        _ first: GestureExpression, _ second: GestureExpression, _ combinator: CombinatorKind,
        _ visitor: V, _ probes: ExplainRecorder?, _ firstIndex: Int
    ) -> V.Output {
        let combine = CombineFirst(
            second: second, combinator: combinator, visitor: visitor, probes: probes,
            secondIndex: firstIndex + first.primitiveCount)
        return first.build(combine, probes: probes, firstIndex: firstIndex)
    }

    /// How many primitives the expression holds.
    var primitiveCount: Int {
        switch self {
        case .tap, .spatialTap, .longPress, .drag, .magnify, .rotate: 1
        case .sequenced(let first, let second), .exclusively(let first, let second), .simultaneously(let first, let second):
            first.primitiveCount + second.primitiveCount
        }
    }
}

/// Hands a primitive to the visitor, wrapped in a probe when explaining.
private struct PrimitiveVisit<Visitor: GestureVisitor> {
    let visitor: Visitor
    let probes: ExplainRecorder?
    let index: Int

    func visit<G: Gesture>(_ gesture: G) -> Visitor.Output where G.Value: RecognizedValueJSON & Equatable {
        guard let probes else { return visitor.visit(gesture) }
        return visitor.visit(ProbeGesture(gesture, recorder: probes, role: .candidate(index)))
    }
}

extension CoordinateSpaceName {
    var coordinateSpace: CoordinateSpace {
        switch self {
        case .local: .local
        case .global: .global
        }
    }
}

private enum CombinatorKind {
    case sequenced, exclusively, simultaneously
}

/// Holds the second expression while the first is built.
private struct CombineFirst<Visitor: GestureVisitor>: GestureVisitor {
    let second: GestureExpression
    let combinator: CombinatorKind
    let visitor: Visitor
    let probes: ExplainRecorder?
    /// The index of the second expression's first primitive.
    let secondIndex: Int

    func visit<First: Gesture>(_ first: First) -> Visitor.Output where First.Value: RecognizedValueJSON & Equatable {
        second.build(CombineSecond(first: first, combinator: combinator, visitor: visitor), probes: probes, firstIndex: secondIndex)
    }
}

/// Combines the built first gesture with the second.
private struct CombineSecond<First: Gesture, Visitor: GestureVisitor>: GestureVisitor
where First.Value: RecognizedValueJSON & Equatable {
    let first: First
    let combinator: CombinatorKind
    let visitor: Visitor

    func visit<Second: Gesture>(_ second: Second) -> Visitor.Output where Second.Value: RecognizedValueJSON & Equatable {
        switch combinator {
        case .sequenced: visitor.visit(first.sequenced(before: second))
        case .exclusively: visitor.visit(first.exclusively(before: second))
        case .simultaneously: visitor.visit(first.simultaneously(with: second))
        }
    }
}
