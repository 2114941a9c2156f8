import TouchModel

/// The state machine shared by `TapGesture` and `SpatialTapGesture`: counts
/// one-finger taps that stay short and close enough.
///
/// SwiftUI's rules (OpenSwiftUI `TapGesture.swift`, `RepeatGesture`): each tap
/// lifts within `tapMaximumDuration` (0.75 s) of its touch-down and closer
/// than `tapMaximumDistance` (45 pt, screen space) to where it began; with
/// `count > 1` each next *lift* comes within `multiTapInterval` (0.35 s) of
/// the previous lift, so a second tap that starts in time but lifts late
/// fails at the interval's end. A second finger fails it (`tooManyTouches`).
struct TapTracker: Sendable {
    enum Outcome {
        case possible
        /// The last lift, in screen points.
        case ended(Point)
        case failed(GestureEndReason)
    }

    private enum State: Sendable {
        /// Between taps, waiting since `since`: the previous tap's lift
        /// (`afterLift`) or the first event that came with no finger; `nil`
        /// before any event. The next lift is due one `interval` after it.
        case waiting(since: Double?, afterLift: Bool)
        /// A finger is down since `downTime`; `since` and `afterLift` as while waiting.
        case down(id: Int, start: Point, downTime: Double, since: Double?, afterLift: Bool)
        case done
    }

    let count: Int
    let maximumDuration: Double?
    let maximumDistance: Double?
    private var duration = 0.75
    private var distance = 45.0
    private var interval = 0.35
    private var state = State.done
    private var taps = 0
    private var firstEvent = true
    /// What the rules measured when they failed (`GestureRecognizer.failureEvidence`).
    private(set) var failureEvidence: GestureFailureEvidence?

    init(count: Int, maximumDuration: Double? = nil, maximumDistance: Double? = nil) {
        self.count = max(1, count)
        self.maximumDuration = maximumDuration
        self.maximumDistance = maximumDistance
    }

    mutating func begin(_ context: GestureContext) {
        duration = maximumDuration ?? context.settings.tapMaximumDuration
        distance = maximumDistance ?? context.settings.tapMaximumDistance * context.settings.distanceScale
        interval = context.settings.multiTapInterval
        state = .waiting(since: nil, afterLift: false)
        taps = 0
        firstEvent = true
        failureEvidence = nil
    }

    var deadline: Double? {
        switch state {
        case .waiting(let since, _): since.map { $0 + interval }
        case .down(_, _, let downTime, let since, _):
            since.map { min($0 + interval, downTime + duration) } ?? downTime + duration
        case .done: nil
        }
    }

    mutating func update(_ event: GestureEvent) -> Outcome {
        let isFirst = firstEvent
        firstEvent = false
        let contacts = event.touches.contactCount
        if contacts > 1 { return fail(.tooManyTouches, .touches(contacts)) }
        if case .waiting(let since, let afterLift) = state {
            if let since, event.time >= since + interval {
                return fail(.timedOut, .lateTap(since: since, afterLift: afterLift, tap: taps + 1))
            }
            // A new finger, or on the very first event one already down (a tap
            // standing second in a sequence takes over the finger it inherits).
            guard let touch = event.touches.firstBegan ?? (isFirst ? event.touches.firstDown : nil) else {
                // Nothing to track yet: wait at most one multi-tap interval.
                if since == nil { state = .waiting(since: event.time, afterLift: false) }
                return .possible
            }
            state = .down(id: touch.id, start: touch.location, downTime: event.time, since: since, afterLift: afterLift)
        }
        guard case .down(let id, let start, let downTime, let since, let afterLift) = state else { return .possible }
        // The earlier of the two limits decides, and names the evidence.
        let own = downTime + duration
        if let since, since + interval <= own {
            if event.time >= since + interval {
                return fail(.timedOut, .lateTap(since: since, afterLift: afterLift, tap: taps + 1))
            }
        } else if event.time >= own {
            return fail(.timedOut, .heldTap(finger: id, since: downTime))
        }
        guard let touch = event.touches.touch(id: id) else { return fail(.abandoned, nil) }
        let moved = touch.location.distance(to: start)
        if moved >= distance { return fail(.movedTooFar, .distance(moved)) }
        if touch.change.contains(.cancelled) { return fail(.touchCancelled, nil) }
        guard !touch.isDown else { return .possible }
        taps += 1
        if taps >= count { return finish(.ended(touch.location)) }
        // The next tap must lift within the interval of this lift.
        state = .waiting(since: event.time, afterLift: true)
        return .possible
    }

    private mutating func fail(_ reason: GestureEndReason, _ evidence: GestureFailureEvidence?) -> Outcome {
        failureEvidence = evidence
        return finish(.failed(reason))
    }

    private mutating func finish(_ outcome: Outcome) -> Outcome {
        state = .done
        return outcome
    }
}
