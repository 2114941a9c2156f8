import Cards
import Foundation
import Geometry
import Render
import Scene
import TestSupport
import Testing
import TouchTrace
import TouchUI

/// Seed 002's visible behaviour, replayed from touch traces.
@Suite("Cards (seed 002)")
struct CardsTests {
    static let screen = Size(width: 800, height: 480)
    static let tour = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("recordings/cards/tour.yaml").path

    /// The game and its replay.
    static func replay(_ play: (any TouchApp) throws -> AppRecording) throws -> (GameState, [CardsEvent], AppRecording) {
        let game = GameState()
        let box = Box()
        game.onEvent = { box.events.append($0) }
        let recording = try play(ViewHost(CardsView(game: game), measurer: PangoTextMeasurer()))
        return (game, box.events, recording)
    }

    final class Box { var events: [CardsEvent] = [] }

    /// Card `value`'s presented layer (its matched-geometry layer), wherever it is.
    static func card(_ value: Int, in layers: [PresentedLayer]) -> PresentedLayer? {
        for layer in layers {
            if layer.id.rawValue.hasPrefix("matched/"), layer.id.rawValue.hasSuffix("/\(value)") { return layer }
            if let found = card(value, in: layer.children) { return found }
        }
        return nil
    }

    @Test("the tour: two cards to the first hand, one to the second, the first put back")
    func tourEvents() throws {
        let (game, events, recording) = try Self.replay { try AppRecording.replay($0, screen: Self.screen, reader: TraceReader.open(path: Self.tour)) }
        #expect(events == [.dealt(card: 2, hand: 1), .dealt(card: 16, hand: 1), .dealt(card: 17, hand: 2), .returned(card: 2, hand: 1)])
        #expect(game.hands.map { $0.cards.map(\.value) } == [[16], [17]])
        #expect(game.deck.cards.last?.value == 2)
        for (time, name) in [(1.35, "cards-two-in-flight"), (99, "cards-end")] {
            let problem = try recording.goldenMismatch(at: time, size: Self.screen, name: name, besides: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test("on a portrait 480×800 screen the table fits (a 700-wide row put the + buttons off the left edge): the portrait tour plays the same story")
    func portraitTour() throws {
        let portrait = Size(width: 480, height: 800)
        let path = URL(fileURLWithPath: Self.tour).deletingLastPathComponent().appendingPathComponent("tour-portrait.yaml").path
        let (game, events, recording) = try Self.replay { try AppRecording.replay($0, screen: portrait, reader: TraceReader.open(path: path)) }
        #expect(events == [.dealt(card: 2, hand: 1), .dealt(card: 16, hand: 1), .dealt(card: 17, hand: 2), .returned(card: 2, hand: 1)])
        #expect(game.hands.map { $0.cards.map(\.value) } == [[16], [17]])
        // Every card shown lies on the screen.
        let last = try #require(recording.frames.last?.layers)
        for value in [2, 16, 17] {
            let bounds = try #require(Self.card(value, in: last)?.screenBounds, "card \(value) not shown")
            #expect(bounds.minX >= 0 && bounds.maxX <= portrait.width && bounds.minY >= 0 && bounds.maxY <= portrait.height, "card \(value) at \(bounds)")
        }
        // Twenty cards in one hand close up within the row, 16 from the right edge.
        let full = GameState()
        for _ in 0..<18 { full.deal(to: full.hands[0]) }
        let crowded = try AppRecording.replay(ViewHost(CardsView(game: full), measurer: PangoTextMeasurer()), screen: portrait, script: "down 470 790\nhold 0.05\nup\n")
        let layers = try #require(crowded.frames.last?.layers)
        let rightmost = full.hands[0].cards.compactMap { Self.card($0.value, in: layers)?.screenBounds.maxX }.max() ?? .infinity
        #expect(rightmost <= portrait.width - 16 + 0.5, "\(rightmost)")
    }

    @Test("a dealt card flies from the deck to the hand, whole and opaque all the way, and is never in two places")
    func cardsFlyInsteadOfFading() throws {
        let (_, _, recording) = try Self.replay { try AppRecording.replay($0, screen: Self.screen, script: "down 72 262\nhold 0.1\nup\nhold 1.5\n") }
        var positions: [Point] = []
        for frame in recording.frames {
            var count = 0
            func countTwo(_ layers: [PresentedLayer]) {
                for layer in layers {
                    if layer.id.rawValue.hasPrefix("matched/"), layer.id.rawValue.hasSuffix("/2") { count += 1 }
                    countTwo(layer.children)
                }
            }
            countTwo(frame.layers)
            #expect(count <= 1)
            guard let card = Self.card(2, in: frame.layers) else { continue }
            #expect(card.opacity == 1)
            #expect(abs(card.size.width - 50) < 0.01 && abs(card.size.height - 75) < 0.01, "cards keep their size as they move")
            positions.append(Point(x: card.screenBounds.midX, y: card.screenBounds.midY))
        }
        let start = try #require(positions.first), end = try #require(positions.last)
        #expect(abs(start.x - 400) < 1 && end.x < 200 && end.y > start.y + 60)
        // In between it passes through intermediate places: a flight, not a jump.
        #expect(positions.contains { $0.x < start.x - 50 && $0.x > end.x + 50 })
    }

    @Test("dealing from an empty deck gathers the hands' cards and reshuffles, the same way for the same seed")
    func reshufflesWhenEmpty() {
        let game = GameState(seed: 7), again = GameState(seed: 7)
        var events: [CardsEvent] = []
        game.onEvent = { events.append($0) }
        for round in 0..<21 { game.deal(to: game.hands[round % 2]) }
        #expect(events.filter { if case .reshuffled = $0 { true } else { false } }.count == 1)
        #expect(game.hands.map(\.cards.count).reduce(0, +) == 1 && game.deck.cards.count == 19)
        for round in 0..<21 { again.deal(to: again.hands[round % 2]) }
        #expect(again.deck.cards == game.deck.cards)
        #expect(GameState(seed: 8).deck.cards != GameState(seed: 7).deck.cards)
    }
}
