import ArgumentParser
import Foundation
import Geometry
import Render
import Synchronization
import TouchdeckBench
import TouchdeckSupport
import TouchUI

/// The app scenarios `touchdeck bench` offers, one subcommand each: those the
/// executable installed (`TouchdeckCLI.main(apps:benchScenarios:)`), before the
/// command line is parsed.
enum AppBenchScenarios {
    private static let installed = Mutex<[AppBenchScenario]>([])

    /// Makes `scenarios` the ones offered; later ones with a name already taken are left out.
    static func install(_ scenarios: [AppBenchScenario]) {
        var seen = Set<String>()
        let unique = scenarios.filter { seen.insert($0.name).inserted }
        installed.withLock { $0 = unique }
    }

    /// The scenarios, in the order given.
    static var all: [AppBenchScenario] { installed.withLock { $0 } }

    /// A subcommand for each scenario, in order.
    static var commands: [any ParsableCommand.Type] { commands(from: FirstSlot.self, count: all.count) }

    /// `Slot`'s subcommand and those of the slots after it, up to `count`.
    private static func commands<Slot: ScenarioSlot>(from _: Slot.Type, count: Int) -> [any ParsableCommand.Type] {
        guard Slot.index < count else { return [] }
        return [BenchCommand.ScenarioBench<Slot>.self] + commands(from: SlotAfter<Slot>.self, count: count)
    }
}

/// A place in the list of installed scenarios, as a type. ArgumentParser knows a
/// subcommand by its type, so each scenario gets a type of its own:
/// `ScenarioBench<FirstSlot>`, `ScenarioBench<SlotAfter<FirstSlot>>` and so on.
protocol ScenarioSlot {
    /// The place, from 0.
    static var index: Int { get }
}

/// The first place.
enum FirstSlot: ScenarioSlot {
    static var index: Int { 0 }
}

/// The place after `Previous`.
enum SlotAfter<Previous: ScenarioSlot>: ScenarioSlot {
    static var index: Int { Previous.index + 1 }
}

extension BenchCommand {
    /// `touchdeck bench NAME`: the installed scenario at `Slot`'s place, timed on each screen size.
    struct ScenarioBench<Slot: ScenarioSlot>: ParsableCommand {
        static var scenario: AppBenchScenario { AppBenchScenarios.all[Slot.index] }

        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: scenario.name, abstract: scenario.abstract, discussion: scenario.discussion)
        }

        /// `--release`'s help, shown only for a scenario that has frames after a release. A
        /// property of its own: written inline in the `@Flag`, Swift 6.3 refused the wrapper
        /// ("property '_release' not initialized by init accessor").
        static var releaseHelp: ArgumentHelp {
            ArgumentHelp(scenario.release?.help ?? "Time the frames after a release instead.",
                         visibility: scenario.release == nil ? .private : .default)
        }

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "800x480,1080x1920"

        @Flag(help: ScenarioBench.releaseHelp)
        var release = false

        func validate() throws {
            if release, Self.scenario.release == nil {
                throw ValidationError("bench \(Self.scenario.name) has no frames after a release to time")
            }
        }

        func run() throws {
            let scenario = Self.scenario
            try benchScenario(scenario.name, sizes: sizes, release ? scenario.release?.setup ?? scenario.setup : scenario.setup)
        }
    }
}

extension BenchCommand {
    struct ViewsBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "views",
            abstract: "The view layer's drag frames: a wallet-like card stack written as views, touch to rendered pixels.",
            discussion: "Prints one JSON object per screen size, as `bench wallet` does, for the same drag through TouchUI: view evaluation, layout, gesture regions, the scene and rendering."
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "800x480,1080x1920"

        func run() throws {
            try benchScenario("views", sizes: sizes) { screen, measurer in
                let host = ViewHost(ViewBenchmarkStack(), measurer: measurer)
                // The third card's visible strip: the stack is centred, each card 50 pt above the last.
                let top = (screen.height - 190) / 2 - 2 * ViewBenchmarkStack.cardOffset
                return .drag(app: host, start: Point(x: screen.width / 2, y: top + 25),
                             delta: Size(width: 30, height: -2.5 * ViewBenchmarkStack.cardOffset), hold: 0.9)
            }
        }
    }
}

