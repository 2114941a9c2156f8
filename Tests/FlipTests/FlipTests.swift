import Flip
import Geometry
import Render
import Scene
import TestSupport
import Testing

/// Seed 004's visible behaviour, replayed from touch traces.
@Suite("Flip (seed 004)")
struct FlipTests {
    /// The rotation3D angle of the flipping layer under card `index`, if drawn.
    static func angle(_ index: Int, in layers: [PresentedLayer]) -> Double? {
        func find(_ layer: PresentedLayer) -> Double? {
            if layer.rotation3D.degrees != 0 { return layer.rotation3D.degrees }
            for child in layer.children { if let found = find(child) { return found } }
            return nil
        }
        guard let card = FlipReplay.card(index, in: layers) else { return nil }
        return find(card) ?? 0
    }

    /// The countdown ring's end angle (degrees) under card `index`, if its face shows.
    static func ringEnd(_ index: Int, in layers: [PresentedLayer]) -> Double? {
        func find(_ layer: PresentedLayer) -> Double? {
            if case .shape(.path(let path), _, _) = layer.content {
                for element in path.elements {
                    if case .arc(_, _, _, let end, _) = element { return end.degrees }
                }
            }
            for child in layer.children { if let found = find(child) { return found } }
            return nil
        }
        return FlipReplay.card(index, in: layers).flatMap(find)
    }

    @Test("the tour: its flips are the events, in order, and the spade stays up")
    func tour() throws {
        let result = try FlipReplay.recording("tour")
        #expect(result.events == [
            .flipped(card: 0, faceUp: true), .flipped(card: 1, faceUp: true), .flipped(card: 1, faceUp: false),
            .flipped(card: 1, faceUp: true), .flipped(card: 1, faceUp: false),
        ])
        let last = try #require(result.frames.last?.layers)
        #expect(FlipReplay.card(0, in: last).map(FlipReplay.texts) == ["♠"])
        #expect(FlipReplay.card(1, in: last).map(FlipReplay.texts) == [])
        try expectGolden(result, at: 0.45, "flip-turning")
        try expectGolden(result, at: 3.5, "flip-countdown")
        try expectGolden(result, at: 99, "flip-end")
    }

    @Test("the face shows exactly while the card is turned less than 90°")
    func faceSwapsAtNinetyDegrees() throws {
        let result = try FlipReplay.script("down 113 240\nhold 0.1\nup\nhold 1.5\n")
        var sawBack = false, sawFace = false, turning = 0
        for frame in result.frames {
            guard let angle = Self.angle(0, in: frame.layers), let card = FlipReplay.card(0, in: frame.layers) else { continue }
            let face = FlipReplay.texts(in: card) == ["♠"]
            #expect(face == (angle < 90), "at \(angle)° the face is \(face ? "shown" : "hidden")")
            if angle > 0 && angle < 180 { turning += 1 }
            sawBack = sawBack || !face
            sawFace = sawFace || face
        }
        #expect(sawBack && sawFace)
        #expect(turning >= 20, "a 0.75 s flip is drawn frame by frame")
    }

    @Test("the flip is linear: 0.75 s from 180° to 0°")
    func flipIsLinear() throws {
        let result = try FlipReplay.script("down 113 240\nhold 0.1\nup\nhold 1.5\n")
        // The tap ends at the lift, 0.1 s into the trace.
        for (time, expected) in [(0.1 + 0.375, 90.0), (0.1 + 0.6, 36.0)] {
            let angle = try #require(result.frame(at: time).flatMap { Self.angle(0, in: $0) })
            #expect(abs(angle - expected) < 4, "at \(time) s: \(angle)°")
        }
    }

    @Test("the countdown ring runs down linearly from when the face shows, and restarts when it shows again")
    func countdownRing() throws {
        var settings = FlipSettings()
        settings.countdown = 4
        let result = try FlipReplay.script("down 113 240\nhold 0.1\nup\nhold 3\ndown 113 240\nhold 0.1\nup\nhold 1\ndown 113 240\nhold 0.1\nup\nhold 1\n",
                                           settings: settings)
        // The face shows at 90°, 0.375 s after the lift at 0.1 s: the ring starts full there.
        let start = 0.475
        for t in [1.0, 2.0, 3.0] {
            let end = try #require(result.frame(at: start + t).flatMap { Self.ringEnd(0, in: $0) })
            let expected = -(1 - t / 4) * 360 - 90
            #expect(abs(end - expected) < 8, "at \(t) s of 4: \(end)°, expected \(expected)°")
        }
        // Turned down and up again: the new face's ring starts full (−450°).
        let reopened = 3.2 + 1.1 + 0.375 + 0.05
        let end = try #require(result.frame(at: reopened).flatMap { Self.ringEnd(0, in: $0) })
        #expect(end < -420, "the ring starts afresh: \(end)°")
    }

    private func expectGolden(_ result: FlipReplay, at time: Double, _ name: String) throws {
        let problem = try result.recording.goldenMismatch(at: time, size: Size(width: 800, height: 480), name: name, besides: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
