import Geometry

/// Measures text as the renderer will lay it out, so a layout knows a
/// label's real size. The renderer (`Render.PangoTextMeasurer`) provides the
/// pango implementation; apps and the view layer only see this protocol.
public protocol TextMeasuring: AnyObject {
    /// The size `text` takes in `font`, wrapped at `width` points when given
    /// (nil: one line per paragraph).
    func size(of text: String, font: Font, width: Double?) -> Size
    /// The size styled `text` takes wrapped at `width` points when given, in
    /// as many lines as `height` points (when given) and its line limit hold,
    /// the last one truncated: as a `.styledText` layer of that size draws it.
    func size(of text: StyledText, width: Double?, height: Double?) -> Size
}

extension TextMeasuring {
    /// Measured as one plain run: for measurers that know only plain text.
    public func size(of text: StyledText, width: Double?, height: Double?) -> Size {
        size(of: text.string, font: text.leadingFont, width: width)
    }
}
