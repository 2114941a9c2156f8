/// The wallet's tunables, from the config file's `wallet:` section. The
/// defaults are the original tutorial's values.
public struct WalletSettings: Hashable, Sendable {
    /// How much of each card behind the front one shows (points).
    public var cardOffset: Double = 50
    /// The reorder gesture's `LongPressGesture(minimumDuration:)`.
    public var longPressDuration: Double = 0.05
    /// How far a pressed card lifts (points).
    public var pressedLift: Double = 20
    /// Sideways shift of a dragged card once the drag's width passes `dragShiftThreshold`.
    public var dragShift: Double = 20
    public var dragShiftThreshold: Double = 10
    /// Where cards in front of the selected one go (points below their place).
    public var offscreenOffset: Double = 1400
    /// Slide-in: `spring(response:dampingFraction:blendDuration:)` delayed by `(count − index) × slideInStagger`.
    public var slideInResponse: Double = 0.1
    public var slideInDampingFraction: Double = 0.8
    public var slideInBlendDuration: Double = 0.02
    public var slideInStagger: Double = 0.1
    /// Tap: `easeOut(duration: selectDuration).delay(selectDelay)`.
    public var selectDuration: Double = 0.15
    public var selectDelay: Double = 0.1
    /// Reorder: `spring(response:dampingFraction:)` (SwiftUI's `.spring()` by default).
    public var reorderResponse: Double = 0.5
    public var reorderDampingFraction: Double = 0.825

    public init() {}
}
