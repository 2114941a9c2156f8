import Geometry
/// What `touchdeck record --guided` asks for: each gesture in turn, a number
/// of times, each attempt at its own place on the screen.
public struct GuidedPlan: Hashable, Sendable {
    /// One prompt: the gesture, which attempt, and where.
    public struct Step: Hashable, Sendable {
        public var kind: GestureKind
        /// 1-based.
        public var attempt: Int
        public var attempts: Int
        /// Where to touch (tap, double tap, hold), where to start (drag,
        /// swipe) or the first finger (pinch).
        public var start: Point2
        /// Where to drag or swipe to, or the second finger (pinch).
        public var end: Point2?

        /// The instruction shown on the screen.
        public var instruction: String {
            switch kind {
            case .tap: "Tap the target"
            case .doubleTap: "Double-tap the target"
            case .longPress: "Touch the target and hold it for a second"
            case .drag: "Drag the dot to the ring, stop there, then lift"
            case .swipe: "Swipe quickly from the dot along the arrow"
            case .pinch: "Put two fingers on the dots and spread them apart"
            case .taps: "Tap the target twice, as two separate taps"
            case .shortDrag: "Drag the dot a short way, then lift"
            case .none: ""
            }
        }
    }

    public var kinds: [GestureKind]
    public var attempts: Int
    public var screen: Size

    public init(kinds: [GestureKind] = GestureKind.labelled, attempts: Int = 5, screen: Size) {
        self.kinds = kinds
        self.attempts = max(1, attempts)
        self.screen = screen
    }

    public var stepCount: Int { kinds.count * attempts }

    /// Step `index` (0-based), nil past the end. Places cycle over a 3 × 3
    /// grid so the attempts cover the screen; deterministic.
    public func step(_ index: Int) -> Step? {
        guard index >= 0, index < stepCount else { return nil }
        let kind = kinds[index / attempts], attempt = index % attempts
        let w = screen.width, h = screen.height
        let cell = (attempt * 4 + index / attempts) % 9
        let (column, row) = (Double(cell % 3), Double(cell / 3))
        let place = Point2(x: w * (0.25 + 0.25 * column), y: h * (0.3 + 0.2 * row))
        var start = place, end: Point2?
        switch kind {
        case .tap, .doubleTap, .longPress, .taps, .none:
            break
        case .drag:
            // Left or right across a third of the screen, alternating.
            let across = w / 3 * (attempt.isMultiple(of: 2) ? 1 : -1)
            start = Point2(x: w / 2 - across / 2, y: place.y)
            end = Point2(x: w / 2 + across / 2, y: place.y)
        case .shortDrag:
            // About 40 points: the kind of drag a generous tap distance swallows.
            end = Point2(x: place.x + 40, y: place.y)
        case .swipe:
            let across = w * 0.6 * (attempt.isMultiple(of: 2) ? 1 : -1)
            start = Point2(x: w / 2 - across / 2, y: place.y)
            end = Point2(x: w / 2 + across / 2, y: place.y)
        case .pinch:
            let gap = min(w, h) * 0.08
            start = Point2(x: w / 2 - gap, y: h * 0.55)
            end = Point2(x: w / 2 + gap, y: h * 0.55)
        }
        return Step(kind: kind, attempt: attempt + 1, attempts: attempts, start: start, end: end)
    }
}
