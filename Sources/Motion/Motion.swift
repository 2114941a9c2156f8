// Motion: SwiftUI-style animation as pure values over explicit time.
//
// Nothing here reads a clock or keeps global state; every time is seconds
// passed in by the caller. A scene animator uses it like this:
//
// 1. A state change runs inside `withAnimation(_:_:)` (or arrives with a
//    Gestures transaction); `Transaction.current.animation` is the animation
//    to use, refined per layer by `applyingImplicitAnimation(_:)` for layers
//    carrying `.animation(_:value:)`.
// 2. Each animatable layer property lives in an `AnimatedValue`; `set(_:
//    transaction:at:)` starts a `RunningAnimation` or retargets the one in
//    flight (springs keep their velocity, timing curves restart from the
//    presented value).
// 3. Each frame, `presentedValue(at:)` gives what to draw, and the
//    `AnimationWakeUp`s of all properties, merged, tell the run loop when to
//    draw next: every frame, at the end of a delay, or never (idle).
// 4. Layers entering or leaving animate a 0→1 progress with their
//    `AnyTransition`'s `effect(_:progress:)`; a removed layer is dropped when
//    that progress animation finishes.
//
// For many properties sharing one animation and start, `Animation.weights(
// elapsed:distance:initialSpeed:)` gives four scalars that `AnimationWeights
// .apply` turns into value and velocity for any `VectorArithmetic` type.
