import CMalloc
import Display
import Geometry
import Motion
import Render
import Scene

/// Draws presented scenes with the renderer and hands the damaged pixels to a
/// display: the one place scene, renderer and screen meet.
public final class FrameOutput {
    /// Made anew at the display's size when a monitor of another size replaces the one shown (`connectorsChanged`).
    public private(set) var renderer: SceneRenderer
    public let sink: any DisplaySink
    private let background: RGBAColor
    /// Frames handed to the display (idle frames with no damage are not).
    public private(set) var presentedFrames = 0
    /// What switches the screen off and on: the display's own (DPMS,
    /// FBIOBLANK) and a backlight, when given. Empty for PNG and web output.
    public var power: [any ScreenPower]
    /// Whether the screen is switched off (`setBlanked`); nothing is presented meanwhile.
    public private(set) var isBlanked = false
    /// Frames rendered while blanked: the whole screen is shown again on waking.
    private var missedFrames = false

    public init(sink: any DisplaySink, background: RGBAColor = .white) throws {
        self.sink = sink
        self.background = background
        renderer = try SceneRenderer(width: sink.width, height: sink.height, scale: 1, background: background)
        power = [sink.screenPower].compactMap { $0 }
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
        guard !isBlanked else {
            missedFrames = true
            return
        }
        let image = FrameImage(width: renderer.pixelWidth, height: renderer.pixelHeight, stride: renderer.stride, pixels: renderer.pixels)
        try sink.present(image, damage: damage, time: time)
        presentedFrames += 1
    }

    /// The whole screen, as damage: after a pause everything is drawn again.
    public var wholeScreen: [PixelRect] { [PixelRect(x: 0, y: 0, width: renderer.pixelWidth, height: renderer.pixelHeight)] }

    /// The screen is the kiosk's again after a pause: the display takes it
    /// back; the caller presents `wholeScreen` next.
    public func resume() throws { try sink.resume() }

    /// The monitors on the screen's card changed: see `DisplaySink.connectorsChanged`.
    /// A monitor plugged in while the kiosk is blanked is switched off again
    /// (and shown whole on waking); otherwise the last frame is presented
    /// whole, for a head that has just come. When the display's size changed
    /// (a monitor of another size) the renderer is made anew at the new size
    /// and `screen` says it: the caller lays the app out again for it, and the
    /// next render, the first of the new renderer, is whole.
    public func connectorsChanged(time: Double = 0) throws -> [String] {
        let lines = try sink.connectorsChanged()
        guard !lines.isEmpty else { return lines }
        let resized = sink.width != renderer.pixelWidth || sink.height != renderer.pixelHeight
        if resized { renderer = try SceneRenderer(width: sink.width, height: sink.height, scale: 1, background: background) }
        if isBlanked {
            missedFrames = true
            if let power = sink.screenPower { try power.setScreen(on: false) }
        } else if !resized {
            try present(damage: wholeScreen, time: time)
        }
        return lines
    }

    /// Switches the screen off or on through every `power`; on waking, shows
    /// what was rendered meanwhile. The first error is thrown once all were tried.
    /// Without a power switch (PNG, web) it does nothing: there is no screen to switch.
    public func setBlanked(_ blanked: Bool, time: Double) throws {
        guard blanked != isBlanked, !power.isEmpty else { return }
        var failure: Error?
        for switchable in power {
            do { try switchable.setScreen(on: !blanked) } catch { failure = failure ?? error }
        }
        isBlanked = blanked
        if !blanked, missedFrames {
            missedFrames = false
            try present(damage: wholeScreen, time: time)
        }
        if let failure { throw failure }
    }

    /// Closes the display, switched on again if it was blanked (for whoever
    /// shows the console next); the renderer's caches are given back first,
    /// since closing may need memory of its own (a PNG run's contact sheet).
    public func close() throws {
        if isBlanked { try? setBlanked(false, time: 0) }
        renderer.dropCaches()
        // Freed heap pages stay resident until glibc is asked to give them back:
        // without this the contact sheet came on top of the caches just dropped.
        _ = malloc_trim(0)
        try sink.close()
    }
}
