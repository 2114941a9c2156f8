import KioskConfig
import TouchModel

/// Runs an `IdleMachine` beside an `AppRunner`: real touches go through it
/// (those it swallows never reach the app), its actions reset the app, play
/// the attract loop into the runner and switch the screen, and its deadlines
/// join the runner's. The live kiosk and a replay use it alike; it never
/// reads a clock.
public final class IdleDirector {
    /// The app's runner: touches and the clock go through it.
    public let runner: AppRunner
    /// The state machine deciding the stages.
    public private(set) var machine: IdleMachine
    /// The attract loop's player; nil when the kiosk has no attract recording.
    private var attract: AttractPlayer?
    /// Returns the app to its initial state (`KioskAppInstance.reset`); nil when the app cannot.
    public var resetApp: (() -> Void)?
    /// Switches the screen off (true) or on (false).
    public var setBlanked: ((Bool) -> Void)?
    /// Reports each stage the kiosk enters, at its time on the runner's clock.
    public var onStage: ((IdleReport, Double) -> Void)?

    /// - Parameters:
    ///   - attract: the attract loop's recording and pause; nil: none (the stage then only waits).
    public init(runner: AppRunner, schedule: IdleSchedule, attract: AttractPlayer? = nil, start: Double) {
        self.runner = runner
        machine = IdleMachine(schedule: schedule, start: start)
        self.attract = attract
    }

    /// Seconds one attract loop takes (recording and pause); 0 without one.
    public var attractLoopLength: Double { attract.map { $0.recording.duration + $0.pause } ?? 0 }

    /// The current stage.
    public var stage: IdleStage { machine.stage }

    /// Starts the count again at `time` with the app at home (a replay's trace begins).
    public func restart(at time: Double) {
        machine.restart(at: time)
    }

    /// A real touch frame (its time on the runner's clock): handled as the
    /// machine says, then delivered to the gestures unless swallowed.
    /// Returns whether it was delivered.
    @discardableResult
    public func deliver(_ frame: TouchFrame) -> Bool {
        let time = max(runner.time, Double(frame.time) / 1_000_000)
        let (deliver, actions) = machine.touch(frame, at: time)
        perform(actions, at: time)
        if deliver { runner.deliver(frame) }
        return deliver
    }

    /// What a keyboard typed at `time` (on the runner's clock): the idle count starts again (an
    /// attract loop or a blank screen ends), then the app gets it.
    public func deliver(typed event: TextInputEvent, at time: Double) {
        let time = max(runner.time, time)
        let (deliver, actions) = machine.typed(at: time)
        perform(actions, at: time)
        if deliver { runner.type(event, at: time) }
    }

    /// When something idle is next due: a stage, or the attract loop's next step.
    public var nextWakeUp: Double? {
        [machine.nextDeadline, attract?.nextTime].compactMap { $0 }.min()
    }

    /// Runs every stage and attract step due by `time`, in time order, moving
    /// the runner's clock to each (never past `time`).
    public func advance(to time: Double) {
        while let due = nextWakeUp, due <= time {
            if let deadline = machine.nextDeadline, deadline <= due {
                runner.advance(to: deadline)
                perform(machine.advance(to: deadline), at: deadline)
            } else if var player = attract {
                let steps = player.take(until: due)
                attract = player
                for (at, step) in steps {
                    runner.advance(to: at)
                    switch step {
                    case .loopStart: reset()
                    case .frame(let frame): runner.deliver(frame)
                    }
                }
            } else {
                break
            }
        }
    }

    private func perform(_ actions: [IdleAction], at time: Double) {
        for action in actions {
            switch action {
            case .resetHome:
                reset()
                onStage?(.home, time)
            case .startAttract:
                attract?.start(at: time)
                onStage?(.attract, time)
            case .stopAttract:
                if let cancel = attract?.stop(at: time) { runner.deliver(cancel) }
                reset()
                if machine.stage != .blank { onStage?(.home, time) }
            case .blank:
                setBlanked?(true)
                onStage?(.blank, time)
            case .wake:
                setBlanked?(false)
                onStage?(.wake, time)
            }
        }
    }

    /// The app back to its initial state, any gesture under way cancelled.
    private func reset() {
        runner.cancelTouches(reason: .requested)
        resetApp?()
        runner.relayoutIfChanged()
    }
}
