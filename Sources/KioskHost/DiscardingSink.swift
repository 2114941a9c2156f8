import Display
import Geometry

/// A display that shows nothing: `--replay … --layout` without `--display`
/// plays the replay for the layout at its end, and drawing its frames
/// anywhere would only cost time and disk.
final class DiscardingSink: ScreenSink {
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {}

    func close() throws {}
}
