import Geometry
import Motion
import Render
import Scene
import SwipeDeck
import TestSupport
import Testing

/// Frames of the app rendered with Render's `SceneRenderer`, compared with
/// PNGs under `Golden/` by TestSupport's `GoldenImage` (`TOUCHDECK_UPDATE_GOLDENS=1` rewrites them).
@Suite("Swipe deck golden frames")
struct SwipeGoldenTests {
    static let background = RGBAColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7)

    private func check(_ name: String, _ layers: [PresentedLayer], size: Size, scale: Double = 1) throws {
        let renderer = try SceneRenderer(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale,
                                         background: Self.background)
        renderer.render(layers)
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: name)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("the top card mid-drag, turned 7.5° about its bottom edge over the stack")
    func rotatedCardMidDrag() throws {
        let result = try SwipeReplay.recording("drag-hold")
        let held = try #require(result.frames.last { $0.time < result.traceStart + 0.99 })
        try check("swipe-drag-800x480", held.layers, size: SwipeReplay.screen)
    }

    @Test("the deck at rest on a portrait kiosk")
    func portraitAtRest() throws {
        let screen = Size(width: 1080, height: 1920)
        let result = try SwipeReplay.script("down 10 10\nup\n", screen: screen)
        try check("swipe-rest-1080x1920@0.5", result.lastFrame, size: screen, scale: 0.5)
    }

    @Test("the empty deck: message and reload button, buttons dimmed")
    func emptyDeck() throws {
        let model = SwipeDeckModel(date: SwipeReplay.date)
        let deck = SwipeReplay.start(model, screen: SwipeReplay.screen)
        for _ in 0..<10 { model.swipe(.dislike) }
        deck.runner.advance(to: 3)  // the swipes are laid out, their springs start
        deck.runner.advance(to: 10)
        // The departed cards are parked off screen; only what is in sight is drawn.
        try check("swipe-empty-800x480", deck.runner.presented(), size: SwipeReplay.screen)
    }
}
