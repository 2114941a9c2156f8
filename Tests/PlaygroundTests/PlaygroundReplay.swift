import Playground
import Foundation
import Geometry
import Kiosk
import Render
import Scene
import TouchTrace
import TouchUI

/// Replays a recording or a touch script into a fresh gestures app on a virtual
/// clock, keeping its events and every presented frame.
struct PlaygroundReplay {
    static let screen = Size(width: 800, height: 480)
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("recordings/playground")

    var events: [PlaygroundEvent] = []
    var frames: [(time: Double, layers: [PresentedLayer])] = []
    var traceStart = 0.0

    static func recording(_ name: String) throws -> PlaygroundReplay {
        try run(reader: TraceReader.open(path: recordings.appendingPathComponent(name + ".yaml").path), settings: PlaygroundSettings())
    }

    static func script(_ script: String, settings: PlaygroundSettings = PlaygroundSettings()) throws -> PlaygroundReplay {
        let trace = try TraceScript.build("screen 800x480\n" + script, file: "script")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(UUID().uuidString).yaml").path
        try trace.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try run(reader: TraceReader.open(path: path), settings: settings)
    }

    static func run(reader: TraceReader, settings: PlaygroundSettings) throws -> PlaygroundReplay {
        let box = Box()
        let host = ViewHost(PlaygroundView(settings: settings) { box.events.append($0) }, measurer: PangoTextMeasurer())
        let replay = AppReplay(runner: AppRunner(app: host, screen: screen))
        replay.onFrame = { layers, time in box.frames.append((time, layers)) }
        try replay.run(reader: reader)
        var result = PlaygroundReplay()
        result.events = box.events
        result.frames = box.frames
        result.traceStart = replay.traceStart ?? 0
        return result
    }

    final class Box {
        var events: [PlaygroundEvent] = []
        var frames: [(time: Double, layers: [PresentedLayer])] = []
    }

    /// The frame drawn last at or before `traceTime` seconds into the trace.
    func frame(at traceTime: Double) -> [PresentedLayer]? {
        frames.last { $0.time <= traceStart + traceTime + 1e-9 }?.layers
    }

    /// The heart's presented layer in `layers`.
    static func heart(in layers: [PresentedLayer]) -> PresentedLayer? {
        layers.first { $0.id.rawValue == "heart" }
    }

    /// Texts drawn anywhere in `layers`.
    static func texts(in layers: [PresentedLayer]) -> [String] {
        var result: [String] = []
        func walk(_ layer: PresentedLayer) {
            if case .text(let string, _, _, _) = layer.content { result.append(string) }
            layer.children.forEach(walk)
        }
        layers.forEach(walk)
        return result
    }
}
