import ArgumentParser
import Foundation
import GestureTuning
import Kiosk
import KioskConfig

/// `touchdeck tune RECORDINGS… [--config base.yaml] [--app APP] -o tuned.yaml`.
struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Pick gesture thresholds that recognize labelled recordings best; write them as a config file.",
        discussion: """
            Each RECORDING is a labels file (NAME.labels.yaml) or a recording with its labels file beside it \
            (`touchdeck record --guided` writes both; `touchdeck label` labels a recording of one gesture; \
            docs/tuning.md gives the format). Every labelled touch is replayed through \
            TapGesture(count: 2) ▸ TapGesture() ▸ LongPressGesture() ▸ DragGesture() ▸ MagnifyGesture(), combined \
            with .exclusively(before:) so one wins (a drag released at gestures.drag.swipeSpeed or faster is a swipe), \
            under candidate values of: \(TunableThreshold.standard.map { $0.key }.joined(separator: ", ")).

            Each threshold in turn is set to the middle of the widest range of values that recognizes the most labels, \
            until none moves. The result is never worse than the base on the same labels, and the same input always \
            gives the same output. Printed: the confusion matrix (labelled × recognized, counts) before and after, \
            what changed, and each threshold's margin: how far it can move before a labelled touch flips, and which.

            The output is the base config (comments dropped) with the tuned keys set; it passes `touchdeck config check`.
            """)

    @Argument(help: "Labels files or recordings with NAME.labels.yaml beside them.")
    var recordings: [String]

    @Option(help: "The config to start from (default: the built-in defaults).")
    var config: String?

    @Option(help: "Tune this app's gesture overrides (APP.gestures:) instead of the top-level gestures: section.")
    var app: String?

    @Option(name: .shortAndLong, help: "The tuned config file to write.")
    var output: String

    func run() throws {
        try exitingOnError {
            let baseText = try config.map { path in
                do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
                    throw UserFacingError("touchdeck: \(path): cannot read the config (\(error.localizedDescription))")
                }
            } ?? ""
            let base = try SettingsLoader(environment: [:]).load(text: baseText, path: config ?? "(defaults)").gestures(forApp: app)
            var touches: [LabelledTouch] = []
            for path in recordings {
                touches += try LabelledTouchLoader.load(labelsPath: LabelledTouchLoader.labelsPath(forArgument: path))
            }
            guard !touches.isEmpty else { throw UserFacingError("touchdeck: no labelled touches in \(recordings.joined(separator: ", "))") }
            let result = ThresholdTuner(touches: touches).tune(base: base)
            print(result.report(), terminator: "")
            let header = ["Gesture thresholds tuned by `touchdeck tune` on \(touches.count) labelled touches from:"]
                + recordings.map { "  \($0)" }
                + ["Recognized as labelled: \(result.before.correct) of \(result.before.total) before, \(result.after.correct) after."]
            let text = try TunedConfigFile.render(base: baseText, basePath: config ?? "(defaults)", app: app,
                                                  values: result.tunedValues, header: header, schema: .standard)
            do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
                throw UserFacingError("touchdeck: \(output): cannot write (\(error.localizedDescription))")
            }
            print("\nwrote \(output)")
        }
    }
}
