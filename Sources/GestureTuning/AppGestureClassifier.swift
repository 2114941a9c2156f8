import Foundation
import Geometry
import Gestures
import TouchModel

/// What an app's own gestures (`tune --gesture`) make of a touch: the
/// gestures combined with `.exclusively(before:)` in the order given, as an
/// app attaching them to one view would, so the first that recognizes the
/// touch wins. `TapGesture(count: 2)` reads as `doubleTap`, `TapGesture()` as
/// `tap`, `LongPressGesture` as `longPress`, `DragGesture` as `drag` (or
/// `swipe` when released at `drag.swipeSpeed` or faster); `none` when
/// nothing ends.
public struct AppGestureClassifier {
    public var gestures: [AppGesture]
    public var settings: GestureSettings

    public init(gestures: [AppGesture], settings: GestureSettings) {
        self.gestures = gestures
        self.settings = settings
    }

    /// The recognized kind of one labelled attempt's frames.
    public func classify(_ frames: [TouchFrame]) -> GestureKind {
        guard let chain = chain() else { return .none }
        let engine = GestureEngine(settings: settings)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        engine.hitTest = { _ in region }
        var result: GestureKind?
        engine.gesture(chain.onEnded { kind in if result == nil { result = kind } }, on: region)
        for frame in frames { engine.handle(frame) }
        var rounds = 0
        while result == nil, let deadline = engine.nextDeadline, rounds < 1_000 {
            engine.advance(to: deadline)
            rounds += 1
        }
        return result ?? .none
    }

    /// The gestures, first to last, each mapped to its kind.
    private func chain() -> AnyGesture<GestureKind>? {
        let settings = settings
        let each = gestures.map { gesture -> AnyGesture<GestureKind> in
            switch gesture.kind {
            case .tap:
                let kind: GestureKind = gesture.count == 2 ? .doubleTap : .tap
                return AnyGesture(TapGesture(count: gesture.count).map { _ in kind })
            case .longPress:
                return AnyGesture(LongPressGesture(minimumDuration: gesture.minimumDuration,
                                                   maximumDistance: gesture.maximumDistance.map { CGFloat($0) }).map { _ in GestureKind.longPress })
            case .drag:
                return AnyGesture(DragGesture(minimumDistance: gesture.minimumDistance.map { CGFloat($0) })
                    .map { $0.isSwipe(settings) ? GestureKind.swipe : GestureKind.drag })
            }
        }
        guard var combined = each.first else { return nil }
        for next in each.dropFirst() {
            combined = AnyGesture(combined.exclusively(before: next).map { value in
                switch value {
                case .first(let kind), .second(let kind): kind
                }
            })
        }
        return combined
    }
}
