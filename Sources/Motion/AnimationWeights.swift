/// An animation's state at one instant, independent of what it animates.
///
/// Every curve and spring moves a value linearly in its starting offset
/// (from − to) and its initial velocity v₀, so the whole state is four numbers:
///
///     value    = to + (from − to)·valueFromOffset    + v₀·valueFromVelocity
///     velocity =      (from − to)·velocityFromOffset + v₀·velocityFromVelocity
///
/// The animator computes them once per animation and frame (scalar work only)
/// and applies them to any `VectorArithmetic` value without allocating.
public struct AnimationWeights: Hashable, Sendable {
    /// Weight of the starting offset (from − to) in the value.
    public var valueFromOffset: Double
    /// Weight of the initial velocity in the value.
    public var valueFromVelocity: Double
    /// Weight of the starting offset in the velocity (per second).
    public var velocityFromOffset: Double
    /// Weight of the initial velocity in the velocity.
    public var velocityFromVelocity: Double
    /// Whether the animation has ended; the value then equals the target.
    public var isFinished: Bool
    /// When the value next changes, in seconds since the animation started.
    public var wakeUp: AnimationWakeUp

    /// Weights from their parts.
    public init(
        valueFromOffset: Double, valueFromVelocity: Double,
        velocityFromOffset: Double, velocityFromVelocity: Double,
        isFinished: Bool, wakeUp: AnimationWakeUp
    ) {
        self.valueFromOffset = valueFromOffset
        self.valueFromVelocity = valueFromVelocity
        self.velocityFromOffset = velocityFromOffset
        self.velocityFromVelocity = velocityFromVelocity
        self.isFinished = isFinished
        self.wakeUp = wakeUp
    }

    /// At the target and at rest, for good.
    public static let finished = AnimationWeights(
        valueFromOffset: 0, valueFromVelocity: 0, velocityFromOffset: 0, velocityFromVelocity: 0,
        isFinished: true, wakeUp: .never
    )

    /// At the starting value, at rest, until `time` (a delay).
    static func holding(until time: Double) -> AnimationWeights {
        AnimationWeights(
            valueFromOffset: 1, valueFromVelocity: 0, velocityFromOffset: 0, velocityFromVelocity: 0,
            isFinished: false, wakeUp: .at(time)
        )
    }

    /// The value and velocity for a move towards `target` that started
    /// `offset` (from − to) away with velocity `initialVelocity`.
    @inlinable
    public func apply<V: VectorArithmetic>(
        target: V, offset: V, initialVelocity: V
    ) -> (value: V, velocity: V) {
        if isFinished { return (target, .zero) }
        var value = target + offset.scaled(by: valueFromOffset)
        var velocity = offset.scaled(by: velocityFromOffset)
        if valueFromVelocity != 0 || velocityFromVelocity != 0 {
            value += initialVelocity.scaled(by: valueFromVelocity)
            velocity += initialVelocity.scaled(by: velocityFromVelocity)
        }
        return (value, velocity)
    }
}
