import Foundation
import Geometry
import Gestures
import Observation
import TouchModel
import TouchTrace

/// Where a guided session's recorded part goes as it happens
/// (`GuidedSessionFiles` writes a folder).
public protocol GuidedSessionSink: AnyObject {
    /// Events of the recorded `device`, whole frames at a time, once the practice is over.
    func write(_ events: [InputEvent], of device: TraceDevice) throws
    /// The labels now standing, after an attempt, an undo or a redo (times
    /// in seconds since the first event written): what was written so far
    /// is made safe before this returns.
    func commit(_ labels: [GestureLabel]) throws
}

/// A guided recording in progress: raw events of one touch device come in,
/// touches on the Undo, Skip and Redo buttons act on the session, other
/// touches are attempts at the prompt on the screen.
///
/// First the practice round: each attempt is answered with what SwiftUI's
/// default gestures recognized, and nothing is recorded; the person's
/// practice double taps set how long a double tap's second tap is waited for.
/// Then the recorded prompts: an attempt that begins farther than
/// `GuidedLayout.missDistance` from its target is discarded and asked again;
/// any other is labelled as the prompt's gesture and handed to the sink with
/// every event since the practice ended. An attempt runs from a first finger
/// down until every finger has lifted, or for a double tap or separate taps
/// until the second touch lifts (a double tap's lone tap ends when the gap
/// passes). No touch for `idleTimeout` seconds ends the session, what was
/// committed kept. Driven by the events' own times: the same events give the
/// same files.
@Observable
public final class GuidedSession {
    /// Where the session is.
    public enum Phase: Hashable, Sendable {
        case practice, recording, done
        /// Ended after `idleTimeout` seconds without a touch.
        case idle
    }

    public let plan: GuidedPlan
    public let layout: GuidedLayout
    public private(set) var phase: Phase
    /// The practice or recorded prompt asked now (nil once over).
    public private(set) var prompt: GuidedPrompt?
    /// 0-based, within the practice round or the recorded prompts.
    public private(set) var promptIndex = 0
    /// A line about the last attempt or button: what was recognized (practice), a miss, an undo.
    public private(set) var feedback: String?
    /// A touch is in progress.
    public private(set) var touching = false
    /// The recorded labels standing.
    public private(set) var labels: [GestureLabel] = []
    /// Prompts skipped and attempts discarded as too far from their target.
    public private(set) var skipped = 0
    public private(set) var missed = 0
    /// The first error of the sink; the session stops recording.
    public private(set) var failure: (any Error)?

    /// How long a double tap's second tap is waited for, in seconds: from
    /// the practice double taps once they are done.
    public private(set) var doubleTapGap: Double
    /// How long a practice double tap's second tap is waited for, in seconds.
    public static let practiceWait = 1.5
    /// Seconds without a touch that end the session.
    @ObservationIgnored public var idleTimeout: Double = 60

    @ObservationIgnored private let sink: (any GuidedSessionSink)?
    @ObservationIgnored private var device: TraceDevice?
    @ObservationIgnored private var assembler: FrameAssembler?
    @ObservationIgnored private var mapping: ScreenMapping?
    @ObservationIgnored private var pending: [InputEvent] = []
    @ObservationIgnored private var origin: Int64?
    @ObservationIgnored private var down = Set<Int>()
    @ObservationIgnored private var attempt: Attempt?
    @ObservationIgnored private var press: Press?
    @ObservationIgnored private var lastActivity: Int64?
    @ObservationIgnored private var practiceGaps: [Double] = []
    // Observed, not ignored: `canUndo` and `canRedo` read them, and the
    // buttons must redraw when they change even if the prompt does not.
    private var history: [Action] = []
    private var undone: [Action] = []
    /// How touches land on the screen: the kiosk config's calibration and rotation.
    @ObservationIgnored public let placement: KioskTouchPlacement

    /// The attempt in progress.
    private struct Attempt {
        var start: Int64
        var first: Point
        var touches = 1
        var lastLift: Int64?
        var secondDown: Int64?
        var frames: [TouchFrame] = []
    }

    /// A touch that began on a button.
    private struct Press {
        var button: GuidedLayout.Button
        var last: Point
        var fingers = 1
    }

    /// What Undo takes back and Redo puts back: a prompt answered or skipped.
    private enum Action {
        case answered(GestureLabel, prompt: Int)
        case skipped(prompt: Int)

        var prompt: Int {
            switch self {
            case .answered(_, let prompt), .skipped(let prompt): prompt
            }
        }
    }

