import ArgumentParser
import Foundation
import Kiosk
import KioskConfig
import KioskHost
import Gestures
import KioskRuntime
import TouchdeckBench
import TouchTrace

extension BenchCommand {
    /// `touchdeck bench tour APP`: the app's frames timed on its tour, the bundled
    /// trace `KioskAppDefinition.tourPath` names (or `--trace`).
    struct TourBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tour",
            abstract: "An app's frames on a recorded trace: a frame after every touch scan, touch to rendered pixels.",
            discussion: """
                Replays the app's bundled tour (or --trace) on a virtual clock and times \
                the frame drawn after each touch frame, as a live kiosk that keeps up with \
                its touchscreen draws them: the frames a real recording asks for (fast \
                flicks, releases and what they start), where `bench swipe` and the like \
                time a steady synthetic drag. Prints one JSON object per screen size: \
                frames timed, median and 95th-percentile frame time (dragFrameMs, \
                dragFrameP95Ms), the median layout and render parts, and the idle-frame time.
                """
        )

        @Argument(help: "The app: \(KioskAppCatalog.all.map(\.name).joined(separator: ", ")).")
        var app: String

        @Option(help: "The trace to replay (default: the app's bundled tour).")
        var trace: String?

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "800x480"

        @Option(help: "The date the app shows.")
        var date = "Saturday, 21 November"

        func run() throws {
            guard let definition = KioskAppDefinition.named(app) else {
                throw ValidationError("no app named \(app): \(KioskAppCatalog.all.map(\.name).joined(separator: ", "))")
            }
            guard let path = trace ?? BundledFile.locate(definition.tourPath) else {
                throw ValidationError("the bundled tour \(definition.tourPath) is not here: run from the repository, or pass --trace")
            }
            let reader = try TraceReader.open(path: path)
            var records: [TraceRecord] = []
            while let record = try reader.next() { records.append(record) }
            for text in sizes.split(separator: ",") {
                let screen = try DimensionsOption.parse(String(text), option: "--sizes")
                let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: date))
                let result = try TourBenchmark.run(app: instance.app, screen: screen, records: records, tracePath: path,
                                                   clock: { DispatchTime.now().uptimeNanoseconds })
                print(benchJSON(result))
            }
        }
    }
}
