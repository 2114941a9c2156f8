import Gestures
import Geometry
import TouchdeckSupport
import TouchModel
import TouchTrace

/// Replays a trace through one gesture covering the whole screen, as
/// `RecognizeRunner` does, and explains every touch sequence: which
/// primitives of the expression took part, each one's phase changes with
/// their times, and why each that failed failed, the measured number beside
/// the threshold (`movedTooFar 46.2 pt > 45`, `timedOut 0.81 s > 0.75`,
/// `excluded by TapGesture()`). What `touchdeck recognize --explain` prints.
///
/// Every primitive is wrapped in a probe that records what it shows after
/// each event; the recognizers themselves run unchanged, and the numbers are
/// the ones their rules compared, which each primitive reports when it fails
/// (`GestureRecognizer.failureEvidence`): an explanation cannot drift from the rule.
public struct ExplainRunner {
    /// The gesture to attach to the whole screen.
    public var gesture: GestureExpression
    /// The screen the device's range maps onto; nil for device units as points.
    public var screen: Size?
    /// Thresholds for arguments the expression leaves out.
    public var settings: GestureSettings

    /// A runner for `gesture`.
    public init(gesture: GestureExpression, screen: Size? = nil, settings: GestureSettings = GestureSettings()) {
        self.gesture = gesture
        self.screen = screen
        self.settings = settings
    }

    /// Explains the trace file at `path`.
    /// - Throws: the trace reader's errors (naming file and line), or
    ///   `RecognizeError` when the trace has no touch device.
    public func explain(tracePath path: String, descPath: String? = nil) throws -> [SequenceExplanation] {
        try explain(records: TraceReader.open(path: path, descPath: descPath), tracePath: path)
    }

    /// Explains `records` (named `tracePath` in errors).
    public func explain(records: some TraceRecordSource, tracePath: String) throws -> [SequenceExplanation] {
        let candidates = ExplainCandidate.all(in: gesture)
        let recorder = ExplainRecorder(candidates: candidates)
        let touches = TouchLog()
        let gesture = gesture
        let replay = TraceReplay(
            screen: screen, settings: settings,
            attach: { engine, region in
                recorder.clock = { [weak engine] in engine?.time ?? 0 }
                gesture.buildProbed(ProbeAttacher(engine: engine, region: region, recorder: recorder), recorder: recorder)
            },
            observe: { touches.observe($0) })
        try replay.run(records: records, tracePath: tracePath)
        return ExplanationAssembler(candidates: candidates, runs: recorder.runs, touches: touches).sequences()
    }
}

/// How `recognize --explain` prints.
public enum ExplainFormat: String, CaseIterable, Sendable {
    /// Readable text: a block of lines per sequence.
    case text
    /// One JSON object per sequence, one per line.
    case json

    /// The lines to print for `sequences` explained under `gesture`.
    public func lines(_ sequences: [SequenceExplanation], gesture: GestureExpression) -> [String] {
        switch self {
        case .json:
            return sequences.map(\.json.text)
        case .text:
            var lines = ["gesture: \(gesture)"]
            if sequences.isEmpty { lines.append("no touch sequences in the trace") }
            for sequence in sequences {
                lines.append("")
                lines += sequence.textLines
            }
            return lines
        }
    }
}

/// Attaches the probed gesture, itself wrapped in the expression's probe.
private struct ProbeAttacher: GestureVisitor {
    let engine: GestureEngine
    let region: RegionID
    let recorder: ExplainRecorder

    func visit<G: Gesture>(_ gesture: G) where G.Value: RecognizedValueJSON & Equatable {
        engine.gesture(ProbeGesture(gesture, recorder: recorder, role: .expression), on: region)
    }
}
