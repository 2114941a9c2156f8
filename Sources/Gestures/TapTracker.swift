import TouchModel

/// The state machine shared by `TapGesture` and `SpatialTapGesture`: counts
/// touch-downs and lifts that stay short and close enough.
struct TapTracker: Sendable {
    enum Outcome {
        case possible
        /// The last lift, in screen points.
        case ended(Point)
        case failed(GestureEndReason)
    }

    private enum State: Sendable {
        /// Waiting for a touch-down; `deadline` once a timeout applies.
        case waiting(deadline: Double?)
        case down(id: Int, start: Point, deadline: Double)
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

    init(count: Int, maximumDuration: Double? = nil, maximumDistance: Double? = nil) {
        self.count = max(1, count)
        self.maximumDuration = maximumDuration
        self.maximumDistance = maximumDistance
    }

    mutating func begin(_ context: GestureContext) {
        duration = maximumDuration ?? context.settings.tapMaximumDuration
        distance = maximumDistance ?? context.settings.tapMaximumDistance * context.settings.distanceScale
        interval = context.settings.multiTapInterval
        state = .waiting(deadline: nil)
        taps = 0
        firstEvent = true
    }

    var deadline: Double? {
        switch state {
        case .waiting(let deadline): deadline
        case .down(_, _, let deadline): deadline
        case .done: nil
        }
    }

    mutating func update(_ event: GestureEvent) -> Outcome {
        let isFirst = firstEvent
        firstEvent = false
        if case .waiting(let deadline) = state {
            if let deadline, event.time >= deadline { return finish(.failed(.timedOut)) }
            // A new finger, or on the very first event one already down (a tap
            // standing second in a sequence takes over the finger it inherits).
            var candidate: GestureTouch?
            var i = 0
            while i < event.touches.count {
                if event.touches[i].change.contains(.began) { candidate = event.touches[i]; break }
                i += 1
            }
            if candidate == nil, isFirst { candidate = event.touches.firstDown }
            guard let touch = candidate else {
                // Nothing to track yet: wait at most one multi-tap interval.
                if deadline == nil { state = .waiting(deadline: event.time + interval) }
                return .possible
            }
            state = .down(id: touch.id, start: touch.location, deadline: event.time + duration)
        }
        guard case .down(let id, let start, let deadline) = state else { return .possible }
        if event.time >= deadline { return finish(.failed(.timedOut)) }
        guard let touch = event.touches.touch(id: id) else { return finish(.failed(.abandoned)) }
        if touch.location.distance(to: start) >= distance { return finish(.failed(.movedTooFar)) }
        if touch.change.contains(.cancelled) { return finish(.failed(.touchCancelled)) }
        guard !touch.isDown else { return .possible }
        taps += 1
        if taps >= count { return finish(.ended(touch.location)) }
        // The next touch-down must come within the interval of this lift.
        state = .waiting(deadline: event.time + interval)
        return .possible
    }

    private mutating func finish(_ outcome: Outcome) -> Outcome {
        state = .done
        return outcome
    }
}
