import ArgumentParser
import Foundation
import Gestures
import TouchdeckBench
import TouchModel
import TouchTrace

struct BenchCommand: ParsableCommand {
    // The installed apps' scenarios (`bench wallet`, `bench swipe`, …) come between the render and views benchmarks.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "bench",
            abstract: "Measure Touchdeck on this machine (medians over repeated runs).",
            subcommands: [TraceBench.self, GesturesBench.self, InputBenchCommand.self, RenderBench.self]
                + AppBenchScenarios.commands + [ViewsBench.self, LazyBench.self, ImagesBench.self, TypingBench.self, PushBench.self, TourBench.self]
        )
    }
}

/// Wall-clock stopwatch for the benchmarks; only the CLI reads the clock.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return samples
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

extension BenchCommand {
    struct TraceBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "trace",
            abstract: "Trace loading speed: libinput-record YAML and evemu, against Yams and PyYAML.",
            discussion: """
                Writes a synthetic multi-finger recording of about --megabytes MB in both formats \
                to a temporary folder (or loads --file), then reports the median time to stream \
                every event with Touchdeck's reader, with a Yams-only parse, and with libinput's \
                own tooling's loader (PyYAML safe_load, when python3 has PyYAML), as one JSON object.
                """
        )

        @Option(help: "Size of the synthetic recording in MB.")
        var megabytes = 10

        @Option(help: "Measure this libinput-record file instead of a synthetic one.")
        var file: String?

        @Option(help: "Runs per measurement.")
        var runs = 5

        @Flag(help: "Skip the Yams-only and PyYAML comparisons.")
        var noCompare = false

        func run() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchdeck-bench-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let yaml = file ?? directory.appendingPathComponent("bench.yaml").path
            let evemu = directory.appendingPathComponent("bench.events").path
            if file == nil { try Self.synthesize(megabytes: megabytes).write(to: yaml) }
            // The evemu copy of the same events, for the evemu throughput.
            try copyTrace(from: TraceReader.open(path: yaml), to: makeTraceWriter(path: evemu, deviceCount: 1))

            var events = 0
            let yamlTimes = try measure(runs: runs) { events = try Self.streamAll(yaml) }
            let evemuTimes = try measure(runs: runs) { _ = try Self.streamAll(evemu) }
            let yamlBytes = Double(try FileManager.default.attributesOfItem(atPath: yaml)[.size] as? Int ?? 0)
            let evemuBytes = Double(try FileManager.default.attributesOfItem(atPath: evemu)[.size] as? Int ?? 0)
            var result: [String: Any] = [
                "file": yaml, "yamlMB": yamlBytes / 1e6, "events": events,
                "yamlLoadSeconds": median(yamlTimes), "evemuMB": evemuBytes / 1e6,
                "evemuMBPerSecond": evemuBytes / 1e6 / median(evemuTimes),
            ]
            if !noCompare {
                result["yamsOnlyLoadSeconds"] = median(try measure(runs: 1) { _ = try YamsTraceLoader.load(path: yaml) })
                if let python = Self.pythonLoadSeconds(yaml) {
                    result["pyyamlSafeLoadSeconds"] = python
                    result["speedupOverPyYAML"] = python / median(yamlTimes)
                } else {
                    result["pyyamlSafeLoadSeconds"] = NSNull()
                }
            }
            let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        }

        static func streamAll(_ path: String) throws -> Int {
            let reader = try TraceReader.open(path: path)
            var count = 0
            while let record = try reader.next() { if case .event = record { count += 1 } }
            return count
        }

        /// Three fingers wandering over a 1280×800 screen until the file is big enough.
        static func synthesize(megabytes: Int) -> TraceBuilder {
            var builder = TraceBuilder()
            var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
            func random(_ range: Double) -> Double {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Double(seed >> 11) / Double(1 << 53) * range
            }
            // About 60 bytes per YAML event line.
            let target = megabytes * 1_000_000 / 60
            while builder.events.count < target {
                for finger in 0..<3 { builder.down(at: Point(x: random(1279), y: random(799)), finger: finger) }
                let targets = Dictionary(uniqueKeysWithValues: (0..<3).map { ($0, Point(x: random(1279), y: random(799))) })
                builder.move(targets, over: 2)
                builder.upAll()
                builder.hold(for: 0.2)
            }
            return builder
        }

        static func pythonLoadSeconds(_ path: String) -> Double? {
            let script = "import sys,time,yaml\nt=time.perf_counter()\nyaml.safe_load(open(sys.argv[1]))\nprint(time.perf_counter()-t)"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return nil }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            return Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}

extension BenchCommand {
    struct GesturesBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gestures",
            abstract: "Gesture engine throughput: the wallet's gesture on five cards, one frame at a time.",
            discussion: """
                Feeds taps, hold-then-drags and flicks at 8 ms per frame through \
                TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture())) \
                attached to five overlapping card regions, and prints frames per second and the median \
                time per frame as JSON. Target: at least 1,000,000 frames/s on one core.
                """
        )

        @Option(help: "Frames to feed at least.")
        var frames = 2_000_000

        func run() throws {
            let result = GestureBenchmark.run(minimumFrames: frames) {
                UInt64(DispatchTime.now().uptimeNanoseconds)
            }
            let object: [String: Any] = [
                "frames": result.frames, "seconds": result.seconds, "framesPerSecond": result.framesPerSecond,
                "medianNanosecondsPerFrame": result.medianNanosecondsPerFrame, "callbacks": result.callbacks,
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        }
    }
}
