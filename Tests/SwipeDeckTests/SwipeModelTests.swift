import Geometry
import Gestures
import Scene
import SwipeDeck
import Testing

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
        let app = SwipeDeckApp(date: "Friday, 10 January")
        var events: [SwipeEvent] = []
        app.onEvent = { events.append($0) }
        app.swipe(.like)
        #expect(events == [.swiped(profile: "p1", direction: .like, trigger: .button)])
        for _ in 0..<9 { app.swipe(.dislike) }
        #expect(app.remainingIDs.isEmpty && app.visibleIDs.isEmpty)
        #expect(app.departures.map(\.profile.id) == ["p8", "p9", "p10"])  // older flights were pushed out
        app.swipe(.like)  // nothing left to swipe
        #expect(events.count == 10)
        app.reload()
        #expect(events.last == .reloaded)
        #expect(app.remainingIDs == Profile.testProfiles.map(\.id))
        #expect(app.departures.isEmpty)
    }

    @Test("changes are animated: .spring() for the deck, nothing while idle")
    func transactions() {
        let app = SwipeDeckApp(date: "d")
        _ = app.takeTransaction()
        #expect(app.takeTransaction().animation == nil)
        app.swipe(.dislike)
        #expect(app.takeTransaction().animation == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(app.takeTransaction().animation == nil)
        app.appear()
        #expect(app.takeTransaction().animation == SwipeDeckSettings().deckAnimation)
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
            #expect(bounds.contains(Point(x: button.minX, y: button.minY)) && button.maxX <= screen.width && button.maxY <= screen.height)
        }
        #expect(layout.dislikeButton.maxX < layout.likeButton.minX)
        #expect(layout.topCard.height > 200)
        // The tutorial's stack: 10 × depth narrower (centred) and lower.
        for depth in 0..<4 {
            let frame = layout.cardFrame(depth: depth)
            #expect(frame.width == layout.topCard.width - 10 * Double(depth))
            #expect(frame.minY == layout.topCard.minY + 10 * Double(depth))
            #expect(abs(frame.midX - layout.topCard.midX) < 1e-9)
        }
        // A card sent off is wholly off the screen: turned about its bottom centre, no
        // corner comes further back than the unturned card's left edge.
        #expect(layout.topCard.minX + layout.flyOffDistance > screen.width)
    }

    @Test("the layout summary: the visible cards top first, the buttons, the threshold")
    func layoutSummary() {
        let app = SwipeDeckApp(date: "d")
        let screen = Size(width: 1080, height: 1920)
        let layout = DeckLayout(screen: screen, settings: app.settings)
        let summary = app.layoutSummary(screen: screen)
        #expect(summary.screen == screen)
        #expect(summary.threshold == 0.5)
        #expect(summary.cards.map(\.id) == ["p1", "p2", "p3", "p4"])
        #expect(summary.cards.map(\.frame) == (0..<4).map(layout.cardFrame(depth:)))
        #expect(summary.like == layout.likeButton && summary.dislike == layout.dislikeButton)
        #expect(summary.reload == nil)
        for _ in 0..<10 { app.swipe(.like) }
        #expect(app.layoutSummary(screen: screen).cards.isEmpty)
        #expect(app.layoutSummary(screen: screen).reload == layout.reloadButton)
    }

    @Test("settings: visible count and card spacing come from the config")
    func configuredDeck() {
        var settings = SwipeDeckSettings()
        settings.visibleCount = 2
        settings.cardSpacing = 20
        let app = SwipeDeckApp(date: "d", settings: settings)
        app.appear()
        let screen = Size(width: 1280, height: 800)
        let layers = app.layout(screen: screen)
        #expect(layers.filter { $0.id.rawValue.hasPrefix("card.") }.map(\.id) == ["p1", "p2"].map(DeckLayout.layerID(for:)))
        let summary = app.layoutSummary(screen: screen)
        #expect(summary.cards.count == 2)
        #expect(summary.cards[1].frame.minY - summary.cards[0].frame.minY == 20)
        #expect(summary.cards[0].frame.width - summary.cards[1].frame.width == 20)
    }

    @Test("the date header shows the date it is given")
    func header() throws {
        let app = SwipeDeckApp(date: "Saturday, 11 January")
        let header = try #require(app.layout(screen: Size(width: 800, height: 480)).first { $0.id == DeckLayout.headerID })
        let texts = header.children.compactMap { layer -> String? in
            if case .text(let string, _, _, _) = layer.content { return string }
            return nil
        }
        #expect(texts == ["Saturday, 11 January", "Today"])
        #expect(header.frame.minX < 20 && header.frame.minY < 20)
    }
}

private func == (lhs: (SwipeDirection, SwipeTrigger), rhs: (SwipeDirection, SwipeTrigger)) -> Bool {
    lhs.0 == rhs.0 && lhs.1 == rhs.1
}
