import Geometry
import Motion

/// How a shape is filled.
public enum Fill: Hashable, Sendable {
    case color(RGBAColor)
    /// A linear gradient across the layer's bounds, from `start` to `end` (unit points).
    case linearGradient([RGBAColor], start: UnitPoint, end: UnitPoint)
    /// A radial gradient around `center` (a unit point of the bounds), from
    /// `startRadius` to `endRadius` points, as SwiftUI's `RadialGradient`.
    case radialGradient([RGBAColor], center: UnitPoint, startRadius: Double, endRadius: Double)
}

/// How a shape is outlined.
public struct Stroke: Hashable, Sendable {
    /// How a line ends, as cairo's line caps.
    public enum Cap: Hashable, Sendable { case butt, round, square }
    /// How segments meet, as cairo's line joins.
    public enum Join: Hashable, Sendable { case miter, round, bevel }

    public var color: RGBAColor
    public var lineWidth: Double
    public var cap = Cap.butt
    public var join = Join.round
    public var miterLimit = 10.0
    /// Lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [Double] = []
    public var dashPhase = 0.0

    public init(_ color: RGBAColor, lineWidth: Double = 1) {
        self.color = color
        self.lineWidth = lineWidth
    }
}

/// One step of a path, in the layer's own coordinates (points from its top-left corner).
public enum PathElement: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case curve(to: Point, control1: Point, control2: Point)
    /// An arc around `center`; angles clockwise from the positive x axis (y points down).
    case arc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool)
    case close
}

/// A vector path.
public struct Path: Hashable, Sendable {
    public var elements: [PathElement]
    public init(_ elements: [PathElement] = []) { self.elements = elements }

    /// A circle outline as one closed arc.
    public static func circle(center: Point, radius: Double) -> Path {
        Path([.arc(center: center, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: true), .close])
    }
}

/// The geometric shape a layer draws.
public enum Shape: Hashable, Sendable {
    /// The layer's bounds with rounded corners (0 for square ones).
    case roundedRectangle(cornerRadius: Double)
    /// The ellipse inscribed in the layer's bounds.
    case ellipse
    /// An arc of a ring inscribed in the bounds, from 12 o'clock clockwise over
    /// `progress × 360°` of the layer's presented `progress`: a countdown ring.
    case ring(lineWidth: Double)
    case path(Path)
}

/// Horizontal alignment of text inside its layer.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// How an image's pixels are sampled when it is drawn larger or smaller than
/// its size, as SwiftUI's `Image.Interpolation` (`none` keeps hard pixel edges).
public enum ImageInterpolation: Hashable, Sendable { case none, low, medium, high }

/// What a layer draws itself; children are drawn on top.
public enum LayerContent: Hashable, Sendable {
    case empty
    case shape(Shape, fill: Fill?, stroke: Stroke?)
    /// Text laid out by pango in the layer's bounds (wrapping at its width).
    case text(String, font: Font, color: RGBAColor, alignment: TextAlignment)
    /// Runs of styled text laid out by pango in the layer's bounds (wrapping at
    /// its width, as many lines as its height and line limit hold, the last
    /// one truncated): what a view's `Text` draws.
    case styledText(StyledText)
    /// An image file (PNG, JPEG or SVG, told apart by its content) stretched
    /// to fill the layer's bounds; an SVG is drawn as vectors at that size.
    /// With `tint`, only the image's alpha is drawn, in that colour (SwiftUI's
    /// template rendering). A file that cannot be drawn shows a grey box with a cross.
    case image(path: String, tint: RGBAColor? = nil, interpolation: ImageInterpolation = .high)
    /// `glyph` of the icon font `family` (fontconfig name) in `color`, its
    /// em square stretched to fill the bounds: a symbol image.
    case symbol(glyph: String, family: String, color: RGBAColor)
}

extension LayerContent {
    /// The text a text layer shows (nil for other content).
    public var textString: String? {
        switch self {
        case .text(let string, _, _, _): string
        case .styledText(let text): text.string
        case .empty, .shape, .image, .symbol: nil
        }
    }
}
