/// One animation in flight: an `Animation` bound to a start time, a starting
/// value and velocity, and a target. A plain value; sampling it allocates
/// nothing, so a scene can keep one per animated property. Sampling is
/// `@inlinable` so that the scene, in another module, runs it specialized for
/// each value type instead of through generic metadata at every call.
///
/// Retarget it when the model value changes mid-flight: the new motion starts
/// from the presented value. A spring carries on with the presented velocity
/// (and blends in from an interrupted spring over its `blendDuration`); a
/// timing curve starts from rest, as in SwiftUI.
public struct RunningAnimation<Value: VectorArithmetic> {
    /// The animation driving the current motion.
    public private(set) var animation: Animation
    /// The value the current motion started from.
    public private(set) var from: Value
    /// The value the motion ends at (the model value).
    public private(set) var target: Value
    /// The velocity (per second) the current motion started with.
    public private(set) var initialVelocity: Value
    /// When the current motion started, on the caller's clock in seconds.
    public private(set) var startTime: Double
    /// The spring this motion is blending away from, if it interrupted one.
    public private(set) var interruptedSpring: Spring?

    // |from − to| and |v₀|, kept so that sampling skips two square roots.
    @usableFromInline var distance: Double
    @usableFromInline var initialSpeed: Double

    /// A motion from `from` to `to` starting at `startTime` with
    /// `initialVelocity` (which only springs use).
    public init(animation: Animation, from: Value, to: Value, initialVelocity: Value = .zero, startTime: Double) {
        self.animation = animation
        self.from = from
        self.target = to
        self.initialVelocity = initialVelocity
        self.startTime = startTime
        self.interruptedSpring = nil
        self.distance = (from - to).magnitudeSquared.squareRoot()
        self.initialSpeed = initialVelocity.magnitudeSquared.squareRoot()
    }

    /// The weights at `time` (absolute), with the wake-up in absolute time.
    @inlinable
    public func weights(at time: Double) -> AnimationWeights {
        var weights = animation.weights(
            elapsed: time - startTime, distance: distance, initialSpeed: initialSpeed,
            interrupting: interruptedSpring
        )
        weights.wakeUp = weights.wakeUp.shifted(by: startTime)
        return weights
    }

    /// The presented value, velocity and next wake-up at `time`.
    @inlinable
    public func sample(at time: Double) -> AnimationSample<Value> {
        let weights = weights(at: time)
        let (value, velocity) = weights.apply(target: target, offset: from - target, initialVelocity: initialVelocity)
        return AnimationSample(value: value, velocity: velocity, isFinished: weights.isFinished, wakeUp: weights.wakeUp)
    }

    /// The presented value at `time`.
    @inlinable
    public func value(at time: Double) -> Value { sample(at: time).value }

    /// Whether the motion has ended by `time`.
    @inlinable
    public func isFinished(at time: Double) -> Bool { weights(at: time).isFinished }

    /// When the presented value next changes after `time`.
    @inlinable
    public func wakeUp(at time: Double) -> AnimationWakeUp { weights(at: time).wakeUp }

    /// Sends the value to `newTarget` with `newAnimation` from `time` on,
    /// starting where it is presented at `time`. A spring keeps the presented
    /// velocity; a `nil` animation jumps to the target at once.
    public mutating func retarget(to newTarget: Value, animation newAnimation: Animation?, at time: Double) {
        let current = sample(at: time)
        guard let newAnimation else {
            self = RunningAnimation(animation: .linear(duration: 0), from: newTarget, to: newTarget, startTime: time)
            return
        }
        let velocity = newAnimation.isSpring ? current.velocity : .zero
        let blendFrom: Spring? =
            newAnimation.blendDuration > 0 && !current.isFinished ? animation.spring : nil
        self = RunningAnimation(
            animation: newAnimation, from: current.value, to: newTarget, initialVelocity: velocity, startTime: time
        )
        interruptedSpring = blendFrom
    }
}

extension RunningAnimation: Sendable where Value: Sendable {}
extension RunningAnimation: Equatable where Value: Equatable {}
