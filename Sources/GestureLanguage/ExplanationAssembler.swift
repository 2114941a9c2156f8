import Gestures
import TouchdeckSupport

/// Turns what an `ExplainRecorder` and a `TouchLog` collected over a replay
/// into one `SequenceExplanation` per touch sequence: decides how each
/// primitive came out, who excluded whom, and turns failure evidence into
/// measured numbers against thresholds.
struct ExplanationAssembler {
    let candidates: [ExplainCandidate]
    let runs: [ExplainRecorder.Run]
    let touches: TouchLog

    func sequences() -> [SequenceExplanation] {
        runs.enumerated().map { offset, run in sequence(number: offset + 1, run) }
    }

    private func sequence(number: Int, _ run: ExplainRecorder.Run) -> SequenceExplanation {
        let fingers = run.fingers.compactMap { touches.fingers[$0] }
        let decided = run.end ?? run.changes.last?.time ?? run.start
        let end = fingers.reduce(decided) { max($0, $1.up ?? $0) }
        let summaries = fingers.map {
            TouchSummary(id: $0.id, down: $0.down, downLocation: $0.downLocation, up: $0.up,
                         cancelled: $0.cancelled, greatestDistance: $0.greatestDistance)
        }
        let view = RunView(candidates: candidates, run: run, touches: touches)
        var sequence = SequenceExplanation(
            number: number, start: run.start, end: end, touches: summaries, outcome: view.outcome(decided: decided),
            candidates: candidates.map { view.explain($0) })
        if case .ended = sequence.outcome {
            sequence.winners = candidates.filter { candidate in
                if case .ended = sequence.candidates[candidate.index].decision { return true }
                return false
            }.map(view.shortName)
        }
        return sequence
    }
}

/// One run, with the questions the explanation asks of it.
private struct RunView {
    let candidates: [ExplainCandidate]
    let run: ExplainRecorder.Run
    let touches: TouchLog

    private var decisionTime: Double { run.end ?? run.changes.last?.time ?? run.start }

    func outcome(decided: Double) -> ExplainedOutcome {
        switch run.changes.last?.phase {
        case .ended?:
            return .ended(time: run.changes.last?.time ?? decided, value: run.value ?? .null)
        case .failed(let reason)?:
            let time = run.changes.last?.time ?? decided
            let serial = run.changes.last?.serial ?? 0
            // The primitives whose own failure at that very event decided the tree.
            let culprits = candidates.filter { candidate in
                run.candidates[candidate.index].changes.contains { change in
                    guard change.serial == serial, let own = change.phase.failureReason else { return false }
                    return own != .excluded
                }
            }
            let culprit = culprits.isEmpty ? nil : culprits.map(shortName).joined(separator: " and ")
            return .failed(time: time, reason: reason, decidedBy: culprit)
        default:
            return .cancelled(time: decided, reason: run.endReason ?? .abandoned)
        }
    }

    func explain(_ candidate: ExplainCandidate) -> CandidateExplanation {
        let record = run.candidates[candidate.index]
        let changes = record.changes.map { change in
            PhaseChange(
                time: change.time, phase: change.phase,
                measurement: change.phase.failureReason.flatMap { ownMeasurement(candidate, reason: $0, serial: change.serial) },
                excludedBy: change.phase == .failed(.excluded) ? activeAhead(of: candidate, serial: change.serial).map(shortName) : nil,
                locations: change.locations)
        }
        return CandidateExplanation(
            path: candidate.path, name: candidate.name,
            thresholds: record.thresholds.listed(for: candidate.expression), changes: changes,
            decision: decision(candidate))
    }

    /// The candidate's name (`TapGesture()`), with its path only when
    /// another candidate has the same name.
    func shortName(_ candidate: ExplainCandidate) -> String {
        candidates.contains { $0.index != candidate.index && $0.name == candidate.name } ? candidate.label : candidate.name
    }

    // MARK: Decisions

    private func decision(_ candidate: ExplainCandidate) -> CandidateDecision {
        let record = run.candidates[candidate.index]
        guard let last = record.changes.last else {
            return .notReached(waitingFor: sequenceFirst(of: candidate).map(shortName))
        }
        switch last.phase {
        case .ended:
            return .ended(time: last.time)
        case .failed(let reason) where reason.isExternal:
            return .cancelled(time: last.time, reason: reason)
        case .failed(let reason) where reason != .excluded:
            let measurement = ownMeasurement(candidate, reason: reason, serial: last.serial)
            if let winner = winnerAhead(of: candidate, atOrBefore: last.serial) {
                return .excluded(time: last.time, by: shortName(winner), ownFailure: reason, measurement: measurement)
            }
            return .failed(time: last.time, reason: reason, measurement: measurement)
        default:
            let reason = record.resetReason ?? run.endReason ?? .abandoned
            guard reason == .excluded else { return .cancelled(time: decisionTime, reason: reason) }
            return .excluded(time: decisionTime, by: winner(over: candidate).map(shortName), ownFailure: nil, measurement: nil)
        }
    }

