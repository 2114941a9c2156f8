import Foundation
import Geometry
import KioskRuntime
import Render
import Scene
import SwipeDeck
import TouchTrace
import TouchUI

/// Replays a recording (or an inline touch script) into a fresh swipe deck on
/// a virtual clock, keeping its events and every presented frame.
struct SwipeReplay {
    static let screen = Size(width: 800, height: 480)
    static let date = "Friday, 10 January"
    /// `recordings/swipe/` of the repository (through the dev package's symlinks too).
    static let recordings = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("recordings/swipe")

    let app: SwipeDeckModel
    var events: [SwipeEvent] = []
    var frames: [(time: Double, layers: [PresentedLayer])] = []
    /// The app's time of the trace's first event.
    var traceStart: Double = 0

    /// Replays `recordings/swipe/NAME.yaml`.
    static func recording(_ name: String, screen: Size = screen, settings: SwipeDeckSettings = SwipeDeckSettings()) throws -> SwipeReplay {
        try run(path: recordings.appendingPathComponent(name + ".yaml").path, screen: screen, settings: settings)
    }

    /// Replays a touch script written for an 800×480 device.
    static func script(_ script: String, screen: Size = screen, settings: SwipeDeckSettings = SwipeDeckSettings()) throws -> SwipeReplay {
        let trace = try TraceScript.build("screen \(Int(screen.width))x\(Int(screen.height))\n" + script, file: "script")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("trace.yaml").path
        try trace.write(to: path)
        return try run(path: path, screen: screen, settings: settings)
    }

    static func run(path: String, screen: Size, settings: SwipeDeckSettings) throws -> SwipeReplay {
        let app = SwipeDeckModel(date: date, settings: settings)
        let replay = AppReplay(runner: AppRunner(app: ViewHost(SwipeDeckView(model: app), measurer: PangoTextMeasurer()), screen: screen))
        let box = Box()
        app.onEvent = { box.events.append($0) }
        replay.onFrame = { layers, time in box.frames.append((time, layers)) }
        try replay.run(reader: TraceReader.open(path: path))
        var result = SwipeReplay(app: app)
        result.events = box.events
        result.frames = box.frames
        result.traceStart = replay.traceStart ?? 0
        return result
    }

    final class Box {
        var events: [SwipeEvent] = []
        var frames: [(time: Double, layers: [PresentedLayer])] = []
    }

    var lastFrame: [PresentedLayer] { frames.last?.layers ?? [] }

    /// The deck of `model` started on `screen` (the spring-in settled), text measured by pango.
    static func start(_ model: SwipeDeckModel, screen: Size) -> (host: ViewHost<SwipeDeckView>, runner: AppRunner) {
        let host = ViewHost(SwipeDeckView(model: model), measurer: PangoTextMeasurer())
        let runner = AppRunner(app: host, screen: screen)
        runner.start(at: 0)
        runner.advance(to: 2)
        return (host, runner)
    }
}

/// A card as presented in one frame, measured the way the tutorial defines its motion.
struct PresentedCard {
    let layer: PresentedLayer

    init?(_ profile: String, in layers: [PresentedLayer]) {
        guard let layer = layers.first(where: { $0.id.rawValue == DeckLayout.cardID(for: profile) }) else { return nil }
        self.layer = layer
    }

    /// Clockwise rotation on the screen, in degrees.
    var degrees: Double { atan2(layer.transform.b, layer.transform.a) * 180 / .pi }

    /// Where the middle of the card's bottom edge (the rotation's anchor) is on the screen.
    var bottomCentre: Point {
        layer.transform.apply(to: Point(x: layer.size.width / 2, y: layer.size.height))
    }

    var size: Size { layer.size }
}
