import Display
import Geometry
import Motion
import Render
import Scene

/// Draws presented scenes with the renderer and hands the damaged pixels to a
/// display: the one place scene, renderer and screen meet.
public final class FrameOutput {
    public let renderer: SceneRenderer
    public let sink: any DisplaySink
    /// Frames handed to the display (idle frames with no damage are not).
    public private(set) var presentedFrames = 0

    public init(sink: any DisplaySink, background: RGBAColor = .white) throws {
        self.sink = sink
        renderer = try SceneRenderer(width: sink.width, height: sink.height, scale: 1, background: background)
    }

    /// The screen in points (one point per pixel).
    public var screen: Size { Size(width: Double(sink.width), height: Double(sink.height)) }

    /// Renders what changed and shows it; an unchanged scene costs a comparison.
    public func draw(_ layers: [PresentedLayer], time: Double) throws {
        try present(damage: render(layers), time: time)
    }

    /// Renders what changed into the renderer's image; returns the damage.
    public func render(_ layers: [PresentedLayer]) -> [PixelRect] {
        renderer.render(layers)
    }

    /// Shows the damaged pixels of the last render (nothing when there is no damage).
    public func present(damage: [PixelRect], time: Double) throws {
        guard !damage.isEmpty else { return }
        let image = FrameImage(width: renderer.pixelWidth, height: renderer.pixelHeight, stride: renderer.stride, pixels: renderer.pixels)
        try sink.present(image, damage: damage, time: time)
        presentedFrames += 1
    }

    /// The whole screen, as damage: after a pause everything is drawn again.
    public var wholeScreen: [PixelRect] { [PixelRect(x: 0, y: 0, width: renderer.pixelWidth, height: renderer.pixelHeight)] }

    /// The screen is the kiosk's again after a pause: the display takes it
    /// back; the caller presents `wholeScreen` next.
    public func resume() throws { try sink.resume() }

    /// Closes the display; the renderer's caches are given back first, since
    /// closing may need memory of its own (a PNG run's contact sheet).
    public func close() throws {
        renderer.dropCaches()
        try sink.close()
    }
}
