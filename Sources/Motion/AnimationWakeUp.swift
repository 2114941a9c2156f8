/// When an animated value next needs the animator's attention: the request a
/// running animation hands to the run loop instead of sleeping or polling.
public enum AnimationWakeUp: Hashable, Sendable {
    /// The value is moving: draw the next frame.
    case nextFrame
    /// Nothing changes until this time (seconds, on the animation's clock):
    /// the animation is waiting out a delay.
    case at(Double)
    /// The animation has finished; the value rests at its target.
    case never

    /// The more urgent of the two requests, for combining many properties:
    /// `nextFrame` beats any time, an earlier time beats a later one, and
    /// anything beats `never`.
    public func merged(with other: AnimationWakeUp) -> AnimationWakeUp {
        switch (self, other) {
        case (.nextFrame, _), (_, .nextFrame): .nextFrame
        case let (.at(a), .at(b)): .at(min(a, b))
        case (.at, .never): self
        case (.never, _): other
        }
    }

    /// The request shifted by `offset` seconds (from elapsed to absolute time).
    @usableFromInline
    func shifted(by offset: Double) -> AnimationWakeUp {
        if case let .at(time) = self { .at(time + offset) } else { self }
    }
}
