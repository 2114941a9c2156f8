import ArgumentParser
import Foundation
import TouchModel
import TouchdeckSupport
import TouchTrace

extension TraceCommand {
    struct Frames: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the touch frames a trace assembles into, one JSON object per line.",
            discussion: """
                Each line: {"device": N, "time": seconds since the device's first event, "contacts": \
                [{"id", "x", "y", "change": ["began"|"moved"|"ended"|"cancelled", …]}]} in device units. \
                This is what the gesture engine sees before screen mapping.
                """
        )

        @Argument(help: "The trace.")
        var file: String

        @Option(name: .long, help: "evemu device description for a headerless .events file.")
        var desc: String?

        func run() throws {
            try exitingOnError {
                var stream = TouchFrameStream(try TraceReader.open(path: file, descPath: desc), choice: .every,
                                              mapping: .deviceUnits, path: file)
                while let next = try stream.next() {
                    print(line(device: next.device, frame: next.frame, seconds: Double(next.sinceDeviceStart) / 1_000_000))
                }
            }
        }

        private func line(device: Int, frame: TouchFrame, seconds: Double) -> String {
            JSONValue.object([("device", .number(Double(device))), ("time", .fixed(seconds, places: 6)), ("contacts", contactsJSON(frame))]).text
        }
    }
}
