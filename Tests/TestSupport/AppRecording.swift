import Foundation
import Geometry
import KioskRuntime
import Render
import Scene
import TouchUI
import TouchTrace

/// An app replayed from a trace on a virtual clock, as `touchdeck run --replay`
/// does: every frame it drew, and when the trace started on the app's clock.
public struct AppRecording {
    public var frames: [(time: Double, layers: [PresentedLayer])] = []
    public var traceStart = 0.0

    /// Replays `reader` into `app` on `screen`, with `overlay` drawn over it when given.
    public static func replay(_ app: any TouchApp, screen: Size, reader: TraceReader, overlay: (any AppOverlay)? = nil) throws -> AppRecording {
        let runner = AppRunner(app: app, screen: screen)
        runner.overlay = overlay
        let replay = AppReplay(runner: runner)
        let box = Box()
        replay.onFrame = { layers, time in box.frames.append((time, layers)) }
        try replay.run(reader: reader)
        return AppRecording(frames: box.frames, traceStart: replay.traceStart ?? 0)
    }

    /// Replays a touch script (`TraceScript`) written for `screen`.
    public static func replay(_ app: any TouchApp, screen: Size, script: String, overlay: (any AppOverlay)? = nil) throws -> AppRecording {
        let trace = try TraceScript.build("screen \(Int(screen.width))x\(Int(screen.height))\n" + script, file: "script")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).yaml").path
        try trace.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try replay(app, screen: screen, reader: TraceReader.open(path: path), overlay: overlay)
    }

    private final class Box {
        var frames: [(time: Double, layers: [PresentedLayer])] = []
    }

    /// The frame drawn last at or before `traceTime` seconds into the trace.
    public func frame(at traceTime: Double) -> [PresentedLayer]? {
        frames.last { $0.time <= traceStart + traceTime + 1e-9 }?.layers
    }

    /// Texts drawn anywhere in `layers`, in drawing order.
    public static func texts(in layers: [PresentedLayer]) -> [String] {
        var result: [String] = []
        func walk(_ layer: PresentedLayer) {
            if let string = layer.content.textString { result.append(string) }
            layer.children.forEach(walk)
        }
        layers.forEach(walk)
        return result
    }

    /// Nil when the frame at `traceTime` rendered at `size` matches the golden
    /// `name` beside `file`, else why not.
    public func goldenMismatch(at traceTime: Double, size: Size, name: String, besides file: String) throws -> String? {
        guard let layers = frame(at: traceTime) else { return "no frame at \(traceTime) s" }
        let renderer = try SceneRenderer(width: Int(size.width), height: Int(size.height), scale: 1, background: .white)
        _ = renderer.render(layers)
        return try GoldenImage(besides: file).mismatch(renderer, name: name)
    }
}
