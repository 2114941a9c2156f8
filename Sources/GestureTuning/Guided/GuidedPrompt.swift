/// One thing `touchdeck record --guided` asks a person to do: the gesture
/// meant (the label it gets), the words on the screen, and where.
public struct GuidedPrompt: Hashable, Sendable {
    public var kind: GestureKind
    /// The instruction shown on the screen.
    public var instruction: String
    /// Where to touch (tap, double tap, press), where to start (drag,
    /// swipe) or the first finger (pinch): the attempt's target.
    public var start: Point2
    /// Where to drag or swipe to, or the second finger (pinch).
    public var end: Point2?

    public init(kind: GestureKind, instruction: String, start: Point2, end: Point2? = nil) {
        self.kind = kind
        self.instruction = instruction
        self.start = start
        self.end = end
    }

    /// How many separate touches make one attempt: two for a double tap and
    /// for two separate taps, one otherwise.
    public var touches: Int { kind == .doubleTap || kind == .taps ? 2 : 1 }
}
