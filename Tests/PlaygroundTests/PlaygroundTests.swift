import Geometry
import Playground
import Render
import Scene
import TestSupport
import Testing

/// Seed 003's visible behaviour, replayed from touch traces.
@Suite("Gestures playground (seed 003)")
struct PlaygroundTests {
    static func centre(_ layers: [PresentedLayer]) -> Point? {
        PlaygroundReplay.heart(in: layers).map { Point(x: $0.screenBounds.midX, y: $0.screenBounds.midY) }
    }

    @Test("the tour: a tap presses, two long-press-then-drags move the heart, which stays where dropped")
    func tour() throws {
        let result = try PlaygroundReplay.recording("tour")
        #expect(result.events == [.pressed, .pressed, .dropped(x: 150, y: 60), .pressed, .dropped(x: 50, y: -40)])
        let end = try #require(result.frames.last.flatMap { Self.centre($0.layers) })
        #expect(abs(end.x - 450) < 0.5 && abs(end.y - 200) < 0.5)
        let lastTexts = PlaygroundReplay.texts(in: result.frames.last?.layers ?? [])
        #expect(lastTexts.contains("@State position: (50, -40)"))
        try expectGolden(result, at: 1.3, "playground-pressed")
        try expectGolden(result, at: 99, "playground-end")
    }

    @Test("while held, the heart dims through @GestureState and comes back on the lift")
    func pressedStateResets() throws {
        let result = try PlaygroundReplay.script("down 400 240\nhold 0.5\nup\nhold 0.5\n")
        func heartOpacity(_ layers: [PresentedLayer]) -> Double? {
            var found: Double?
            func walk(_ layer: PresentedLayer) {
                if layer.opacity < 1, layer.opacity > 0 { found = layer.opacity }
                layer.children.forEach(walk)
            }
            PlaygroundReplay.heart(in: layers).map(walk)
            return found
        }
        #expect(result.frame(at: 0.3).flatMap(heartOpacity) == 0.4)
        #expect(result.frame(at: 0.9).flatMap(heartOpacity) == nil)
        #expect(PlaygroundReplay.texts(in: result.frame(at: 0.3) ?? []).contains("  @GestureState longPressTap: true"))
        #expect(PlaygroundReplay.texts(in: result.frame(at: 0.9) ?? []).contains("  @GestureState longPressTap: false"))
    }

    @Test("a drag without the long press first moves nothing; the heart follows a drag after it, live")
    func longPressBeforeDrag() throws {
        let early = try PlaygroundReplay.script("down 400 240\nmove 550 240 over 0.3\nup\nhold 0.5\n")
        #expect(!early.events.contains { if case .dropped = $0 { true } else { false } })
        #expect(early.frames.allSatisfy { frame in Self.centre(frame.layers).map { abs($0.x - 400) < 0.5 } ?? true })
        let held = try PlaygroundReplay.script("down 400 240\nhold 1.2\nmove 500 240 over 0.5\nhold 0.3\nup\n")
        // Mid-drag the heart is under the finger: half-way, 50 pt along.
        let middle = try #require(held.frame(at: 1.45).flatMap(Self.centre))
        #expect(abs(middle.x - 450) < 6, "mid-drag at \(middle.x)")
    }

    private func expectGolden(_ result: PlaygroundReplay, at time: Double, _ name: String) throws {
        let problem = try result.recording.goldenMismatch(at: time, size: Size(width: 800, height: 480), name: name, besides: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
