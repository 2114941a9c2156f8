import Flip
import Foundation
import Geometry
import Render
import Scene
import TestSupport
import TouchTrace
import TouchUI

/// The flip app replayed from a recording or a touch script: its events and frames.
struct FlipReplay {
    static let screen = Size(width: 800, height: 480)
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("recordings/flip")

    var events: [FlipEvent]
    var recording: AppRecording
    var frames: [(time: Double, layers: [PresentedLayer])] { recording.frames }

    static func recording(_ name: String) throws -> FlipReplay {
        try run(FlipSettings()) { try AppRecording.replay($0, screen: screen, reader: TraceReader.open(path: recordings.appendingPathComponent(name + ".yaml").path)) }
    }

    static func script(_ script: String, settings: FlipSettings = FlipSettings()) throws -> FlipReplay {
        try run(settings) { try AppRecording.replay($0, screen: screen, script: script) }
    }

    private static func run(_ settings: FlipSettings, _ replay: (any TouchApp) throws -> AppRecording) throws -> FlipReplay {
        let box = Box()
        let recording = try replay(ViewHost(FlipView(settings: settings) { box.events.append($0) }, measurer: PangoTextMeasurer()))
        return FlipReplay(events: box.events, recording: recording)
    }

    private final class Box {
        var events: [FlipEvent] = []
    }

    func frame(at traceTime: Double) -> [PresentedLayer]? { recording.frame(at: traceTime) }

    /// Card `index`'s presented layer in `layers`.
    static func card(_ index: Int, in layers: [PresentedLayer]) -> PresentedLayer? {
        layers.first { $0.id.rawValue == FlipLayout.cardID(index) }
    }

    /// Texts drawn anywhere under `layer`.
    static func texts(in layer: PresentedLayer) -> [String] { AppRecording.texts(in: [layer]) }
}
