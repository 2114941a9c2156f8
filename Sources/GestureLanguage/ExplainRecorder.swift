import Gestures
import TouchdeckSupport
import TouchModel

/// Collects what the probes of an expression built for explaining report:
/// one `Run` per touch sequence (a `begin` … `reset` of the whole tree), with
/// each primitive's phase changes and what its rules measured when it failed
/// (the evidence its recognizer reports: `GestureRecognizer.failureEvidence`).
/// Lives for one replay; the engine calls it synchronously.
final class ExplainRecorder {
    /// A phase shown after one event.
    struct Change {
        /// Which event of the run (1, 2, …): orders changes at equal times.
        var serial: Int
        /// Seconds since the trace's first event.
        var time: Double
        var phase: ProbedPhase
        /// The fingers' locations at that event (screen points).
        var locations: [Point]
    }

    /// One primitive in one run.
    struct Candidate {
        var thresholds: ResolvedThresholds
        var changes: [Change] = []
        /// The failure its own rules decided, with what they measured and at which event.
        var evidence: (reason: GestureEndReason, evidence: GestureFailureEvidence, serial: Int)?
        /// The reason its run ended with (`reset`).
        var resetReason: GestureEndReason?
    }

    /// One touch sequence.
    struct Run {
        /// When the tree began: the first finger's touch-down.
        var start: Double
        /// Contact ids of the fingers the tree saw, in order of appearance.
        var fingers: [Int] = []
        var candidates: [Candidate]
        /// The whole expression's phase changes.
        var changes: [Change] = []
        /// The expression's value when it ended.
        var value: JSONValue?
        /// When the tree was decided (its `reset`), and the reason given to
        /// whatever had not ended by then.
        var end: Double?
        var endReason: GestureEndReason?
        var events = 0
    }

    let candidates: [ExplainCandidate]
    /// The engine's time, read when a run ends without an event (a cancel).
    var clock: () -> Double = { 0 }
    private(set) var runs: [Run] = []
    private var eventTime = 0.0
    private var eventLocations: [Point] = []

    init(candidates: [ExplainCandidate]) {
        self.candidates = candidates
    }

    private func makeCandidate(_ index: Int, _ settings: GestureSettings) -> Candidate {
        Candidate(thresholds: ResolvedThresholds(candidates[index].expression, settings: settings))
    }

    func beginRun(_ context: GestureContext) {
        runs.append(Run(start: context.time, candidates: candidates.indices.map { makeCandidate($0, context.settings) }))
    }

    func beginCandidate(_ index: Int, _ context: GestureContext) {
        guard !runs.isEmpty, runs[runs.count - 1].candidates.indices.contains(index) else { return }
        runs[runs.count - 1].candidates[index] = makeCandidate(index, context.settings)
    }

    func willUpdate(_ event: GestureEvent) {
        guard !runs.isEmpty else { return }
        let last = runs.count - 1
        runs[last].events += 1
        eventTime = event.time
        eventLocations = []
        var i = 0
        while i < event.touches.count {
            let touch = event.touches[i]
            eventLocations.append(touch.location)
            if !runs[last].fingers.contains(touch.id) { runs[last].fingers.append(touch.id) }
            i += 1
        }
    }

    /// Records a primitive's phase after an event and, the first time its
    /// recognizer reports failure evidence, that evidence with the failure.
    func updateCandidate(_ index: Int, _ event: GestureEvent, _ phase: ProbedPhase, evidence: GestureFailureEvidence?) {
        guard !runs.isEmpty, runs[runs.count - 1].candidates.indices.contains(index) else { return }
        let last = runs.count - 1
        let serial = runs[last].events
        var candidate = runs[last].candidates[index]
        if candidate.evidence == nil, let evidence, let reason = phase.failureReason {
            candidate.evidence = (reason, evidence, serial)
        }
        if candidate.changes.last?.phase != phase {
            candidate.changes.append(Change(serial: serial, time: event.time, phase: phase, locations: eventLocations))
        }
        runs[last].candidates[index] = candidate
    }

    func didUpdate(_ phase: ProbedPhase, value: JSONValue?) {
        guard !runs.isEmpty else { return }
        let last = runs.count - 1
        if runs[last].changes.last?.phase != phase {
            runs[last].changes.append(Change(serial: runs[last].events, time: eventTime, phase: phase, locations: eventLocations))
        }
        if let value { runs[last].value = value }
    }

    func resetCandidate(_ index: Int, _ reason: GestureEndReason) {
        guard !runs.isEmpty, runs[runs.count - 1].candidates.indices.contains(index) else { return }
        runs[runs.count - 1].candidates[index].resetReason = reason
    }

    func endRun(_ reason: GestureEndReason) {
        guard !runs.isEmpty else { return }
        runs[runs.count - 1].end = clock()
        runs[runs.count - 1].endReason = reason
    }
}
