import Gestures
import KioskRuntime

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
        switch self {
        case .tap(let count):
            return visitor.visit(TapGesture(count: count ?? 1).map { _ in TapValue() })
        case .spatialTap(let count, let space):
            return visitor.visit(SpatialTapGesture(count: count ?? 1, coordinateSpace: space?.coordinateSpace ?? .local))
        case .longPress(let duration, let distance):
            return visitor.visit(LongPressGesture(minimumDuration: duration, maximumDistance: distance))
        case .drag(let distance, let space):
            return visitor.visit(DragGesture(minimumDistance: distance, coordinateSpace: space?.coordinateSpace ?? .local))
        case .magnify(let delta):
            return visitor.visit(delta.map { MagnifyGesture(minimumScaleDelta: $0) } ?? MagnifyGesture())
        case .rotate(let angle):
            return visitor.visit(angle.map { RotateGesture(minimumAngleDelta: .degrees($0.degrees)) } ?? RotateGesture())
        case .sequenced(let first, let second):
            return first.build(CombineFirst(second: second, combinator: .sequenced, visitor: visitor))
        case .exclusively(let first, let second):
            return first.build(CombineFirst(second: second, combinator: .exclusively, visitor: visitor))
        case .simultaneously(let first, let second):
            return first.build(CombineFirst(second: second, combinator: .simultaneously, visitor: visitor))
        }
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

    func visit<First: Gesture>(_ first: First) -> Visitor.Output where First.Value: RecognizedValueJSON & Equatable {
        second.build(CombineSecond(first: first, combinator: combinator, visitor: visitor))
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
