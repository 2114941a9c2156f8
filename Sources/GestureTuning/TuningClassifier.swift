import Geometry
import Gestures
import TouchModel

/// What the recognizers make of a touch under given thresholds: the
/// gestures a card interface typically attaches to one view, combined as
/// SwiftUI would so that only one wins —
///
/// ```swift
/// TapGesture(count: 2)
///     .exclusively(before: TapGesture())
///     .exclusively(before: LongPressGesture())
///     .exclusively(before: DragGesture())        // swipe when released at drag.swipeSpeed or faster
///     .simultaneously(with: MagnifyGesture())    // pinch when it ends
/// ```
///
/// — run on a fresh engine over the label's frames, then its timers to
/// completion; `none` when nothing ends. The pinch stands beside the others
/// rather than last in the exclusive chain because SwiftUI gives up on an
/// exclusive combination whose first side failed while the second has no
/// value yet (`ExclusiveRule`): a second finger fails the one-finger
/// gestures at once, before a magnification has begun.
public struct TuningClassifier {
    public var settings: GestureSettings

    public init(settings: GestureSettings) { self.settings = settings }

    /// The recognized kind of one labelled attempt's frames.
    public func classify(_ frames: [TouchFrame]) -> GestureKind {
        let engine = GestureEngine(settings: settings)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        engine.hitTest = { _ in region }
        var result: GestureKind?
        let settings = settings
        let oneFinger = Self.either(
            Self.either(
                Self.either(TapGesture(count: 2).map { _ in GestureKind.doubleTap }, TapGesture().map { _ in GestureKind.tap }),
                LongPressGesture().map { _ in GestureKind.longPress }),
            DragGesture().map { $0.isSwipe(settings) ? GestureKind.swipe : GestureKind.drag })
        let gesture = oneFinger.simultaneously(with: MagnifyGesture().map { _ in GestureKind.pinch })
            .onEnded { value in if result == nil { result = value.second ?? value.first } }
        engine.gesture(gesture, on: region)
        for frame in frames { engine.handle(frame) }
        var rounds = 0
        while result == nil, let deadline = engine.nextDeadline, rounds < 1_000 {
            engine.advance(to: deadline)
            rounds += 1
        }
        return result ?? .none
    }

    /// `first.exclusively(before: second)` with both sides' kinds flattened.
    private static func either<A: Gesture<GestureKind>, B: Gesture<GestureKind>>(_ first: A, _ second: B) -> some Gesture<GestureKind> {
        first.exclusively(before: second).map { value in
            switch value {
            case .first(let kind), .second(let kind): kind
            }
        }
    }
}
