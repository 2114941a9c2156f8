import ArgumentParser
import Geometry
import Foundation
import GestureLanguage
import Gestures
import Kiosk
import KioskConfig

/// `touchdeck recognize TRACE --gesture EXPR [--screen WxH] [--config FILE] [--explain [--format text|json]]`.
struct RecognizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recognize",
        abstract: "Replay a trace through one gesture covering the whole screen; print its callbacks as JSON lines, or with --explain why each touch sequence went as it did.",
        discussion: """
            Prints one JSON object per line for every callback of the gesture: \
            {"time": T, "event": "changed" | "ended", "value": V} or \
            {"time": T, "event": "failed" | "cancelled", "reason": R}, T in seconds since the \
            trace's first event. Fingers still down when the trace ends are cancelled.

            EXPR is Swift: TapGesture(count: 2), SpatialTapGesture(), \
            LongPressGesture(minimumDuration: 0.5, maximumDistance: 10), DragGesture(minimumDistance: 10), \
            MagnifyGesture(), RotateGesture(), combined with .sequenced(before:), .exclusively(before:) \
            and .simultaneously(with:).

            With --explain it prints, for each touch sequence (first finger down until every \
            finger has lifted and the gesture is decided, pending timers included), why the \
            gesture did what it did:
            - the sequence's start and end, and its touches: touch-down and lift times, the \
            touch-down point and the greatest distance from it;
            - the outcome of the whole expression: ended with its value, failed with its reason \
            (and the primitives whose failure decided it), or cancelled;
            - every primitive of the expression (the candidates), named by its path through the \
            combinators and its Swift text, e.g. "exclusively.second: LongPressGesture()", with \
            the thresholds it decided by (its arguments, else the config's gestures.* values);
            - each candidate's phase changes: possible, held (recognized but held back by the \
            gesture ahead of it), active, ended, failed;
            - each candidate's decision. A failure shows the number its rule measured against \
            the threshold: "movedTooFar 46.2 pt > 45" (distance from where the tap or press \
            began; it fails at the threshold or beyond), "timedOut 0.81 s > 0.75" (a tap held \
            from touch-down to lift), "timedOut 0.52 s > 0.35" (a multi-tap: from the previous \
            lift to the next lift), "releasedTooEarly 0.32 s < 0.5" (a long press), \
            "releasedTooEarly 6.0 pt < 10" (the greatest distance a drag reached), \
            "tooManyTouches 2 > 1", "notEnoughTouches 1 < 2". "excluded by TapGesture()" names \
            the gesture that won instead: the other side of an exclusive combination, or the \
            gesture ahead of it (with its own failure too, when it failed at the same moment). \
            "not reached" marks the second of a sequence whose first never ended.
            - the verdict: the winner by name ("TapGesture() won") and every primitive's \
            measurements against its thresholds with their config keys ("moved 31.6 pt < 45 \
            (tap.maximumDistance)"), the winner's included;
            - the flips: for each config key the primitives read, the smallest change that \
            changes who wins ("tap.maximumDistance 45 → 31.6 pt: DragGesture() would win"), found \
            by replaying the sequence through the recognizers with the key changed.

            Times are seconds since the trace's first event, followed by (+seconds since the \
            sequence began). --format json prints the same as one JSON object per sequence and \
            line: {"sequence", "start", "end", "touches", "outcome" (with "winners"), "candidates": [{"path", \
            "gesture", "thresholds", "changes", "decision"}], "verdict": {"winners", "decisions", \
            "flips", "smallestFlip"}}, each failure with a "measurement" \
            {"measured", "comparison", "threshold", "thresholdName", "unit", "text"}.
            """)

    @Argument(help: "The trace: libinput record YAML (.yml/.yaml) or evemu (.events).")
    var trace: String

    @Option(help: "The gesture, in Swift syntax, e.g. 'TapGesture().exclusively(before: DragGesture())'.")
    var gesture: String

    @Option(help: "Map the device's full range onto WIDTHxHEIGHT points (default: device units as points).")
    var screen: String?

    @Option(help: "A config file with gesture thresholds (see `touchdeck config defaults`).")
    var config: String?

    @Option(help: "Use this app's gesture overrides from the config file.")
    var app: String?

    @Flag(help: "Explain each touch sequence: candidates, phase changes, and why each failed.")
    var explain = false

    @Option(help: "With --explain: text (default) or json (one object per touch sequence and line).")
    var format: String?

    func run() throws {
        let expression: GestureExpression
        let screenSize: Size?
        let settings: GestureSettings
        let explainFormat: ExplainFormat?
        do {
            expression = try GestureExpressionParser.parse(gesture)
            screenSize = try screen.map { text throws(DimensionsError) in try Size(parsingDimensions: text) }
            settings = try SettingsLoader().load(path: config).gestures(forApp: app)
            explainFormat = try chosenFormat()
        } catch {
            throw report(error, exitCode: .validationFailure)
        }
        do {
            if let explainFormat {
                let runner = ExplainRunner(gesture: expression, screen: screenSize, settings: settings)
                let sequences = try runner.explain(tracePath: trace)
                for line in explainFormat.lines(sequences, gesture: expression) { print(line) }
            } else {
                let runner = RecognizeRunner(gesture: expression, screen: screenSize, settings: settings)
                try runner.run(tracePath: trace) { line in print(line) }
            }
        } catch {
            throw report(error, exitCode: .failure)
        }
    }

    /// The explain format, or nil without `--explain`.
    private func chosenFormat() throws -> ExplainFormat? {
        guard explain else {
            if format != nil { throw UserFacingError("--format applies only with --explain") }
            return nil
        }
        guard let format else { return .text }
        guard let chosen = ExplainFormat(rawValue: format) else {
            throw UserFacingError("--format must be text or json, not '\(format)'")
        }
        return chosen
    }

    /// Writes the error as is (a parse error's caret line must stay aligned) and returns the exit code.
    private func report(_ error: any Error, exitCode: ExitCode) -> ExitCode {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return exitCode
    }
}
