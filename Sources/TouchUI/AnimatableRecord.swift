/// A view or modifier value that animates itself (`Animatable`): the
/// interpolated `animatableData` is written back into it on every frame and
/// its body runs with it, as SwiftUI does for `AnimatableModifier` (the flip
/// card's face swapping at 90°).
protocol AnimationRecord: AnyObject {
    func wakeUp(at time: Double) -> AnimationWakeUp
}

/// The running animation of one identity's `animatableData`.
final class AnimatableRecord<Data: VectorArithmetic>: AnimationRecord {
    private struct Box: Animatable {
        var animatableData: Data
    }

    private var value: AnimatedValue<Box>
    /// What the last evaluation showed: a clock that jumped past the end of
    /// the animation still owes one evaluation at the final value.
    private var shown: Data

    init(_ data: Data) {
        value = AnimatedValue(Box(animatableData: data))
        shown = data
    }

    /// Moves towards `target` (animating under `transaction`) and returns
    /// where it is at `time`.
    func presented(target: Data, transaction: Transaction, at time: Double) -> Data {
        if value.modelValue.animatableData != target {
            value.set(Box(animatableData: target), transaction: transaction, at: time)
        }
        value.removeAnimationIfFinished(at: time)
        shown = value.presentedValue(at: time).animatableData
        return shown
    }

    func wakeUp(at time: Double) -> AnimationWakeUp {
        let running = value.wakeUp(at: time)
        if running == .never && shown != value.modelValue.animatableData { return .nextFrame }
        return running
    }
}

extension ViewGraph {
    /// `value` with its `animatableData` where the animation of the identity
    /// `key` has it now.
    func animating<A: Animatable>(_ value: A, key: String) -> A {
        let record = storage(for: key + "#animation") { AnimatableRecord(value.animatableData) }
        animations.append(record)
        var copy = value
        copy.animatableData = record.presented(target: value.animatableData, transaction: transaction, at: time)
        return copy
    }
}
