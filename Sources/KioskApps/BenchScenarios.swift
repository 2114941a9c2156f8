import Cards
import CheckIn
import Flip
import Geometry
import KioskRuntime
import Playground
import SwipeDeck
import TouchdeckBench
import TouchUI
import Wallet

extension AppBenchScenario {
    /// The built-in apps' frames for `touchdeck bench`, in the order its `--help` lists them:
    /// `bench wallet`, `swipe`, `cards`, `playground`, `flip` and `checkin`.
    public static let builtIn: [AppBenchScenario] = [.wallet, .swipe, .cards, .playground, .flip, .checkIn]

    /// The targets every app scenario states.
    private static let targets = "targets: ≤ 2 ms at 800×480, ≤ 8 ms at 1080×1920"

    /// A card held and dragged through the wallet's stack.
    static let wallet = AppBenchScenario(
        name: "wallet",
        abstract: "The wallet's drag frames: a card held and dragged through the stack, touch to rendered pixels.",
        discussion: "Prints one JSON object per screen size with the median and 95th-percentile drag-frame time in ms (\(targets)) and the idle-frame time."
    ) { screen, measurer in
        let settings = WalletSettings()
        let layout = WalletLayout(screen: screen, cardCount: Card.testCards.count, settings: settings)
        let amex = layout.restingFrame(forIndex: 2)
        return .drag(app: ViewHost(WalletView(settings: settings), measurer: measurer), start: Point(x: amex.midX, y: amex.minY + 25),
                     delta: Size(width: 30, height: -2.5 * settings.cardOffset), hold: 0.9)
    }

    /// The swipe deck's top card dragged sideways; with `--release`, the like button tapped.
    static let swipe = AppBenchScenario(
        name: "swipe",
        abstract: "The swipe deck's drag frames: the top card dragged sideways, rotating, touch to rendered pixels.",
        discussion: """
            Prints one JSON object per screen size with the median and 95th-percentile drag-frame time in ms \
            (\(targets)) and the idle-frame time.

            With --release, the frames after a swipe instead (in dragFrameMs / dragFrameP95Ms): the like \
            button tapped, the top card flying off and the deck moving up a place, half a second of frames \
            after each tap, four taps.
            """,
        release: Release(help: "Time the frames after a swipe (a card flying off, the deck moving up) instead of the drag.") { screen, measurer in
            let model = SwipeDeckModel(date: "Saturday, 21 November")
            let like = DeckLayout(screen: screen, settings: model.settings).likeButton
            return .taps(app: ViewHost(SwipeDeckView(model: model), measurer: measurer), point: Point(x: like.midX, y: like.midY),
                         framesPerTap: 60)
        }
    ) { screen, measurer in
        let model = SwipeDeckModel(date: "Saturday, 21 November")
        let top = DeckLayout(screen: screen, settings: model.settings).cardFrame(depth: 0)
        // Short of the threshold, so the card stays under the finger throughout.
        return .drag(app: ViewHost(SwipeDeckView(model: model), measurer: measurer), start: Point(x: top.midX, y: top.midY),
                     delta: Size(width: screen.width * 0.4, height: 0), hold: 0)
    }

    /// Cards dealt from the deck to a hand, flying across.
    static let cards = AppBenchScenario(
        name: "cards",
        abstract: "The cards app's animation frames: cards dealt to a hand, flying across, frame by frame, to rendered pixels.",
        discussion: "Prints one JSON object per screen size with the median and 95th-percentile frame time in ms of the flights (in dragFrameMs / dragFrameP95Ms; \(targets)) and the idle-frame time."
    ) { screen, measurer in
        let host = ViewHost(CardsView(game: GameState()), measurer: measurer)
        let runner = AppRunner(app: host, screen: screen)
        runner.start(at: 0)
        guard let plus = host.touchableFrames().first(where: { $0.id == "deal.1" })?.frame else {
            throw AppBenchScenarioError("no + button laid out")
        }
        return .taps(app: ViewHost(CardsView(game: GameState()), measurer: measurer), point: Point(x: plus.midX, y: plus.midY),
                     framesPerTap: 60)
    }

    /// The playground's heart held past its long press and dragged.
    static let playground = AppBenchScenario(
        name: "playground",
        abstract: "The gestures playground's drag frames: the heart held past its long press and dragged, touch to rendered pixels.",
        discussion: "Prints one JSON object per screen size, as `bench wallet` does (\(targets))."
    ) { screen, measurer in
        let settings = PlaygroundSettings()
        // The heart is in the middle of the screen; hold past the long press, then drag.
        return .drag(app: ViewHost(PlaygroundView(settings: settings), measurer: measurer),
                     start: Point(x: screen.width / 2, y: screen.height / 2),
                     delta: Size(width: screen.width * 0.3, height: 0), hold: settings.longPressDuration + 0.1)
    }

    /// A card tapped and turned in 3-D.
    static let flip = AppBenchScenario(
        name: "flip",
        abstract: "The flip app's animation frames: a card tapped and turned in 3-D, frame by frame, to rendered pixels.",
        discussion: "Prints one JSON object per screen size with the median and 95th-percentile frame time in ms of the flips (in dragFrameMs / dragFrameP95Ms; \(targets)) and the idle-frame time."
    ) { screen, measurer in
        let settings = FlipSettings()
        let card = FlipLayout(screen: screen, settings: settings).frame(of: 0)
        return .taps(app: ViewHost(FlipView(settings: settings), measurer: measurer), point: Point(x: card.midX, y: card.midY),
                     framesPerTap: Int(settings.flipDuration * 120))
    }

    /// The check-in form's breakfast toggle tapped: the switch's knob sliding, the total changing.
    static let checkIn = AppBenchScenario(
        name: "checkin",
        abstract: "The check-in form's frames: a toggle tapped, its knob sliding and the total changing, to rendered pixels.",
        discussion: "Prints one JSON object per screen size with the median and 95th-percentile frame time in ms of the taps' frames (in dragFrameMs / dragFrameP95Ms; \(targets)) and the idle-frame time."
    ) { screen, measurer in
        let host = ViewHost(CheckInView(), measurer: measurer)
        AppRunner(app: host, screen: screen).start(at: 0)
        guard let toggle = host.layoutEntries(screen: screen).first(where: { $0.id == "breakfast" })?.frame else {
            throw AppBenchScenarioError("no breakfast toggle laid out")
        }
        return .taps(app: ViewHost(CheckInView(), measurer: measurer), point: Point(x: toggle.midX, y: toggle.midY), framesPerTap: 40)
    }
}