    /// - Parameters:
    ///   - sink: where the recorded part goes; nil keeps only `labels`.
    ///   - placement: the live kiosk's device calibrations and display
    ///     rotation (its config): buttons and targets are hit where the
    ///     kiosk, and `touchdeck tune` with the same config, would put the touch.
    public init(plan: GuidedPlan, sink: (any GuidedSessionSink)? = nil, doubleTapGap: Double = 0.5,
                placement: KioskTouchPlacement = KioskTouchPlacement()) {
        self.plan = plan
        self.placement = placement
        self.sink = sink
        self.doubleTapGap = doubleTapGap
        layout = GuidedLayout(screen: plan.screen)
        phase = plan.practice.isEmpty ? .recording : .practice
        prompt = plan.practice.first ?? plan.prompts.first
        if prompt == nil { phase = .done }
    }

    /// Over: every prompt done, ended idle, or the sink failed.
    public var isOver: Bool { phase == .done || phase == .idle || failure != nil }
    /// Prompts in this phase.
    public var promptCount: Int { phase == .practice ? plan.practice.count : plan.prompts.count }
    public var canUndo: Bool { phase == .recording && !history.isEmpty }
    public var canRedo: Bool { phase == .recording && !undone.isEmpty }

    /// The device whose events are recorded; others are ignored. The first
    /// touch device with position axes given wins.
    /// - Returns: whether this device is the one recorded.
    @discardableResult
    public func use(device: TraceDevice) -> Bool {
        if let current = self.device { return current == device }
        guard device.description.touchProtocol != .none, let axes = device.description.positionAxes else { return false }
        // As the live kiosk maps it (`ScreenMapping.combinedMatrix`): the
        // device's calibration, then the display's rotation onto the plan's (logical) screen.
        let mapping = ScreenMapping(x: axes.x, y: axes.y, screen: plan.screen,
                                    calibration: placement.calibration(for: device.description),
                                    displayRotation: placement.displayRotation)
        self.device = device
        self.mapping = mapping
        assembler = FrameAssembler(device: device.description)
        return true
    }

    /// The recorded device, once there is one.
    public var recordedDevice: TraceDevice? { device }

    /// Feeds one event of the recorded device (kernel time, µs).
    public func feed(_ event: InputEvent) {
        guard let assembler, let mapping, let device, !isOver else { return }
        advance(to: event.time)
        guard !isOver else { return }
        pending.append(event)
        // Events are written a frame at a time: a file never ends mid-frame.
        guard let raw = assembler.feed(event) else { return }
        if phase == .recording {
            if origin == nil { origin = pending.first?.time }
            perform { try sink?.write(pending, of: device) }
        }
        pending.removeAll(keepingCapacity: true)
        handle(mapping.map(raw))
    }

    /// Moves the session's clock to `time` (µs, the events' clock) without
    /// an event: a double tap's lone tap ends once the gap has passed, and
    /// the session ends idle after `idleTimeout`.
    public func advance(to time: Int64) {
        guard !isOver, down.isEmpty else { return }
        // Before the person's gap is known (the practice), a generous wait.
        let wait = phase == .practice ? Self.practiceWait : doubleTapGap
        if let waiting = attempt, let lift = waiting.lastLift, prompt?.kind == .doubleTap, Double(time - lift) / 1_000_000 > wait {
            finishAttempt()
        }
        if let last = lastActivity, Double(time - last) / 1_000_000 > idleTimeout {
            if attempt?.lastLift != nil { finishAttempt() }
            attempt = nil
            phase = .idle
            prompt = nil
        }
    }

    /// Ends the session where it is (the trace or the person stopped): an
    /// attempt waiting for its second touch is taken as it is.
    public func finish() {
        if !isOver, down.isEmpty, attempt?.lastLift != nil { finishAttempt() }
    }

