import Flip
import Foundation
import Geometry
import Kiosk
import Render
import Scene
import TouchTrace
import TouchUI

/// Replays a recording or a touch script into a fresh flip app on a virtual
/// clock, keeping its events and every presented frame.
struct FlipReplay {
    static let screen = Size(width: 800, height: 480)
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("recordings/flip")

    var events: [FlipEvent] = []
    var frames: [(time: Double, layers: [PresentedLayer])] = []
    var traceStart = 0.0

    static func recording(_ name: String) throws -> FlipReplay {
        try run(reader: TraceReader.open(path: recordings.appendingPathComponent(name + ".yaml").path), settings: FlipSettings())
    }

    static func script(_ script: String, settings: FlipSettings = FlipSettings()) throws -> FlipReplay {
        let trace = try TraceScript.build("screen 800x480\n" + script, file: "script")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flip-\(UUID().uuidString).yaml").path
        try trace.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try run(reader: TraceReader.open(path: path), settings: settings)
    }

    static func run(reader: TraceReader, settings: FlipSettings) throws -> FlipReplay {
        let box = Box()
        let host = ViewHost(FlipView(settings: settings) { box.events.append($0) }, measurer: PangoTextMeasurer())
        let replay = AppReplay(runner: AppRunner(app: host, screen: screen))
        replay.onFrame = { layers, time in box.frames.append((time, layers)) }
        try replay.run(reader: reader)
        var result = FlipReplay()
        result.events = box.events
        result.frames = box.frames
        result.traceStart = replay.traceStart ?? 0
        return result
    }

    final class Box {
        var events: [FlipEvent] = []
        var frames: [(time: Double, layers: [PresentedLayer])] = []
    }

    /// The frame drawn last at or before `traceTime` seconds into the trace.
    func frame(at traceTime: Double) -> [PresentedLayer]? {
        frames.last { $0.time <= traceStart + traceTime + 1e-9 }?.layers
    }

    /// Card `index`'s presented layer in `layers`.
    static func card(_ index: Int, in layers: [PresentedLayer]) -> PresentedLayer? {
        layers.first { $0.id.rawValue == FlipLayout.cardID(index) }
    }

    /// Texts drawn anywhere under `layer`.
    static func texts(in layer: PresentedLayer) -> [String] {
        var result: [String] = []
        if case .text(let string, _, _, _) = layer.content { result.append(string) }
        for child in layer.children { result += texts(in: child) }
        return result
    }
}
