import Gestures

/// How a stepper half follows a finger, as UIStepper with `autorepeat`
/// (on by default; "pressing and holding one of its buttons increments or
/// decrements the stepper's value repeatedly. The rate of change depends on
/// how long the user continues pressing the control", UIStepper's
/// reference): one step as the finger comes down, then, held, a step
/// every 0.1 s from 0.5 s on (the documented rate of AppKit's `NSStepper`
/// autorepeat: "after a delay of 0.5 seconds, increments at a rate of ten
/// times per second"), quickening to every 0.05 s once held 2.5 s (UIStepper
/// accelerates; Apple does not give the curve). Stepping stops while the
/// finger is dragged beyond UIControl's 70 pt touch expansion, and goes on
/// when it comes back; the lift ends it.
///
/// In a scroll view the first step waits for `UIScrollView`'s 150 ms
/// content-touch delay (or a quicker lift), and a drag of the scroll's start
/// distance gives the touch to the scroll, as a `Button` does there.
/// `onEditingChanged` is told `true` at the first step and `false` at the end.
struct StepperRepeatGesture: Gesture {
    typealias Value = Void

    /// Before the first repeat.
    static let repeatDelay = 0.5
    /// Between repeats, then once held `fastAfter`, between the faster ones.
    static let repeatInterval = 0.1
    static let fastInterval = 0.05
    static let fastAfter = 2.5
    /// The repeats at the slower rate: from 0.5 s to 2.5 s.
    static var slowRepeats: Int { Int(((fastAfter - repeatDelay) / repeatInterval).rounded()) }

    var inScrollView: Bool
    var onPressedChanged: (Bool) -> Void
    var onEditingChanged: (Bool) -> Void
    var step: () -> Void

    func makeRecognizer() -> Recognizer { Recognizer(gesture: self) }

    var requiredTapCount: Int { 1 }

    static var diagnosticName: String { "StepperRepeat" }

    struct Recognizer: GestureRecognizer {
        let gesture: StepperRepeatGesture
        var finger: Int?
        var start = Point.zero
        var downTime = 0.0
        var slop = 10.0
        /// Whether the first step was taken.
        var stepped = false
        /// The repeats taken so far (the next one's number).
        var repeats = 0
        /// The finger was outside: coming back, the steps missed are skipped.
        var wasOutside = false
        var inside = true
        var pressed = false
        var editing = false
        var raw: GesturePhase<Void> = .possible(nil)

        init(gesture: StepperRepeatGesture) { self.gesture = gesture }

        mutating func begin(_ context: GestureContext) {
            finger = nil
            stepped = false
            repeats = 0
            wasOutside = false
            inside = true
            raw = .possible(nil)
            slop = context.settings.dragMinimumDistance * context.settings.distanceScale
            setPressed(false)
            setEditing(false)
        }

        mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Void> {
            if !raw.isTerminal { track(event) }
            return raw.applying(.failIfActive, inherited: inherited)
        }

        private mutating func track(_ event: GestureEvent) {
            if finger == nil, !event.touches.isEmpty {
                finger = event.touches[0].id
                start = event.touches[0].location
                downTime = event.time
            }
            guard let finger, let touch = event.touches.touch(id: finger) else { return }
            if touch.change.contains(.cancelled) {
                finish(.failed(.touchCancelled))
                return
            }
            let frame = event.regionFrame
            let reach = ButtonGesture.touchExpansion
            inside = touch.location.x >= frame.minX - reach && touch.location.x <= frame.maxX + reach
                && touch.location.y >= frame.minY - reach && touch.location.y <= frame.maxY + reach
            if gesture.inScrollView, !stepped, start.distance(to: touch.location) >= slop {
                finish(.failed(.movedTooFar))
                return
            }
            if !touch.isDown {
                // A quick tap in a scroll view steps at the lift.
                if !stepped, inside { stepNow() }
                finish(stepped ? .ended(()) : .failed(.movedTooFar))
                return
            }
            setPressed(inside)
            guard inside else {
                wasOutside = stepped
                return
            }
            if !stepped {
                if event.time >= downTime + (gesture.inScrollView ? ButtonGesture.scrollPressDelay : 0) { stepNow() }
                return
            }
            if wasOutside {
                while repeatTime(repeats) <= event.time { repeats += 1 }
                wasOutside = false
            }
            // The repeats due by now, each at its own time (at most 20 for one late event).
            var count = 0
            while repeatTime(repeats) <= event.time, count < 20 {
                gesture.step()
                repeats += 1
                count += 1
            }
        }

        /// When repeat `k` is due: 0.1 s apart from 0.5 s, 0.05 s apart from 2.5 s
        /// (computed, not summed, so a long hold does not drift).
        func repeatTime(_ k: Int) -> Double {
            let slow = StepperRepeatGesture.slowRepeats
            if k < slow { return downTime + StepperRepeatGesture.repeatDelay + Double(k) * StepperRepeatGesture.repeatInterval }
            return downTime + StepperRepeatGesture.fastAfter + Double(k - slow) * StepperRepeatGesture.fastInterval
        }

        private mutating func stepNow() {
            setEditing(true)
            gesture.step()
            stepped = true
        }

        private mutating func finish(_ phase: GesturePhase<Void>) {
            raw = phase
            setPressed(false)
            setEditing(false)
        }

        mutating func reset(_ reason: GestureEndReason) {
            if !raw.isTerminal { raw = .failed(reason) }
            setPressed(false)
            setEditing(false)
        }

        private mutating func setPressed(_ value: Bool) {
            guard value != pressed else { return }
            pressed = value
            gesture.onPressedChanged(value)
        }

        private mutating func setEditing(_ value: Bool) {
            guard value != editing else { return }
            editing = value
            gesture.onEditingChanged(value)
        }

        var deadline: Double? {
            guard finger != nil, !raw.isTerminal else { return nil }
            if stepped { return inside ? repeatTime(repeats) : nil }
            return gesture.inScrollView ? downTime + ButtonGesture.scrollPressDelay : nil
        }

        var failureEvidence: GestureFailureEvidence? { nil }
    }
}
