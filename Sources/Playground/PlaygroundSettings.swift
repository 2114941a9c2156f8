/// The gestures app's tunables, from the config file's `playground:` section.
public struct PlaygroundSettings: Hashable, Sendable {
    /// The heart's `LongPressGesture(minimumDuration:)`, in seconds (the tutorial's 1.0).
    public var longPressDuration = 1.0

    public init() {}
}

/// What the gestures app reports as it runs (`touchdeck run playground --events`).
public enum PlaygroundEvent: Hashable, Sendable {
    /// A finger came down on the heart: the long press is pressing.
    case pressed
    /// A drag after the long press ended; the heart stays at this offset from the middle.
    case dropped(x: Double, y: Double)
}
