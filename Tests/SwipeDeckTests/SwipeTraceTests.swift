import Geometry
import Scene
import SwipeDeck
import Testing

/// The recordings under `recordings/swipe/`, replayed into the app on a virtual clock.
@Suite("Swipe deck on recorded traces")
struct SwipeTraceTests {
    let layout = DeckLayout(screen: SwipeReplay.screen, settings: SwipeDeckSettings())
    let all = Profile.testProfiles.map(\.id)

    /// In every frame the card turns by the tutorial's formula for where it is
    /// drawn, about the middle of its bottom edge; once it leaves the middle
    /// (dragged or flying off, only ever as the top card) that edge stays on the
    /// top card's bottom line: y never moves.
    func expectTutorialMotion(of profile: String, in result: SwipeReplay, sourceLocation: SourceLocation = #_sourceLocation) {
        var moved = 0
        for frame in result.frames {
            guard let card = PresentedCard(profile, in: frame.layers) else { continue }
            let translation = card.bottomCentre.x - layout.topCard.midX
            #expect(abs(card.degrees - translation / 800 * 25) < 1e-6, "rotation off at \(frame.time)", sourceLocation: sourceLocation)
            guard abs(translation) > 1e-6 else { continue }
            moved += 1
            #expect(abs(card.bottomCentre.y - layout.topCard.maxY) < 1e-3, "y moved at \(frame.time)", sourceLocation: sourceLocation)
        }
        #expect(moved > 0, sourceLocation: sourceLocation)
    }

    @Test("swiping right past the threshold likes the top card; it flies off to the right")
    func like() throws {
        let result = try SwipeReplay.recording("like")
        #expect(result.events == [.swiped(profile: "p1", direction: .like, trigger: .drag)])
        #expect(result.app.remainingIDs == Array(all.dropFirst()))
        #expect(result.app.visibleIDs == ["p2", "p3", "p4", "p5"])
        expectTutorialMotion(of: "p1", in: result)
        let gone = try #require(PresentedCard("p1", in: result.lastFrame))
        #expect(gone.layer.screenBounds.minX > 800)
        // Mid-drag the card leant right, 420 of 800 points ≈ 13°.
        #expect(result.frames.contains { PresentedCard("p1", in: $0.layers).map { $0.degrees > 12 } ?? false })
    }

    @Test("swiping left past the threshold dislikes the top card; it flies off to the left")
    func dislike() throws {
        let result = try SwipeReplay.recording("dislike")
        #expect(result.events == [.swiped(profile: "p1", direction: .dislike, trigger: .drag)])
        #expect(result.app.remainingIDs == Array(all.dropFirst()))
        expectTutorialMotion(of: "p1", in: result)
        let gone = try #require(PresentedCard("p1", in: result.lastFrame))
        #expect(gone.layer.screenBounds.maxX < 0)
        #expect(result.frames.contains { PresentedCard("p1", in: $0.layers).map { $0.degrees < -12 } ?? false })
    }

