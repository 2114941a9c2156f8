import Geometry
import KioskRuntime
import Testing
import TouchModel
@testable import TouchUI
import Wallet

/// During a drag only the wallet's own body runs again: the cards' faces,
/// the title and their layers come back from the last layout unchanged.
@Suite("Wallet view updates")
struct WalletReuseTests {
    @Test("dragging a card re-evaluates WalletView's body alone, not any CardView's")
    func dragEvaluatesTheStackOnly() {
        let host = WalletReplay.makeWallet()
        let runner = AppRunner(app: host, screen: Size(width: 800, height: 480))
        runner.start(at: 0)
        runner.advance(to: 3)
        let start = WalletReplay.centre(of: "amex")
        func scan(_ time: Double, _ y: Double, _ change: ContactChange) {
            runner.advance(to: time)
            runner.handle(TouchFrame(time: Int64(time * 1_000_000), contacts: [TouchContact(id: 1, position: Point(x: start.x, y: y), change: change)]))
        }
        scan(3.0, start.y, .began)
        scan(3.9, start.y, .moved)
        var evaluated: Set<String> = []
        for step in 1...10 {
            scan(3.9 + Double(step) * 0.02, start.y - Double(step) * 8, .moved)
            evaluated.formUnion(host.evaluatedBodies)
        }
        #expect(evaluated == ["v"], "only the root WalletView (its @GestureState changed)")
        // And the card did follow the finger up.
        let layout = WalletLayout(screen: Size(width: 800, height: 480), cardCount: 5, settings: WalletSettings())
        let amex = runner.scene.presented(at: runner.time + 1).first { $0.id == "card.amex" }
        #expect((amex?.transform.ty ?? .infinity) < layout.restingFrame(forIndex: 2).minY - 60)
    }
}
