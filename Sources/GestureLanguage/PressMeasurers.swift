import Gestures
import TouchModel

/// `LongPressGesture.Recognizer`'s rules (Gestures/LongPressGesture.swift),
/// keeping what they measured: the press's distance from where it began
/// (`distance`), how long it was held when released (`pressHeld`), the
/// fingers touching (`touches`).
struct LongPressMeasurer: Sendable {
    private let duration: Double
    private let distance: Double
    private var started = false
    private var done = false
    private var finger = -1
    private var start = Point.zero
    private var startTime = 0.0

    init(_ thresholds: ResolvedThresholds) {
        duration = thresholds.longPressMinimumDuration
        distance = thresholds.longPressMaximumDistance
    }

    mutating func observe(_ event: GestureEvent) -> (GestureEndReason, FailureEvidence)? {
        guard !done else { return nil }
        if !started {
            guard let touch = event.touches.firstDown else { return finish(.releasedTooEarly, .pressHeld(0)) }
            started = true
            finger = touch.id
            start = touch.location
            startTime = event.time
        }
        // The recognizer compares against `time + duration`, computed once.
        if event.time >= startTime + duration {
            done = true
            return nil
        }
        guard let touch = event.touches.touch(id: finger) else { return finish(.abandoned, nil) }
        let contacts = event.touches.contactCount
        let moved = touch.location.distance(to: start)
        if contacts > 1 { return finish(.tooManyTouches, .touches(contacts)) }
        if moved >= distance { return finish(.movedTooFar, .distance(moved)) }
        if touch.change.contains(.cancelled) { return finish(.touchCancelled, nil) }
        if !touch.isDown { return finish(.releasedTooEarly, .pressHeld(event.time - startTime)) }
        return nil
    }

    private mutating func finish(_ reason: GestureEndReason, _ evidence: FailureEvidence?) -> (GestureEndReason, FailureEvidence)? {
        done = true
        return evidence.map { (reason, $0) }
    }
}

/// `DragGesture.Recognizer`'s rules (Gestures/DragGesture.swift), keeping
/// the greatest distance from its start the finger reached before lifting
/// (`dragReach`) and the fingers touching (`touches`).
struct DragMeasurer: Sendable {
    private let distance: Double
    private var started = false
    private var done = false
    private var active = false
    private var finger = -1
    private var start = Point.zero
    private var greatest = 0.0

    init(_ thresholds: ResolvedThresholds) {
        distance = thresholds.dragMinimumDistance
    }

    mutating func observe(_ event: GestureEvent) -> (GestureEndReason, FailureEvidence)? {
        guard !done else { return nil }
        if !started {
            guard let touch = event.touches.firstDown else { return finish(.releasedTooEarly, .dragReach(0)) }
            started = true
            finger = touch.id
            start = touch.location
        }
        guard let touch = event.touches.touch(id: finger) else { return finish(.abandoned, nil) }
        if touch.change.contains(.cancelled) { return finish(.touchCancelled, nil) }
        let contacts = event.touches.contactCount
        if contacts > 1 { return finish(.tooManyTouches, .touches(contacts)) }
        let moved = touch.location.distance(to: start)
        greatest = max(greatest, moved)
        active = active || moved >= distance
        guard !touch.isDown else { return nil }
        done = true
        return active ? nil : (.releasedTooEarly, .dragReach(greatest))
    }

    private mutating func finish(_ reason: GestureEndReason, _ evidence: FailureEvidence?) -> (GestureEndReason, FailureEvidence)? {
        done = true
        return evidence.map { (reason, $0) }
    }
}
