import ArgumentParser
import Cards
import Flip
import Foundation
import Geometry
import Kiosk
import KioskRuntime
import Playground
import Render
import Scene
import SwipeDeck
import TouchdeckBench
import TouchdeckSupport
import TouchUI
import Wallet

extension BenchCommand {
    struct WalletBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "wallet",
            abstract: "The wallet's drag frames: a card held and dragged through the stack, touch to rendered pixels.",
            discussion: "Prints one JSON object per screen size with the median and 95th-percentile drag-frame time in ms (targets: ≤ 2 ms at 800×480, ≤ 8 ms at 1080×1920) and the idle-frame time."
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "800x480,1080x1920"

        func run() throws {
            try benchDrags(sizes: sizes) { screen, measurer in
                let settings = WalletSettings()
                let layout = WalletLayout(screen: screen, cardCount: Card.testCards.count, settings: settings)
                let amex = layout.restingFrame(forIndex: 2)
                return BenchDrag(app: ViewHost(WalletView(settings: settings), measurer: measurer), start: Point(x: amex.midX, y: amex.minY + 25),
                                 delta: Size(width: 30, height: -2.5 * settings.cardOffset), hold: 0.9)
            }
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
            try benchDrags(sizes: sizes) { screen, measurer in
                let host = ViewHost(ViewBenchmarkStack(), measurer: measurer)
                // The third card's visible strip: the stack is centred, each card 50 pt above the last.
                let top = (screen.height - 190) / 2 - 2 * ViewBenchmarkStack.cardOffset
                return BenchDrag(app: host, start: Point(x: screen.width / 2, y: top + 25),
                                 delta: Size(width: 30, height: -2.5 * ViewBenchmarkStack.cardOffset), hold: 0.9)
            }
        }
    }
}

/// What an app benchmark drags on one screen: where, how far, after how long a hold.
struct BenchDrag {
    let app: any TouchApp
    let start: Point
    let delta: Size
    let hold: Double
}

/// Runs `AppBenchmark` on each of `sizes` (`WxH,WxH`) with the drag `setup`
/// makes for that screen, printing one JSON line per screen.
func benchDrags(sizes: String, _ setup: (Size, PangoTextMeasurer) throws -> BenchDrag) throws {
    let measurer = try benchMeasurer()
    for text in sizes.split(separator: ",") {
        let screen = try DimensionsOption.parse(String(text), option: "--sizes")
        let drag = try setup(screen, measurer)
        let result = try AppBenchmark.run(app: drag.app, screen: screen, start: drag.start, delta: drag.delta, hold: drag.hold,
                                          clock: { DispatchTime.now().uptimeNanoseconds })
        print(benchJSON(result))
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
    ]).text
}

extension BenchCommand {
    struct SwipeBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swipe",
            abstract: "The swipe deck's drag frames: the top card dragged sideways, rotating, touch to rendered pixels.",
            discussion: """
                Prints one JSON object per screen size with the median and 95th-percentile drag-frame time in ms \
                (targets: ≤ 2 ms at 800×480, ≤ 8 ms at 1080×1920) and the idle-frame time.

                With --release, the frames after a swipe instead (in dragFrameMs / dragFrameP95Ms): the like \
                button tapped, the top card flying off and the deck moving up a place, half a second of frames \
                after each tap, four taps.
                """
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "800x480,1080x1920"

        @Flag(help: "Time the frames after a swipe (a card flying off, the deck moving up) instead of the drag.")
        var release = false

        func run() throws {
            if release {
                try benchAnimations(sizes: sizes, name: "swipe") { screen, measurer in
                    let model = SwipeDeckModel(date: "Saturday, 21 November")
                    let like = DeckLayout(screen: screen, settings: model.settings).likeButton
                    return BenchTap(app: ViewHost(SwipeDeckView(model: model), measurer: measurer), point: Point(x: like.midX, y: like.midY),
                                    framesPerTap: 60)
                }
                return
            }
            try benchDrags(sizes: sizes) { screen, measurer in
                let model = SwipeDeckModel(date: "Saturday, 21 November")
                let top = DeckLayout(screen: screen, settings: model.settings).cardFrame(depth: 0)
                // Short of the threshold, so the card stays under the finger throughout.
                return BenchDrag(app: ViewHost(SwipeDeckView(model: model), measurer: measurer), start: Point(x: top.midX, y: top.midY),
                                 delta: Size(width: screen.width * 0.4, height: 0), hold: 0)
            }
        }
    }
}

