import Gestures
import TouchModel

/// `TapTracker`'s rules (Gestures/TapTracker.swift), step for step, keeping
/// what they measured when they fail: a finger more than one (`touches`),
/// the next lift too late after the previous one (`lateTap`), a tap held
/// to its maximum duration (`heldTap`), a finger moved its maximum distance
/// from where the tap began (`distance`).
struct TapMeasurer: Sendable {
    private enum State: Sendable {
        /// Between taps; `since` is the previous lift (or when waiting began).
        case waiting(since: Double?, afterLift: Bool)
        case down(id: Int, start: Point, downTime: Double, since: Double?, afterLift: Bool)
        case done
    }

    private let count: Int
    private let duration: Double
    private let distance: Double
    private let interval: Double
    private var state = State.waiting(since: nil, afterLift: false)
    private var taps = 0
    private var firstEvent = true

    init(_ thresholds: ResolvedThresholds) {
        count = thresholds.tapCount
        duration = thresholds.tapMaximumDuration
        distance = thresholds.tapMaximumDistance
        interval = thresholds.multiTapInterval
    }

    mutating func observe(_ event: GestureEvent) -> (GestureEndReason, FailureEvidence)? {
        if case .done = state { return nil }
        let isFirst = firstEvent
        firstEvent = false
        let contacts = event.touches.contactCount
        if contacts > 1 { return finish(.tooManyTouches, .touches(contacts)) }
        if case .waiting(let since, let afterLift) = state {
            if let since, event.time >= since + interval {
                return finish(.timedOut, .lateTap(since: since, afterLift: afterLift, tap: taps + 1))
            }
            guard let touch = event.touches.firstBegan ?? (isFirst ? event.touches.firstDown : nil) else {
                if since == nil { state = .waiting(since: event.time, afterLift: false) }
                return nil
            }
            state = .down(id: touch.id, start: touch.location, downTime: event.time, since: since, afterLift: afterLift)
        }
        guard case .down(let id, let start, let downTime, let since, let afterLift) = state else { return nil }
        let own = downTime + duration
        if let since, since + interval <= own, event.time >= since + interval {
            return finish(.timedOut, .lateTap(since: since, afterLift: afterLift, tap: taps + 1))
        }
        if event.time >= own { return finish(.timedOut, .heldTap(finger: id, since: downTime)) }
        guard let touch = event.touches.touch(id: id) else { return finish(.abandoned, nil) }
        let moved = touch.location.distance(to: start)
        if moved >= distance { return finish(.movedTooFar, .distance(moved)) }
        if touch.change.contains(.cancelled) { return finish(.touchCancelled, nil) }
        guard !touch.isDown else { return nil }
        taps += 1
        if taps >= count {
            state = .done
            return nil
        }
        state = .waiting(since: event.time, afterLift: true)
        return nil
    }

    private mutating func finish(_ reason: GestureEndReason, _ evidence: FailureEvidence?) -> (GestureEndReason, FailureEvidence)? {
        state = .done
        return evidence.map { (reason, $0) }
    }
}
