import ArgumentParser
import Foundation
import TouchModel
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
                let reader = try TraceReader.open(path: file, descPath: desc)
                var assemblers: [Int: FrameAssembler] = [:]
                var origins: [Int: Int64] = [:]
                while let record = try reader.next() {
                    switch record {
                    case .device(let index, let device):
                        assemblers[index] = FrameAssembler(device: device.description)
                    case .event(let index, let event):
                        if origins[index] == nil { origins[index] = event.time }
                        guard let frame = assemblers[index]?.feed(event) else { continue }
                        print(line(device: index, frame: frame, origin: origins[index] ?? 0))
                    }
                }
            }
        }

        private func line(device: Int, frame: TouchFrame, origin: Int64) -> String {
            "{\"device\": \(device), \"time\": \(String(format: "%.6f", frame.seconds(since: origin))), \"contacts\": \(contactsJSON(frame))}"
        }
    }
}
