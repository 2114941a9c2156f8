import Geometry
import Scene
import Testing
import TouchTrace
import Wallet

private func at(_ point: Point) -> String { "\(Int(point.x)) \(Int(point.y))" }

@Suite("Wallet on traces")
struct WalletBehaviourTests {
    let visa = WalletReplay.centre(of: "visa")
    let amex = WalletReplay.centre(of: "amex")

    @Test func tapOpensAndTapAgainCloses() throws {
        let open = try WalletReplay.run("down \(at(amex))\nhold 0.1\nup\n")
        #expect(open.selected == "amex")
        #expect(open.events == [.selected(card: "amex")])
        // The history slid in; the cards in front of the selected one left the
        // screen, the ones behind collapsed under it.
        let last = try #require(open.frames.last?.layers)
        #expect(last.contains { $0.id == "history" })
        let layout = WalletLayout(screen: Size(width: 800, height: 480), cardCount: 5, settings: WalletSettings())
        for id in ["card.visa", "card.mastercard"] {
            #expect((last.first { $0.id == LayerID(id) }?.transform.ty ?? 0) >= 480)
        }
        for id in ["card.amex", "card.discover", "card.unionpay"] {
            #expect(last.first { $0.id == LayerID(id) }?.transform.ty == layout.frontCard.minY + layout.selectedOffset)
        }
        // On the way out the history was below its place: it slid up from the bottom.
        let firstWithHistory = try #require(open.frames.first { $0.layers.contains { $0.id == "history" } })
        #expect((firstWithHistory.layers.first { $0.id == "history" }?.transform.ty ?? 0) > layout.historyFrame.minY)

        // Tap the selected card (now at its selected place) again: closed.
        let selectedCentre = Point(x: layout.frontCard.midX, y: layout.frontCard.midY + layout.selectedOffset)
        let toggle = try WalletReplay.run("down \(at(amex))\nhold 0.1\nup\nhold 1\ndown \(at(selectedCentre))\nhold 0.1\nup\n")
        #expect(toggle.events == [.selected(card: "amex"), .deselected(card: "amex")])
        #expect(toggle.selected == nil)
        #expect(toggle.frames.last?.layers.contains { $0.id == "history" } == false)
        #expect(toggle.frames.last?.layers.first { $0.id == "card.visa" }?.transform.ty == Double(layout.restingFrame(forIndex: 0).minY))
    }

    @Test func holdAndDragUpMovesTheFrontCardBackTwoPlaces() throws {
        let result = try WalletReplay.run("down \(at(amex))\nhold 0.8\nmove \(Int(amex.x)) \(Int(amex.y) - 110) over 0.4\nhold 0.1\nup\n")
        // amex was index 2; dragging up 110 pt = 2 card offsets: to index 4.
        #expect(result.order == ["visa", "mastercard", "discover", "unionpay", "amex"])
        #expect(result.events.contains(.reordered(card: "amex", from: 2, to: 4, order: result.order)))
        #expect(result.events.first == .pressing(card: "amex"))
        #expect(result.selected == nil)
        #expect(result.settled)
    }

    @Test func dragDownMovesACardForward() throws {
        let unionpay = WalletReplay.centre(of: "unionpay")
        let result = try WalletReplay.run("down \(at(unionpay))\nhold 0.8\nmove \(Int(unionpay.x)) \(Int(unionpay.y) + 60) over 0.3\nup\n")
        #expect(result.order == ["visa", "mastercard", "amex", "unionpay", "discover"])
    }

    @Test func dragPastEitherEndIsClamped() throws {
        let up = try WalletReplay.run("down \(at(visa))\nhold 0.8\nmove \(Int(visa.x)) 20 over 0.4\nup\n")
        #expect(up.order.last == "visa")
        let unionpay = WalletReplay.centre(of: "unionpay")
        let down = try WalletReplay.run("down \(at(unionpay))\nhold 0.8\nmove \(Int(unionpay.x)) 470 over 0.4\nup\n")
        #expect(down.order.first == "unionpay")
    }

    @Test func pressAndImmediatelyDragNeitherSelectsNorReorders() throws {
        let result = try WalletReplay.run("down \(at(amex))\nmove \(Int(amex.x)) \(Int(amex.y) - 120) over 0.3\nup\n")
        #expect(result.order == Card.testCards.map(\.id))
        #expect(result.selected == nil)
        #expect(result.events.isEmpty)
    }

    @Test func tapWhileCardsAreStillSlidingIn() throws {
        let result = try WalletReplay.run("down \(at(visa))\nhold 0.05\nup\n", startDelay: 0.1)
        #expect(result.selected != nil)
        #expect(result.events.count == 1)
    }

    @Test func liftedCardSettlesBackWhenTheTouchIsCancelled() throws {
        // The recording stops with the finger still down mid-drag (as when the
        // touchscreen is unplugged): the replay cancels the touch.
        var trace = TraceBuilder(device: .syntheticTouchscreen(width: 800, height: 480))
        trace.down(at: amex)
        trace.hold(for: 0.8)
        trace.move(to: Point(x: amex.x, y: amex.y - 110), over: 0.3)
        let result = try WalletReplay.run(trace: trace)
        #expect(result.order == Card.testCards.map(\.id))
        #expect(result.settled)
        let amexLayer = try #require(result.frames.last?.layers.first { $0.id == "card.amex" })
        let layout = WalletLayout(screen: Size(width: 800, height: 480), cardCount: 5, settings: WalletSettings())
        #expect(abs(amexLayer.transform.ty - layout.restingFrame(forIndex: 2).minY) < 0.5)
        // It was lifted while dragged: some frame shows it well above its place.
        #expect(result.frames.contains { frame in
            (frame.layers.first { $0.id == "card.amex" }?.transform.ty ?? 0) < layout.restingFrame(forIndex: 2).minY - 50
        })
    }

    @Test func layoutShowsTheWholeStackOnEveryKioskShape() {
        for (w, h) in [(800.0, 480.0), (1280.0, 800.0), (1080.0, 1920.0), (1920.0, 1080.0)] {
            let layout = WalletLayout(screen: Size(width: w, height: h), cardCount: 5, settings: WalletSettings())
            let back = layout.restingFrame(forIndex: 4)
            #expect(back.minY >= layout.titleHeight)
            #expect(layout.frontCard.maxY <= h)
            #expect(layout.frontCard.minX >= 0 && layout.frontCard.maxX <= w)
            #expect(layout.historyFrame.maxY <= h + 0.001)
        }
    }
}