    private func handle(_ frame: TouchFrame) {
        let time = frame.time
        lastActivity = time
        let wasDown = !down.isEmpty
        for contact in frame.contacts {
            if contact.isActive { down.insert(contact.id) } else { down.remove(contact.id) }
        }
        touching = !down.isEmpty
        let point = frame.contacts.first(where: \.isActive)?.position ?? frame.contacts.first?.position ?? .zero
        if !wasDown, !down.isEmpty {
            // A new touch: a button press, the second touch of a waiting attempt, or a new attempt.
            let button = layout.button(at: point)
            if attempt != nil, button != nil { finishAttempt() }
            if let button {
                press = Press(button: button, last: point)
            } else if attempt != nil {
                attempt?.touches += 1
                if attempt?.secondDown == nil { attempt?.secondDown = time }
            } else {
                attempt = Attempt(start: time, first: point)
            }
        }
        if var current = press {
            current.fingers = max(current.fingers, down.count)
            if frame.contacts.contains(where: \.isActive) { current.last = point }
            press = current
            if down.isEmpty {
                press = nil
                // Pressed like a button: one finger, lifted over the button it went down on.
                if current.fingers == 1, layout.button(at: current.last) == current.button { act(current.button) }
            }
            return
        }
        guard attempt != nil else { return }
        attempt?.frames.append(frame)
        if down.isEmpty {
            attempt?.lastLift = time
            if let current = attempt, let asked = prompt, current.touches >= asked.touches { finishAttempt() }
        }
    }

    private func finishAttempt() {
        guard let current = attempt, let lift = current.lastLift, let asked = prompt else { return }
        attempt = nil
        let miss = hypot(current.first.x - asked.start.x, current.first.y - asked.start.y) > layout.missDistance
        if phase == .practice {
            if miss {
                feedback = "Missed the target: start on it"
            } else {
                let recognized = TuningClassifier(settings: GestureSettings()).classify(current.frames)
                feedback = "Recognized: \(Self.words(recognized))" + (recognized == asked.kind ? " ✓" : " (asked: \(Self.words(asked.kind)))")
                if asked.kind == .doubleTap, let second = current.secondDown, current.touches == 2 {
                    practiceGaps.append(Double(second - current.start) / 1_000_000)
                }
            }
            nextPractice()
            return
        }
        guard !miss else {
            missed += 1
            feedback = "Too far from the target: once more, starting on it"
            return
        }
        guard let origin else { return }
        let label = GestureLabel(kind: asked.kind, start: Double(current.start - origin) / 1_000_000,
                                 end: Double(lift - origin) / 1_000_000, target: asked.start)
        feedback = nil
        undone.removeAll()
        apply(.answered(label, prompt: promptIndex))
    }

    private func nextPractice() {
        promptIndex += 1
        if promptIndex < plan.practice.count {
            prompt = plan.practice[promptIndex]
            return
        }
        if let longest = practiceGaps.max() {
            // The person's slowest practice double tap (first down to second
            // down) and half again, as the wait from the first lift: generous,
            // so a slow double-tapper's attempt is not split in two.
            doubleTapGap = min(1.5, max(0.3, longest * 1.5))
        }
        phase = .recording
        promptIndex = 0
        prompt = plan.prompts.first
        if prompt == nil { phase = .done }
    }

    private func act(_ button: GuidedLayout.Button) {
        switch (button, phase) {
        case (.skip, .practice):
            feedback = nil
            nextPractice()
        case (.skip, .recording):
            undone.removeAll()
            feedback = "Skipped"
            apply(.skipped(prompt: promptIndex))
        case (.undo, .recording):
            guard let last = history.popLast() else { return }
            undone.append(last)
            if case .answered = last { labels.removeLast() }
            promptIndex = last.prompt
            prompt = plan.prompts[promptIndex]
            if case .skipped = last { skipped -= 1 }
            feedback = "Undone: do it again"
            commit()
        case (.redo, .recording):
            guard let again = undone.popLast() else { return }
            feedback = "Redone"
            apply(again)
        default:
            break
        }
    }

    /// Records an answer or a skip and moves to the next prompt.
    private func apply(_ action: Action) {
        history.append(action)
        switch action {
        case .answered(let label, _): labels.append(label)
        case .skipped: skipped += 1
        }
        promptIndex = action.prompt + 1
        prompt = promptIndex < plan.prompts.count ? plan.prompts[promptIndex] : nil
        if prompt == nil { phase = .done }
        commit()
    }

    private func commit() {
        perform { try sink?.commit(labels) }
    }

    private func perform(_ body: () throws -> Void) {
        guard failure == nil else { return }
        do { try body() } catch {
            failure = error
        }
    }

    /// A gesture kind in the words of the feedback line.
    static func words(_ kind: GestureKind) -> String {
        switch kind {
        case .tap: "tap"
        case .doubleTap: "double tap"
        case .longPress: "long press"
        case .drag: "drag"
        case .swipe: "swipe"
        case .pinch: "pinch"
        case .taps: "separate taps"
        case .shortDrag: "short drag"
        case .none: "nothing"
        }
    }
}