    @Test("the others move up a place with .spring() and the next profile fades in at the bottom")
    func deckMovesUp() throws {
        let result = try SwipeReplay.recording("like")
        let cards = result.lastFrame.filter { $0.id.rawValue.hasPrefix("card.") && $0.id != LayerID(DeckLayout.cardID(for: "p1")) }
        #expect(cards.map(\.id) == ["p5", "p4", "p3", "p2"].map { LayerID(DeckLayout.cardID(for: $0)) })  // drawn back to front
        for (depth, id) in ["p2", "p3", "p4", "p5"].enumerated() {
            let card = try #require(PresentedCard(id, in: result.lastFrame))
            let frame = layout.cardFrame(depth: depth)
            #expect(abs(card.layer.transform.tx - frame.minX) < 1e-6 && abs(card.layer.transform.ty - frame.minY) < 1e-6)
            #expect(abs(card.size.width - frame.width) < 1e-6)
        }
        // p2 passed between its old and new place: animated, not jumped.
        let below = layout.cardFrame(depth: 1).minY, top = layout.cardFrame(depth: 0).minY
        #expect(result.frames.contains { frame in
            PresentedCard("p2", in: frame.layers).map { $0.layer.transform.ty > top + 1 && $0.layer.transform.ty < below - 1 } ?? false
        })
        let firstWithP5 = try #require(result.frames.first { PresentedCard("p5", in: $0.layers) != nil })
        #expect((PresentedCard("p5", in: firstWithP5.layers)?.layer.opacity ?? 1) < 1)
    }

    @Test("a drag short of the threshold springs back; nothing is removed")
    func shortDrag() throws {
        let result = try SwipeReplay.recording("short-drag")
        #expect(result.events.isEmpty)
        #expect(result.app.remainingIDs == all)
        expectTutorialMotion(of: "p1", in: result)
        let card = try #require(PresentedCard("p1", in: result.lastFrame))
        #expect(abs(card.degrees) < 1e-6 && abs(card.bottomCentre.x - layout.topCard.midX) < 1e-6)
        let furthest = result.frames.compactMap { PresentedCard("p1", in: $0.layers)?.degrees }.max() ?? 0
        #expect(abs(furthest - 200.0 / 800 * 25) < 0.2)
    }

    @Test("a vertical drag moves the card only sideways, by the drag's width")
    func verticalDrag() throws {
        let result = try SwipeReplay.recording("vertical-drag")
        #expect(result.events.isEmpty)
        #expect(result.app.remainingIDs == all)
        expectTutorialMotion(of: "p1", in: result)
        let sideways = result.frames.compactMap { PresentedCard("p1", in: $0.layers).map { abs($0.bottomCentre.x - layout.topCard.midX) } }
        #expect((sideways.max() ?? 0) <= 21)
        #expect((sideways.max() ?? 0) > 15)
    }

    @Test("a fast flick short of the threshold counts: its predicted end passes it")
    func flick() throws {
        let result = try SwipeReplay.recording("flick")
        #expect(result.events == [.swiped(profile: "p1", direction: .like, trigger: .flick)])
        #expect(result.app.visibleIDs.first == "p2")
        expectTutorialMotion(of: "p1", in: result)

        // The tutorial's rule alone (translation at release) springs it back.
        var settings = SwipeDeckSettings()
        settings.countsFlicks = false
        let strict = try SwipeReplay.recording("flick", settings: settings)
        #expect(strict.events.isEmpty)
        #expect(strict.app.remainingIDs == all)
    }

    @Test("mid-drag the card settles at translation / screenWidth × 25° about its bottom edge")
    func rotationMidDrag() throws {
        let result = try SwipeReplay.recording("drag-hold")
        #expect(result.events.isEmpty)
        // The finger moved 240 points in 0.4 s, then held still for 0.6 s.
        let held = try #require(result.frames.last { $0.time < result.traceStart + 0.99 })
        let card = try #require(PresentedCard("p1", in: held.layers))
        #expect(abs(card.degrees - 240.0 / 800 * 25) < 0.05)
        #expect(abs(card.bottomCentre.x - (layout.topCard.midX + 240)) < 0.5)
        #expect(abs(card.bottomCentre.y - layout.topCard.maxY) < 1e-6)
        expectTutorialMotion(of: "p1", in: result)
        #expect(PresentedCard("p1", in: result.lastFrame).map { abs($0.degrees) < 1e-6 } == true)
    }

    @Test("the like and dislike buttons remove the top card the same way")
    func buttons() throws {
        let result = try SwipeReplay.recording("buttons")
        #expect(result.events == [.swiped(profile: "p1", direction: .like, trigger: .button),
                                  .swiped(profile: "p2", direction: .dislike, trigger: .button)])
        #expect(result.app.remainingIDs == Array(all.dropFirst(2)))
        #expect(result.app.visibleIDs == ["p3", "p4", "p5", "p6"])
        #expect((PresentedCard("p1", in: result.lastFrame)?.layer.screenBounds.minX ?? 0) > 800)
        #expect((PresentedCard("p2", in: result.lastFrame)?.layer.screenBounds.maxX ?? 800) < 0)
        expectTutorialMotion(of: "p1", in: result)
        expectTutorialMotion(of: "p2", in: result)
    }

    @Test("emptying the deck shows the message and reload button; reload brings all ten back")
    func emptyAndReload() throws {
        let result = try SwipeReplay.recording("empty-reload")
        let dislikes = all.map { SwipeEvent.swiped(profile: $0, direction: .dislike, trigger: .button) }
        #expect(result.events == dislikes + [.reloaded])
        #expect(result.app.remainingIDs == all)
        #expect(result.app.visibleIDs == ["p1", "p2", "p3", "p4"])
        #expect(result.app.departures.isEmpty)
        #expect(result.frames.contains { frame in
            frame.layers.contains { $0.id.rawValue == DeckLayout.reloadID } && frame.layers.contains { $0.id.rawValue == DeckLayout.emptyID }
                && !frame.layers.contains { $0.id.rawValue.hasPrefix("card.") && $0.screenBounds.overlap(with: Rect(x: 0, y: 0, width: 800, height: 480)) != nil }
        })
        let last = result.lastFrame.map(\.id)
        #expect(!last.contains(LayerID(DeckLayout.reloadID)) && !last.contains(LayerID(DeckLayout.emptyID)))
        #expect(last.filter { $0.rawValue.hasPrefix("card.") }.sorted() == ["p1", "p2", "p3", "p4"].map { LayerID(DeckLayout.cardID(for: $0)) })
    }

    @Test("a second finger on the dragged card fails the drag as in SwiftUI: the card springs back, nothing is swiped")
    func secondFinger() throws {
        let result = try SwipeReplay.recording("second-finger")
        #expect(result.events == [])
        #expect(result.app.remainingIDs == all)
        // Finger 1 lands at 0.3 s with the card near 560: from then on it heads home.
        let home = layout.topCard.midX
        let after = result.frames.filter { $0.time > result.traceStart + 0.3 }
        let xs = try after.map { try #require(PresentedCard("p1", in: $0.layers)).bottomCentre.x }
        #expect((xs.first ?? 0) > home + 150)
        #expect(abs((xs.last ?? 0) - home) < 0.5)
        #expect(!xs.contains { $0 > 700 })
    }

    @Test("a second finger left on the card after the first lifts short does not swipe it")
    func secondFingerStaysAfterFirstLifts() throws {
        let result = try SwipeReplay.script("""
            down 400 200
            move 560 200 over 0.3
            down 600 260 finger 1
            hold 0.1
            up
            move 780 260 over 0.3 finger 1
            up finger 1
            hold 0.5
            """)
        #expect(result.events.isEmpty)
        #expect(result.app.remainingIDs == all)
        #expect(PresentedCard("p1", in: result.lastFrame).map { abs($0.degrees) < 1e-6 } == true)
        // Back at rest: the drag's state reset.
        #expect(PresentedCard("p1", in: result.lastFrame).map { abs($0.layer.transform.tx - layout.topCard.minX) < 0.5 } == true)
    }

    @Test("the like button tapped by another finger mid-drag wins; the drag's release then removes nothing")
    func buttonDuringDrag() throws {
        let result = try SwipeReplay.script("""
            down 300 200
            move 500 200 over 0.3
            down 455 438 finger 1
            hold 0.08
            up finger 1
            move 730 200 over 0.3
            up
            hold 0.5
            """)
        #expect(result.events == [.swiped(profile: "p1", direction: .like, trigger: .button)])
        #expect(result.app.remainingIDs == Array(all.dropFirst()))
        // The new top card never followed the old drag.
        #expect(result.frames.allSatisfy { frame in PresentedCard("p2", in: frame.layers).map { abs($0.degrees) < 1e-9 } ?? true })
        #expect((PresentedCard("p1", in: result.lastFrame)?.layer.screenBounds.minX ?? 0) > 800)
    }

    @Test("a touch cancelled mid-drag (unplugged screen) springs the card back")
    func cancelledDrag() throws {
        let result = try SwipeReplay.script("down 300 200\nmove 720 200 over 0.5\nunplug\n")
        #expect(result.events.isEmpty)
        #expect(result.app.remainingIDs == all)
        #expect(PresentedCard("p1", in: result.lastFrame).map { abs($0.degrees) < 1e-6 } == true)
    }

    @Test("only the top four cards are drawn; the cards below take no touches")
    func fourVisible() throws {
        let result = try SwipeReplay.script("down 400 375\nmove 700 375 over 0.4\nup\n")  // on the peeking edge of card 4
        #expect(result.events.isEmpty)
        let cards = result.lastFrame.filter { $0.id.rawValue.hasPrefix("card.") }
        #expect(cards.count == 4)
        #expect(result.frames.allSatisfy { frame in PresentedCard("p1", in: frame.layers).map { abs($0.degrees) < 1e-6 } ?? true })
    }
}
