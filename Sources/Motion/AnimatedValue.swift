/// A model value and the animation presenting it: what a scene keeps for each
/// animatable property of a layer.
///
/// `set` changes the model value, animated or not; `presentedValue(at:)` is
/// the model value with its `animatableData` replaced by the animation's
/// current one, so a custom `Animatable` type can react to intermediate
/// states (the flip card swaps faces once the presented angle passes 90°).
public struct AnimatedValue<Value: Animatable> {
    /// The value as the app last set it.
    public private(set) var modelValue: Value
    /// The animation in flight, if any; finished ones are dropped by
    /// `removeAnimationIfFinished(at:)`.
    public private(set) var animation: RunningAnimation<Value.AnimatableData>?

    /// A value at rest.
    public init(_ value: Value) {
        modelValue = value
        animation = nil
    }

    /// Sets the model value; with an animation the presented value moves from
    /// where it is presented at `time` (keeping its velocity when `animation`
    /// is a spring), without one it jumps.
    public mutating func set(_ newValue: Value, animation newAnimation: Animation?, at time: Double) {
        let target = newValue.animatableData
        // An unchanged animatable part leaves the motion alone, as SwiftUI
        // only animates changes.
        guard target != modelValue.animatableData else {
            modelValue = newValue
            return
        }
        if var running = animation {
            running.retarget(to: target, animation: newAnimation, at: time)
            animation = newAnimation == nil ? nil : running
        } else if let newAnimation {
            animation = RunningAnimation(
                animation: newAnimation, from: modelValue.animatableData, to: target, startTime: time
            )
        }
        modelValue = newValue
    }

    /// Sets the model value with the transaction's animation (none when the
    /// transaction has none).
    public mutating func set(_ newValue: Value, transaction: Transaction, at time: Double) {
        set(newValue, animation: transaction.animation, at: time)
    }

    /// The value to draw at `time`.
    public func presentedValue(at time: Double) -> Value {
        guard let animation else { return modelValue }
        var value = modelValue
        value.animatableData = animation.value(at: time)
        return value
    }

    /// The presented rate of change at `time` (zero at rest).
    public func velocity(at time: Double) -> Value.AnimatableData {
        animation?.sample(at: time).velocity ?? .zero
    }

    /// When the presented value next changes after `time`.
    public func wakeUp(at time: Double) -> AnimationWakeUp {
        animation?.wakeUp(at: time) ?? .never
    }

    /// Whether an animation is still moving the value at `time`.
    public func isAnimating(at time: Double) -> Bool {
        animation.map { !$0.isFinished(at: time) } ?? false
    }

    /// Drops the animation once it has finished, so that an idle value costs
    /// nothing to present.
    public mutating func removeAnimationIfFinished(at time: Double) {
        if let running = animation, running.isFinished(at: time) { animation = nil }
    }
}

extension AnimatedValue: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
