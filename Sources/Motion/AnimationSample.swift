/// An animated value at one instant.
public struct AnimationSample<Value: VectorArithmetic> {
    /// The presented value.
    public var value: Value
    /// Its rate of change per second.
    public var velocity: Value
    /// Whether the animation has ended (the value is then the target).
    public var isFinished: Bool
    /// When the value next changes.
    public var wakeUp: AnimationWakeUp

    /// A sample from its parts.
    @inlinable
    public init(value: Value, velocity: Value, isFinished: Bool, wakeUp: AnimationWakeUp) {
        self.value = value
        self.velocity = velocity
        self.isFinished = isFinished
        self.wakeUp = wakeUp
    }
}

extension AnimationSample: Sendable where Value: Sendable {}
extension AnimationSample: Equatable where Value: Equatable {}
