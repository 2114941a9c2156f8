/// What a person was asked to do (a label), or what the recognizers made of
/// it. The labelled kinds are the gestures `touchdeck record --guided` asks
/// for; `none` is a recognition only: nothing recognized the touch.
public enum GestureKind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// One short touch in place: `TapGesture()`.
    case tap
    /// Two taps in quick succession: `TapGesture(count: 2)`.
    case doubleTap
    /// A touch held in place: `LongPressGesture()`.
    case longPress
    /// A finger moved and lifted at rest: `DragGesture()`.
    case drag
    /// A finger moved and lifted while still moving fast: a `DragGesture()`
    /// whose release speed reaches `TuningClassifier.swipeMinimumSpeed`.
    case swipe
    /// Two fingers moving apart or together: `MagnifyGesture()`.
    case pinch
    /// A negative: two separate taps, not a double tap. Right when
    /// recognized as `tap` (the first tap, once the double tap has timed out).
    case taps
    /// A negative: a short drag, not a tap. Right when recognized as `drag`
    /// (or `swipe`).
    case shortDrag
    /// Nothing recognized (only ever a recognition).
    case none

    /// The kinds a label may name.
    public static let labelled: [GestureKind] = [.tap, .doubleTap, .longPress, .drag, .swipe, .pinch]
    /// The negatives a label may name besides: what a touch is *not*.
    public static let negatives: [GestureKind] = [.taps, .shortDrag]
    /// Every kind a labels file may name.
    public static let labelNames: [GestureKind] = labelled + negatives

    /// Whether a touch labelled `self` is rightly recognized as `recognized`.
    public func isRecognized(as recognized: GestureKind) -> Bool {
        switch self {
        case .taps: recognized == .tap
        case .shortDrag: recognized == .drag || recognized == .swipe
        default: recognized == self
        }
    }

    public static func < (lhs: GestureKind, rhs: GestureKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// One labelled attempt in a recording: the person meant `kind` between
/// `start` and `end` (seconds since the recording's first event).
public struct GestureLabel: Hashable, Sendable {
    public var kind: GestureKind
    public var start: Double
    public var end: Double
    /// Where the person was asked to touch (points), when known.
    public var target: Point2?
    /// The labels file's line, for messages.
    public var line: Int

    public init(kind: GestureKind, start: Double, end: Double, target: Point2? = nil, line: Int = 0) {
        self.kind = kind
        self.start = start
        self.end = end
        self.target = target
        self.line = line
    }
}

/// A point in screen points (kept free of the geometry module so labels are
/// plain data).
public struct Point2: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
