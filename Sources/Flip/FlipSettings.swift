/// The flip app's tunables, from the config file's `flip:` section.
public struct FlipSettings: Hashable, Sendable {
    /// How many cards lie in the row (1–6).
    public var cards = 4
    /// The flip's `.linear(duration:)`, in seconds.
    public var flipDuration = 0.75
    /// How long a face's countdown ring takes to run down, in seconds.
    public var countdown = 6.0

    public init() {}
}

/// What the flip app reports as it runs (`touchdeck run flip --events`).
public enum FlipEvent: Hashable, Sendable {
    /// Card `card` (0 first) was tapped and turns to face up or down.
    case flipped(card: Int, faceUp: Bool)
}
