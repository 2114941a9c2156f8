import ArgumentParser
import Geometry
import Foundation
import GestureTuning

/// `touchdeck label RECORDING --gesture KIND [--screen WxH]`.
struct LabelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "label",
        abstract: "Label every touch of a recording as one gesture (writes NAME.labels.yaml for `touchdeck tune`).",
        discussion: """
            For a recording of one gesture done again and again (a person tapping, a person swiping…): each touch, \
            first finger down to last lift, becomes one label. With --gesture doubleTap, touches less than 0.5 s apart \
            are paired. Edit the file by hand where the person did something else; its format is in docs/tuning.md.
            """)

    @Argument(help: "The recording (libinput record .yml/.yaml or evemu .events).")
    var recording: String

    @Option(help: "What every touch is: \(GestureKind.labelled.map(\.rawValue).joined(separator: ", ")).")
    var gesture: String

    @Option(help: "Map the device's full range onto WIDTHxHEIGHT points, as the kiosk does (default: device units).")
    var screen: String?

    @Option(name: .shortAndLong, help: "The labels file to write (default: NAME.labels.yaml beside the recording).")
    var output: String?

    func run() throws {
        guard let kind = GestureKind(rawValue: gesture), GestureKind.labelled.contains(kind) else {
            throw ValidationError("unknown gesture '\(gesture)': expected one of \(GestureKind.labelled.map(\.rawValue).joined(separator: ", "))")
        }
        let size = try screen.map { try DimensionsOption.parse($0, option: "--screen") }
        try exitingOnError {
            let path = output ?? LabelsFile.path(besideRecording: recording)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
            let target = URL(fileURLWithPath: recording).standardizedFileURL.path
            let relative = target.hasPrefix(folder + "/") ? String(target.dropFirst(folder.count + 1)) : target
            let labels = try TouchSegmenter(kind: kind).labels(recordingPath: recording, recording: relative, screen: size)
            do { try labels.render().write(toFile: path, atomically: true, encoding: .utf8) } catch {
                throw UserFacingError("touchdeck: \(path): cannot write (\(error.localizedDescription))")
            }
            print("\(labels.labels.count) \(kind.rawValue) labels → \(path)")
        }
    }
}