    /// Whether `candidate` came out ended, or active when the tree was decided.
    private func isWinner(_ candidate: ExplainCandidate) -> Bool {
        switch run.candidates[candidate.index].changes.last?.phase {
        case .ended?, .active?: true
        default: false
        }
    }

    /// The event from which a winner has been active or ended without a break.
    private func winningSerial(_ candidate: ExplainCandidate) -> Int {
        var serial = Int.max
        for change in run.candidates[candidate.index].changes {
            switch change.phase {
            case .active, .ended: serial = min(serial, change.serial)
            default: serial = Int.max
            }
        }
        return serial
    }

    /// The candidates on the other side of `candidate`'s step `depth`.
    private func otherSide(of candidate: ExplainCandidate, depth: Int) -> [ExplainCandidate] {
        let prefix = Array(candidate.steps.prefix(depth))
        let step = candidate.steps[depth]
        return candidates.filter { other in
            other.steps.count > depth && Array(other.steps.prefix(depth)) == prefix
                && other.steps[depth].combinator == step.combinator && other.steps[depth].side != step.side
        }
    }

    /// Exclusive combinations holding `candidate`, innermost first, with the
    /// side it stands on.
    private func exclusiveSteps(_ candidate: ExplainCandidate) -> [(depth: Int, side: ExplainCandidate.Side)] {
        candidate.steps.indices.reversed().compactMap { depth in
            let step = candidate.steps[depth]
            return step.combinator == .exclusively ? (depth, step.side) : nil
        }
    }

    /// A winner ahead of `candidate` (it stands second) that had won by `serial`.
    private func winnerAhead(of candidate: ExplainCandidate, atOrBefore serial: Int) -> ExplainCandidate? {
        for (depth, side) in exclusiveSteps(candidate) where side == .second {
            if let winner = otherSide(of: candidate, depth: depth).first(where: { isWinner($0) && winningSerial($0) <= serial }) {
                return winner
            }
        }
        return nil
    }

    /// The winner that left `candidate` undecided: across its nearest
    /// exclusive combination, else any winner of the tree.
    private func winner(over candidate: ExplainCandidate) -> ExplainCandidate? {
        for (depth, _) in exclusiveSteps(candidate) {
            if let winner = otherSide(of: candidate, depth: depth).first(where: isWinner) { return winner }
        }
        return candidates.first { $0.index != candidate.index && isWinner($0) }
    }

    /// A gesture ahead of `candidate` showing active (or ended) at event `serial`.
    private func activeAhead(of candidate: ExplainCandidate, serial: Int) -> ExplainCandidate? {
        for (depth, side) in exclusiveSteps(candidate) where side == .second {
            let ahead = otherSide(of: candidate, depth: depth).first { other in
                let phase = run.candidates[other.index].changes.last { $0.serial <= serial }?.phase
                return phase == .active || phase == .ended
            }
            if let ahead { return ahead }
        }
        return nil
    }

    /// The first primitive of the sequence `candidate` stands second in.
    private func sequenceFirst(of candidate: ExplainCandidate) -> ExplainCandidate? {
        guard let depth = candidate.steps.indices.last(where: {
            candidate.steps[$0] == ExplainCandidate.Step(combinator: .sequenced, side: .second)
        }) else { return nil }
        return otherSide(of: candidate, depth: depth).first
    }

    // MARK: Measurements

    /// The measurement behind `candidate`'s own failure `reason` at event `serial`.
    private func ownMeasurement(_ candidate: ExplainCandidate, reason: GestureEndReason, serial: Int) -> FailureMeasurement? {
        let record = run.candidates[candidate.index]
        guard let evidence = record.evidence, evidence.reason == reason, evidence.serial == serial else { return nil }
        let failedAt = record.changes.last { $0.serial == serial }?.time ?? decisionTime
        return evidence.evidence.measurement(of: candidate.expression, limits: record.thresholds, failedAt: failedAt, touches: touches)
    }
}