extension BenchCommand {
    struct LazyBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lazy",
            abstract: "Lazy containers: a ScrollView of a three-column LazyVGrid of 10,000 rows (--list: a List of 10,000 rows), its first frame and scroll-drag frames.",
            discussion: """
                Prints one JSON object per screen size, as `bench wallet` does, with firstFrameMs (starting a \
                fresh app to its first frame rendered, the median of five once the process is warm) and \
                residentMB (the process's resident memory after the drag). \
                Targets at 1080×1920: first frame ≤ 50 ms, drag frame ≤ 4 ms median, and resident memory within \
                10 MB of `bench lazy --rows 10`'s.
                """
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "1080x1920"

        @Option(help: "Rows of three tiles in the grid.")
        var rows = 10_000

        @Flag(help: "Make each tile a drawingGroup(), composited from its kept look as it scrolls.")
        var drawingGroups = false

        @Flag(help: "Time a List of --rows rows (a title, a subtitle and a number each) instead of the grid.")
        var list = false

        func validate() throws {
            guard rows >= 0, rows <= 1_000_000 else { throw ValidationError("--rows must be 0…1000000") }
        }

        func run() throws {
            let rows = rows, drawingGroups = drawingGroups
            let measurer = try benchMeasurer()
            if list {
                try measure { ViewHost(ListBenchmark(rows: rows), measurer: measurer) }
            } else {
                try measure { ViewHost(LazyGridBenchmark(rows: rows, drawingGroups: drawingGroups), measurer: measurer) }
            }
        }

        /// Times the apps `app` makes on each screen size.
        private func measure<Root: View>(_ app: () -> ViewHost<Root>) throws {
            for text in sizes.split(separator: ",") {
                let screen = try DimensionsOption.parse(String(text), option: "--sizes")
                let clock = { DispatchTime.now().uptimeNanoseconds }
                // Drag the content up by most of the screen, from low on it.
                var result = try AppBenchmark.run(.drag(app: app(), start: Point(x: screen.width / 2, y: screen.height * 0.8),
                                                        delta: Size(width: 0, height: -screen.height * 0.6), hold: 0),
                                                  screen: screen, clock: clock)
                // Measured after the drag: the process is warm, as a kiosk is when a screen is shown.
                result.firstFrameMs = try AppBenchmark.firstFrame(screen: screen, clock: clock, make: app)
                print(benchJSON(result))
            }
        }
    }
}

extension BenchCommand {
    struct TypingBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "typing",
            abstract: "Text entry: a form's field focused with the on-screen keyboard up; a key tapped to its glyph, a typing frame.",
            discussion: """
                Prints one JSON object per screen size with the medians, in milliseconds, of a key's tap (the lift \
                on key.a through gestures, layout, scene and render), of a typing frame (a keyboard's text through \
                the same) and of a typing frame once 10,000 characters were pasted. Target at 1080×1920: a typing \
                frame ≤ 2 ms.
                """
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "1080x1920"

        func run() throws {
            let measurer = try benchMeasurer()
            for text in sizes.split(separator: ",") {
                let screen = try DimensionsOption.parse(String(text), option: "--sizes")
                let result: TypingBenchmark.Result
                do {
                    result = try TypingBenchmark.run(screen: screen, measurer: measurer, clock: { DispatchTime.now().uptimeNanoseconds })
                } catch let error as AppBenchScenarioError {
                    throw UserFacingError("touchdeck bench typing: \(error)")
                }
                print(JSONValue.object([
                    ("screen", .array([.number(result.screen.width), .number(result.screen.height)])),
                    ("keyTapMs", .number(result.keyTapMs)),
                    ("typingFrameMs", .number(result.typingFrameMs)),
                    ("typingLayoutMs", .number(result.typingLayoutMs)),
                    ("longTextTypingFrameMs", .number(result.longTextTypingFrameMs)),
                ]).text)
            }
        }
    }
}

extension BenchCommand {
    struct PushBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "push",
            abstract: "Transitions: a NavigationStack's push and pop, a sheet presented and dismissed; each frame of them.",
            discussion: """
                Prints one JSON object per screen size with, for a push (a list row's NavigationLink tapped), its pop \
                (back), a sheet presented (a toolbar button) and dismissed (a button in it), the median and worst of \
                their 60 Hz frames in milliseconds (gestures, layout, scene and render) and how many frames one takes. \
                Target at 1080×1920: every frame ≤ 8 ms.
                """
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "1080x1920"

