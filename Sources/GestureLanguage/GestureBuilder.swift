import Foundation
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
        visitor.visit(erased(probes: nil, firstIndex: 0))
    }

    /// Builds the gesture with every primitive wrapped in a `ProbeGesture`
    /// reporting to `recorder` under its index in `ExplainCandidate.all(in:)`.
    func buildProbed<V: GestureVisitor>(_ visitor: V, recorder: ExplainRecorder) -> V.Output {
        visitor.visit(erased(probes: recorder, firstIndex: 0))
    }

    /// The gesture, with primitives numbered from `firstIndex`, left to right.
    ///
    /// Each part is erased to one type, `AnyGesture<ExpressionValue>`, before
    /// it is combined: an expression's static type would otherwise depend on
    /// the expression read at run time, and building it would be a recursion
    /// over ever-larger generic types, which the optimizer unrolls into every
    /// combination to its depth limit (11,872 specialised functions and 130 s
    /// of release compile time for this module). Erased, the combinators are
    /// specialised once each, and the primitives' recognizers fully.
    fileprivate func erased(probes: ExplainRecorder?, firstIndex: Int) -> AnyGesture<ExpressionValue> {
        let primitive = PrimitiveEraser(probes: probes, index: firstIndex)
        switch self {
        case .tap(let count):
            return primitive.erase(TapGesture(count: count ?? 1).map { _ in TapValue() })
        case .spatialTap(let count, let space):
            return primitive.erase(SpatialTapGesture(count: count ?? 1, coordinateSpace: space?.coordinateSpace ?? .local))
        case .longPress(let duration, let distance):
            return primitive.erase(LongPressGesture(minimumDuration: duration, maximumDistance: distance.map { CGFloat($0) }))
        case .drag(let distance, let space):
            return primitive.erase(DragGesture(minimumDistance: distance.map { CGFloat($0) }, coordinateSpace: space?.coordinateSpace ?? .local))
        case .magnify(let delta):
            return primitive.erase(delta.map { MagnifyGesture(minimumScaleDelta: $0) } ?? MagnifyGesture())
        case .rotate(let angle):
            return primitive.erase(angle.map { RotateGesture(minimumAngleDelta: .degrees($0.degrees)) } ?? RotateGesture())
        case .sequenced(let first, let second):
            let (first, second) = Self.parts(first, second, probes, firstIndex)
            return AnyGesture(first.sequenced(before: second).map(ExpressionValue.init))
        case .exclusively(let first, let second):
            let (first, second) = Self.parts(first, second, probes, firstIndex)
            return AnyGesture(first.exclusively(before: second).map(ExpressionValue.init))
        case .simultaneously(let first, let second):
            let (first, second) = Self.parts(first, second, probes, firstIndex)
            return AnyGesture(first.simultaneously(with: second).map(ExpressionValue.init))
        }
    }

    /// A combinator's two parts, the second's primitives numbered after the first's.
    private static func parts(
        _ first: GestureExpression, _ second: GestureExpression, _ probes: ExplainRecorder?, _ firstIndex: Int
    ) -> (AnyGesture<ExpressionValue>, AnyGesture<ExpressionValue>) {
        (first.erased(probes: probes, firstIndex: firstIndex),
         second.erased(probes: probes, firstIndex: firstIndex + first.primitiveCount))
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

/// A part's value, whatever its gesture: its JSON, and equality as the value's own.
public struct ExpressionValue: Equatable, RecognizedValueJSON {
    let base: any Equatable & RecognizedValueJSON

    init<Value: Equatable & RecognizedValueJSON>(_ value: Value) {
        base = value
    }

    public var recognizedJSON: JSONValue { base.recognizedJSON }

    public static func == (lhs: ExpressionValue, rhs: ExpressionValue) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Equatable) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

/// Erases a primitive, wrapped in a probe when explaining.
private struct PrimitiveEraser {
    let probes: ExplainRecorder?
    let index: Int

    func erase<G: Gesture>(_ gesture: G) -> AnyGesture<ExpressionValue> where G.Value: RecognizedValueJSON & Equatable {
        guard let probes else { return AnyGesture(gesture.map(ExpressionValue.init)) }
        return AnyGesture(ProbeGesture(gesture, recorder: probes, role: .candidate(index)).map(ExpressionValue.init))
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
