import ArgumentParser
import Foundation
import Gestures
import Kiosk

/// `touchdeck recognize TRACE --gesture EXPR [--screen WxH] [--config FILE]`.
struct RecognizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recognize",
        abstract: "Replay a trace through one gesture covering the whole screen; print its callbacks as JSON lines.",
        discussion: """
            Prints one JSON object per line for every callback of the gesture: \
            {"time": T, "event": "changed" | "ended", "value": V} or \
            {"time": T, "event": "failed" | "cancelled", "reason": R}, T in seconds since the \
            trace's first event. Fingers still down when the trace ends are cancelled.

            EXPR is Swift: TapGesture(count: 2), SpatialTapGesture(), \
            LongPressGesture(minimumDuration: 0.5, maximumDistance: 10), DragGesture(minimumDistance: 10), \
            MagnifyGesture(), RotateGesture(), combined with .sequenced(before:), .exclusively(before:) \
            and .simultaneously(with:).
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

    func run() throws {
        let expression: GestureExpression
        let screenSize: ScreenSize?
        let settings: GestureSettings
        do {
            expression = try GestureExpressionParser.parse(gesture)
            screenSize = try screen.map { text throws(ScreenSizeError) in try ScreenSize(parsing: text) }
            settings = try SettingsLoader().load(path: config).gestures(forApp: app)
        } catch {
            throw report(error, exitCode: .validationFailure)
        }
        let runner = RecognizeRunner(gesture: expression, screen: screenSize, settings: settings)
        do {
            try runner.run(tracePath: trace) { line in print(line) }
        } catch {
            throw report(error, exitCode: .failure)
        }
    }

    /// Writes the error as is (a parse error's caret line must stay aligned) and returns the exit code.
    private func report(_ error: any Error, exitCode: ExitCode) -> ExitCode {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return exitCode
    }
}
