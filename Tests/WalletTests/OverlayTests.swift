import Geometry
import KioskRuntime
import Render
import Scene
import TestSupport
import Testing

/// `touchdeck run wallet --overlay`: the touch overlay drawn over the wallet
/// on a synthetic trace, as golden frames and as what it says.
@Suite("Touch overlay")
struct OverlayTests {
    static let screen = Size(width: 800, height: 480)

    /// A finger that wanders 60 pt across the Visa card (a press, then a drag
    /// sideways), lifts, and later flicks 70 pt in 40 ms: a failed tap.
    static let script = """
        down 400 370            # 0: on the Visa card, in front
        hold 0.2
        move 460 370 over 0.3   # 0.2 … 0.5
        hold 0.1
        up                      # 0.6
        hold 1
        down 400 420            # 1.6
        move 470 420 over 0.04
        up                      # 1.64
        hold 1
        """

    static func replay(_ script: String = script, overlay: TouchOverlay? = TouchOverlay()) throws -> AppRecording {
        return try AppRecording.replay(WalletReplay.makeWallet(), screen: screen, script: script, overlay: overlay)
    }

    /// The overlay's layers in a frame.
    static func overlayIDs(_ layers: [PresentedLayer]) -> [String] {
        layers.map(\.id.rawValue).filter { $0.hasPrefix("overlay.") }
    }

    @Test("golden frames: finger down (tolerance circles), mid-drag (trail, phases), after a failed tap")
    func goldens() throws {
        let recording = try Self.replay()
        for (time, name) in [(0.15, "overlay-down"), (0.45, "overlay-drag"), (1.7, "overlay-failed")] {
            let problem = try recording.goldenMismatch(at: time, size: Self.screen, name: name, besides: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test("the panel lists the card's gesture and its phases, timed from the touch-down")
    func panel() throws {
        let recording = try Self.replay()
        func panel(at time: Double) -> [String] {
            guard let layers = recording.frame(at: time) else { return [] }
            // The panel's lines, top to bottom (the legend's come first in drawing order).
            return layers.filter { $0.id.rawValue.hasPrefix("overlay.phases/") }.compactMap {
                if case .text(let text, _, _, _) = $0.content { text } else { nil }
            }
        }
        let heading = "touch 1 on card.visa at 400,370"
        let name = " Exclusive<Tap, Sequence<LongPress, Drag>>"
        #expect(panel(at: 0.15) == [heading, name, "   possible 0 ms"])
        // Paused behind the tap until the finger is 45 pt away: at 0.2 + 0.225 s.
        #expect(panel(at: 0.45) == [heading, name, "   possible 0 ms → active 425 ms"])
        #expect(panel(at: 1.5) == [heading, name, "   possible 0 ms → active 425 ms → ended 600 ms"])
        // The flick, 5 scans 8 ms apart: the press fails at 14 pt, the tap at 56 pt (the fourth scan).
        #expect(panel(at: 1.7) == ["touch 2 on card.visa at 400,420", name, "   possible 0 ms → failed(movedTooFar) 32 ms"])
    }

    @Test("drawn frame by frame as the kiosk does (damage only), every frame matches a full redraw within the golden tolerance")
    func incrementalFramesMatchFullRedraws() throws {
        let recording = try Self.replay()
        let incremental = try SceneRenderer(width: Int(Self.screen.width), height: Int(Self.screen.height))
        var checked = 0
        for (index, frame) in recording.frames.enumerated() {
            _ = incremental.render(frame.layers)
            // Every fifth frame, and the last: enough to catch damage that misses a mark.
            guard index % 5 == 0 || index == recording.frames.count - 1 else { continue }
            let full = try SceneRenderer(width: Int(Self.screen.width), height: Int(Self.screen.height))
            _ = full.render(frame.layers)
            let differing = Self.differingPixels(incremental, full)
            #expect(differing == 0, "frame \(index) at \(frame.time): \(differing) pixels differ from a full redraw by more than 1/255")
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test("a trail keeps the last 0.5 s or 64 positions; a lifted touch is gone 0.5 s later; nothing grows with time")
    func bounded() throws {
        // 4 s of circling at 120 scans a second: 480 positions.
        var script = "down 300 240\n"
        for _ in 0..<4 {
            script += "move 500 240 over 0.25\nmove 500 400 over 0.25\nmove 300 400 over 0.25\nmove 300 240 over 0.25\n"
        }
        script += "up\nhold 2\n"
        let recording = try Self.replay(script)
        let trailCounts = recording.frames.map { Self.overlayIDs($0.layers).filter { $0.hasPrefix("overlay.touch.1.trail") }.count }
        #expect((trailCounts.max() ?? 0) > 30)
        #expect((trailCounts.max() ?? 0) <= 63)
        let last = try #require(recording.frames.last)
        #expect(!Self.overlayIDs(last.layers).contains { $0.hasPrefix("overlay.touch.") })
        // The legend goes with the touches; the panel stays, with the last sequence.
        #expect(!Self.overlayIDs(last.layers).contains { $0.hasPrefix("overlay.legend") })
        #expect(Self.overlayIDs(last.layers).contains("overlay.phases"))
        // Lifted at 4 s: faded out by 4.5 s, and the replay stopped asking for frames then.
        let fadedOut = recording.traceStart + 4 + 0.5 + 1.0 / 60 + 1e-6
        let afterFade = recording.frames.filter { $0.time > fadedOut }
        #expect(afterFade.allSatisfy { !Self.overlayIDs($0.layers).contains { $0.hasPrefix("overlay.touch.") } })
    }

    @Test("the overlay changes nothing in the app: same end state, same last frame under it")
    func appUnchanged() throws {
        let plain = try Self.replay(overlay: nil)
        let overlaid = try Self.replay()
        func appFingerprint(_ recording: AppRecording) -> [String] {
            (recording.frames.last?.layers ?? []).filter { !$0.id.rawValue.hasPrefix("overlay.") }
                .map { "\($0.id) \($0.transform) \($0.opacity) \($0.lookHash)" }
        }
        #expect(!appFingerprint(plain).isEmpty)
        #expect(appFingerprint(plain) == appFingerprint(overlaid))
        #expect(plain.frames.allSatisfy { Self.overlayIDs($0.layers).isEmpty })
        #expect(plain.traceStart == overlaid.traceStart)
    }

    @Test("replays with the overlay are reproducible: the same frames at the same times")
    func reproducible() throws {
        let first = try Self.replay(), second = try Self.replay()
        func fingerprint(_ recording: AppRecording) -> [[String]] {
            recording.frames.map { $0.layers.map { "\($0.id) \($0.transform) \($0.opacity) \($0.lookHash)" } }
        }
        #expect(first.frames.map(\.time) == second.frames.map(\.time))
        #expect(fingerprint(first) == fingerprint(second))
    }

    /// Pixels whose channels differ by more than `GoldenImage.tolerance` (cairo rounds a
    /// translucent stroke drawn under a damage clip ±1 differently from one drawn whole).
    static func differingPixels(_ a: SceneRenderer, _ b: SceneRenderer) -> Int {
        PixelDifference(a, b).overTolerance
    }
}
