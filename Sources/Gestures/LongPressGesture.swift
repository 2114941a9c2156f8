import TouchModel

/// A gesture that succeeds when a finger stays down, without moving far, for
/// a minimum duration, as SwiftUI's `LongPressGesture`.
///
/// Its value is `true` from touch-down: `updating` and `onChanged` see `true`
/// while the press is held. `onEnded(true)` fires *on a timer* the moment
/// `minimumDuration` has elapsed with the finger still down (the engine's
/// `nextDeadline`), not on the next touch event. Moving `maximumDistance` or
/// farther before then fails it (`movedTooFar`, as SwiftUI's
/// `DistanceGesture`), lifting fails it (`releasedTooEarly`), and so does a
/// second finger (`tooManyTouches`).
///
/// Standing second in an exclusive combination it is *paused until the first
/// fails*: its timer runs, but it reports only `possible(true)` until then.
/// In `TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05))`
/// a short tap fires the tap and never the long press; the long press shows
/// (already ended) only when the tap fails, 0.75 s into the hold.
public struct LongPressGesture: Gesture, Sendable {
    public typealias Value = Bool

    /// Seconds the finger must stay down; `nil` takes
    /// `GestureSettings.longPressMinimumDuration` (0.5 s).
    public var minimumDuration: Double?
    /// Points the finger may move; `nil` takes
    /// `GestureSettings.longPressMaximumDistance` (10 pt).
    public var maximumDistance: CGFloat?

    public init(minimumDuration: Double? = nil, maximumDistance: CGFloat? = nil) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func makeRecognizer() -> Recognizer {
        Recognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance.map { Double($0) })
    }

    /// The recognizer behind `LongPressGesture`.
    public struct Recognizer: GestureRecognizer, Sendable {
        let minimumDuration: Double?
        let maximumDistance: Double?
        var duration = 0.5
        var distance = 10.0
        var finger = -1
        var start = Point.zero
        /// When the press began (its touch-down, or the finger taken over).
        var startTime = 0.0
        var started = false
        var raw: GesturePhase<Bool> = .possible(nil)
        public private(set) var failureEvidence: GestureFailureEvidence?

        init(minimumDuration: Double?, maximumDistance: Double?) {
            self.minimumDuration = minimumDuration
            self.maximumDistance = maximumDistance
        }

        public mutating func begin(_ context: GestureContext) {
            duration = minimumDuration ?? context.settings.longPressMinimumDuration
            distance = maximumDistance ?? context.settings.longPressMaximumDistance * context.settings.distanceScale
            started = false
            raw = .possible(nil)
            failureEvidence = nil
        }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Bool> {
            if !raw.isTerminal { step(event) }
            return raw.applying(.pausedUntilFailed, inherited: inherited)
        }

        private mutating func step(_ event: GestureEvent) {
            if !started {
                guard let touch = event.touches.firstDown else {
                    fail(.releasedTooEarly, .pressHeld(0))
                    return
                }
                started = true
                finger = touch.id
                start = touch.location
                startTime = event.time
                raw = .active(true)
            }
            // The finger was down up to this moment, so time wins over a lift
            // in the same event.
            if event.time >= pressDeadline {
                raw = .ended(true)
                return
            }
            guard let touch = event.touches.touch(id: finger) else {
                fail(.abandoned, nil)
                return
            }
            let contacts = event.touches.contactCount
            if contacts > 1 {
                fail(.tooManyTouches, .touches(contacts))
                return
            }
            let moved = touch.location.distance(to: start)
            if moved >= distance {
                fail(.movedTooFar, .distance(moved))
            } else if touch.change.contains(.cancelled) {
                fail(.touchCancelled, nil)
            } else if !touch.isDown {
                fail(.releasedTooEarly, .pressHeld(event.time - startTime))
            }
        }

        private mutating func fail(_ reason: GestureEndReason, _ evidence: GestureFailureEvidence?) {
            raw = .failed(reason)
            failureEvidence = evidence
        }

        public mutating func reset(_ reason: GestureEndReason) {
            raw = .failed(reason)
        }

        public var deadline: Double? { raw.isActive ? pressDeadline : nil }

        /// When the press completes.
        private var pressDeadline: Double { startTime + duration }
    }
}
