/// The context of a state change, as SwiftUI's `Transaction`: `updating`
/// closures receive one to fill in, and a `GestureState` reset carries one.
///
/// `animation` is filled by the Motion module, which this module cannot
/// import (Motion sits beside Gestures, not beneath it). It holds a Motion
/// `Animation` value; whoever applies the state change (the Scene animator)
/// casts it back with `transaction.animation as? Animation`. Gestures itself
/// never looks inside.
public struct Transaction: Sendable {
    /// The animation to apply to the state change, or `nil` for none.
    /// Set it to a Motion `Animation`; other values are ignored by the animator.
    public var animation: (any Sendable)?
    /// When `true`, animations attached further down (implicit animations)
    /// are skipped for this change.
    public var disablesAnimations: Bool

    public init() {
        animation = nil
        disablesAnimations = false
    }

    /// A transaction carrying `animation` (a Motion `Animation`).
    public init(animation: (any Sendable)?) {
        self.animation = animation
        disablesAnimations = false
    }
}
