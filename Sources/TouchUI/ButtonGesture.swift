import Gestures

/// How a button follows a finger, as UIKit's `UIControl` touch tracking that
/// SwiftUI's `Button` uses on iOS: pressed from touch-down while the finger
/// is within the button's frame grown by `UIControl`'s 70 pt touch
/// expansion; lifting there performs the action, lifting farther away (a
/// drag out) cancels it, and dragging back in presses it again.
///
/// Inside a scroll view the button lets the scroll have the drag, as
/// `UIScrollView` cancels its content's touches once it starts panning: it
/// fails when the finger has moved the scroll's start distance (the drag
/// minimum distance, 10 pt by default), and it shows as pressed only after
/// `UIScrollView.delaysContentTouches`' 150 ms (or at a quicker lift).
///
/// It never becomes active while the finger is down (only `ended` at the
/// lift), so gestures of the views around it are held back only while it
/// is undecided, as a tap holds them.
struct ButtonGesture: Gesture {
    typealias Value = Void

    /// `UIControl`'s touch expansion: how far outside its frame a finger
    /// still counts as on the control.
    static let touchExpansion = 70.0
    /// `UIScrollView`'s delay before its content sees a touch.
    static let scrollPressDelay = 0.15

    /// In a scroll view's content.
    var inScrollView: Bool
    /// Called with the pressed state as it changes.
    var onPressedChanged: (Bool) -> Void

    func makeRecognizer() -> Recognizer { Recognizer(inScrollView: inScrollView, onPressedChanged: onPressedChanged) }

    var requiredTapCount: Int { 1 }

    static var diagnosticName: String { "Button" }

    struct Recognizer: GestureRecognizer {
        let inScrollView: Bool
        let onPressedChanged: (Bool) -> Void
        var finger: Int?
        var start = Point.zero
        var downTime = 0.0
        var slop = 10.0
        var pressed = false
        /// The scroll view's press delay is over (or there is none).
        var delayOver = true
        var raw: GesturePhase<Void> = .possible(nil)

        init(inScrollView: Bool, onPressedChanged: @escaping (Bool) -> Void) {
            self.inScrollView = inScrollView
            self.onPressedChanged = onPressedChanged
        }

        mutating func begin(_ context: GestureContext) {
            finger = nil
            raw = .possible(nil)
            slop = context.settings.dragMinimumDistance * context.settings.distanceScale
            setPressed(false)
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
                delayOver = !inScrollView
            }
            guard let finger, let touch = event.touches.touch(id: finger) else { return }
            if touch.change.contains(.cancelled) {
                finish(.failed(.touchCancelled))
                return
            }
            let frame = event.regionFrame
            let reach = ButtonGesture.touchExpansion
            let inside = touch.location.x >= frame.minX - reach && touch.location.x <= frame.maxX + reach
                && touch.location.y >= frame.minY - reach && touch.location.y <= frame.maxY + reach
            if inScrollView, start.distance(to: touch.location) >= slop {
                finish(.failed(.movedTooFar))
                return
            }
            if !touch.isDown {
                // A quick tap in a scroll view shows its press at the lift, as UIKit's.
                if inside { setPressed(true) }
                finish(inside ? .ended(()) : .failed(.movedTooFar))
                return
            }
            if event.time >= downTime + ButtonGesture.scrollPressDelay { delayOver = true }
            setPressed(inside && delayOver)
        }

        private mutating func finish(_ phase: GesturePhase<Void>) {
            raw = phase
            setPressed(false)
        }

        mutating func reset(_ reason: GestureEndReason) {
            if !raw.isTerminal { raw = .failed(reason) }
            setPressed(false)
        }

        private mutating func setPressed(_ value: Bool) {
            guard value != pressed else { return }
            pressed = value
            onPressedChanged(value)
        }

        var deadline: Double? {
            guard finger != nil, !delayOver, !raw.isTerminal else { return nil }
            return downTime + ButtonGesture.scrollPressDelay
        }

        var failureEvidence: GestureFailureEvidence? { nil }
    }
}
