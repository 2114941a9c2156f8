import Geometry
import Gestures
import Scene
import Render
import SwipeDeck
import Testing
import TouchdeckBench
import TouchModel
import TouchTrace
import TouchUI

@Suite("Swipe deck model, rule and layout")
struct SwipeModelTests {
    @Test("the release rule: the translation decides first, then a flick's predicted end")
    func releaseRule() {
        let settings = SwipeDeckSettings()
        #expect(settings.release(translation: 401, predictedEndTranslation: 401, screenWidth: 800)! == (.like, .drag))
        #expect(settings.release(translation: -401, predictedEndTranslation: -401, screenWidth: 800)! == (.dislike, .drag))
        #expect(settings.release(translation: 400, predictedEndTranslation: 400, screenWidth: 800) == nil)  // "> 0.5", not "≥"
        #expect(settings.release(translation: 399, predictedEndTranslation: 0, screenWidth: 800) == nil)
        #expect(settings.release(translation: 100, predictedEndTranslation: 650, screenWidth: 800)! == (.like, .flick))
        #expect(settings.release(translation: -80, predictedEndTranslation: -900, screenWidth: 800)! == (.dislike, .flick))
        // Dragged far right, then flung back left: the translation at release wins.
        #expect(settings.release(translation: 450, predictedEndTranslation: -700, screenWidth: 800)! == (.like, .drag))
        var strict = settings
        strict.countsFlicks = false
        #expect(strict.release(translation: 100, predictedEndTranslation: 650, screenWidth: 800) == nil)
        var loose = settings
        loose.threshold = 0.25
        #expect(loose.release(translation: 201, predictedEndTranslation: 201, screenWidth: 800)! == (.like, .drag))
        #expect(settings.release(translation: 500, predictedEndTranslation: 500, screenWidth: 0) == nil)
    }

    @Test("rotation is translation / screenWidth × maximumRotation degrees")
    func rotation() {
        var settings = SwipeDeckSettings()
        #expect(settings.rotation(forTranslation: 400, screenWidth: 800) == 12.5)
        #expect(settings.rotation(forTranslation: -1080, screenWidth: 1080) == -25)
        settings.maximumRotation = 40
        #expect(settings.rotation(forTranslation: 200, screenWidth: 800) == 10)
    }

    @Test("the buttons' actions, the empty deck and reload, through the API")
    func actions() {
        let model = SwipeDeckModel(date: "Friday, 10 January")
        var events: [SwipeEvent] = []
        model.onEvent = { events.append($0) }
        model.swipe(.like)
        #expect(events == [.swiped(profile: "p1", direction: .like, trigger: .button)])
        for _ in 0..<9 { model.swipe(.dislike) }
        #expect(model.remainingIDs.isEmpty && model.visibleIDs.isEmpty)
        #expect(model.departures.map(\.profile.id) == ["p8", "p9", "p10"])  // older flights were pushed out
        model.swipe(.like)  // nothing left to swipe
        #expect(events.count == 10)
        model.reload()
        #expect(events.last == .reloaded)
        #expect(model.remainingIDs == Profile.testProfiles.map(\.id))
        #expect(model.departures.isEmpty)
    }

    @Test("changes are animated: .spring() for the deck, nothing while idle")
    func transactions() {
        let model = SwipeDeckModel(date: "d")
        let host = ViewHost(SwipeDeckView(model: model), measurer: nil)
        let screen = Size(width: 800, height: 480)
        _ = host.layout(screen: screen)
        _ = host.takeTransaction()
        #expect(!host.hasChanges)
        host.appear()
        #expect(host.hasChanges, "the view read the model: its change marks the view")
        _ = host.layout(screen: screen)
        #expect(host.takeTransaction().animation == SwipeDeckSettings().deckAnimation)
        model.swipe(.dislike)
        _ = host.layout(screen: screen)
        #expect(host.takeTransaction().animation == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(!host.hasChanges)
    }

    @Test("profiles: ten, unique ids, each with a title and a mutual friends line")
    func profiles() {
        let profiles = Profile.testProfiles
        #expect(profiles.count == 10)
        #expect(Set(profiles.map(\.id)).count == 10)
        #expect(profiles[0].title == "Ava Chen, 27")
        #expect(profiles[0].initials == "AC")
        #expect(profiles.first { $0.mutualFriends == 1 }?.mutualFriendsText == "1 Mutual Friend")
        #expect(profiles[0].mutualFriendsText == "12 Mutual Friends")
    }

