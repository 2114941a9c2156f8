import Geometry
import Motion
import Render
import TestSupport
import Scene
import Testing
import Wallet

/// The recordings in recordings/wallet/, replayed as `touchdeck run wallet --replay` does.
@Suite("Wallet recordings")
struct WalletRecordingTests {
    static let initialOrder = ["visa", "mastercard", "amex", "discover", "unionpay"]

    @Test func tour() throws {
        let result = try WalletReplay.recording("tour")
        #expect(result.events == [
            .selected(card: "visa"), .deselected(card: "visa"), .pressing(card: "amex"),
            .reordered(card: "amex", from: 2, to: 4, order: ["visa", "mastercard", "discover", "unionpay", "amex"]),
        ])
        #expect(result.selected == nil)
        // Golden frames: the transactions shown, American Express mid-drag, the end.
        try expectGolden(result, at: 0.9, "tour-selected")
        try expectGolden(result, at: 3.75, "tour-dragging")
        try expectGolden(result, at: 99, "tour-end")
    }

    /// A replay is a pure function of the trace: the same frames, at the same times, every run.
    @Test func replaysAreReproducible() throws {
        let first = try WalletReplay.recording("tour"), second = try WalletReplay.recording("tour")
        #expect(first.frames.map(\.time) == second.frames.map(\.time))
        func fingerprint(_ layers: [PresentedLayer]) -> [String] {
            layers.map { "\($0.id) \($0.transform) \($0.opacity) \($0.lookHash)" }
        }
        #expect(first.frames.map { fingerprint($0.layers) } == second.frames.map { fingerprint($0.layers) })
        #expect(first.frames.count > 100)
    }

    @Test(arguments: [
        ("reorder-up-one", ["visa", "amex", "mastercard", "discover", "unionpay"]),
        ("reorder-down-one", ["visa", "mastercard", "discover", "amex", "unionpay"]),
        ("reorder-up-several", ["mastercard", "amex", "discover", "visa", "unionpay"]),
        ("reorder-down-several", ["visa", "unionpay", "mastercard", "amex", "discover"]),
        ("reorder-past-back", ["mastercard", "amex", "discover", "unionpay", "visa"]),
        ("reorder-past-front", ["unionpay", "visa", "mastercard", "amex", "discover"]),
        ("second-finger", ["visa", "mastercard", "discover", "unionpay", "amex"]),
    ])
    func reorders(name: String, order: [String]) throws {
        let result = try WalletReplay.recording(name)
        #expect(result.order == order)
        #expect(result.selected == nil)
        #expect(result.settled)
    }

    @Test func tapOpenClose() throws {
        let result = try WalletReplay.recording("tap-open-close")
        #expect(result.events == [.selected(card: "visa"), .deselected(card: "visa")])
        #expect(result.order == Self.initialOrder)
    }

    @Test func pressAndDragDoesNothing() throws {
        let result = try WalletReplay.recording("press-and-drag")
        #expect(result.events.isEmpty)
        #expect(result.order == Self.initialOrder)
    }

    @Test func earlyTapWhileSlidingIn() throws {
        let result = try WalletReplay.recording("early-tap", startDelay: 0)
        #expect(result.events == [.selected(card: "visa")])
        // The tap came while the first cards were still off in their delays.
        let first = try #require(result.frames.first { $0.time >= (result.replay.traceStart ?? 0) })
        #expect(first.layers.contains { $0.id == "card.visa" && $0.opacity < 1 })
    }

    @Test func unplugMidDragResetsAndSettlesBack() throws {
        let result = try WalletReplay.recording("unplug-mid-drag")
        #expect(result.order == Self.initialOrder)
        #expect(result.settled)
        #expect(result.events == [.pressing(card: "amex")])
        try expectGolden(result, at: 99, "unplug-settled")
    }

    private func expectGolden(_ result: WalletReplay, at traceTime: Double, _ name: String) throws {
        let layers = try #require(result.frame(atTraceTime: traceTime))
        let renderer = try SceneRenderer(width: 800, height: 480, scale: 1, background: .white)
        _ = renderer.render(layers)
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: name)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
