import Geometry
import KioskRuntime
import Scene
import Testing

/// A live kiosk says its start-up animation settled (tests and players wait
/// for that line) only once the frame shows what the app rests at. The
/// wallet's cards slide in one after another, the first after a 0.1 s
/// delay: its first frame, with every animation still waiting, shows no card.
@Suite("Start-up settling")
struct StartUpSettledTests {
    @Test("the wallet's first frame, its slide-in delayed, is not at rest; once the cards are in, it is")
    func delayedEntranceIsNotRest() {
        let runner = AppRunner(app: WalletReplay.makeWallet(onEvent: { _ in }), screen: Size(width: 800, height: 480))
        runner.start(at: 0)
        let visibleAtStart = runner.presented().filter { $0.opacity > 0 && $0.id.description.hasPrefix("card.") }
        #expect(visibleAtStart.isEmpty, "no card shows before the slide-in's delay")
        #expect(!runner.isAtRest, "the slide-in is waiting out its delay")
        var frames = 0
        while !runner.isAtRest, frames < 600 {
            frames += 1
            runner.advance(to: Double(frames) / 60)
        }
        #expect(runner.isAtRest)
        #expect(frames > 6, "the cards slide in over several frames, not \(frames)")
        let visible = runner.presented().filter { $0.opacity == 1 && $0.id.description.hasPrefix("card.") }
        #expect(visible.count == 5, "at rest every card shows: \(visible.map(\.id))")
    }
}
