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
    /// Whether to search each sequence for the smallest change of each key
    /// that flips its outcome (`SequenceExplanation.flips`).
    public var searchFlips: Bool

    /// A runner for `gesture`.
    public init(gesture: GestureExpression, screen: Size? = nil, settings: GestureSettings = GestureSettings(), searchFlips: Bool = true) {
        self.gesture = gesture
        self.screen = screen
        self.settings = settings
        self.searchFlips = searchFlips
    }

    /// Explains the trace file at `path`.
    /// - Throws: the trace reader's errors (naming file and line), or
    ///   `RecognizeError` when the trace has no touch device.
    public func explain(tracePath path: String, descPath: String? = nil) throws -> [SequenceExplanation] {
        try explain(records: TraceReader.open(path: path, descPath: descPath), tracePath: path)
    }

    /// Explains `records` (named `tracePath` in errors).
    public func explain(records: some TraceRecordSource, tracePath: String) throws -> [SequenceExplanation] {
        var frames: [TouchFrame] = []
        let explained = try explain { replay in
            var observing = replay
            let observe = replay.observe
            observing.observe = { frame in
                observe?(frame)
                frames.append(frame)
            }
            try observing.run(records: records, tracePath: tracePath)
        }
        return explained.map { sequence in
            let end = Int64((sequence.end * 1_000_000).rounded())
            let start = Int64((sequence.start * 1_000_000).rounded())
            return verdict(sequence, frames: frames.filter { $0.time >= start && $0.time <= end })
        }
    }

    /// Explains frames already mapped (times in µs since the trace's first
    /// event) on a fresh engine, without searching for flips: one re-run of the flip search.
    func explainWithoutFlips(frames: [TouchFrame]) -> [SequenceExplanation] {
        explain { replay in replay.run(frames: frames) }
    }

    /// Replays through `run` with the probed expression attached; assembles the sequences.
    private func explain(_ run: (TraceReplay) throws -> Void) rethrows -> [SequenceExplanation] {
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
        try run(replay)
        return ExplanationAssembler(candidates: candidates, runs: recorder.runs, touches: touches).sequences()
    }

    /// `sequence` with each candidate's checks and, when searched, the flips of every key the candidates read.
    private func verdict(_ sequence: SequenceExplanation, frames: [TouchFrame]) -> SequenceExplanation {
        var sequence = sequence
        let primitives = ExplainCandidate.all(in: gesture)
        let fingers = SequenceFrames(frames)
        for (index, primitive) in primitives.enumerated() where sequence.candidates.indices.contains(index) {
            sequence.candidates[index].checks = fingers.checks(sequence.candidates[index], primitive: primitive.expression,
                                                               decidedAt: sequence.end)
        }
        var keys: [ThresholdKey] = []
        for primitive in primitives { for key in ThresholdKey.read(by: primitive.expression) where !keys.contains(key) { keys.append(key) } }
        sequence.flipKeys = keys.map(\.key)
        if searchFlips {
            // A rule flips where its measurement meets the threshold: probed first-hand.
            var measured: [String: [Double]] = [:]
            for check in sequence.candidates.flatMap(\.checks) {
                if let key = check.key { measured[key, default: []].append(check.measured) }
            }
            sequence.flips = FlipSearch(gesture: gesture, screen: screen, settings: settings, frames: frames)
                .flips(keys: keys, measured: measured)
        }
        return sequence
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
