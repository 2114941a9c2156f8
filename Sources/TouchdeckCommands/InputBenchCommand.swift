import ArgumentParser
import Foundation
import TouchDevices
import TouchModel
import TouchTrace

/// `touchdeck bench input`: cost per frame from raw events to mapped, filtered frames.
struct InputBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "input",
        abstract: "Raw events to mapped, filtered frames: the median time per frame.",
        discussion: """
            Feeds a trace's events (default: a synthetic three-finger recording) through the frame \
            assembler, a calibrated and rotated screen mapping and every filter (median, dejitter, \
            debounce, minimum samples, pressure, crop), and prints as JSON the median over --runs of \
            the time per frame. Target: at most 20 µs per frame.
            """
    )

    @Option(help: "Measure this trace instead of a synthetic one.")
    var file: String?

    @Option(help: "Runs per measurement.")
    var runs = 7

    func run() throws {
        let (device, events) = try load()
        var frames = 0
        let times = measure(runs: runs) {
            let mapping = ScreenMapping(device: device, screen: Size(width: 800, height: 480),
                                        calibration: CalibrationMatrix(1.01, 0, -0.005, 0, 0.99, 0.004),
                                        orientation: ScreenOrientation(rotation: .quarter, flipHorizontally: true))
            let filters = TouchFilterChain(
                settings: TouchFilterSettings(medianWindow: 5, dejitterThreshold: 3, debounceSeconds: 0.01,
                                              minimumSamples: 2, pressureThreshold: 1, crop: true),
                screen: Size(width: 800, height: 480))
            let pipeline = TouchPipeline(device: device, mapping: mapping, filters: filters)
            frames = 0
            for event in events where pipeline.feed(event) != nil { frames += 1 }
        }
        // Per SYN_REPORT: every report is a frame the pipeline works on, kept or not.
        let reports = events.lazy.filter(\.isSynReport).count
        let perFrame = median(times) / Double(max(1, reports))
        let object: [String: Any] = [
            "events": events.count, "frames": reports, "framesOut": frames, "runs": runs,
            "medianMicrosecondsPerFrame": perFrame * 1e6, "targetMicrosecondsPerFrame": 20,
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    private func load() throws -> (DeviceDescription, [InputEvent]) {
        if let file {
            guard let first = try TraceReader.open(path: file).readAll().first else {
                throw ValidationError("\(file): no device in the trace")
            }
            return (first.device.description, first.events)
        }
        let builder = BenchCommand.TraceBench.synthesize(megabytes: 5)
        return (builder.device, builder.events)
    }
}
