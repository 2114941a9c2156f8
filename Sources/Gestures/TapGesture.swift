/// A gesture that recognizes one or more taps, as SwiftUI's `TapGesture`.
///
/// Each tap must lift within `GestureSettings.tapMaximumDuration` (0.75 s) of
/// its touch-down and stay closer than `tapMaximumDistance` (45 pt) to where
/// it began; with `count > 1` each next lift must come within
/// `multiTapInterval` (0.35 s) of the previous lift. Breaking any of these,
/// or a second finger, fails the gesture at that moment (a timer fires for
/// the durations).
///
/// Standing second in an exclusive combination, a tap shows as failed while
/// the first gesture is active and as possible while it is undecided
/// (`GestureDependency.failIfActive`, as SwiftUI's `SingleTapGesture`); it
/// keeps counting all the while, so when the first fails its tap can still
/// end: `LongPressGesture().exclusively(before: TapGesture())` ends the tap
/// on a quick tap.
public struct TapGesture: Gesture, Sendable {
    public typealias Value = Void

    /// The number of taps required.
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    public var requiredTapCount: Int { max(1, count) }

    public func makeRecognizer() -> Recognizer { Recognizer(tracker: TapTracker(count: count)) }

    /// The recognizer behind `TapGesture`.
    public struct Recognizer: GestureRecognizer, Sendable {
        var tracker: TapTracker
        var raw: GesturePhase<Void> = .possible(nil)

        public mutating func begin(_ context: GestureContext) {
            tracker.begin(context)
            raw = .possible(nil)
        }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Void> {
            if !raw.isTerminal {
                switch tracker.update(event) {
                case .possible: break
                case .ended: raw = .ended(())
                case .failed(let reason): raw = .failed(reason)
                }
            }
            return raw.applying(.failIfActive, inherited: inherited)
        }

        public mutating func reset(_ reason: GestureEndReason) {
            raw = .failed(reason)
        }

        public var deadline: Double? { raw.isTerminal ? nil : tracker.deadline }

        public var failureEvidence: GestureFailureEvidence? { tracker.failureEvidence }
    }
}
