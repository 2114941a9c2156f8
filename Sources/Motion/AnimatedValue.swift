/// A model value and the animation presenting it: what a scene keeps for each
/// animatable property of a layer.
///
/// `set` changes the model value, animated or not; `presentedValue(at:)` is
/// the model value with its `animatableData` replaced by the animation's
/// current one, so a custom `Animatable` type can react to intermediate
/// states (the flip card swaps faces once the presented angle passes 90°).
///
/// Its methods are `@inlinable`: a scene presents every property of every
/// layer each frame, and unspecialized generic calls across the module
/// boundary cost a metadata lookup each.
public struct AnimatedValue<Value: Animatable> {
    @usableFromInline var storedModelValue: Value
    @usableFromInline var runningAnimation: RunningAnimation<Value.AnimatableData>?

    /// The value as the app last set it.
    @inlinable public var modelValue: Value { storedModelValue }
    /// The animation in flight, if any; finished ones are dropped by
    /// `removeAnimationIfFinished(at:)`.
    @inlinable public var animation: RunningAnimation<Value.AnimatableData>? { runningAnimation }
    /// Whether an animation is attached (`animation != nil`), without
    /// copying it out: asked of every property of every node on each pass.
    @inlinable public var hasAnimation: Bool {
        switch runningAnimation {
        case .none: false
        case .some: true
        }
    }

    /// A value at rest.
    @inlinable
    public init(_ value: Value) {
        storedModelValue = value
        runningAnimation = nil
    }

    /// Sets the model value; with an animation the presented value moves from
    /// where it is presented at `time` (keeping its velocity when `animation`
    /// is a spring), without one it jumps.
    @inlinable
    public mutating func set(_ newValue: Value, animation newAnimation: Animation?, at time: Double) {
        let target = newValue.animatableData
        // An unchanged animatable part leaves the motion alone, as SwiftUI
        // only animates changes.
        guard target != storedModelValue.animatableData else {
            storedModelValue = newValue
            return
        }
        if var running = runningAnimation {
            running.retarget(to: target, animation: newAnimation, at: time)
            runningAnimation = newAnimation == nil ? nil : running
        } else if let newAnimation {
            runningAnimation = RunningAnimation(
                animation: newAnimation, from: storedModelValue.animatableData, to: target, startTime: time
            )
        }
        storedModelValue = newValue
    }

    /// Sets the model value with the transaction's animation (none when the
    /// transaction has none).
    @inlinable
    public mutating func set(_ newValue: Value, transaction: Transaction, at time: Double) {
        set(newValue, animation: transaction.animation, at: time)
    }

    /// The value to draw at `time`.
    @inlinable
    public func presentedValue(at time: Double) -> Value {
        guard let runningAnimation else { return storedModelValue }
        var value = storedModelValue
        value.animatableData = runningAnimation.value(at: time)
        return value
    }

    /// The presented rate of change at `time` (zero at rest).
    @inlinable
    public func velocity(at time: Double) -> Value.AnimatableData {
        runningAnimation?.sample(at: time).velocity ?? .zero
    }

    /// When the presented value next changes after `time`.
    @inlinable
    public func wakeUp(at time: Double) -> AnimationWakeUp {
        runningAnimation?.wakeUp(at: time) ?? .never
    }

    /// Whether an animation is still moving the value at `time`.
    @inlinable
    public func isAnimating(at time: Double) -> Bool {
        runningAnimation.map { !$0.isFinished(at: time) } ?? false
    }

    /// Drops the animation once it has finished, so that an idle value costs
    /// nothing to present.
    @inlinable
    public mutating func removeAnimationIfFinished(at time: Double) {
        if let running = runningAnimation, running.isFinished(at: time) { runningAnimation = nil }
    }
}

extension AnimatedValue: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