    @Test("the layout fits every kiosk shape: header, four stacked cards, buttons below", arguments: [
        Size(width: 800, height: 480), Size(width: 1280, height: 800), Size(width: 1080, height: 1920), Size(width: 1920, height: 1080),
    ])
    func layoutFits(screen: Size) {
        let settings = SwipeDeckSettings()
        let layout = DeckLayout(screen: screen, settings: settings)
        let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        let back = layout.cardFrame(depth: 3)
        #expect(layout.headerFrame.minX >= 0 && layout.headerFrame.minY >= 0)
        #expect(layout.topCard.minY >= layout.headerFrame.maxY)
        #expect(layout.topCard.minX >= 0 && layout.topCard.maxX <= screen.width)
        #expect(layout.dislikeButton.minY >= back.maxY && layout.likeButton.minY >= back.maxY)
        for button in [layout.likeButton, layout.dislikeButton, layout.reloadButton] {
            #expect(bounds.containsHalfOpen(Point(x: button.minX, y: button.minY)) && button.maxX <= screen.width && button.maxY <= screen.height)
        }
        #expect(layout.dislikeButton.maxX < layout.likeButton.minX)
        #expect(layout.topCard.height > 200)
        // The tutorial's stack: 10 × depth narrower (centred) and lower.
        for depth in 0..<4 {
            let frame = layout.cardFrame(depth: depth)
            #expect(frame.width == layout.topCard.width - 10 * CGFloat(depth))
            #expect(frame.minY == layout.topCard.minY + 10 * CGFloat(depth))
            #expect(abs(frame.midX - layout.topCard.midX) < 1e-9)
        }
        // A card sent off is wholly off the screen: turned about its bottom centre, no
        // corner comes further back than the unturned card's left edge.
        #expect(layout.topCard.minX + layout.flyOffDistance > screen.width)
    }

    @Test("--layout: the visible cards top first and the buttons, from the laid-out views")
    func touchableLayout() {
        let model = SwipeDeckModel(date: "d")
        let screen = Size(width: 1080, height: 1920)
        let layout = DeckLayout(screen: screen, settings: model.settings)
        let runner = SwipeReplay.start(model, screen: screen)
        let host = runner.host
        #expect(host.touchableFrames().map(\.id) == ["card.p1", "card.p2", "card.p3", "card.p4", "button.dislike", "button.like"])
        #expect(host.touchableFrames().prefix(4).map(\.frame) == (0..<4).map(layout.cardFrame(depth:)))
        #expect(host.touchableFrames().suffix(2).map(\.frame) == [layout.dislikeButton, layout.likeButton])
        for _ in 0..<10 { model.swipe(.like) }
        runner.runner.advance(to: 5)
        #expect(host.touchableFrames().map(\.id) == ["button.dislike", "button.like", "button.reload"])
        #expect(host.touchableFrames().last?.frame == layout.reloadButton)
    }

    @Test("settings: visible count and card spacing come from the config")
    func configuredDeck() {
        var settings = SwipeDeckSettings()
        settings.visibleCount = 2
        settings.cardSpacing = 20
        let model = SwipeDeckModel(date: "d", settings: settings)
        let runner = SwipeReplay.start(model, screen: Size(width: 1280, height: 800))
        let cards = runner.host.touchableFrames().filter { $0.id.hasPrefix("card.") }
        #expect(cards.map(\.id) == ["card.p1", "card.p2"])
        #expect(cards[1].frame.minY - cards[0].frame.minY == 20)
        #expect(cards[0].frame.width - cards[1].frame.width == 20)
    }

    @Test("bench swipe --release's taps on the like button send four cards off, and every timed frame moves")
    func releaseBenchmarkSwipes() throws {
        let screen = Size(width: 800, height: 480)
        let model = SwipeDeckModel(date: "Saturday, 21 November")
        let like = DeckLayout(screen: screen, settings: model.settings).likeButton
        let before = model.deck.map(\.id)
        let result = try AppBenchmark.runAnimation(app: ViewHost(SwipeDeckView(model: model), measurer: nil), screen: screen,
                                                   tap: Point(x: like.midX, y: like.midY), framesPerTap: 60, clock: { 0 })
        #expect(result.frames == 240)
        #expect(model.deck.map(\.id) == Array(before.dropFirst(4)))
    }

    @Test("bench tour times a frame after every touch scan of the tour, and the deck ends as the plain replay leaves it")
    func tourBenchmarkTimesEveryScan() throws {
        let path = SwipeReplay.recordings.appendingPathComponent("tour.yaml").path
        let reader = try TraceReader.open(path: path)
        var records: [TraceRecord] = []
        while let record = try reader.next() { records.append(record) }
        let scans = records.filter {
            if case .event(_, let event) = $0 { return event.type == EventType.syn && event.code == SynCode.report }
            return false
        }.count
        let model = SwipeDeckModel(date: "Saturday, 21 November")
        let result = try TourBenchmark.run(app: ViewHost(SwipeDeckView(model: model), measurer: nil), screen: SwipeReplay.screen,
                                           records: records, tracePath: path, clock: { 0 })
        #expect(scans > 200)
        #expect(result.frames == scans)
        let replayed = try SwipeReplay.recording("tour")
        #expect(model.deck.map(\.id) == replayed.app.deck.map(\.id))
    }

    @Test("the date header shows the date it is given")
    func header() throws {
        let host = ViewHost(SwipeDeckView(model: SwipeDeckModel(date: "Saturday, 11 January")), measurer: PangoTextMeasurer())
        let header = try #require(host.layout(screen: Size(width: 800, height: 480)).first { $0.id.rawValue == DeckLayout.headerID })
        let texts = header.children.compactMap(\.content.textString)
        #expect(texts == ["Saturday, 11 January", "Today"])
        #expect(header.frame.minX + header.offset.width < 20 && header.frame.minY + header.offset.height < 20)
    }
}

private func == (lhs: (SwipeDirection, SwipeTrigger), rhs: (SwipeDirection, SwipeTrigger)) -> Bool {
    lhs.0 == rhs.0 && lhs.1 == rhs.1
}
