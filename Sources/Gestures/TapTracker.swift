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
        /// Between taps; `liftDeadline` once a previous tap has lifted.
        case waiting(liftDeadline: Double?)
        /// A finger is down; `deadline` is the earlier of its own duration
        /// limit and the lift deadline of a multi-tap.
        case down(id: Int, start: Point, deadline: Double, liftDeadline: Double?)
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
        state = .waiting(liftDeadline: nil)
        taps = 0
        firstEvent = true
    }

    var deadline: Double? {
        switch state {
        case .waiting(let deadline): deadline
        case .down(_, _, let deadline, _): deadline
        case .done: nil
        }
    }

    mutating func update(_ event: GestureEvent) -> Outcome {
        let isFirst = firstEvent
        firstEvent = false
        if event.touches.contactCount > 1 { return finish(.failed(.tooManyTouches)) }
        if case .waiting(let liftDeadline) = state {
            if let liftDeadline, event.time >= liftDeadline { return finish(.failed(.timedOut)) }
            // A new finger, or on the very first event one already down (a tap
            // standing second in a sequence takes over the finger it inherits).
            guard let touch = event.touches.firstBegan ?? (isFirst ? event.touches.firstDown : nil) else {
                // Nothing to track yet: wait at most one multi-tap interval.
                if liftDeadline == nil { state = .waiting(liftDeadline: event.time + interval) }
                return .possible
            }
            let own = event.time + duration
            state = .down(id: touch.id, start: touch.location, deadline: liftDeadline.map { min($0, own) } ?? own,
                          liftDeadline: liftDeadline)
        }
        guard case .down(let id, let start, let deadline, _) = state else { return .possible }
        if event.time >= deadline { return finish(.failed(.timedOut)) }
        guard let touch = event.touches.touch(id: id) else { return finish(.failed(.abandoned)) }
        if touch.location.distance(to: start) >= distance { return finish(.failed(.movedTooFar)) }
        if touch.change.contains(.cancelled) { return finish(.failed(.touchCancelled)) }
        guard !touch.isDown else { return .possible }
        taps += 1
        if taps >= count { return finish(.ended(touch.location)) }
        // The next tap must lift within the interval of this lift.
        state = .waiting(liftDeadline: event.time + interval)
        return .possible
    }

    private mutating func finish(_ outcome: Outcome) -> Outcome {
        state = .done
        return outcome
    }
}
