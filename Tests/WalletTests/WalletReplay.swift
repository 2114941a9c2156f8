import Foundation
import Geometry
import KioskRuntime
import Scene
import Render
import TouchTrace
import TouchUI
import Wallet

/// Replays a touch script into a fresh wallet on a screen whose device units are points.
struct WalletReplay {
    /// The order and selection the app's events left.
    let state: WalletEventState
    let replay: AppReplay
    var events: [WalletEvent] = []
    var frames: [(time: Double, layers: [PresentedLayer])] = []

    static func run(_ script: String, screen: Size = Size(width: 800, height: 480), startDelay: Double? = nil,
                    settings: WalletSettings = WalletSettings()) throws -> WalletReplay {
        let header = "screen \(Int(screen.width))x\(Int(screen.height))\n"
        return try run(trace: TraceScript.build(header + script, file: "script"), screen: screen, startDelay: startDelay, settings: settings)
    }

    static func run(trace: TraceBuilder, screen: Size = Size(width: 800, height: 480), startDelay: Double? = nil,
                    settings: WalletSettings = WalletSettings()) throws -> WalletReplay {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("trace.yaml").path
        try trace.write(to: path)
        return try run(reader: TraceReader.open(path: path), screen: screen, startDelay: startDelay, settings: settings)
    }

    static func run(reader: TraceReader, screen: Size, startDelay: Double?, settings: WalletSettings) throws -> WalletReplay {
        let box = Box()
        let state = WalletEventState(order: Card.testCards.map(\.id))
        let runner = AppRunner(app: makeWallet(settings: settings) { event in
            state.apply(event)
            box.events.append(event)
        }, screen: screen)
        let replay = AppReplay(runner: runner, options: AppReplay.Options(startDelay: startDelay))
        replay.onFrame = { layers, time in box.frames.append((time, layers)) }
        try replay.run(reader: reader)
        var result = WalletReplay(state: state, replay: replay)
        result.events = box.events
        result.frames = box.frames
        return result
    }

    final class Box {
        var events: [WalletEvent] = []
        var frames: [(time: Double, layers: [PresentedLayer])] = []
    }

    /// The wallet as the kiosk runs it: its view, text measured by pango.
    static func makeWallet(settings: WalletSettings = WalletSettings(), onEvent: @escaping (WalletEvent) -> Void = { _ in }) -> ViewHost<WalletView> {
        ViewHost(WalletView(settings: settings, onEvent: onEvent), measurer: PangoTextMeasurer())
    }

    /// Centre of card `id` at rest on `screen`, from the wallet's own layout.
    static func centre(of id: String, screen: Size = Size(width: 800, height: 480), settings: WalletSettings = WalletSettings()) -> Point {
        let layout = WalletLayout(screen: screen, cardCount: Card.testCards.count, settings: settings)
        let index = Card.testCards.firstIndex { $0.id == id } ?? 0
        let frame = layout.restingFrame(forIndex: index)
        // Behind the front card only the top strip shows: aim there.
        let visibleHeight = index == 0 ? frame.height : settings.cardOffset
        return Point(x: frame.midX, y: frame.minY + visibleHeight / 2)
    }

    var order: [String] { state.order }
    var selected: String? { state.selected }

    /// Whether every card was drawn last at its resting place for the final
    /// order (nothing lifted, dragged or selected).
    var settled: Bool {
        guard let last = frames.last?.layers else { return false }
        let layout = WalletLayout(screen: Size(width: 800, height: 480), cardCount: order.count, settings: WalletSettings())
        return order.enumerated().allSatisfy { index, id in
            guard let layer = last.first(where: { $0.id.rawValue == "card." + id }) else { return false }
            let rest = layout.restingFrame(forIndex: index)
            return abs(layer.transform.tx - rest.minX) < 0.5 && abs(layer.transform.ty - rest.minY) < 0.5
        }
    }

    /// Replays a file of recordings/wallet/.
    static func recording(_ name: String, startDelay: Double? = nil) throws -> WalletReplay {
        let path = repositoryRoot.appendingPathComponent("recordings/wallet/\(name).yaml").path
        return try run(reader: TraceReader.open(path: path), screen: Size(width: 800, height: 480), startDelay: startDelay, settings: WalletSettings())
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The frame drawn last at or before `traceTime` seconds into the trace.
    func frame(atTraceTime traceTime: Double) -> [PresentedLayer]? {
        let time = (replay.traceStart ?? 0) + traceTime
        return frames.last { $0.time <= time + 1e-9 }?.layers
    }
}