extension BenchCommand {
    struct FlipBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "flip",
            abstract: "The flip app's animation frames: a card tapped and turned in 3-D, frame by frame, to rendered pixels.",
            discussion: "Prints one JSON object per screen size with the median and 95th-percentile frame time in ms of the flips (in dragFrameMs / dragFrameP95Ms; targets: ≤ 2 ms at 800×480, ≤ 8 ms at 1080×1920) and the idle-frame time."
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "800x480,1080x1920"

        func run() throws {
            try benchAnimations(sizes: sizes, name: "flip") { screen, measurer in
                let settings = FlipSettings()
                let card = FlipLayout(screen: screen, settings: settings).frame(of: 0)
                return BenchTap(app: ViewHost(FlipView(settings: settings), measurer: measurer), point: Point(x: card.midX, y: card.midY),
                                framesPerTap: Int(settings.flipDuration * 120))
            }
        }
    }

    struct CardsBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "cards",
            abstract: "The cards app's animation frames: cards dealt to a hand, flying across, frame by frame, to rendered pixels.",
            discussion: "Prints one JSON object per screen size with the median and 95th-percentile frame time in ms of the flights (in dragFrameMs / dragFrameP95Ms; targets: ≤ 2 ms at 800×480, ≤ 8 ms at 1080×1920) and the idle-frame time."
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "800x480,1080x1920"

        func run() throws {
            try benchAnimations(sizes: sizes, name: "cards") { screen, measurer in
                let host = ViewHost(CardsView(game: GameState()), measurer: measurer)
                let runner = AppRunner(app: host, screen: screen)
                runner.start(at: 0)
                guard let plus = host.touchableFrames().first(where: { $0.id == "deal.1" })?.frame else {
                    throw UserFacingError("touchdeck bench cards: no + button laid out")
                }
                return BenchTap(app: ViewHost(CardsView(game: GameState()), measurer: measurer), point: Point(x: plus.midX, y: plus.midY),
                                framesPerTap: 60)
            }
        }
    }
}

/// What an animation benchmark taps on one screen, and how many frames it times after each tap.
struct BenchTap {
    let app: any TouchApp
    let point: Point
    let framesPerTap: Int
}

/// Runs `AppBenchmark.runAnimation` on each of `sizes` with the tap `setup`
/// makes for that screen, printing one JSON line per screen.
func benchAnimations(sizes: String, name: String, _ setup: (Size, PangoTextMeasurer) throws -> BenchTap) throws {
    let measurer = try benchMeasurer()
    for text in sizes.split(separator: ",") {
        let screen = try DimensionsOption.parse(String(text), option: "--sizes")
        let tap = try setup(screen, measurer)
        do {
            let result = try AppBenchmark.runAnimation(app: tap.app, screen: screen, tap: tap.point, framesPerTap: tap.framesPerTap,
                                                       clock: { DispatchTime.now().uptimeNanoseconds })
            print(benchJSON(result))
        } catch let error as AnimationBenchmarkError {
            throw UserFacingError("touchdeck bench \(name): \(error)")
        }
    }
}

extension BenchCommand {
    struct PlaygroundBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "playground",
            abstract: "The gestures playground's drag frames: the heart held past its long press and dragged, touch to rendered pixels.",
            discussion: "Prints one JSON object per screen size, as `bench wallet` does (targets: ≤ 2 ms at 800×480, ≤ 8 ms at 1080×1920)."
        )

        @Option(help: "Screen sizes WIDTHxHEIGHT, comma separated.")
        var sizes = "800x480,1080x1920"

        func run() throws {
            try benchDrags(sizes: sizes) { screen, measurer in
                let settings = PlaygroundSettings()
                // The heart is in the middle of the screen; hold past the long press, then drag.
                return BenchDrag(app: ViewHost(PlaygroundView(settings: settings), measurer: measurer),
                                 start: Point(x: screen.width / 2, y: screen.height / 2),
                                 delta: Size(width: screen.width * 0.3, height: 0), hold: settings.longPressDuration + 0.1)
            }
        }
    }
}
