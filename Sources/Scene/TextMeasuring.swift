import Geometry

/// Measures text as the renderer will lay it out, so a layout knows a
/// label's real size. The renderer (`Render.PangoTextMeasurer`) provides the
/// pango implementation; apps and the view layer only see this protocol.
public protocol TextMeasuring: AnyObject {
    /// The size `text` takes in `font`, wrapped at `width` points when given
    /// (nil: one line per paragraph).
    func size(of text: String, font: Font, width: Double?) -> Size
}
