import Foundation
import Observation
import TouchModel
import TouchTrace

/// A guided recording in progress: raw events of one touch device come in,
/// the plan's prompt moves on after each attempt, and each gesture's events
/// and labels are kept for its own recording file.
///
/// An attempt runs from a first finger down until every finger has lifted;
/// for a double tap, until the second touch lifts (a second touch that starts
/// more than `doubleTapGap` after the first lifted begins the next attempt
/// instead). Each gesture's file holds the device's events from the first
/// event after its prompt appeared to the last lift of its last attempt, with
/// times from that file's first event; its labels span each attempt exactly,
/// first finger down to last lift. Driven by the events' own times: the same
/// events give the same files.
@Observable
public final class GuidedSession {
    public let plan: GuidedPlan
    /// The step on screen; nil once every attempt is done.
    public private(set) var step: GuidedPlan.Step?
    /// Attempts finished so far.
    public private(set) var completed = 0
    /// A touch is in progress.
    public private(set) var touching = false

    /// A double tap's second touch must start within this many seconds of the first lift.
    @ObservationIgnored public var doubleTapGap = 0.5

    @ObservationIgnored private var device: TraceDevice?
    @ObservationIgnored private var assembler: FrameAssembler?
    @ObservationIgnored private var pending: [InputEvent] = []
    @ObservationIgnored private var takes: [GestureKind: Take] = [:]
    @ObservationIgnored private var down = Set<Int>()
    @ObservationIgnored private var attempt: Attempt?

    /// One gesture's events and labels.
    struct Take {
        var events: [InputEvent] = []
        var labels: [GestureLabel] = []
    }

    /// The attempt in progress: when it began, its touches so far, and when the last one lifted.
    private struct Attempt {
        var start: Int64
        var touches = 0
        var lastLift: Int64?
    }

    public init(plan: GuidedPlan) {
        self.plan = plan
        self.step = plan.step(0)
    }

    /// The device whose events are recorded; others are ignored. The first
    /// touch device given wins.
    /// - Returns: whether this device is the one recorded.
    @discardableResult
    public func use(device: TraceDevice) -> Bool {
        if let current = self.device { return current == device }
        guard device.description.touchProtocol != .none else { return false }
        self.device = device
        assembler = FrameAssembler(device: device.description)
        return true
    }

    /// The recorded device, once there is one.
    public var recordedDevice: TraceDevice? { device }

    /// Feeds one event of the recorded device (kernel time, µs).
    public func feed(_ event: InputEvent) {
        guard let assembler, step != nil else { return }
        pending.append(event)
        guard let frame = assembler.feed(event) else {
            // Keep events only up to a frame's end: a file never ends mid-frame.
            return
        }
        let time = frame.time
        var began = false
        for contact in frame.contacts {
            if contact.isActive {
                if down.insert(contact.id).inserted { began = true }
            } else {
                down.remove(contact.id)
            }
        }
        if began, let current = attempt, let lift = current.lastLift, down.count == frame.began.count {
            // A new touch after the attempt's last lift: the same double tap, or the next attempt.
            if step?.kind != .doubleTap || current.touches >= 2 || Double(time - lift) / 1_000_000 > doubleTapGap {
                finishAttempt()
            }
        }
        guard let kind = step?.kind else { return }
        if began, attempt == nil { attempt = Attempt(start: time) }
        if began, down.count == frame.began.count { attempt?.touches += 1 }
        takes[kind, default: Take()].events += pending
        pending.removeAll(keepingCapacity: true)
        touching = !down.isEmpty
        if down.isEmpty, attempt != nil {
            attempt?.lastLift = time
            if step?.kind != .doubleTap || (attempt?.touches ?? 0) >= 2 { finishAttempt() }
        }
    }

    /// Ends the session: an attempt still waiting (a lone tap of a double
    /// tap) is labelled as it is.
    public func finish() {
        if attempt?.lastLift != nil { finishAttempt() }
    }

    private func finishAttempt() {
        guard let current = attempt, let lift = current.lastLift, let kind = step?.kind else { return }
        attempt = nil
        var take = takes[kind, default: Take()]
        let origin = take.events.first?.time ?? current.start
        take.labels.append(GestureLabel(
            kind: kind, start: Double(current.start - origin) / 1_000_000, end: Double(lift - origin) / 1_000_000,
            target: step.map(\.start)))
        // Events after the lift belong to whatever comes next.
        takes[kind] = take
        completed += 1
        step = plan.step(completed)
    }

    /// Every gesture recorded so far with its labels (gestures with no attempt left out).
    public var recordedKinds: [GestureKind] { plan.kinds.filter { !(takes[$0]?.labels.isEmpty ?? true) } }

    /// Writes `KIND.yml` and `KIND.labels.yaml` into `directory` for every
    /// gesture with at least one attempt.
    /// - Returns: the labels files written.
    public func write(to directory: String) throws -> [String] {
        guard let device else { return [] }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for kind in recordedKinds {
            guard let take = takes[kind], let origin = take.events.first?.time else { continue }
            let name = kind.rawValue
            let recordingPath = (directory as NSString).appendingPathComponent("\(name).yml")
            let writer = try makeTraceWriter(path: recordingPath, deviceCount: 1)
            try writer.beginDevice(device)
            for event in take.events {
                var relative = event
                relative.time -= origin
                try writer.write(relative)
            }
            try writer.finish()
            let labels = LabelsFile(recording: "\(name).yml", screen: plan.screen, labels: take.labels)
            let labelsPath = (directory as NSString).appendingPathComponent("\(name).labels.yaml")
            try labels.render().write(toFile: labelsPath, atomically: true, encoding: .utf8)
            written.append(labelsPath)
        }
        return written
    }
}
