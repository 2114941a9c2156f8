import Gestures
import TouchdeckSupport

/// A gesture wrapped so that `recognize --explain` sees its runs: every
/// `begin`, every phase it shows after an event, and its `reset`, reported to
/// an `ExplainRecorder`. The wrapped gesture behaves exactly as without the
/// probe; only an expression built for explaining carries probes.
struct ProbeGesture<Content: Gesture>: Gesture where Content.Value: RecognizedValueJSON {
    typealias Value = Content.Value

    /// What the probe stands for.
    enum Role: Sendable {
        /// The whole expression (outermost).
        case expression
        /// The primitive with this index (`ExplainCandidate.index`).
        case candidate(Int)
    }

    let content: Content
    let recorder: ExplainRecorder
    let role: Role

    init(_ content: Content, recorder: ExplainRecorder, role: Role) {
        self.content = content
        self.recorder = recorder
        self.role = role
    }

    func makeRecognizer() -> Recognizer {
        Recognizer(content: content.makeRecognizer(), recorder: recorder, role: role)
    }

    var requiredTapCount: Int { content.requiredTapCount }

    /// Forwards everything to the wrapped recognizer, reporting as it goes.
    struct Recognizer: GestureRecognizer {
        var content: Content.Recognizer
        let recorder: ExplainRecorder
        let role: Role

        mutating func begin(_ context: GestureContext) {
            switch role {
            case .expression: recorder.beginRun(context)
            case .candidate(let index): recorder.beginCandidate(index, context)
            }
            content.begin(context)
        }

        mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            switch role {
            case .expression:
                recorder.willUpdate(event)
                let phase = content.update(event, inherited: inherited)
                recorder.didUpdate(ProbedPhase(phase), value: phase.isTerminal ? phase.value?.recognizedJSON : nil)
                return phase
            case .candidate(let index):
                let phase = content.update(event, inherited: inherited)
                recorder.updateCandidate(index, event, ProbedPhase(phase), evidence: content.failureEvidence)
                return phase
            }
        }

        mutating func reset(_ reason: GestureEndReason) {
            content.reset(reason)
            switch role {
            case .expression: recorder.endRun(reason)
            case .candidate(let index): recorder.resetCandidate(index, reason)
            }
        }

        var deadline: Double? { content.deadline }
    }
}

/// A phase as the explainer records it: no value, but whether a `possible`
/// carries one (a primitive held back by the gesture ahead of it shows its
/// `active` or `ended` phase as `possible` with the value).
public enum ProbedPhase: Hashable, Sendable {
    /// Still watching, nothing recognized.
    case possible
    /// Recognized underneath (active or ended) but held back by the gesture
    /// ahead of it, so the tree sees `possible`.
    case held
    /// Recognized and reporting values.
    case active
    /// Succeeded.
    case ended
    /// Gave up, for this reason.
    case failed(GestureEndReason)

    init<V>(_ phase: GesturePhase<V>) {
        switch phase {
        case .possible(let value): self = value == nil ? .possible : .held
        case .active: self = .active
        case .ended: self = .ended
        case .failed(let reason): self = .failed(reason)
        }
    }

    /// `possible`, `held`, `active`, `ended` or `failed`.
    public var name: String {
        switch self {
        case .possible: "possible"
        case .held: "held"
        case .active: "active"
        case .ended: "ended"
        case .failed: "failed"
        }
    }

    /// The reason, when failed.
    public var failureReason: GestureEndReason? {
        if case .failed(let reason) = self { return reason }
        return nil
    }
}
