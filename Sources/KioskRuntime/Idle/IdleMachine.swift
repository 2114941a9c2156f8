import KioskConfig
import TouchModel

/// The idle logic as a pure state machine: fed touch frames and times, it
/// says which frames reach the app and what the kiosk must do (reset, attract
/// loop, blank, wake). It never reads a clock, so the live kiosk (monotonic
/// time), a replay (trace time) and tests drive it alike.
///
/// Any real touch restarts the count (`IdleCount`, the rule a view's
/// `.onIdle` follows too: it stands still while a finger is down). A touch
/// while the attract loop plays or the screen is blank ends that stage and is
/// not delivered: neither it nor the rest of its sequence, until every finger
/// has lifted, so the touch that wakes the kiosk never taps what happens to be
/// under it.
public struct IdleMachine: Sendable {
    /// The stages' delays.
    public let schedule: IdleSchedule
    /// Where the kiosk is now.
    public private(set) var stage: IdleStage = .active
    /// Time without a touch, counted from the last touch or the current stage's start.
    private var count: IdleCount
    /// Whether a touch reached the app since it was last in its home state.
    private var touchedSinceHome = false
    /// Whether the frames of the touch sequence under way are being dropped.
    public private(set) var isSwallowing = false

    /// A machine whose count starts at `time` with the app in its home state.
    public init(schedule: IdleSchedule, start time: Double) {
        self.schedule = schedule
        count = IdleCount(since: time)
    }

    /// Starts the count again at `time`, the app in its home state (a replay's trace begins).
    public mutating func restart(at time: Double) {
        stage = .active
        count = IdleCount(since: time)
        touchedSinceHome = false
        isSwallowing = false
    }

    /// A real touch frame at `time`: whether to deliver it to the app, and what to do first.
    public mutating func touch(_ frame: TouchFrame, at time: Double) -> (deliver: Bool, actions: [IdleAction]) {
        count.touch(frame, at: time)
        if isSwallowing {
            if !count.isTouching { isSwallowing = false }
            return (false, [])
        }
        switch stage {
        case .active, .home:
            stage = .active
            touchedSinceHome = true
            return (true, [])
        case .attract, .blank:
            let action: IdleAction = stage == .attract ? .stopAttract : .wake
            stage = .active
            touchedSinceHome = false
            // A sequence that already ended in this frame (a tap shorter than a scan) leaves nothing to drop.
            isSwallowing = count.isTouching
            return (false, [action])
        }
    }

    /// A keyboard or scanner typed at `time`: activity, as a touch is. In the attract loop or
    /// blanked, it ends that stage like a touch, but is still delivered: typed text lands in the
    /// focused field (if any), never on whatever happens to be under a finger.
    public mutating func typed(at time: Double) -> (deliver: Bool, actions: [IdleAction]) {
        count.restart(at: time)
        switch stage {
        case .active, .home:
            stage = .active
            touchedSinceHome = true
            return (true, [])
        case .attract, .blank:
            let action: IdleAction = stage == .attract ? .stopAttract : .wake
            stage = .active
            touchedSinceHome = true
            return (true, [action])
        }
    }

    /// When the next stage is due; nil while a finger is down or no stage is left.
    public var nextDeadline: Double? {
        nextStage.flatMap { count.deadline(after: $0.delay) }
    }

    /// The stage that comes next, and its delay from the current one's start.
    private var nextStage: (stage: IdleStage, delay: Double)? {
        let order: [(IdleStage, Double)] = [(.home, schedule.timeout), (.attract, schedule.attractAfter), (.blank, schedule.blankAfter)]
        let current = order.firstIndex { $0.0 == stage }.map { $0 + 1 } ?? 0
        return order[current...].first { $0.1 > 0 }
    }

    /// Moves to `time`, going through every stage due by then; the actions, in order.
    public mutating func advance(to time: Double) -> [IdleAction] {
        var actions: [IdleAction] = []
        while let deadline = nextDeadline, deadline <= time, let next = nextStage?.stage {
            switch next {
            case .home:
                if touchedSinceHome { actions.append(.resetHome) }
            case .attract:
                actions.append(.startAttract)
            case .blank:
                if stage == .attract {
                    actions.append(.stopAttract)
                } else if touchedSinceHome {
                    actions.append(.resetHome)
                }
                actions.append(.blank)
            case .active:
                break
            }
            touchedSinceHome = false
            stage = next
            count.restart(at: deadline)
        }
        return actions
    }
}
