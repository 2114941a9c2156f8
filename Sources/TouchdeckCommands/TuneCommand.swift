import ArgumentParser
import Foundation
import GestureTuning
import Kiosk
import KioskConfig
import KioskHost
import TouchdeckSupport

/// `touchdeck tune RECORDINGS… [--config base.yaml] [--app APP] [--gesture EXPR]… -o tuned.yaml`.
struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Pick gesture thresholds from labelled recordings by their margins; write them as a config file.",
        discussion: """
            Each RECORDING is a labels file (NAME.labels.yaml), a recording with its labels file beside it, or a \
            folder, read for every labels file under it (`touchdeck record --guided` writes a folder per session; `touchdeck label` labels a recording of one gesture; \
            docs/tuning.md gives the format, including the negatives `taps` and `shortDrag`).

            Every labelled touch is measured (each stroke's duration and distance, two taps' lift-to-lift interval, \
            a drag's release speed). Each key that decides between two labelled classes goes to the middle of the \
            widest gap between them (the best split by count where they overlap); the base value stays where the \
            labels sit well clear of it on both sides. Each value is printed with its margin on each side, the \
            labelled touch that bounds it, or "fallback"; a margin under the panel's measured noise is warned about.

            Only keys read by the app's gestures are tuned (--gesture, default TapGesture(count: 2), TapGesture(), \
            LongPressGesture(), DragGesture()), and each of those gestures is replayed alone under the tuned values: \
            a change that makes one of them get more labelled touches wrong than the base is refused and reported.

            Printed: the confusion matrix (labelled × recognized) of TapGesture(count: 2) ▸ TapGesture() ▸ \
            LongPressGesture() ▸ DragGesture() ▸ MagnifyGesture() before and after; with --gesture, the matrix of the \
            app's gestures combined with .exclusively(before:) in the order given; one matrix per person when labels \
            files name a `person:`; every key; and k-fold cross-validated accuracy per gesture next to the base's (and \
            leave-one-person-out when labels files name a `person:`). --report-json writes the same for machines.

            The output is the base config (comments dropped) with the tuned keys set; it passes `touchdeck config check`.
            """)

    @Argument(help: "Labels files, recordings with NAME.labels.yaml beside them, or folders of them (e.g. guided sessions).")
    var recordings: [String]

    @Option(help: "The config to start from (default: the built-in defaults).")
    var config: String?

    @Option(help: "Tune this app's gesture overrides (APP.gestures:) instead of the top-level gestures: section.")
    var app: String?

    @Option(name: .customLong("gesture"), help: ArgumentHelp(
        "A gesture the app attaches, as written in Swift (repeatable), e.g. 'TapGesture()', 'LongPressGesture(minimumDuration: 1)'.",
        valueName: "EXPR"))
    var gestures: [String] = []

    @Option(help: "Folds for the cross-validated accuracy (0: skip it).")
    var folds = 5

    @Option(name: .shortAndLong, help: "The tuned config file to write.")
    var output: String

    @Option(name: .customLong("report-json"), help: ArgumentHelp(
        "Also write the report as JSON: every key's choice and the confusion matrices (standard chain, the app's gestures, each person), base and tuned.",
        valueName: "FILE"))
    var reportJSON: String?

    func run() throws {
        try exitingOnError {
            let kioskConfig = try KioskConfigPlacement(path: config)
            let baseText = kioskConfig.text, settings = kioskConfig.settings
            let base = settings.gestures(forApp: app)
            let appGestures = try gestures.isEmpty ? AppGesture.standard : gestures.map { text in
                do { return try AppGesture(parsing: text) } catch let error as AppGesture.ParseError {
                    throw UserFacingError("touchdeck: --gesture \(error.description)")
                }
            }
            // Measured as the live kiosk maps touches: the config's device calibrations and display rotation.
            let placement = kioskConfig.touches
            var touches: [LabelledTouch] = []
            for path in try Self.labelsPaths(recordings) {
                touches += try LabelledTouchLoader.load(labelsPath: path, placement: placement)
            }
            guard !touches.isEmpty else { throw UserFacingError("touchdeck: no labelled touches in \(recordings.joined(separator: ", "))") }
            let tuner = ThresholdTuner(touches: touches)
            tuner.gestures = appGestures
            var result = tuner.tune(base: base)
            if folds >= 2, let accuracy = CrossValidation.kFold(touches, base: base, gestures: appGestures, folds: folds) {
                result.heldOut.append(accuracy)
            }
            if let accuracy = CrossValidation.leaveOnePersonOut(touches, base: base, gestures: appGestures) {
                result.heldOut.append(accuracy)
            }
            print(result.report(), terminator: "")
            if let reportJSON {
                do { try (result.reportJSON.text + "\n").write(toFile: reportJSON, atomically: true, encoding: .utf8) } catch {
                    throw UserFacingError("touchdeck: \(reportJSON): cannot write (\(error.localizedDescription))")
                }
            }
            var header = ["Gesture thresholds tuned by `touchdeck tune` on \(touches.count) labelled touches from:"]
                + recordings.map { "  \($0)" }
                + ["for \(appGestures.map(\.description).joined(separator: ", ")).",
                   "Recognized as labelled: \(result.before.correct) of \(result.before.total) before, \(result.after.correct) after."]
            for accuracy in result.heldOut {
                let overall = accuracy.overall
                header.append("Held out (\(accuracy.method)): \(overall.tuned) of \(overall.total) tuned, \(overall.base) with the base.")
            }
            let text = try TunedConfigFile.render(base: baseText, basePath: config ?? "(defaults)", app: app,
                                                  values: result.tunedValues, header: header, schema: .standard)
            do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
                throw UserFacingError("touchdeck: \(output): cannot write (\(error.localizedDescription))")
            }
            print("\nwrote \(output)")
        }
    }
}

extension TuneCommand {
    /// The labels files the arguments name: a folder stands for every labels file under it.
    static func labelsPaths(_ arguments: [String]) throws -> [String] {
        try arguments.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                return [LabelledTouchLoader.labelsPath(forArgument: path)]
            }
            let found = GuidedSessionFolder.labelsFiles(under: path)
            guard !found.isEmpty else { throw UserFacingError("touchdeck: \(path): no *.labels.yaml under this folder") }
            return found
        }
    }
}
