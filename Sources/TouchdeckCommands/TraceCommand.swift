import ArgumentParser
import Foundation
import TouchModel
import TouchTrace
import TouchdeckSupport

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Inspect and convert recorded touch traces.",
        subcommands: [Inspect.self, Convert.self, Build.self, Frames.self]
    )
}

extension TraceCommand {
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Summarise each device of one or more traces.",
            discussion: """
                For each device: name, kind (touchscreen, touchpad, other), touch protocol \
                (B, A or single), slots, axis ranges and resolution, and the counts of events, \
                frames (SYN_REPORTs), touches (contacts begun), the most contacts at once, and \
                the duration. The whole file is streamed, so traces of any size work.

                A recording cut off mid-way (its recorder killed, or the power lost) is read up to \
                its last complete frame, with a note on standard error saying where it ends; \
                `trace convert` writes such a file out whole again.
                """
        )

        @Argument(help: "Trace files (.yml/.yaml libinput record, .events/.evemu evemu).")
        var files: [String]

        @Option(name: .long, help: "evemu device description for headerless .events files.")
        var desc: String?

        @Flag(name: .long, help: "Print one JSON object per device and line instead of text.")
        var json = false

        func run() throws {
            var failures = 0
            for file in files {
                do {
                    let reader = try TraceReader.open(path: file, descPath: desc, recoverTruncated: true)
                    let stats = try TraceStatistics.gather(from: reader)
                    for (index, stat) in stats.enumerated() {
                        print(json ? try jsonLine(file: file, index: index, stat, truncation: reader.truncation)
                                   : text(file: file, index: index, stat))
                    }
                    if let cut = reader.truncation { FileHandleOutput.standardError(truncationNote(cut)) }
                } catch {
                    failures += 1
                    FileHandleOutput.standardError("touchdeck: \(error)")
                }
            }
            if failures > 0 { throw ExitCode.failure }
        }

        private func text(file: String, index: Int, _ stat: TraceStatistics) -> String {
            let d = stat.device.description
            var lines = ["\(file) — device \(index): \(d.name)"]
            lines.append("  kind: \(d.kind.rawValue), protocol: \(d.touchProtocol.rawValue), slots: \(d.slotCount)")
            for (code, info) in d.absInfo.sorted(by: { $0.key < $1.key }) {
                let mm = info.millimetres.map { String(format: ", %.1f mm", $0) } ?? ""
                lines.append("  \(EventCodes.codeName(type: EventType.abs, code: code)): \(info.minimum)…\(info.maximum), resolution \(info.resolution)\(mm)")
            }
            lines.append("  events: \(stat.events), frames: \(stat.frames), touches: \(stat.touches), most contacts at once: \(stat.maxContacts), duration: \(String(format: "%.3f", stat.durationSeconds)) s")
            if stat.ignoredEvents > 0 { lines.append("  ignored events (beyond the device's slots): \(stat.ignoredEvents)") }
            return lines.joined(separator: "\n")
        }

        private func jsonLine(file: String, index: Int, _ stat: TraceStatistics, truncation: TraceError?) throws -> String {
            let d = stat.device.description
            let axes = d.absInfo.sorted(by: { $0.key < $1.key }).map { code, info in
                JSONValue.object([
                    ("code", .string(EventCodes.codeName(type: EventType.abs, code: code))), ("flat", .number(Double(info.flat))),
                    ("fuzz", .number(Double(info.fuzz))), ("max", .number(Double(info.maximum))), ("min", .number(Double(info.minimum))),
                    ("resolution", .number(Double(info.resolution))),
                ])
            }
            // Keys in alphabetical order; `truncated` only for a file that was cut off.
            let members: [(String, JSONValue)] = [
                ("axes", .array(axes)), ("device", .string(d.name)), ("durationSeconds", .number(stat.durationSeconds)),
                ("events", .number(Double(stat.events))), ("file", .string(file)), ("frames", .number(Double(stat.frames))),
                ("index", .number(Double(index))), ("kind", .string(d.kind.rawValue)), ("maxContacts", .number(Double(stat.maxContacts))),
                ("protocol", .string(d.touchProtocol.rawValue)), ("slots", .number(Double(d.slotCount))),
                ("touches", .number(Double(stat.touches))),
            ] + (truncation.map { [("truncated", .string($0.description))] } ?? [])
            return JSONValue.object(members).text
        }
    }

    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert a trace between libinput-record YAML and evemu.",
            discussion: """
                The formats come from the extensions: .yml/.yaml for libinput record, .events/.evemu for evemu. \
                Every event and the device description are kept. A recording cut off mid-way is written out \
                up to its last complete frame, a whole file again (with a note saying where the input ended).
                """
        )

        @Argument(help: "The trace to read.")
        var input: String

        @Argument(help: "The file to write (\"-\" for standard output, as YAML).")
        var output: String

        @Option(name: .long, help: "evemu device description for a headerless .events input.")
        var desc: String?

        func run() throws {
            try exitingOnError {
                // libinput record states the device count up front: count first, then stream.
                var count = 0
                let counter = try TraceReader.open(path: input, descPath: desc, recoverTruncated: true)
                while let record = try counter.next() { if case .device = record { count += 1 } }
                let target = output == "-" ? "-.yaml" : output
                let writer: any TraceWriter
                if output == "-" {
                    writer = try LibinputRecordWriter(sink: TextSink(path: "-"), deviceCount: count)
                } else {
                    writer = try makeTraceWriter(path: target, deviceCount: count)
                }
                let reader = try TraceReader.open(path: input, descPath: desc, recoverTruncated: true)
                try copyTrace(from: reader, to: writer)
                if let cut = reader.truncation { FileHandleOutput.standardError(truncationNote(cut)) }
            }
        }
    }
}

extension TraceCommand {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Make a synthetic trace from a touch script.",
            discussion: """
                A script has one command per line (`#` comments):
                  screen WIDTHxHEIGHT          device size in units (optional, first; default 1280x800)
                  down X Y [finger N]          put a finger down
                  move X Y over S [finger N]   move it in a straight line over S seconds (120 scans/s)
                  move X1 Y1 X2 Y2 … over S    move every finger that is down together (by finger number)
                  hold S                       keep every finger still for S seconds
                  up [finger N]                lift it
                The output is a protocol-B touchscreen recording, libinput-record YAML or evemu by extension.
                """
        )

        @Argument(help: "The touch script.")
        var script: String

        @Option(name: [.short, .long], help: "The trace to write (.yaml or .events).")
        var output: String

        func run() throws {
            try exitingOnError {
                guard let data = FileManager.default.contents(atPath: script) else {
                    throw UserFacingError("touchdeck: \(script): cannot read the touch script (missing or not readable)")
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    throw UserFacingError("touchdeck: \(script): the touch script is not UTF-8 text")
                }
                try TraceScript.build(text, file: script).write(to: output)
            }
        }
    }
}

/// What the trace commands print about a cut-off recording they read anyway.
func truncationNote(_ cut: TraceError) -> String {
    "touchdeck: note: \(cut) — the recording was cut off (its recorder killed, or the power lost); read up to its last complete frame"
}

enum FileHandleOutput {
    static func standardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