        @Option(help: "Pushes, pops, sheets presented and dismissed timed.")
        var runs = 20

        func validate() throws {
            guard runs >= 1, runs <= 10_000 else { throw ValidationError("--runs must be 1…10000") }
        }

        func run() throws {
            let measurer = try benchMeasurer()
            for text in sizes.split(separator: ",") {
                let screen = try DimensionsOption.parse(String(text), option: "--sizes")
                let result: TransitionBenchmark.Result
                do {
                    result = try TransitionBenchmark.run(screen: screen, measurer: measurer, runs: runs,
                                                         clock: { DispatchTime.now().uptimeNanoseconds })
                } catch let error as AppBenchScenarioError {
                    throw UserFacingError("touchdeck bench push: \(error)")
                }
                func frames(_ frames: TransitionBenchmark.Frames) -> JSONValue {
                    .object([("medianMs", .number(frames.medianMs)), ("worstMs", .number(frames.worstMs)),
                             ("frames", .number(Double(frames.frames)))])
                }
                print(JSONValue.object([
                    ("screen", .array([.number(result.screen.width), .number(result.screen.height)])),
                    ("push", frames(result.push)),
                    ("pop", frames(result.pop)),
                    ("presentSheet", frames(result.presentSheet)),
                    ("dismissSheet", frames(result.dismissSheet)),
                ]).text)
            }
        }
    }
}

/// Runs `AppBenchmark` on each of `sizes` (`WxH,WxH`) with the workload
/// `setup` makes for that screen, printing one JSON line per screen; a
/// scenario that cannot be set up or timed is an error naming `bench NAME`.
func benchScenario(_ name: String, sizes: String, _ setup: AppBenchScenario.Setup) throws {
    let measurer = try benchMeasurer()
    for text in sizes.split(separator: ",") {
        let screen = try DimensionsOption.parse(String(text), option: "--sizes")
        do {
            let result = try AppBenchmark.run(setup(screen, measurer), screen: screen,
                                              clock: { DispatchTime.now().uptimeNanoseconds })
            print(benchJSON(result))
        } catch let error as AppBenchScenarioError {
            throw UserFacingError("touchdeck bench \(name): \(error)")
        } catch let error as AnimationBenchmarkError {
            throw UserFacingError("touchdeck bench \(name): \(error)")
        }
    }
}

/// The text measurer the app benchmarks lay views out with.
func benchMeasurer() throws -> PangoTextMeasurer {
    guard let measurer = PangoTextMeasurer() else { throw UserFacingError("touchdeck: pango could not make a font map") }
    return measurer
}

func benchJSON(_ result: AppBenchmark.Result) -> String {
    JSONValue.object([
        ("screen", .array([.number(result.screen.width), .number(result.screen.height)])),
        ("frames", .number(Double(result.frames))),
        ("dragFrameMs", .number(result.medianDragFrameMs)),
        ("dragFrameP95Ms", .number(result.p95DragFrameMs)),
        ("layoutMs", .number(result.medianLayoutMs)),
        ("renderMs", .number(result.medianRenderMs)),
        ("idleFrameMs", .number(result.medianIdleFrameMs)),
    ] + (result.firstFrameMs.map { [("firstFrameMs", JSONValue.number($0))] } ?? [])
      + (result.residentMB.map { [("residentMB", JSONValue.number($0))] } ?? [])).text
}

extension BenchCommand {
    struct ImagesBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "images",
            abstract: "Images: decoding a 1080×1920 JPEG (whole and at a quarter) and a frame of 100 SVG icons, and of 100 symbols.",
            discussion: "Prints one JSON object of medians in milliseconds. The photo and the icon are made by the benchmark."
        )

        @Option(help: "Runs of each measurement.")
        var runs = 20

        func validate() throws {
            guard runs > 0, runs <= 10_000 else { throw ValidationError("--runs must be 1…10000") }
        }

        func run() throws {
            let result = try ImageBenchmark.run(runs: runs) { DispatchTime.now().uptimeNanoseconds }
            print(JSONValue.object([
                ("jpegDecodeMs", .number(result.jpegDecodeMs)),
                ("jpegQuarterDecodeMs", .number(result.jpegQuarterDecodeMs)),
                ("svgIcons100Ms", .number(result.svgIcons100Ms)),
                ("symbols100Ms", .number(result.symbols100Ms)),
            ]).text)
        }
    }
}
