extension DragGesture.Value {
    /// The finger's speed in points per second (the length of `velocity`).
    public var speed: Double { (velocity.width * velocity.width + velocity.height * velocity.height).squareRoot() }

    /// Whether a drag that ended with this value was a swipe: released at
    /// `settings.swipeMinimumSpeed` or faster rather than brought to rest.
    public func isSwipe(_ settings: GestureSettings) -> Bool {
        speed >= settings.swipeMinimumSpeed * settings.distanceScale
    }
}
