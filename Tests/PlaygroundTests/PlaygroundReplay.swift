import Foundation
import Geometry
import Playground
import Render
import Scene
import TestSupport
import TouchTrace
import TouchUI

/// The gestures app replayed from a recording or a touch script: its events and frames.
struct PlaygroundReplay {
    static let screen = Size(width: 800, height: 480)
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("recordings/playground")

    var events: [PlaygroundEvent]
    var recording: AppRecording
    var frames: [(time: Double, layers: [PresentedLayer])] { recording.frames }

    static func recording(_ name: String) throws -> PlaygroundReplay {
        try run { try AppRecording.replay($0, screen: screen, reader: TraceReader.open(path: recordings.appendingPathComponent(name + ".yaml").path)) }
    }

    static func script(_ script: String) throws -> PlaygroundReplay {
        try run { try AppRecording.replay($0, screen: screen, script: script) }
    }

    private static func run(_ replay: (any TouchApp) throws -> AppRecording) throws -> PlaygroundReplay {
        let box = Box()
        let recording = try replay(ViewHost(PlaygroundView { box.events.append($0) }, measurer: PangoTextMeasurer()))
        return PlaygroundReplay(events: box.events, recording: recording)
    }

    private final class Box {
        var events: [PlaygroundEvent] = []
    }

    func frame(at traceTime: Double) -> [PresentedLayer]? { recording.frame(at: traceTime) }

    /// The heart's presented layer in `layers`.
    static func heart(in layers: [PresentedLayer]) -> PresentedLayer? {
        layers.first { $0.id.rawValue == "heart" }
    }

    static func texts(in layers: [PresentedLayer]) -> [String] { AppRecording.texts(in: layers) }
}
